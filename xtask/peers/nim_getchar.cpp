// Peer for `cargo xtask race`: Luogu P2197 (T cases of n piles; Yes if the nim-sum is not 0)
// as a typical accepted C++ solution reads it, one character at a time with getchar.
#include <cctype>
#include <cstdio>

static long long next_number() {
    int c = getchar();
    while (c != EOF && !isdigit(c)) c = getchar();
    long long x = 0;
    for (; isdigit(c); c = getchar()) x = x * 10 + (c - '0');
    return x;
}

int main() {
    long long cases = next_number();
    while (cases-- > 0) {
        long long n = next_number(), sum = 0;
        for (long long i = 0; i < n; i++) sum ^= next_number();
        puts(sum ? "Yes" : "No");
    }
    return 0;
}
