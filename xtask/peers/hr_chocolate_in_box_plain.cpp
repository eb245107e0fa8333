// HackerRank Chocolate in Box, the textbook way: the piles that Nim's winning move can cut
// (a ^ X < a, X the XOR of all).
#include <cstdio>
#include <vector>
int main() {
    int n;
    scanf("%d", &n);
    std::vector<long long> a(n);
    long long x = 0;
    for (auto &v : a) {
        scanf("%lld", &v);
        x ^= v;
    }
    int count = 0;
    for (auto v : a)
        if ((v ^ x) < v) count++;
    printf("%d\n", count);
}
