// Peer for `cargo xtask race`: Luogu P1247 (k piles; the first winning move and the piles after
// it, or `lose`) as a typical accepted C++ solution: a getchar reader, printf for the output.
#include <cctype>
#include <cstdio>
#include <vector>

static long long next_number() {
    int c = getchar();
    while (c != EOF && !isdigit(c)) c = getchar();
    long long x = 0;
    for (; isdigit(c); c = getchar()) x = x * 10 + (c - '0');
    return x;
}

int main() {
    long long k = next_number(), sum = 0;
    std::vector<long long> piles(k);
    for (long long i = 0; i < k; i++) sum ^= piles[i] = next_number();
    if (sum == 0) {
        puts("lose");
        return 0;
    }
    for (long long i = 0; i < k; i++) {
        if ((piles[i] ^ sum) < piles[i]) {
            printf("%lld %lld\n", piles[i] - (piles[i] ^ sum), i + 1);
            piles[i] ^= sum;
            break;
        }
    }
    for (long long i = 0; i < k; i++) printf(i + 1 < k ? "%lld " : "%lld\n", piles[i]);
    return 0;
}
