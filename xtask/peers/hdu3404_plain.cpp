// HDU 3404, the textbook way: a lit cell (x, y) is worth the nim-product x ⊗ y (the Tartan
// theorem), computed by splitting into halves (Karatsuba), X·X = X + X/2 for X = 2^h.
#include <cstdio>
typedef unsigned long long u64;
u64 mul(u64 a, u64 b, int bits) {
    if (a < 2 || b < 2) return a * b;
    int h = bits / 2;
    u64 mask = (1ULL << h) - 1;
    u64 a0 = a & mask, a1 = a >> h, b0 = b & mask, b1 = b >> h;
    u64 c = mul(a0, b0, h), d = mul(a1 ^ a0, b1 ^ b0, h), e = mul(a1, b1, h);
    return ((d ^ c) << h) ^ c ^ mul(e, 1ULL << (h - 1), h);
}
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int n;
        scanf("%d", &n);
        u64 x = 0;
        while (n--) {
            u64 a, b;
            scanf("%llu %llu", &a, &b);
            x ^= mul(a, b, 64);
        }
        puts(x ? "Have a try, lxhgww." : "Don't waste your time.");
    }
}
