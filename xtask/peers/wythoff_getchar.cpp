// Peer for `cargo xtask race`: Luogu P2252 (pairs `a b` until the input ends; 1 if the first
// player wins Wythoff's game) as the textbook solution: floor((b - a) * phi) in long double,
// with a getchar reader.
#include <cctype>
#include <cmath>
#include <cstdio>

static bool next_number(long long &x) {
    int c = getchar();
    while (c != EOF && !isdigit(c)) c = getchar();
    if (c == EOF) return false;
    for (x = 0; isdigit(c); c = getchar()) x = x * 10 + (c - '0');
    return true;
}

int main() {
    const long double phi = (1 + sqrtl(5.0L)) / 2;
    long long a, b;
    while (next_number(a) && next_number(b)) {
        if (a > b) { long long t = a; a = b; b = t; }
        puts((long long)((b - a) * phi) == a ? "0" : "1");
    }
    return 0;
}
