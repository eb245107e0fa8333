// Baekjoon 16889, the textbook way: a pile of a, each amount taken at most once, is worth the
// largest g with 1 + 2 + … + g ≤ a.
#include <cstdio>
int main() {
    int n, x = 0;
    scanf("%d", &n);
    for (int i = 0; i < n; i++) {
        int a, g = 0;
        scanf("%d", &a);
        while ((g + 1) * (g + 2) / 2 <= a) g++;
        x ^= g;
    }
    puts(x ? "koosaga" : "cubelover");
}
