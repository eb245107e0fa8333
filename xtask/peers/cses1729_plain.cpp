// CSES 1729, the textbook way: a table of outcomes for 1..n, each trying every move.
#include <cstdio>
#include <string>
#include <vector>
int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    std::vector<int> p(k);
    for (auto &x : p) scanf("%d", &x);
    std::vector<char> win(n + 1, 0);
    std::string s;
    for (int i = 1; i <= n; i++) {
        for (int x : p)
            if (x <= i && !win[i - x]) {
                win[i] = 1;
                break;
            }
    }
    std::vector<char> line(n + 1);
    for (int i = 1; i <= n; i++) line[i - 1] = win[i] ? 'W' : 'L';
    line[n] = '\n';
    fwrite(line.data(), 1, n + 1, stdout);
}
