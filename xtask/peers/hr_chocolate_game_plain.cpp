// HackerRank Chocolate Game, the textbook way: a run a[l..r] is staircase Nim on its
// differences d[i] = a[i] - a[i-1] (d[l] = a[l]), worth the XOR of d[r], d[r-2], ...; with
// P[i] = d[i] ^ P[i-2], a run is lost when P[r] = P[l-1] (r - l odd) or P[r] = P[l] ^ a[l]
// (r - l even), counted in ordered maps by parity.
#include <cstdio>
#include <map>
#include <vector>
typedef long long ll;
int main() {
    int n;
    scanf("%d", &n);
    std::vector<ll> a(n), p(n);
    for (auto &v : a) scanf("%lld", &v);
    for (int i = 0; i < n; i++) p[i] = (a[i] - (i ? a[i - 1] : 0)) ^ (i >= 2 ? p[i - 2] : 0);
    std::map<ll, ll> odd[2], even[2];
    ll lost = 0;
    for (int r = 1; r < n; r++) {
        int l = r - 1;
        odd[l & 1][l ? p[l - 1] : 0]++;
        if (r >= 2) even[(r - 2) & 1][p[r - 2] ^ a[r - 2]]++;
        auto o = odd[(r + 1) & 1].find(p[r]);
        if (o != odd[(r + 1) & 1].end()) lost += o->second;
        auto e = even[r & 1].find(p[r]);
        if (e != even[r & 1].end()) lost += e->second;
    }
    printf("%lld\n", (ll)n * (n - 1) / 2 - lost);
}
