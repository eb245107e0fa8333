// POJ 3710, the textbook way: Green Hackenbush with the fusion principle. A depth-first search
// finds each cycle by its back edge; the cycle's other vertices are fused into its top vertex
// (what hangs from them hangs from it), and an odd cycle leaves one edge there. A tree is worth the XOR over its children of
// (child's value + 1).
#include <cstdio>
#include <vector>
std::vector<std::vector<std::pair<int, int>>> adj;  // (neighbour, edge id)
std::vector<int> state, depth, extra, stack_;
std::vector<char> removed, used;
int dfs(int u, int via) {
    state[u] = 1;
    stack_.push_back(u);
    int x = 0;
    for (auto [v, e] : adj[u]) {
        if (e == via || used[e]) continue;
        used[e] = 1;
        if (state[v] == 0) {
            depth[v] = depth[u] + 1;
            int g = dfs(v, e);
            x ^= removed[v] ? g : g + 1;  // a removed vertex is fused into its cycle's top
        } else if (state[v] == 1) {
            // A back edge closes a cycle of depth[u] - depth[v] + 1 edges through v.
            int edges = depth[u] - depth[v] + 1;
            for (int i = (int)stack_.size() - 1; stack_[i] != v; i--) removed[stack_[i]] = 1;
            if (edges % 2) extra[v] ^= 1;
        }
    }
    stack_.pop_back();
    state[u] = 2;
    return x ^ extra[u];
}
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int total = 0;
        while (n--) {
            int m, k;
            scanf("%d %d", &m, &k);
            adj.assign(m + 1, {});
            state.assign(m + 1, 0), depth.assign(m + 1, 0), extra.assign(m + 1, 0);
            removed.assign(m + 1, 0);
            used.assign(k, 0);
            stack_.clear();
            for (int i = 0; i < k; i++) {
                int a, b;
                scanf("%d %d", &a, &b);
                adj[a].push_back({b, i});
                adj[b].push_back({a, i});
            }
            total ^= dfs(1, -1);
        }
        puts(total ? "Sally" : "Harry");
    }
}
