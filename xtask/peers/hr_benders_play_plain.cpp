// HackerRank Play on Benders, the textbook way: Grundy values of the DAG's locations in
// reverse topological order (Kahn), the XOR over each game's soldiers.
#include <cstdio>
#include <vector>
int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    std::vector<std::vector<int>> out(n + 1);
    std::vector<int> indeg(n + 1, 0);
    for (int i = 0; i < m; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        out[u].push_back(v);
        indeg[v]++;
    }
    std::vector<int> order;
    for (int v = 1; v <= n; v++)
        if (!indeg[v]) order.push_back(v);
    for (size_t i = 0; i < order.size(); i++)
        for (int w : out[order[i]])
            if (--indeg[w] == 0) order.push_back(w);
    std::vector<int> g(n + 1, 0), mark(n + 2, 0);
    for (int i = (int)order.size() - 1; i >= 0; i--) {
        int v = order[i];
        for (int w : out[v])
            if (g[w] <= n) mark[g[w]] = v;
        int x = 0;
        while (mark[x] == v) x++;
        g[v] = x;
    }
    int q;
    scanf("%d", &q);
    while (q--) {
        int k, x = 0;
        scanf("%d", &k);
        while (k--) {
            int v;
            scanf("%d", &v);
            x ^= g[v];
        }
        puts(x ? "Bumi" : "Iroh");
    }
}
