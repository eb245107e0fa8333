// POJ 2975, the textbook way: the piles that the nim-sum lowers.
#include <cstdio>
#include <vector>
int main() {
    int n;
    std::vector<long long> a;
    while (scanf("%d", &n) == 1 && n) {
        a.resize(n);
        long long x = 0;
        for (auto &v : a) scanf("%lld", &v), x ^= v;
        int count = 0;
        for (long long v : a) count += (v ^ x) < v;
        printf("%d\n", count);
    }
}
