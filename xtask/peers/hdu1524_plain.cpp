// HDU 1524, the textbook way: the Grundy value of each position by a memoised search of its
// successors; a chess position is the XOR of its pieces' values.
#include <cstdio>
#include <vector>
std::vector<std::vector<int>> out;
std::vector<int> sg;
int grundy(int v) {
    if (sg[v] >= 0) return sg[v];
    std::vector<char> seen(out[v].size() + 1, 0);
    for (int u : out[v]) {
        int g = grundy(u);
        if (g < (int)seen.size()) seen[g] = 1;
    }
    int g = 0;
    while (seen[g]) g++;
    return sg[v] = g;
}
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        out.assign(n, {});
        sg.assign(n, -1);
        for (int v = 0; v < n; v++) {
            int x;
            scanf("%d", &x);
            out[v].resize(x);
            for (auto &u : out[v]) scanf("%d", &u);
        }
        int m;
        while (scanf("%d", &m) == 1 && m) {
            int x = 0;
            for (int i = 0; i < m; i++) {
                int p;
                scanf("%d", &p);
                x ^= grundy(p);
            }
            puts(x ? "WIN" : "LOSE");
        }
    }
}
