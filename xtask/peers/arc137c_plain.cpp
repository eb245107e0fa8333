// AtCoder ARC 137 C, the editorial's way: a gap of 2 or more below the largest wins; else the
// game lasts as many moves as free numbers below the largest, A_N - (N - 1).
#include <cstdio>
#include <vector>
int main() {
    int n;
    scanf("%d", &n);
    std::vector<long long> a(n);
    for (auto &x : a) scanf("%lld", &x);
    bool alice = a[n - 1] - a[n - 2] >= 2 || (a[n - 1] - (n - 1)) % 2 == 1;
    puts(alice ? "Alice" : "Bob");
}
