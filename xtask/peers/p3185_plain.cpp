// Luogu P3185 [HNOI2007], the textbook way: each bean is a game of its own; a bean in bottle i
// has the mex of sg[j] ^ sg[k] over i < j <= k < n; the sum is the XOR over odd bottles, and
// every first move (i, j, k) is tried against it.
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, p[32], sg[32];
        scanf("%d", &n);
        for (int i = 0; i < n; i++) scanf("%d", &p[i]);
        for (int i = n - 1; i >= 0; i--) {
            bool seen[64] = {false};
            for (int j = i + 1; j < n; j++)
                for (int k = j; k < n; k++) seen[sg[j] ^ sg[k]] = true;
            int g = 0;
            while (seen[g]) g++;
            sg[i] = g;
        }
        int sum = 0;
        for (int i = 0; i < n; i++)
            if (p[i] & 1) sum ^= sg[i];
        int count = 0, fi = -1, fj = -1, fk = -1;
        for (int i = 0; i < n; i++) {
            if (p[i] == 0) continue;
            for (int j = i + 1; j < n; j++)
                for (int k = j; k < n; k++)
                    if ((sum ^ sg[i] ^ sg[j] ^ sg[k]) == 0) {
                        if (count++ == 0) fi = i, fj = j, fk = k;
                    }
        }
        printf("%d %d %d\n%d\n", fi, fj, fk, count);
    }
}
