// Luogu P2594 [ZJOI2009], the textbook way: the 2-D coin game is the product of two ruler
// games; a tail at (i, j) has the value 2^(i+j-2), or the ruler value of i + j - 1 on the edge.
// The values are powers of two, so their XOR is a parity per exponent.
#include <cstdio>
#include <cstring>
char row[128];
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, m;
        scanf("%d %d", &n, &m);
        bool odd[256];
        memset(odd, 0, sizeof odd);
        for (int i = 1; i <= n; i++) {
            scanf("%s", row);
            for (int j = 1; j <= m; j++) {
                if (row[j - 1] != 'T') continue;
                int e = (i == 1 || j == 1) ? __builtin_ctz(i + j - 1) : i + j - 2;
                odd[e] = !odd[e];
            }
        }
        bool win = false;
        for (int e = 0; e < 256; e++) win |= odd[e];
        puts(win ? "-_-" : "=_=");
    }
}
