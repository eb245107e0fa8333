// Luogu P10506, the textbook way: a heap of n splits into its divisors below n, less one of
// them: sg[n] is the mex over them of the XOR of the rest.
#include <cstdio>
#include <vector>
int main() {
    std::vector<int> sg(1001, 0);
    for (int n = 2; n <= 1000; n++) {
        std::vector<int> d;
        for (int i = 1; i < n; i++)
            if (n % i == 0) d.push_back(i);
        int all = 0;
        for (int v : d) all ^= sg[v];
        std::vector<char> seen(d.size() + 2, 0);
        for (int v : d)
            if ((all ^ sg[v]) < (int)seen.size()) seen[all ^ sg[v]] = 1;
        int g = 0;
        while (seen[g]) g++;
        sg[n] = g;
    }
    int n;
    while (scanf("%d", &n) == 1) {
        int x = 0;
        for (int i = 0; i < n; i++) {
            int a;
            scanf("%d", &a);
            x ^= sg[a];
        }
        puts(x ? "freda" : "rainbow");
    }
}
