// A straightforward solution of AtCoder ABC 368 F (Dividing Game), for `cargo xtask limits`:
// a sieve of smallest prime factors to 10^5, Omega(A_i) by dividing them out, the XOR of the
// Omegas; scanf and puts.
#include <cstdio>
#include <vector>

int main() {
    const int MAX = 100000;
    std::vector<int> spf(MAX + 1, 0);
    for (int i = 2; i <= MAX; i++)
        if (spf[i] == 0)
            for (int j = i; j <= MAX; j += i)
                if (spf[j] == 0) spf[j] = i;
    int n;
    if (scanf("%d", &n) != 1) return 1;
    int x = 0;
    for (int i = 0; i < n; i++) {
        int a;
        if (scanf("%d", &a) != 1) return 1;
        int omega = 0;
        while (a > 1) a /= spf[a], omega++;
        x ^= omega;
    }
    puts(x ? "Anna" : "Bruno");
    return 0;
}
