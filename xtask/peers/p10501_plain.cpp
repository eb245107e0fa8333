// Luogu P10501 (POJ 2311), the textbook way: sg[w][h] for every sheet up to 200 × 200, the mex
// over cuts leaving no side of 1 (cutting off a strip of width 1 loses at once), of the XOR of
// the two parts.
#include <cstdio>
#include <cstring>
int sg[201][201];
int main() {
    for (int w = 2; w <= 200; w++)
        for (int h = 2; h <= 200; h++) {
            bool seen[512];
            memset(seen, 0, sizeof seen);
            for (int i = 2; i + 2 <= w; i++) seen[sg[i][h] ^ sg[w - i][h]] = true;
            for (int j = 2; j + 2 <= h; j++) seen[sg[w][j] ^ sg[w][h - j]] = true;
            int g = 0;
            while (seen[g]) g++;
            sg[w][h] = g;
        }
    int w, h;
    while (scanf("%d %d", &w, &h) == 2) puts(sg[w][h] ? "WIN" : "LOSE");
}
