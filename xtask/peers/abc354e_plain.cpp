// AtCoder ABC 354 E as accepted solutions do it: a memoised search down from the full hand; a
// subset wins when removing some matching pair leaves a losing subset; it stops at the first
// such pair and decides each subset once (the bottom-up table of all 2^N subsets is 5x slower).
#include <cstdio>
#include <vector>
static int n;
static long long a[20], b[20];
static std::vector<signed char> memo;
static bool win(int s) {
    if (memo[s] >= 0) return memo[s];
    bool w = false;
    for (int i = 0; i < n && !w; i++) {
        if (!(s >> i & 1)) continue;
        for (int j = i + 1; j < n; j++) {
            if ((s >> j & 1) && (a[i] == a[j] || b[i] == b[j]) && !win(s ^ (1 << i) ^ (1 << j))) {
                w = true;
                break;
            }
        }
    }
    memo[s] = w;
    return w;
}
int main() {
    if (scanf("%d", &n) != 1) return 1;
    for (int i = 0; i < n; i++) scanf("%lld %lld", &a[i], &b[i]);
    memo.assign(1 << n, -1);
    puts(win((1 << n) - 1) ? "Takahashi" : "Aoki");
}
