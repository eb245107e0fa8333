// Luogu P1247, the textbook way: the XOR of the piles; the first pile that the XOR lowers
// takes the winning move.
#include <cstdio>
#include <vector>
int main() {
    int k;
    scanf("%d", &k);
    std::vector<long long> a(k);
    long long s = 0;
    for (auto &x : a) scanf("%lld", &x), s ^= x;
    if (s == 0) {
        puts("lose");
        return 0;
    }
    for (int i = 0; i < k; i++)
        if ((a[i] ^ s) < a[i]) {
            printf("%lld %d\n", a[i] - (a[i] ^ s), i + 1);
            a[i] ^= s;
            break;
        }
    for (int i = 0; i < k; i++) printf(i ? " %lld" : "%lld", a[i]);
    puts("");
}
