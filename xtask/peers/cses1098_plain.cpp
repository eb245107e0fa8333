// CSES 1098, the textbook way: taking 1 to 3, a heap is worth its size mod 4.
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, x = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            int a;
            scanf("%d", &a);
            x ^= a % 4;
        }
        puts(x ? "first" : "second");
    }
}
