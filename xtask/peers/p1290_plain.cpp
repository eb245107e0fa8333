// A straightforward solution of Luogu P1290 (Euclid's game), for `cargo xtask limits`: the
// textbook recursion (the player to move wins at a quotient of 2 or more, or an exact
// division; a quotient of 1 hands the move over); scanf and puts.
#include <cstdio>

static bool wins(long long a, long long b) {
    if (a < b) { long long t = a; a = b; b = t; }
    if (b == 0) return false;
    if (a / b >= 2 || a % b == 0) return true;
    return !wins(b, a % b);
}

int main() {
    int c;
    if (scanf("%d", &c) != 1) return 1;
    while (c-- > 0) {
        long long m, n;
        if (scanf("%lld %lld", &m, &n) != 2) return 1;
        puts(wins(m, n) ? "Stan wins" : "Ollie wins");
    }
    return 0;
}
