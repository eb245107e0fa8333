// Luogu P2490 [SDOI2011], the textbook way: the k/2 gaps play Moore's Nim_d, which a placement
// loses when every bit is set in a multiple of d + 1 gaps; f[s] counts such gap vectors of sum
// s, bit by bit, and each is spread with the empty cells over k/2 + 1 places.
#include <cstdio>
#include <vector>
const long long MOD = 1000000007;
long long power(long long b, long long e) {
    long long r = 1;
    for (b %= MOD; e; e >>= 1, b = b * b % MOD)
        if (e & 1) r = r * b % MOD;
    return r;
}
int main() {
    int n, k, d;
    scanf("%d %d %d", &n, &k, &d);
    std::vector<long long> fact(n + 1), inv(n + 1);
    fact[0] = 1;
    for (int i = 1; i <= n; i++) fact[i] = fact[i - 1] * i % MOD;
    inv[n] = power(fact[n], MOD - 2);
    for (int i = n; i > 0; i--) inv[i - 1] = inv[i] * i % MOD;
    auto C = [&](int a, int b) -> long long {
        return b < 0 || a < b ? 0 : fact[a] * inv[b] % MOD * inv[a - b] % MOD;
    };
    int half = k / 2, room = n - k;
    std::vector<long long> f(room + 1, 0);
    f[0] = 1;
    for (int bit = 0; (1 << bit) <= room; bit++) {
        std::vector<long long> g(room + 1, 0);
        for (int s = 0; s <= room; s++) {
            if (!f[s]) continue;
            for (int c = 0; c <= half; c += d + 1) {
                long long t = s + (long long)c * (1 << bit);
                if (t > room) break;
                g[t] = (g[t] + f[s] * C(half, c)) % MOD;
            }
        }
        f = g;
    }
    long long lose = 0;
    for (int s = 0; s <= room; s++) lose = (lose + f[s] * C(room - s + half, half)) % MOD;
    printf("%lld\n", ((C(n, k) - lose) % MOD + MOD) % MOD);
}
