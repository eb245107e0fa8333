// AtCoder ABC 354 E, the textbook way: a table over all 2^N subsets of cards, filled from the
// empty set up; a subset wins when removing some matching pair from it leaves a losing one.
#include <cstdio>
#include <vector>
int main() {
    int n;
    if (scanf("%d", &n) != 1) return 1;
    std::vector<long long> a(n), b(n);
    for (int i = 0; i < n; i++) scanf("%lld %lld", &a[i], &b[i]);
    std::vector<char> win(1 << n, 0);
    for (int s = 1; s < (1 << n); s++) {
        for (int i = 0; i < n && !win[s]; i++) {
            if (!(s >> i & 1)) continue;
            for (int j = i + 1; j < n; j++) {
                if ((s >> j & 1) && (a[i] == a[j] || b[i] == b[j]) && !win[s ^ (1 << i) ^ (1 << j)]) {
                    win[s] = 1;
                    break;
                }
            }
        }
    }
    puts(win[(1 << n) - 1] ? "Takahashi" : "Aoki");
}
