// Luogu P2252, the textbook way: Wythoff's losing pairs are (floor(k·phi), floor(k·phi) + k);
// phi in long double, as accepted solutions compute it.
#include <cmath>
#include <cstdio>
#include <utility>
int main() {
    long long a, b;
    const long double phi = (1 + sqrtl(5.0L)) / 2;
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) std::swap(a, b);
        long long k = b - a;
        puts((long long)(k * phi) == a ? "0" : "1");
    }
}
