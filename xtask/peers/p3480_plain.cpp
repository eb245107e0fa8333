// Luogu P3480 [POI2009] KAM, the textbook way: staircase Nim on the differences of adjacent
// piles, the XOR of every other difference counted from the last.
#include <cstdio>
int a[1024];
int main() {
    int u;
    scanf("%d", &u);
    while (u--) {
        int n;
        scanf("%d", &n);
        for (int i = 1; i <= n; i++) scanf("%d", &a[i]);
        a[0] = 0;
        int x = 0;
        for (int i = n; i >= 1; i -= 2) x ^= a[i] - a[i - 1];
        puts(x ? "TAK" : "NIE");
    }
}
