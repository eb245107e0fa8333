// Luogu P6560 [SBCOI2020], the textbook way: for each game, retrograde analysis over the
// reversed graph from the goal (lost for whoever must move there) and the dead ends; what is
// never settled is a draw.
#include <cstdio>
#include <vector>
int main() {
    int n, m, q;
    scanf("%d %d %d", &n, &m, &q);
    std::vector<int> from(m), to(m), deg(n + 1, 0), start(n + 2, 0), rev(m);
    for (int i = 0; i < m; i++) scanf("%d %d", &from[i], &to[i]), deg[from[i]]++, start[to[i]]++;
    for (int v = 1; v <= n + 1; v++) start[v] += start[v - 1];
    for (int i = 0; i < m; i++) rev[--start[to[i]]] = from[i];
    std::vector<int> state(n + 1), left(n + 1), queue(n + 1);
    while (q--) {
        int x, y;
        scanf("%d %d", &x, &y);
        int head = 0, tail = 0;
        for (int v = 1; v <= n; v++) {
            state[v] = 0, left[v] = deg[v];
            if (v == y || deg[v] == 0) state[v] = -1, queue[tail++] = v;
        }
        while (head < tail) {
            int v = queue[head++];
            for (int i = start[v]; i < start[v + 1]; i++) {
                int u = rev[i];
                if (state[u]) continue;
                if (state[v] == -1) state[u] = 1, queue[tail++] = u;
                else if (--left[u] == 0) state[u] = -1, queue[tail++] = u;
            }
        }
        printf("%d\n", state[x]);
    }
}
