// HDU 5973, the textbook way (accepted solutions multiply by the golden ratio in Java's
// BigDecimal): (a, b), a <= b, loses iff a = floor((b - a)·phi). phi is taken to 216 decimal
// places once, by the schoolbook square root of 5; each pair costs one multiplication of
// numbers in base 10^9. With k < 10^100 the error is below 10^-116, far inside the distance of
// k·phi from an integer (about 1/(3k)).
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>
typedef unsigned long long u64;
typedef std::vector<u64> Big;  // base 10^9, least significant limb first
const u64 BASE = 1000000000;
const int PLACES = 216;  // 24 limbs

void trim(Big &x) {
    while (x.size() > 1 && x.back() == 0) x.pop_back();
}
int cmp(const Big &x, const Big &y) {
    if (x.size() != y.size()) return x.size() < y.size() ? -1 : 1;
    for (size_t i = x.size(); i-- > 0;)
        if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
    return 0;
}
Big sub(const Big &x, const Big &y) {  // x >= y
    Big r(x);
    long long borrow = 0;
    for (size_t i = 0; i < r.size(); i++) {
        long long v = (long long)r[i] - borrow - (i < y.size() ? (long long)y[i] : 0);
        borrow = v < 0;
        r[i] = v < 0 ? v + BASE : v;
    }
    trim(r);
    return r;
}
Big mul(const Big &x, const Big &y) {
    std::vector<u64> r(x.size() + y.size() + 1, 0);
    for (size_t i = 0; i < x.size(); i++) {
        u64 carry = 0;
        for (size_t j = 0; j < y.size(); j++) {
            u64 v = r[i + j] + x[i] * y[j] + carry;
            r[i + j] = v % BASE, carry = v / BASE;
        }
        for (size_t j = i + y.size(); carry; j++) {
            u64 v = r[j] + carry;
            r[j] = v % BASE, carry = v / BASE;
        }
    }
    trim(r);
    return r;
}
Big mul_small(const Big &x, u64 m) {
    Big r;
    u64 carry = 0;
    for (u64 v : x) {
        u64 t = v * m + carry;
        r.push_back(t % BASE), carry = t / BASE;
    }
    while (carry) r.push_back(carry % BASE), carry /= BASE;
    trim(r);
    return r;
}
Big add_small(Big x, u64 m) {
    for (size_t i = 0; m; i++) {
        if (i == x.size()) x.push_back(0);
        u64 t = x[i] + m;
        x[i] = t % BASE, m = t / BASE;
    }
    return x;
}
Big parse(const char *s) {
    int n = strlen(s);
    Big r;
    for (int end = n; end > 0; end -= 9) {
        int start = std::max(0, end - 9);
        u64 v = 0;
        for (int i = start; i < end; i++) v = v * 10 + (s[i] - '0');
        r.push_back(v);
    }
    trim(r);
    return r;
}
// phi·10^PLACES, rounded down: (10^PLACES + isqrt(5·10^(2·PLACES))) / 2, the square root
// digit by digit: for each pair of digits, the largest x with (20p + x)·x <= remainder.
Big golden() {
    std::string digits = "5" + std::string(2 * PLACES, '0');
    Big p{0}, rem{0};
    for (size_t i = 0; i < digits.size();) {
        int take = i == 0 ? 1 : 2;  // "5", then pairs of zeros
        rem = mul_small(rem, take == 1 ? 10 : 100);
        rem = add_small(rem, std::stoi(digits.substr(i, take)));
        i += take;
        Big twenty = mul_small(p, 20);
        int x = 9;
        while (x > 0 && cmp(mul_small(add_small(twenty, x), x), rem) > 0) x--;
        rem = sub(rem, mul_small(add_small(twenty, x), x));
        p = add_small(mul_small(p, 10), x);
    }
    Big one(PLACES / 9 + 1, 0);
    one.back() = 1;  // 10^PLACES
    Big sum = p;
    u64 carry = 0;
    for (size_t i = 0; i < std::max(sum.size(), one.size()) || carry; i++) {
        if (i == sum.size()) sum.push_back(0);
        u64 t = sum[i] + (i < one.size() ? one[i] : 0) + carry;
        sum[i] = t % BASE, carry = t / BASE;
    }
    for (size_t i = sum.size(); i-- > 0;) {  // halve
        if (i > 0) sum[i - 1] += (sum[i] % 2) * BASE;
        sum[i] /= 2;
    }
    trim(sum);
    return sum;
}
static char x[1 << 20], y[1 << 20];
int main() {
    Big phi = golden();
    while (scanf("%s %s", x, y) == 2) {
        Big a = parse(x), b = parse(y);
        if (cmp(a, b) > 0) std::swap(a, b);
        Big k = sub(b, a);
        Big t = mul(k, phi);
        Big floor_(t.begin() + std::min(t.size(), (size_t)PLACES / 9), t.end());
        if (floor_.empty()) floor_.push_back(0);
        trim(floor_);
        puts(cmp(floor_, a) == 0 ? "0" : "1");
    }
}
