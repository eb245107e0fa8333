// HackerRank A Stones Game, the textbook way: a pile is worth its bit length; for each pile
// size class b holding a winning move (b ^ X < b), the cut from its smallest pile 2^(b-1)
// to the largest pile of value b ^ X, the cheapest over all b.
#include <cstdio>
typedef long long ll;
int len(ll x) { int b = 0; while (x) { b++; x >>= 1; } return b; }
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        ll n;
        scanf("%lld", &n);
        int x = 0, top = len(n);
        for (int b = 1; b <= top; b++) {
            ll lo = 1LL << (b - 1), hi = b == top ? n : (1LL << b) - 1;
            if ((hi - lo + 1) % 2) x ^= b;
        }
        ll best = 0;
        for (int b = 1; x && b <= top; b++) {
            int want = b ^ x;
            if (want >= b) continue;
            ll pile = 1LL << (b - 1), keep = pile / 2;
            if (want < 63 && keep > (1LL << want) - 1) keep = (1LL << want) - 1;
            ll cost = pile - keep;
            if (best == 0 || cost < best) best = cost;
        }
        printf("%lld\n", best);
    }
}
