// HackerRank Tower Breakers, Again!, the textbook way: a tower's Grundy value by a memoised
// mex over its divisors y > 1 (y towers of x / y: the value for odd y, 0 for even y), the
// divisors found in pairs up to the square root.
#include <cstdio>
#include <vector>
std::vector<int> memo(100001, -1);
int grundy(int x) {
    if (memo[x] >= 0) return memo[x];
    bool seen[64] = {false};
    for (int d = 1; d * d <= x; d++)
        if (x % d == 0) {
            int pair[2] = {d, x / d};
            for (int y : pair)
                if (y > 1) seen[y % 2 ? grundy(x / y) : 0] = true;
        }
    int g = 0;
    while (seen[g]) g++;
    return memo[x] = g;
}
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, s = 0;
        scanf("%d", &n);
        while (n--) {
            int h;
            scanf("%d", &h);
            s ^= grundy(h);
        }
        puts(s ? "1" : "2");
    }
}
