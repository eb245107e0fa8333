// AtCoder EDPC K, the textbook way: a table of outcomes for heaps 0..K, each heap trying every
// take size.
#include <cstdio>
#include <vector>
int main() {
    int n, k;
    scanf("%d %d", &n, &k);
    std::vector<int> a(n);
    for (auto &x : a) scanf("%d", &x);
    std::vector<char> win(k + 1, 0);
    for (int i = 1; i <= k; i++)
        for (int x : a)
            if (x <= i && !win[i - x]) {
                win[i] = 1;
                break;
            }
    puts(win[k] ? "First" : "Second");
}
