// HDU 1536, the textbook way: per test, the Grundy values of every heap up to the largest
// asked (10^4 in the statement), each the mex over the take sizes.
#include <cstdio>
#include <vector>
int main() {
    int k;
    while (scanf("%d", &k) == 1 && k) {
        std::vector<int> s(k);
        for (auto &x : s) scanf("%d", &x);
        int m;
        scanf("%d", &m);
        std::vector<std::vector<int>> pos(m);
        int top = 0;
        for (auto &p : pos) {
            int l;
            scanf("%d", &l);
            p.resize(l);
            for (auto &h : p) scanf("%d", &h), top = h > top ? h : top;
        }
        std::vector<int> sg(top + 1, 0);
        std::vector<int> seen(k + 2, -1);
        for (int h = 1; h <= top; h++) {
            for (int x : s)
                if (x <= h && sg[h - x] <= k) seen[sg[h - x]] = h;
            int g = 0;
            while (seen[g] == h) g++;
            sg[h] = g;
        }
        for (auto &p : pos) {
            int x = 0;
            for (int h : p) x ^= sg[h];
            putchar(x ? 'W' : 'L');
        }
        putchar('\n');
    }
}
