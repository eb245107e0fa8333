// AtCoder ABC 212 H, the editorial's way: the Walsh–Hadamard transform of the sizes; each
// transformed value v becomes v + v^2 + … + v^N (a geometric sum); the inverse transform
// counts the rows by their XOR; the answer is all rows less those of XOR 0.
#include <cstdio>
#include <vector>
typedef long long ll;
const ll MOD = 998244353;
ll power(ll b, ll e) {
    ll r = 1;
    for (b %= MOD; e; e >>= 1, b = b * b % MOD)
        if (e & 1) r = r * b % MOD;
    return r;
}
void wht(std::vector<ll> &a) {
    for (size_t len = 1; len < a.size(); len <<= 1)
        for (size_t i = 0; i < a.size(); i += 2 * len)
            for (size_t j = i; j < i + len; j++) {
                ll u = a[j], v = a[j + len];
                a[j] = (u + v) % MOD, a[j + len] = (u - v + MOD) % MOD;
            }
}
ll geometric(ll v, ll n) {  // v + v^2 + … + v^n
    if (v == 1) return n % MOD;
    return (power(v, n + 1) - v + MOD) % MOD * power((v - 1 + MOD) % MOD, MOD - 2) % MOD;
}
int main() {
    ll n;
    int k;
    scanf("%lld %d", &n, &k);
    std::vector<ll> c(1 << 16, 0);
    for (int i = 0; i < k; i++) {
        int a;
        scanf("%d", &a);
        c[a]++;
    }
    wht(c);
    for (auto &v : c) v = geometric(v, n);
    wht(c);
    ll inv = power(1 << 16, MOD - 2), total = geometric(k, n);
    printf("%lld\n", ((total - c[0] * inv) % MOD + MOD) % MOD);
}
