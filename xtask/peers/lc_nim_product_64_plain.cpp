// Library Checker Nim Product (64-bit), the textbook way: split each factor in halves,
// (a1·X + a0)(b1·X + b0) with X·X = X + X/2 (X = 2^h, X/2 its half in nim arithmetic), three
// products of half the width (Karatsuba), down to a table of 8-bit products.
#include <cstdio>
typedef unsigned long long u64;
unsigned char table_[256][256];
u64 mul(u64 a, u64 b, int bits) {
    if (bits == 8) return table_[a][b];
    int h = bits / 2;
    u64 mask = (1ULL << h) - 1;
    u64 a0 = a & mask, a1 = a >> h, b0 = b & mask, b1 = b >> h;
    u64 c = mul(a0, b0, h), d = mul(a1 ^ a0, b1 ^ b0, h), e = mul(a1, b1, h);
    return ((d ^ c) << h) ^ c ^ mul(e, 1ULL << (h - 1), h);
}
u64 small(u64 a, u64 b, int bits) {  // the same, for the table, from 1 bit
    if (bits == 1) return a & b;
    int h = bits / 2;
    u64 mask = (1ULL << h) - 1;
    u64 a0 = a & mask, a1 = a >> h, b0 = b & mask, b1 = b >> h;
    u64 c = small(a0, b0, h), d = small(a1 ^ a0, b1 ^ b0, h), e = small(a1, b1, h);
    return ((d ^ c) << h) ^ c ^ small(e, 1ULL << (h - 1), h);
}
int main() {
    for (int a = 0; a < 256; a++)
        for (int b = 0; b < 256; b++) table_[a][b] = (unsigned char)small(a, b, 8);
    int t;
    scanf("%d", &t);
    while (t--) {
        u64 a, b;
        scanf("%llu %llu", &a, &b);
        printf("%llu\n", mul(a, b, 64));
    }
}
