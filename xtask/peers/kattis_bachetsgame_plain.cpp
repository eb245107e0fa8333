// A straightforward solution of Kattis Bachet's Game, for `cargo xtask limits`: the textbook
// table, a heap wins when some take leads to a losing heap; one byte per heap size, scanf and
// puts.
#include <cstdio>
#include <vector>

int main() {
    long long n;
    int m;
    std::vector<char> win;
    while (scanf("%lld %d", &n, &m) == 2) {
        std::vector<long long> takes(m);
        for (int i = 0; i < m; i++)
            if (scanf("%lld", &takes[i]) != 1) return 1;
        win.assign(n + 1, 0);
        for (long long i = 1; i <= n; i++)
            for (int j = 0; j < m && !win[i]; j++)
                if (takes[j] <= i && !win[i - takes[j]]) win[i] = 1;
        puts(win[n] ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
