// HackerRank Chessboard Game, Again!, the textbook way: the Grundy value of each cell by a
// memoised mex over its four moves, the XOR over the coins.
#include <cstdio>
#include <cstring>
int memo[16][16];
int grundy(int x, int y) {
    if (memo[x][y] >= 0) return memo[x][y];
    static const int dx[4] = {-2, -2, 1, -1}, dy[4] = {1, -1, -2, -2};
    bool seen[8] = {false};
    for (int d = 0; d < 4; d++) {
        int a = x + dx[d], b = y + dy[d];
        if (a >= 1 && a <= 15 && b >= 1 && b <= 15) seen[grundy(a, b)] = true;
    }
    int g = 0;
    while (seen[g]) g++;
    return memo[x][y] = g;
}
int main() {
    memset(memo, -1, sizeof memo);
    int t;
    scanf("%d", &t);
    while (t--) {
        int k, s = 0;
        scanf("%d", &k);
        while (k--) {
            int x, y;
            scanf("%d %d", &x, &y);
            s ^= grundy(x, y);
        }
        puts(s ? "First" : "Second");
    }
}
