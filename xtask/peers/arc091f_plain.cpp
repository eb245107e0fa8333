// AtCoder ARC 091 F, the editorial's way: g(a) = a / k when k divides a, else g(a - a/k - 1);
// the steps with the same quotient are jumped over at once.
#include <cstdio>
long long grundy(long long a, long long k) {
    while (true) {
        if (a < k) return 0;
        if (a % k == 0) return a / k;
        long long q = a / k, t = (a % k + q) / (q + 1);
        a -= t * (q + 1);
    }
}
int main() {
    int n;
    scanf("%d", &n);
    long long x = 0;
    for (int i = 0; i < n; i++) {
        long long a, k;
        scanf("%lld %lld", &a, &k);
        x ^= grundy(a, k);
    }
    puts(x ? "Takahashi" : "Aoki");
}
