// CSES 1730, the textbook way: the XOR of the heaps.
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
            x ^= a;
        }
        puts(x ? "first" : "second");
    }
}
