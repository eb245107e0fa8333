// HDU 2177, the textbook way: Wythoff's losing pairs (A_j, B_j) = (floor(j·phi), A_j + j);
// the pair with the same difference, then the partners of the larger and the smaller pile,
// each found from j ≈ v / phi in long double.
#include <cmath>
#include <cstdio>
#include <utility>
#include <vector>
const long double phi = (1 + sqrtl(5.0L)) / 2;
long long A(long long j) { return (long long)(j * phi); }
int main() {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
        if (a > b) std::swap(a, b);
        long long k = b - a;
        if (A(k) == a) {
            puts("0");
            continue;
        }
        puts("1");
        std::vector<std::pair<long long, long long>> out;
        auto add = [&](long long x, long long y) {
            for (auto &p : out)
                if (p.first == x && p.second == y) return;
            out.push_back({x, y});
            printf("%lld %lld\n", x, y);
        };
        if (A(k) < a) add(A(k), A(k) + k);
        // Keep b, change a: b as the larger of a pair whose smaller is below a.
        for (long long j = (long long)(b / (phi + 1)) - 1; j <= (long long)(b / (phi + 1)) + 1; j++)
            if (j >= 0 && A(j) + j == b && A(j) < a) add(A(j), b);
        // Keep a, change b: a as the smaller of a pair (partner below b) or as the larger.
        for (long long j = (long long)(a / phi) - 1; j <= (long long)(a / phi) + 1; j++)
            if (j >= 0 && A(j) == a && A(j) + j < b) add(a, A(j) + j);
        for (long long j = (long long)(a / (phi + 1)) - 1; j <= (long long)(a / (phi + 1)) + 1; j++)
            if (j >= 0 && A(j) + j == a && A(j) < b) add(A(j), a);
    }
}
