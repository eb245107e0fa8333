// HackerRank Digits Square Board, the textbook way: the Grundy value of every sub-board, the
// mex over its cuts (0 without a non-prime digit), smaller boards first; prefix sums count
// the non-prime digits.
#include <cstdio>
#include <cstring>
static int g[30][30][30][30];
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        static int bad[31][31];
        memset(bad, 0, sizeof bad);
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                int d;
                scanf("%1d", &d);
                int np = !(d == 2 || d == 3 || d == 5 || d == 7);
                bad[i + 1][j + 1] = bad[i][j + 1] + bad[i + 1][j] - bad[i][j] + np;
            }
        for (int h = 1; h <= n; h++)
            for (int w = 1; w <= n; w++)
                for (int r = 0; r + h <= n; r++)
                    for (int c = 0; c + w <= n; c++) {
                        int r2 = r + h - 1, c2 = c + w - 1;
                        int cnt = bad[r2 + 1][c2 + 1] - bad[r][c2 + 1] - bad[r2 + 1][c] + bad[r][c];
                        if (cnt == 0 || h * w == 1) {
                            g[r][r2][c][c2] = 0;
                            continue;
                        }
                        bool seen[128] = {false};
                        for (int k = r; k < r2; k++) seen[g[r][k][c][c2] ^ g[k + 1][r2][c][c2]] = true;
                        for (int k = c; k < c2; k++) seen[g[r][r2][c][k] ^ g[r][r2][k + 1][c2]] = true;
                        int x = 0;
                        while (seen[x]) x++;
                        g[r][r2][c][c2] = x;
                    }
        puts(g[0][n - 1][0][n - 1] ? "First" : "Second");
    }
}
