// Luogu P3235 [HNOI2014], the textbook way: sg(x) for every heap up to the largest, the mex
// over M = 2..x of the XOR of the parts (x % M heaps of x/M + 1, the rest of x/M, each counted
// by parity); M and M + 1 cover every parity pattern of a block of equal x/M.
#include <cstdio>
#include <vector>
int main() {
    int t, f;
    scanf("%d %d", &t, &f);
    std::vector<std::vector<int>> games(t);
    int top = 1;
    for (auto &g : games) {
        int n;
        scanf("%d", &n);
        g.resize(n);
        for (auto &a : g) scanf("%d", &a), top = a > top ? a : top;
    }
    std::vector<int> sg(top + 2, 0), seen(top + 2, -1);
    for (int x = f; x <= top; x++) {
        for (int i = 2; i <= x; i = x / (x / i) + 1) {
            for (int m = i; m <= i + 1 && m <= x; m++) {
                int q = x / m, r = x % m, v = 0;
                if (r & 1) v ^= sg[q + 1];
                if ((m - r) & 1) v ^= sg[q];
                seen[v] = x;
            }
        }
        int g = 0;
        while (seen[g] == x) g++;
        sg[x] = g;
    }
    for (int i = 0; i < t; i++) {
        int x = 0;
        for (int a : games[i]) x ^= sg[a];
        printf(i ? " %d" : "%d", x ? 1 : 0);
    }
    puts("");
}
