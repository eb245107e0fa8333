// CSES 2208, the textbook way: the first player wins iff some heap is odd.
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        bool odd = false;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            int a;
            scanf("%d", &a);
            odd |= a & 1;
        }
        puts(odd ? "first" : "second");
    }
}
