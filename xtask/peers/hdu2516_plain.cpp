// HDU 2516, the textbook way: the first player loses exactly at the Fibonacci numbers.
#include <cstdio>
#include <set>
int main() {
    std::set<long long> fib;
    for (long long a = 1, b = 2; a < (1LL << 62); b = a + b, a = b - a) fib.insert(a);
    long long n;
    while (scanf("%lld", &n) == 1 && n) puts(fib.count(n) ? "Second win" : "First win");
}
