// HackerRank Permutation Game, the textbook way: a memoised search over the subsets of the
// numbers left (2^n states, n moves each).
#include <cstdio>
#include <vector>
int n;
int a[20];
std::vector<signed char> memo;
bool increasing(int mask) {
    int last = 0;
    for (int i = 0; i < n; i++)
        if (mask >> i & 1) {
            if (a[i] < last) return false;
            last = a[i];
        }
    return true;
}
bool wins(int mask) {
    if (memo[mask] >= 0) return memo[mask];
    bool w = false;
    if (!increasing(mask))
        for (int i = 0; i < n && !w; i++)
            if (mask >> i & 1) w = !wins(mask & ~(1 << i));
    memo[mask] = w;
    return w;
}
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        scanf("%d", &n);
        for (int i = 0; i < n; i++) scanf("%d", &a[i]);
        memo.assign(1 << n, -1);
        puts(wins((1 << n) - 1) ? "Alice" : "Bob");
    }
}
