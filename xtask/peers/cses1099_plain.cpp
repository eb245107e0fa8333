// CSES 1099, the textbook way: staircase Nim, the XOR of the even stairs.
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, x = 0;
        scanf("%d", &n);
        for (int i = 1; i <= n; i++) {
            int a;
            scanf("%d", &a);
            if (i % 2 == 0) x ^= a;
        }
        puts(x ? "first" : "second");
    }
}
