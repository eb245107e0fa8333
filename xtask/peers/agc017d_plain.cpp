// AtCoder AGC 017 D, the editorial's way: Green Hackenbush on a tree, a vertex worth the XOR
// over its children of (child + 1), by a depth-first search from vertex 1.
#include <cstdio>
#include <vector>
std::vector<std::vector<int>> adj;
int grundy(int v, int parent) {
    int x = 0;
    for (int u : adj[v])
        if (u != parent) x ^= grundy(u, v) + 1;
    return x;
}
int main() {
    int n;
    scanf("%d", &n);
    adj.resize(n + 1);
    for (int i = 1; i < n; i++) {
        int a, b;
        scanf("%d %d", &a, &b);
        adj[a].push_back(b);
        adj[b].push_back(a);
    }
    puts(grundy(1, 0) ? "Alice" : "Bob");
}
