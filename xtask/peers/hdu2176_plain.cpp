// HDU 2176, the textbook way: the XOR of the piles; every pile that the XOR lowers is a
// winning move, to pile ^ XOR.
#include <cstdio>
#include <vector>
int main() {
    int m;
    std::vector<long long> a;
    while (scanf("%d", &m) == 1 && m) {
        a.resize(m);
        long long s = 0;
        for (auto &x : a) scanf("%lld", &x), s ^= x;
        if (!s) {
            puts("No");
            continue;
        }
        puts("Yes");
        for (long long x : a)
            if ((x ^ s) < x) printf("%lld %lld\n", x, x ^ s);
    }
}
