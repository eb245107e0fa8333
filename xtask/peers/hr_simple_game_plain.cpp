// HackerRank Simple Game, the textbook way: the pile values (K = 2: parity; K = 3: the mex
// over every split in two and three; K >= 4: n - 1), then a DP over piles, sums and XORs.
#include <cstdio>
#include <vector>
typedef long long ll;
const ll MOD = 1000000007;
int main() {
    int n, m, k;
    scanf("%d %d %d", &n, &m, &k);
    std::vector<int> g(n + 1, 0);
    for (int s = 2; s <= n; s++) {
        if (k == 2) g[s] = (s % 2 == 0);
        else if (k >= 4) g[s] = s - 1;
        else {
            std::vector<char> seen(2 * n + 2, 0);
            for (int a = 1; a <= s / 2; a++) seen[g[a] ^ g[s - a]] = 1;
            for (int a = 1; a <= s / 3; a++)
                for (int b = a; b <= (s - a) / 2; b++) seen[g[a] ^ g[b] ^ g[s - a - b]] = 1;
            while (seen[g[s]]) g[s]++;
        }
    }
    int w = 1;
    while (w <= n) w <<= 1;
    std::vector<std::vector<ll>> f(n + 1, std::vector<ll>(w, 0)), h;
    f[0][0] = 1;
    for (int p = 0; p < m; p++) {
        h.assign(n + 1, std::vector<ll>(w, 0));
        for (int s = 0; s < n; s++)
            for (int x = 0; x < w; x++)
                if (f[s][x])
                    for (int q = 1; s + q <= n; q++) h[s + q][x ^ g[q]] = (h[s + q][x ^ g[q]] + f[s][x]) % MOD;
        f.swap(h);
    }
    ll won = 0;
    for (int x = 1; x < w; x++) won = (won + f[n][x]) % MOD;
    printf("%lld\n", won);
}
