// AtCoder AGC 010 F, the editorial's way: from each start, a search of the tree in which a
// vertex wins when it has a neighbour with fewer stones that loses; O(N^2).
#include <cstdio>
#include <vector>
int n;
std::vector<long long> a;
std::vector<std::vector<int>> adj;
bool wins(int v, int parent) {
    for (int u : adj[v])
        if (u != parent && a[u] < a[v] && !wins(u, v)) return true;
    return false;
}
int main() {
    scanf("%d", &n);
    a.resize(n);
    adj.resize(n);
    for (auto &x : a) scanf("%lld", &x);
    for (int i = 0; i + 1 < n; i++) {
        int u, v;
        scanf("%d %d", &u, &v);
        adj[u - 1].push_back(v - 1);
        adj[v - 1].push_back(u - 1);
    }
    bool first = true;
    for (int v = 0; v < n; v++)
        if (wins(v, -1)) printf(first ? "%d" : " %d", v + 1), first = false;
    puts("");
}
