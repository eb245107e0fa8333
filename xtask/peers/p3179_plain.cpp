// Luogu P3179 [HAOI2015], the textbook way: a white cell x is a game of its own whose value
// depends only on m = n / x: f(m) = mex over k of f(m/2) ^ … ^ f(m/k). It is computed for
// every distinct n / i, the k grouped in blocks of equal m / k (a block adds its value to the
// running XOR once or twice, so it offers two values).
#include <cmath>
#include <cstdio>
#include <vector>
long long n;
int root;
std::vector<int> small_, large_;  // f(m) for m <= root, and f(n / i) for i <= root
int &f(long long m) { return m <= root ? small_[m] : large_[n / m]; }
int main() {
    scanf("%lld", &n);
    root = (int)sqrtl((long double)n);
    while ((long long)(root + 1) * (root + 1) <= n) root++;
    small_.assign(root + 2, 0), large_.assign(root + 2, 0);
    std::vector<long long> ms;
    for (long long i = 1; i <= n; i = n / (n / i) + 1) ms.push_back(n / i);
    std::vector<int> seen(2 * root + 8, -1);
    for (int t = (int)ms.size() - 1; t >= 0; t--) {  // m ascending
        long long m = ms[t];
        int x = 0, stamp = t;
        seen[0] = stamp;  // k = 1: no other cell turned
        for (long long j = 2; j <= m; j = m / (m / j) + 1) {
            long long last = m / (m / j);
            int v = f(m / j);
            if ((x ^ v) < (int)seen.size()) seen[x ^ v] = stamp;
            if ((last - j + 1) % 2) x ^= v;
        }
        int g = 0;
        while (seen[g] == stamp) g++;
        f(m) = g;
    }
    int k;
    scanf("%d", &k);
    while (k--) {
        int w, x = 0;
        scanf("%d", &w);
        while (w--) {
            long long c;
            scanf("%lld", &c);
            x ^= f(n / c);
        }
        puts(x ? "Yes" : "No");
    }
}
