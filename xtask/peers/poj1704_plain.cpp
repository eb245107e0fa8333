// A straightforward solution of POJ 1704 (Georgia and Bob), for `cargo xtask limits`: sort the
// positions, XOR the gaps in front of the last, third-last, ... chessman (staircase Nim);
// scanf and puts.
#include <algorithm>
#include <cstdio>

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    static int p[1001];
    while (t-- > 0) {
        int n;
        if (scanf("%d", &n) != 1) return 1;
        for (int i = 1; i <= n; i++)
            if (scanf("%d", &p[i]) != 1) return 1;
        p[0] = 0;
        std::sort(p + 1, p + n + 1);
        int x = 0;
        for (int i = n; i >= 1; i -= 2) x ^= p[i] - p[i - 1] - 1;
        puts(x ? "Georgia will win" : "Bob will win");
    }
    return 0;
}
