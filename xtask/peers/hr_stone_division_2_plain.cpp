// HackerRank Stone Division, Revisited, the textbook way: the recursion over the heights met,
// memoised in a map (a pile of y gives 1 + (y / s) times what a pile of s gives, best s).
#include <cstdio>
#include <map>
#include <vector>
typedef unsigned long long ull;
std::map<ull, ull> memo;
std::vector<ull> S;
ull best(ull y) {
    auto it = memo.find(y);
    if (it != memo.end()) return it->second;
    ull b = 0;
    for (ull s : S)
        if (s != y && y % s == 0) {
            ull v = 1 + (y / s) * best(s);
            if (v > b) b = v;
        }
    return memo[y] = b;
}
int main() {
    int q;
    scanf("%d", &q);
    while (q--) {
        ull n;
        int m;
        scanf("%llu %d", &n, &m);
        S.assign(m, 0);
        for (auto &s : S) scanf("%llu", &s);
        memo.clear();
        printf("%llu\n", best(n));
    }
}
