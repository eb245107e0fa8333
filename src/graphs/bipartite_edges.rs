//! Add an edge to a tree that closes no odd cycle; whoever cannot loses. Used by AtCoder ABC 398 E (Tree Game).
//!
//! A tree on `n` vertices; a move adds an edge `i–j` the graph does not have yet, such that
//! the graph still has no odd cycle (no closed walk of odd length). Whoever cannot move loses.
//!
//! - **Colours.** A graph without an odd cycle is bipartite, and a connected one has a single
//!   2-colouring up to swapping the colours: the parity of the depth from any root ([`colour`]).
//!   Adding `i–j` closes an odd cycle exactly when `i` and `j` have the same colour (the tree
//!   path between them has even length). An edge between opposite colours keeps the colouring
//!   valid, so the colours never change during the game.
//! - **A fixed count.** The legal moves are therefore always the opposite-colour pairs not yet
//!   joined, and each move removes exactly one of them without touching the others. With `a`
//!   and `b` vertices of the two colours, the game lasts exactly `a·b − (n − 1)` moves
//!   ([`addable`]) whatever anyone plays: the first player wins iff that count is odd
//!   ([`first_wins`]), and then any legal move is as good as any other.
//! - **Playing.** [`EdgeGame`] keeps the colours and the joined pairs, records the opponent's
//!   moves ([`EdgeGame::add`]) and answers with the first legal pair in `(i, j)` order
//!   ([`EdgeGame::play`]); pairs only ever stop being legal, so one cursor runs through the
//!   pairs once over the whole game.

/// The colour of every vertex of the tree on `0..n` with `edges` (0-based, as
/// [`crate::io::Scanner::edges`] reads them): `false` for vertex 0 and every vertex at even
/// distance from it, `true` at odd distance.
///
/// # Constraints
/// `n ≥ 1`, and `edges` form a tree on `0..n` (n − 1 edges, connected); a vertex the edges do
/// not reach gets `false`.
///
/// # Complexity
/// O(n) time and memory.
///
/// # Example
/// ```
/// use impartial::graphs::bipartite_edges::colour;
/// assert_eq!(colour(4, &[(0, 1), (1, 2), (1, 3)]), vec![false, true, false, false]);
/// ```
pub fn colour(n: usize, edges: &[(u32, u32)]) -> Vec<bool> {
    let mut adjacent = vec![Vec::new(); n];
    for &(u, v) in edges {
        adjacent[u as usize].push(v as usize);
        adjacent[v as usize].push(u as usize);
    }
    let mut side = vec![false; n];
    let mut seen = vec![false; n];
    let mut stack = vec![0usize];
    seen[0] = true;
    while let Some(u) = stack.pop() {
        for &v in &adjacent[u] {
            if !seen[v] {
                seen[v] = true;
                side[v] = !side[u];
                stack.push(v);
            }
        }
    }
    side
}

/// The number of moves the game lasts on the tree on `0..n` with `edges`, whoever plays what:
/// `a·b − (n − 1)` for `a` and `b` vertices of the two colours.
///
/// # Constraints
/// As [`colour`].
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use impartial::graphs::bipartite_edges::addable;
/// assert_eq!(addable(4, &[(0, 1), (1, 2), (2, 3)]), 1); // the path: only 1–4
/// assert_eq!(addable(4, &[(0, 1), (0, 2), (0, 3)]), 0); // the star is complete bipartite
/// ```
pub fn addable(n: usize, edges: &[(u32, u32)]) -> u64 {
    let odd = colour(n, edges).iter().filter(|&&s| s).count() as u64;
    odd * (n as u64 - odd) - (n as u64 - 1)
}

/// Whether the first player wins on the tree on `0..n` with `edges`: whether [`addable`] is
/// odd (a program should then choose `First`).
///
/// # Constraints
/// As [`colour`].
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use impartial::graphs::bipartite_edges::first_wins;
/// assert!(first_wins(4, &[(0, 1), (1, 2), (2, 3)])); // ABC 398 E's sample: `First`, `1 4`
/// assert!(!first_wins(2, &[(0, 1)]));
/// ```
pub fn first_wins(n: usize, edges: &[(u32, u32)]) -> bool {
    addable(n, edges) % 2 == 1
}

/// A move that is not allowed: not `1 ≤ i < j ≤ n`, the pair already joined, or two vertices
/// of one colour (the edge would close an odd cycle).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Illegal;

