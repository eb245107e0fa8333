// HackerRank Move the Coins, the textbook way: coins at odd depth form the Nim heaps; an
// Euler tour gives each subtree's XOR at odd and at even depth; moving u's subtree under v
// flips its depths' parity when depth(v) + 1 - depth(u) is odd; v inside u's subtree is
// INVALID.
#include <cstdio>
#include <vector>
int main() {
    int n;
    scanf("%d", &n);
    std::vector<int> c(n + 1);
    for (int i = 1; i <= n; i++) scanf("%d", &c[i]);
    std::vector<std::vector<int>> adj(n + 1);
    for (int i = 0; i < n - 1; i++) {
        int a, b;
        scanf("%d %d", &a, &b);
        adj[a].push_back(b);
        adj[b].push_back(a);
    }
    std::vector<int> depth(n + 1, 0), tin(n + 1), tout(n + 1), parent(n + 1, 0), sub[2];
    sub[0].assign(n + 1, 0);
    sub[1].assign(n + 1, 0);
    std::vector<int> order, stack = {1};
    std::vector<size_t> next(n + 1, 0);
    int timer = 0;
    tin[1] = timer++;
    while (!stack.empty()) {
        int v = stack.back();
        if (next[v] < adj[v].size()) {
            int w = adj[v][next[v]++];
            if (w == parent[v]) continue;
            parent[w] = v;
            depth[w] = depth[v] + 1;
            tin[w] = timer++;
            stack.push_back(w);
        } else {
            tout[v] = timer;
            sub[depth[v] & 1][v] ^= c[v];
            stack.pop_back();
            if (!stack.empty()) {
                int p = stack.back();
                sub[0][p] ^= sub[0][v];
                sub[1][p] ^= sub[1][v];
            }
        }
    }
    int total = sub[1][1];
    int q;
    scanf("%d", &q);
    while (q--) {
        int u, v;
        scanf("%d %d", &u, &v);
        if (tin[u] <= tin[v] && tin[v] < tout[u]) {
            puts("INVALID");
            continue;
        }
        int x = total;
        if ((depth[v] + 1 - depth[u]) % 2 != 0) x ^= sub[0][u] ^ sub[1][u];
        puts(x ? "YES" : "NO");
    }
}
