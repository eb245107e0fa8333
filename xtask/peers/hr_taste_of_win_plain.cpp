// HackerRank Tastes Like Winning, the textbook way: the rows of XOR 0 from those of n - 1
// and n - 2 heaps, Z(i) = P(i - 1) - Z(i - 1) - (i - 1)(N - i + 2) Z(i - 2), in O(n).
#include <cstdio>
typedef long long ll;
const ll MOD = 1000000007;
int main() {
    ll n, m;
    scanf("%lld %lld", &n, &m);
    ll two = 1, b = 2, e = m;
    while (e) {
        if (e & 1) two = two * b % MOD;
        b = b * b % MOD;
        e >>= 1;
    }
    ll N = (two - 1 + MOD) % MOD;
    ll rows = 1, zero = 1, before = 0;
    for (ll i = 1; i <= n; i++) {
        ll next = ((rows - zero - (i - 1) % MOD * ((N - i + 2) % MOD + MOD) % MOD * before) % MOD + 2 * MOD) % MOD;
        before = zero;
        zero = next;
        rows = rows * (((N - i + 1) % MOD + MOD) % MOD) % MOD;
    }
    printf("%lld\n", ((rows - zero) % MOD + MOD) % MOD);
}
