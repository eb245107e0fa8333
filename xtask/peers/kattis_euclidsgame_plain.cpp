// Kattis euclidsgame, the textbook way: the player to move wins when the larger is at least
// twice the smaller or a multiple of it, else the game passes to (b, a - b).
#include <cstdio>
#include <utility>
bool wins(long long a, long long b) {
    if (a < b) std::swap(a, b);
    if (b == 0) return false;
    if (a % b == 0 || a / b >= 2) return true;
    return !wins(b, a - b);
}
int main() {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2 && (a || b)) puts(wins(a, b) ? "Stan wins" : "Ollie wins");
}
