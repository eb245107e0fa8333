// Codeforces 15C, the textbook way: XOR of a run x..x+m-1 from the prefix XOR 0..n, which
// repeats with period 4.
#include <cstdio>
long long upto(long long n) {  // 0 ^ 1 ^ … ^ n
    if (n < 0) return 0;
    switch (n % 4) {
        case 0: return n;
        case 1: return 1;
        case 2: return n + 1;
        default: return 0;
    }
}
int main() {
    int n;
    scanf("%d", &n);
    long long x = 0;
    while (n--) {
        long long a, m;
        scanf("%lld %lld", &a, &m);
        x ^= upto(a + m - 1) ^ upto(a - 1);
    }
    puts(x ? "tolik" : "bolik");
}
