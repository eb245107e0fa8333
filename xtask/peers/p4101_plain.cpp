// Luogu P4101 [HEOI2014], the textbook way: with best play the game lasts a fixed number of
// merges, (n / m) full heaps of m - 1 merges each and n % m - 1 for the rest; odd: the first
// player wins (prints 0).
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        long long n, m;
        scanf("%lld %lld", &n, &m);
        long long moves = n / m * (m - 1) + (n % m ? n % m - 1 : 0);
        puts(moves % 2 ? "0" : "1");
    }
}
