// Baekjoon 11717, as accepted solutions write it: the Grundy value of every sub-rectangle by
// memoised recursion, each chosen cell splitting it into four.
#include <cstdio>
#include <cstring>
int H, W;
char B[21][22];
int dp[20][20][20][20];
int solve(int r1, int r2, int c1, int c2) {
    if (r1 > r2 || c1 > c2) return 0;
    int &res = dp[r1][r2][c1][c2];
    if (res != -1) return res;
    bool seen[512];
    memset(seen, 0, sizeof seen);
    for (int r = r1; r <= r2; r++)
        for (int c = c1; c <= c2; c++)
            if (B[r][c] == '.') {
                int v = solve(r1, r - 1, c1, c - 1) ^ solve(r1, r - 1, c + 1, c2) ^
                        solve(r + 1, r2, c1, c - 1) ^ solve(r + 1, r2, c + 1, c2);
                if (v < 512) seen[v] = true;
            }
    res = 0;
    while (seen[res]) res++;
    return res;
}
int main() {
    scanf("%d %d", &H, &W);
    for (int i = 0; i < H; i++) scanf("%s", B[i]);
    memset(dp, -1, sizeof dp);
    puts(solve(0, H - 1, 0, W - 1) ? "First" : "Second");
}