/// A game in progress: the colours, the pairs joined so far and the moves left.
///
/// Moves are pairs `(i, j)` of 1-based vertices with `i < j`, as ABC 398 E writes them.
///
/// # Example
/// ```
/// use impartial::graphs::bipartite_edges::EdgeGame;
/// // The path 1–2–3–4–5: colours {1, 3, 5} and {2, 4}, 6 − 4 = 2 moves.
/// let mut game = EdgeGame::new(5, &[(0, 1), (1, 2), (2, 3), (3, 4)]);
/// assert_eq!(game.left(), 2);
/// assert!(!game.first_wins()); // so `Second`
/// assert!(!game.legal(1, 3)); // 1–2–3–1 would be a triangle
/// game.add(1, 4).unwrap(); // the judge joins 1 and 4 …
/// assert_eq!(game.play(), Some((2, 5))); // … and we join 2 and 5, the last pair
/// assert_eq!((game.left(), game.play()), (0, None));
/// ```
#[derive(Clone, Debug)]
pub struct EdgeGame {
    n: usize,
    /// The colour of each vertex, 0-based.
    side: Vec<bool>,
    /// `joined[u * n + v]` for the 0-based vertices `u`, `v`: whether the edge is there.
    joined: Vec<bool>,
    /// The legal moves left.
    left: u64,
    /// Every pair before this one (0-based, in `(i, j)` order) is illegal now.
    cursor: (usize, usize),
}

impl EdgeGame {
    /// The game on the tree on `0..n` with `edges` (0-based), before the first move.
    ///
    /// # Constraints
    /// As [`colour`], and `n` small enough for a table of n² bytes (ABC 398 E: n ≤ 100). On
    /// edges that are not a tree (vertices in range) it does not panic, but the colours, and so
    /// the moves, are those of the part reachable from vertex 0.
    ///
    /// # Complexity
    /// O(n²) time and memory.
    pub fn new(n: usize, edges: &[(u32, u32)]) -> EdgeGame {
        let mut joined = vec![false; n * n];
        for &(u, v) in edges {
            let (u, v) = (u as usize, v as usize);
            joined[u * n + v] = true;
            joined[v * n + u] = true;
        }
        let mut game = EdgeGame {
            n,
            side: colour(n, edges),
            joined,
            left: 0,
            cursor: (0, 1),
        };
        // On a tree this is [`addable`]; counted pair by pair, it stays consistent (and
        // panic-free) on edges that are not a tree, which a bin may read without checking.
        for u in 0..n {
            game.left += (u + 1..n).filter(|&v| game.free(u, v)).count() as u64;
        }
        game
    }

    /// The moves left, whoever makes them.
    pub fn left(&self) -> u64 {
        self.left
    }

    /// Whether the player to move wins: whether an odd number of moves is left. Before the
    /// first move: whether to choose `First`.
    pub fn first_wins(&self) -> bool {
        self.left % 2 == 1
    }

    /// Whether joining `i` and `j` (1-based) is a legal move now: `1 ≤ i < j ≤ n`, vertices of
    /// opposite colours, not joined yet.
    ///
    /// # Complexity
    /// O(1).
    pub fn legal(&self, i: u64, j: u64) -> bool {
        1 <= i && i < j && j <= self.n as u64 && self.free(i as usize - 1, j as usize - 1)
    }

    /// Joins `i` and `j` (1-based; anyone's move).
    ///
    /// # Complexity
    /// O(1).
    pub fn add(&mut self, i: u64, j: u64) -> Result<(), Illegal> {
        if !self.legal(i, j) {
            return Err(Illegal);
        }
        let (u, v) = (i as usize - 1, j as usize - 1);
        self.joined[u * self.n + v] = true;
        self.joined[v * self.n + u] = true;
        self.left -= 1;
        Ok(())
    }

    /// The first legal move in `(i, j)` order, if any is left.
    ///
    /// # Complexity
    /// O(n²) at worst; O(1) amortised after [`EdgeGame::play`].
    pub fn legal_move(&self) -> Option<(u64, u64)> {
        let (mut u, mut v) = self.cursor;
        while u + 1 < self.n {
            if self.free(u, v) {
                return Some((u as u64 + 1, v as u64 + 1));
            }
            v += 1;
            if v == self.n {
                u += 1;
                v = u + 1;
            }
        }
        None
    }

