//! Coins on a rooted tree; a move carries one or more coins from a node to its parent.
//! Used by HackerRank's Move the Coins.
//!
//! This is staircase Nim with a node's depth as its stair: coins at even depth do not matter
//! (a move from there is undone one level up, toward the root, where they stay out of play at
//! depth 0), so the first player wins iff the XOR of the coin counts at odd depths is not 0.
//! [`CoinTree`] also answers what happens when a subtree is hung under another parent: with
//! an Euler tour it knows whether the new parent lies inside the subtree (no tree), and with
//! each subtree's XOR of coins at even and at odd depth what the move of the subtree does to
//! the total: it keeps or swaps the subtree's parities, by the parity of the depth change.

/// A rooted tree with coins, ready for reparenting queries.
#[derive(Clone, Debug)]
pub struct CoinTree {
    root: usize,
    depth: Vec<u32>,
    enter: Vec<u32>,
    leave: Vec<u32>,
    /// XOR of the coins in each node's subtree at even and at odd depth.
    xor: Vec<[u64; 2]>,
}

impl CoinTree {
    /// The tree on nodes `0..coins.len()` with the undirected `edges`, rooted at `root`.
    ///
    /// # Constraints
    /// `edges` form a tree on the nodes (n − 1 edges, connected), n < 2^32.
    ///
    /// # Complexity
    /// O(n) time and memory (no recursion).
    ///
    /// # Example
    /// ```
    /// use impartial::graphs::coins_to_root::CoinTree;
    /// // HackerRank's sample: coins 0 2 2 1 3 2 on a tree rooted at node 1 (0 here).
    /// let edges = [(0, 1), (0, 2), (2, 3), (2, 4), (3, 5)];
    /// let t = CoinTree::new(&[0, 2, 2, 1, 3, 2], &edges, 0);
    /// assert_eq!(t.first_wins_after(5, 1), Some(false));
    /// assert_eq!(t.first_wins_after(3, 0), Some(true));
    /// assert_eq!(t.first_wins_after(2, 5), None); // 6 lies below 3
    /// ```
    pub fn new(coins: &[u64], edges: &[(u32, u32)], root: u32) -> Self {
        let n = coins.len();
        let mut start = vec![0u32; n + 1];
        for &(a, b) in edges {
            start[a as usize + 1] += 1;
            start[b as usize + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let (mut fill, mut adj) = (start.clone(), vec![0u32; 2 * edges.len()]);
        for &(a, b) in edges {
            adj[fill[a as usize] as usize] = b;
            fill[a as usize] += 1;
            adj[fill[b as usize] as usize] = a;
            fill[b as usize] += 1;
        }
        let mut t = CoinTree {
            root: root as usize,
            depth: vec![0; n],
            enter: vec![0; n],
            leave: vec![0; n],
            xor: vec![[0; 2]; n],
        };
        let mut parent = vec![u32::MAX; n];
        // Preorder by an explicit stack, then subtrees folded in reverse preorder.
        let (mut order, mut stack) = (Vec::with_capacity(n), vec![root]);
        while let Some(v) = stack.pop() {
            let v = v as usize;
            t.enter[v] = order.len() as u32;
            order.push(v);
            for &w in &adj[start[v] as usize..start[v + 1] as usize] {
                if w != parent[v] {
                    parent[w as usize] = v as u32;
                    t.depth[w as usize] = t.depth[v] + 1;
                    stack.push(w);
                }
            }
        }
        for &v in order.iter().rev() {
            t.xor[v][(t.depth[v] % 2) as usize] ^= coins[v];
            t.leave[v] = t.leave[v].max(t.enter[v]);
            if parent[v] != u32::MAX {
                let p = parent[v] as usize;
                t.leave[p] = t.leave[p].max(t.leave[v]);
                t.xor[p] = [t.xor[p][0] ^ t.xor[v][0], t.xor[p][1] ^ t.xor[v][1]];
            }
        }
        t
    }

    /// Whether the first player wins on the tree as it is.
    ///
    /// # Complexity
    /// O(1).
    pub fn first_wins(&self) -> bool {
        self.odd_xor() != 0
    }

    fn odd_xor(&self) -> u64 {
        self.xor[self.root][1]
    }

    /// Whether the first player wins once node `u`'s subtree hangs from `v` instead of its
    /// parent, or `None` if `v` lies in that subtree (the graph is then no tree).
    ///
    /// # Constraints
    /// `u` is not the root; both are nodes.
    ///
    /// # Complexity
    /// O(1).
    pub fn first_wins_after(&self, u: usize, v: usize) -> Option<bool> {
        if self.enter[u] <= self.enter[v] && self.enter[v] <= self.leave[u] {
            return None;
        }
        let flip = (self.depth[v] + 1 + self.depth[u]) % 2 == 1;
        let [even, odd] = self.xor[u];
        let moved = if flip { even } else { odd };
        Some(self.odd_xor() ^ odd ^ moved != 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every tree on up to 6 nodes (as parent lists) with coins from 0 to 2, against the
    /// search of the coin moves, before and after every reparenting.
    #[test]
    fn matches_search() {
        let mut game = crate::oracle::hackerrank_games_more::coins_to_root();
        let mut seed = 7u64;
        for n in 2..=6usize {
            for trial in 0..60 {
                let parent: Vec<usize> = (1..n)
                    .map(|v| (crate::oracle::games::xorshift(&mut seed) % v as u64) as usize)
                    .collect();
                let coins: Vec<u64> = (0..n)
                    .map(|_| crate::oracle::games::xorshift(&mut seed) % 3)
                    .collect();
                let edges: Vec<(u32, u32)> =
                    (1..n).map(|v| (parent[v - 1] as u32, v as u32)).collect();
                let tree = CoinTree::new(&coins, &edges, 0);
                let mut parents = vec![usize::MAX];
                parents.extend(&parent);
                assert_eq!(
                    tree.first_wins(),
                    game.wins(&(parents.clone(), coins.clone()))
                );
                let (u, v) = (1 + trial % (n - 1), (trial * 7 + 3) % n);
                if u == v {
                    continue;
                }
                let mut moved = parents.clone();
                moved[u] = v;
                let cycle = (0..n).scan(v, |w, _| {
                    let at = *w;
                    *w = moved.get(at).copied().unwrap_or(usize::MAX);
                    (at != usize::MAX).then(|| at)
                });
                let valid = !cycle.take(n + 1).any(|w| w == u);
                let expected = valid.then(|| game.wins(&(moved, coins.clone())));
                assert_eq!(tree.first_wins_after(u, v), expected, "{parents:?} {u} {v}");
            }
        }
    }
}
