// AtCoder ABC 255 G, the editorial's way: the values of the heaps below x always fill 0..M-1,
// so a heap without forbidden moves is worth M = x - (the heaps before it that repeated a
// value); a heap with forbidden moves is worth the least value all of whose heaps its
// forbidden moves remove, else M. Maps keep the special heaps and the repeats.
#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>
typedef long long ll;
std::map<ll, ll> special;  // heap -> value
std::vector<ll> repeats;   // heaps whose value repeated one before, ascending
std::map<ll, ll> extra;    // value -> how many heaps repeat it
ll value(ll z) {
    auto it = special.find(z);
    if (it != special.end()) return it->second;
    return z - (std::lower_bound(repeats.begin(), repeats.end(), z) - repeats.begin());
}
int main() {
    int n, m;
    scanf("%d %d", &n, &m);
    std::vector<ll> a(n);
    for (auto &x : a) scanf("%lld", &x);
    std::map<ll, std::vector<ll>> forbidden;
    for (int i = 0; i < m; i++) {
        ll x, y;
        scanf("%lld %lld", &x, &y);
        forbidden[x].push_back(y);
    }
    for (auto &[x, ys] : forbidden) {
        std::sort(ys.begin(), ys.end());
        ys.erase(std::unique(ys.begin(), ys.end()), ys.end());
        std::map<ll, ll> removed;
        for (ll y : ys) removed[value(x - y)]++;
        ll top = x - (ll)repeats.size(), g = top;
        for (auto [v, c] : removed) {
            auto e = extra.find(v);
            if (c == 1 + (e == extra.end() ? 0 : e->second)) {
                g = v;
                break;
            }
        }
        special[x] = g;
        if (g < top) extra[g]++, repeats.push_back(x);
    }
    ll s = 0;
    for (ll x : a) s ^= value(x);
    puts(s ? "Takahashi" : "Aoki");
}
