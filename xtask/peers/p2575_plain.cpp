// Luogu P2575, the textbook way: the Grundy value of every row of 20 cells (2^20 states),
// each the mex over its moves: a piece jumps to the first free cell on its right.
#include <cstdio>
#include <vector>
int main() {
    std::vector<int> sg(1 << 20, 0);
    for (int s = 1; s < (1 << 20); s++) {
        bool seen[32] = {false};
        // Column c (0 = leftmost) is bit 19 - c: moving right lowers the bit.
        for (int b = 19; b > 0; b--) {
            if (!(s >> b & 1)) continue;
            int f = b - 1;
            while (f >= 0 && (s >> f & 1)) f--;
            if (f >= 0) seen[sg[s ^ (1 << b) ^ (1 << f)]] = true;
        }
        int g = 0;
        while (seen[g]) g++;
        sg[s] = g;
    }
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, x = 0;
        scanf("%d", &n);
        while (n--) {
            int m, s = 0;
            scanf("%d", &m);
            while (m--) {
                int c;
                scanf("%d", &c);
                s |= 1 << (20 - c);
            }
            x ^= sg[s];
        }
        puts(x ? "YES" : "NO");
    }
}
