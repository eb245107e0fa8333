// HDU 3595, the textbook way: Every-SG; each Euclid game lasts S moves when its winner
// stretches it and its loser cuts it short, S found by following the game down; the first
// player wins iff the longest S is odd.
#include <cstdio>
#include <utility>
// Steps and whether the player to move wins, from (a, b).
std::pair<int, bool> steps(long long a, long long b) {
    if (a < b) std::swap(a, b);
    if (b == 0) return {0, false};
    auto [s, w] = steps(b, a % b);
    if (a / b == 1) return {s + 1, !w};
    return {w ? s + 2 : s + 1, true};
}
int main() {
    int n;
    while (scanf("%d", &n) == 1) {
        int longest = 0;
        while (n--) {
            long long x, y;
            scanf("%lld %lld", &x, &y);
            int s = steps(x, y).first;
            longest = s > longest ? s : longest;
        }
        puts(longest % 2 ? "MM" : "GG");
    }
}
