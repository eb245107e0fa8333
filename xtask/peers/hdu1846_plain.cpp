// HDU 1846, the textbook way: Bash's game is lost exactly at the multiples of m + 1.
#include <cstdio>
int main() {
    int c;
    scanf("%d", &c);
    while (c--) {
        long long n, m;
        scanf("%lld %lld", &n, &m);
        puts(n % (m + 1) ? "first" : "second");
    }
}
