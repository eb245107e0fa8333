// AtCoder ABC 206 F, the editorial's way: g[l][r], the value of the free stretch [l, r), is
// the mex over the intervals inside it of g[l][L] ^ g[R][r].
#include <cstdio>
#include <cstring>
int g[102][102];
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, L[100], R[100];
        scanf("%d", &n);
        for (int i = 0; i < n; i++) scanf("%d %d", &L[i], &R[i]);
        for (int len = 1; len <= 99; len++)
            for (int l = 1; l + len <= 100; l++) {
                int r = l + len;
                bool seen[128];
                memset(seen, 0, sizeof seen);
                for (int i = 0; i < n; i++)
                    if (l <= L[i] && R[i] <= r) seen[g[l][L[i]] ^ g[R[i]][r]] = true;
                int m = 0;
                while (seen[m]) m++;
                g[l][r] = m;
            }
        puts(g[1][100] ? "Alice" : "Bob");
    }
}
