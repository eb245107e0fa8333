// Codeforces 768E, the textbook way: a pile of s, each amount taken at most once, is worth the
// largest g with 1 + 2 + … + g ≤ s.
#include <cstdio>
int main() {
    int n, x = 0;
    scanf("%d", &n);
    for (int i = 0; i < n; i++) {
        int s, g = 0;
        scanf("%d", &s);
        while ((g + 1) * (g + 2) / 2 <= s) g++;
        x ^= g;
    }
    puts(x ? "NO" : "YES");
}