    /// Makes the first legal move in `(i, j)` order, if any is left, and returns it. Every
    /// legal move is a winning one when [`EdgeGame::first_wins`] holds.
    ///
    /// # Complexity
    /// O(n²) over a whole game: pairs only ever become illegal, so the search goes on from
    /// where the last one stopped.
    pub fn play(&mut self) -> Option<(u64, u64)> {
        match self.legal_move() {
            None => {
                self.cursor = (self.n, self.n);
                None
            }
            Some((i, j)) => {
                self.cursor = (i as usize - 1, j as usize - 1);
                self.add(i, j).expect("the first legal move is legal");
                Some((i, j))
            }
        }
    }

    /// Whether the 0-based `u` and `v` have opposite colours and are not joined.
    fn free(&self, u: usize, v: usize) -> bool {
        self.side[u] != self.side[v] && !self.joined[u * self.n + v]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The index of the pair `u < v` (0-based) among the pairs of `0..n`, as a bit of a `u32`
    /// edge set.
    fn bit(n: usize, u: usize, v: usize) -> u32 {
        let (u, v) = if u < v { (u, v) } else { (v, u) };
        let before: usize = (0..u).map(|w| n - 1 - w).sum();
        1 << (before + v - u - 1)
    }

    /// Whether the graph on `0..n` with the edge set `edges` has a closed walk of odd length,
    /// the statement's odd cycle: some vertex reaches itself with an odd number of steps, found
    /// by a search over (vertex, parity of the steps so far). No colouring theory.
    fn has_odd_cycle(n: usize, edges: u32) -> bool {
        (0..n).any(|start| {
            let mut seen = vec![[false; 2]; n];
            let mut stack = vec![(start, 0usize)];
            seen[start][0] = true;
            while let Some((u, p)) = stack.pop() {
                for v in (0..n).filter(|&v| v != u && edges & bit(n, u, v) != 0) {
                    if !seen[v][1 - p] {
                        seen[v][1 - p] = true;
                        stack.push((v, 1 - p));
                    }
                }
            }
            seen[start][1]
        })
    }

    /// The game of the statement by exhaustive search: a position is the edge set; a move
    /// adds a pair not yet joined whose edge closes no odd cycle. Memoised across trees (a
    /// position is the graph, wherever it came from).
    struct Search {
        n: usize,
        /// Per edge set: its legal moves (as bits) and whether the mover wins.
        memo: HashMap<u32, (u32, bool)>,
    }

    impl Search {
        fn solve(&mut self, edges: u32) -> (u32, bool) {
            if let Some(&known) = self.memo.get(&edges) {
                return known;
            }
            let n = self.n;
            let mut moves = 0u32;
            for u in 0..n {
                for v in u + 1..n {
                    let b = bit(n, u, v);
                    if edges & b == 0 && !has_odd_cycle(n, edges | b) {
                        moves |= b;
                    }
                }
            }
            let mut wins = false;
            let mut rest = moves;
            while rest != 0 {
                let b = rest & rest.wrapping_neg();
                rest &= rest - 1;
                if !self.solve(edges | b).1 {
                    wins = true;
                }
            }
            self.memo.insert(edges, (moves, wins));
            (moves, wins)
        }
    }

    /// Every labelled tree on `0..n` (n ≥ 2), by its Prüfer sequence: n^(n−2) of them.
    fn every_labelled_tree(n: usize) -> Vec<Vec<(u32, u32)>> {
        let mut out = Vec::new();
        let mut code = vec![0usize; n - 2];
        loop {
            out.push(decode(n, &code));
            let mut k = code.len();
            loop {
                if k == 0 {
                    return out;
                }
                k -= 1;
                code[k] += 1;
                if code[k] < n {
                    break;
                }
                code[k] = 0;
            }
        }
    }

    /// The tree of a Prüfer sequence.
    fn decode(n: usize, code: &[usize]) -> Vec<(u32, u32)> {
        let mut degree = vec![1usize; n];
        for &c in code {
            degree[c] += 1;
        }
        let mut edges = Vec::new();
        for &c in code {
            let leaf = (0..n).find(|&v| degree[v] == 1).expect("a leaf");
            edges.push((leaf as u32, c as u32));
            degree[leaf] -= 1;
            degree[c] -= 1;
        }
        let last: Vec<usize> = (0..n).filter(|&v| degree[v] == 1).collect();
        edges.push((last[0] as u32, last[1] as u32));
        edges
    }

    fn mask(n: usize, edges: &[(u32, u32)]) -> u32 {
        edges
            .iter()
            .map(|&(u, v)| bit(n, u as usize, v as usize))
            .sum()
    }

    /// Every position reachable from the tree (each once), checked against the search: the
    /// game's legal moves are the search's, the side to move wins as the search says, and the
    /// strategy's move is legal and leaves a lost position when the mover wins.
    fn check_every_position(n: usize, tree: &[(u32, u32)], search: &mut Search) {
        let mut seen = std::collections::HashSet::new();
        let mut stack = vec![(EdgeGame::new(n, tree), mask(n, tree))];
        while let Some((game, edges)) = stack.pop() {
            if !seen.insert(edges) {
                continue;
            }
            let (moves, wins) = search.solve(edges);
            assert_eq!(game.left(), u64::from(moves.count_ones()), "{:?}", tree);
            for u in 0..n {
                for v in u + 1..n {
                    let rule = moves & bit(n, u, v) != 0;
                    assert_eq!(game.legal(u as u64 + 1, v as u64 + 1), rule, "{:?}", tree);
                }
            }
            assert_eq!(game.first_wins(), wins, "{:?} {:b}", tree, edges);
            let mut ours = game.clone();
            match ours.play() {
                None => assert_eq!(moves, 0),
                Some((i, j)) => {
                    let b = bit(n, i as usize - 1, j as usize - 1);
                    assert!(moves & b != 0, "{:?}: {} {} is illegal", tree, i, j);
                    if game.first_wins() {
                        assert!(!search.solve(edges | b).1, "{:?}: {} {} loses", tree, i, j);
                    }
                }
            }
            for u in 0..n {
                for v in u + 1..n {
                    let b = bit(n, u, v);
                    if moves & b != 0 {
                        let mut next = game.clone();
                        next.add(u as u64 + 1, v as u64 + 1).unwrap();
                        stack.push((next, edges | b));
                    }
                }
            }
        }
    }

    /// Every labelled tree of 2 to 7 vertices (16 807 of 7), every position reachable from
    /// it, against the search.
    #[test]
    fn every_small_tree_matches_search() {
        for n in 2..=7 {
            let mut search = Search {
                n,
                memo: HashMap::new(),
            };
            for tree in every_labelled_tree(n) {
                let edges = mask(n, &tree);
                assert_eq!(first_wins(n, &tree), search.solve(edges).1, "{:?}", tree);
                check_every_position(n, &tree, &mut search);
            }
        }
    }

    #[test]
    fn counts_of_paths_and_stars() {
        for n in 2..=100usize {
            let path: Vec<(u32, u32)> = (1..n as u32).map(|v| (v - 1, v)).collect();
            let star: Vec<(u32, u32)> = (1..n as u32).map(|v| (0, v)).collect();
            let (a, b) = ((n as u64 + 1) / 2, n as u64 / 2);
            assert_eq!(addable(n, &path), a * b - (n as u64 - 1));
            assert_eq!(addable(n, &star), 0);
            assert!(!first_wins(n, &star));
        }
    }

    #[test]
    fn illegal_moves_are_refused() {
        // The path 1–2–3–4.
        let mut game = EdgeGame::new(4, &[(0, 1), (1, 2), (2, 3)]);
        assert_eq!(game.add(0, 4), Err(Illegal)); // no vertex 0
        assert_eq!(game.add(4, 1), Err(Illegal)); // i > j
        assert_eq!(game.add(1, 1), Err(Illegal)); // a loop
        assert_eq!(game.add(1, 5), Err(Illegal)); // no vertex 5
        assert_eq!(game.add(1, 2), Err(Illegal)); // already joined
        assert_eq!(game.add(1, 3), Err(Illegal)); // a triangle
        assert_eq!(game.add(2, 4), Err(Illegal)); // a triangle
        assert_eq!(game.add(u64::MAX - 1, u64::MAX), Err(Illegal));
        assert_eq!(game.left(), 1);
        game.add(1, 4).unwrap();
        assert_eq!(game.add(1, 4), Err(Illegal)); // twice
        assert_eq!((game.left(), game.play()), (0, None));
    }
}
