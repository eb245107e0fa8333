// HackerRank Bob and Ben, the textbook way: a tree of m nodes is worth 1 (m = 1), 0 (m = 2),
// 1 (m odd) or 2 (m even); the XOR over the forest.
#include <cstdio>
int main() {
    int g;
    scanf("%d", &g);
    while (g--) {
        int n, x = 0;
        scanf("%d", &n);
        while (n--) {
            long long m, k;
            scanf("%lld %lld", &m, &k);
            x ^= m == 2 ? 0 : m % 2 ? 1 : 2;
        }
        puts(x ? "BOB" : "BEN");
    }
}
