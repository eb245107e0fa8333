// HDU 1517, the textbook way: the winning ranges alternate in blocks of 9 and 2 (a factor of
// 18 a round): divide n by 18, rounding up, until it is at most 18.
#include <cstdio>
int main() {
    long long n;
    while (scanf("%lld", &n) == 1) {
        while (n > 18) n = (n + 17) / 18;
        puts(n <= 9 ? "Stan wins." : "Ollie wins.");
    }
}
