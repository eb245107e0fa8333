// HackerRank Powers Game, the textbook way: P2 wins exactly when 8 divides n.
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        long long n;
        scanf("%lld", &n);
        puts(n % 8 == 0 ? "Second" : "First");
    }
}
