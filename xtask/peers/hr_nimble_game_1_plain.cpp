// HackerRank Nimble Game, the textbook way: a coin on square i is a Nim heap of i.
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n, x = 0;
        scanf("%d", &n);
        for (int i = 0; i < n; i++) {
            long long c;
            scanf("%lld", &c);
            if (c % 2) x ^= i;
        }
        puts(x ? "First" : "Second");
    }
}
