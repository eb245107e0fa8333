// Baekjoon 24678, as accepted solutions write it: count the even piles of each case.
#include <cstdio>
int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        long long x, y, z;
        scanf("%lld %lld %lld", &x, &y, &z);
        int even = (x % 2 == 0) + (y % 2 == 0) + (z % 2 == 0);
        puts(even >= 2 ? "R" : "B");
    }
}
