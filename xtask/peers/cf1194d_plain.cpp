// Codeforces 1194D, the editorial's way: with k not a multiple of 3 the losing cells are the
// multiples of 3; otherwise they repeat with period k + 1, cell k of each period winning.
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        long long n, k;
        scanf("%lld %lld", &n, &k);
        bool bob;
        if (k % 3) bob = n % 3 == 0;
        else {
            long long r = n % (k + 1);
            bob = r != k && r % 3 == 0;
        }
        puts(bob ? "Bob" : "Alice");
    }
}
