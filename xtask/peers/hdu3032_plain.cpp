// HDU 3032, the textbook way: Lasker's Nim, sg(x) = x - 1, x, x, x + 1 for x mod 4 = 0, 1, 2, 3
// (x > 0).
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        long long x = 0;
        while (n--) {
            long long a;
            scanf("%lld", &a);
            long long g = a % 4 == 0 ? a - 1 : a % 4 == 3 ? a + 1 : a;
            if (a == 0) g = 0;
            x ^= g;
        }
        puts(x ? "Alice" : "Bob");
    }
}
