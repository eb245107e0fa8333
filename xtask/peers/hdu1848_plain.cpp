// HDU 1848, the textbook way: the Grundy values of the subtraction game with Fibonacci takes
// for every pile up to the largest asked (1000 in the statement).
#include <cstdio>
#include <vector>
int main() {
    std::vector<long long> m, n, p;
    long long x, y, z, top = 0;
    while (scanf("%lld %lld %lld", &x, &y, &z) == 3 && (x || y || z)) {
        m.push_back(x), n.push_back(y), p.push_back(z);
        for (long long v : {x, y, z}) top = v > top ? v : top;
    }
    std::vector<long long> fib = {1, 2};
    while (fib.back() <= top) fib.push_back(fib[fib.size() - 1] + fib[fib.size() - 2]);
    std::vector<int> sg(top + 1, 0), seen(64, -1);
    for (long long h = 1; h <= top; h++) {
        for (long long f : fib)
            if (f <= h) seen[sg[h - f]] = h;
        int g = 0;
        while (seen[g] == h) g++;
        sg[h] = g;
    }
    for (size_t i = 0; i < m.size(); i++) puts(sg[m[i]] ^ sg[n[i]] ^ sg[p[i]] ? "Fibo" : "Nacci");
}
