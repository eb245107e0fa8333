// Luogu P2148 [SDOI2009] E&D, the textbook way: a group (a, b) is worth the lowest zero bit
// of (a - 1) | (b - 1).
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, x = 0;
        scanf("%d", &n);
        for (int i = 0; i < n / 2; i++) {
            long long a, b;
            scanf("%lld %lld", &a, &b);
            long long v = (a - 1) | (b - 1);
            int g = 0;
            while (v & 1) v >>= 1, g++;
            x ^= g;
        }
        puts(x ? "YES" : "NO");
    }
}
