// Baekjoon 16877, the textbook way: the Grundy values of Fibonacci subtraction up to the
// largest pile, each the mex of its options marked in a small array.
#include <cstdio>
#include <cstring>
#include <vector>
int main() {
    int n;
    scanf("%d", &n);
    std::vector<int> p(n);
    int top = 0;
    for (int i = 0; i < n; i++) {
        scanf("%d", &p[i]);
        if (p[i] > top) top = p[i];
    }
    std::vector<int> fib = {1, 2};
    while (fib.back() <= top) fib.push_back(fib[fib.size() - 1] + fib[fib.size() - 2]);
    std::vector<unsigned char> g(top + 1, 0);
    for (int h = 1; h <= top; h++) {
        bool seen[64];
        memset(seen, 0, sizeof seen);
        for (int f : fib) {
            if (f > h) break;
            seen[g[h - f]] = true;
        }
        int v = 0;
        while (seen[v]) v++;
        g[h] = v;
    }
    int x = 0;
    for (int i = 0; i < n; i++) x ^= g[p[i]];
    puts(x ? "koosaga" : "cubelover");
}
