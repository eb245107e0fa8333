// A straightforward solution of HDU 3094 (A tree game), for `cargo xtask limits`: adjacency
// lists in vectors, a recursive depth-first search from the root with the colon principle
// (a vertex is worth the XOR of its children's values plus one); scanf and puts.
#include <cstdio>
#include <vector>

static std::vector<int> adj[100001];

static int value(int v, int parent) {
    int g = 0;
    for (int w : adj[v])
        if (w != parent) g ^= value(w, v) + 1;
    return g;
}

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 1;
    while (t-- > 0) {
        int n;
        if (scanf("%d", &n) != 1) return 1;
        for (int i = 1; i <= n; i++) adj[i].clear();
        for (int i = 1; i < n; i++) {
            int a, b;
            if (scanf("%d %d", &a, &b) != 2) return 1;
            adj[a].push_back(b);
            adj[b].push_back(a);
        }
        puts(value(1, 0) ? "Alice" : "Bob");
    }
    return 0;
}
