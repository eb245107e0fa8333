//! Lower the number on one vertex of a DAG and rewrite its successors' numbers at will. Used by
//! Codeforces 1149E (Election Promises).
//!
//! Every vertex of a directed acyclic graph holds a non-negative integer. A move picks a vertex
//! `v`, makes its number strictly smaller (so it must be positive), and sets the number on each
//! direct successor of `v` to any non-negative integer, larger or smaller. When every number is
//! 0 no move is left, and whoever cannot move loses. Play always ends: with the vertices in
//! topological order, every move makes the vector of numbers lexicographically smaller.
//!
//! Give each vertex a level, the mex of its successors' levels (a sink is on level 0). No edge
//! joins two vertices of one level, and a vertex on level `t` has a successor on every level
//! below `t`. The player to move loses exactly when, on every level, the XOR of the numbers is 0:
//! a move from there changes exactly one number on the level of `v`, breaking that zero.
//! Otherwise let `t` be the highest level whose XOR `x` is not 0, and `v` a vertex on it whose
//! number has the top bit of `x`. Setting `h_v` to `h_v ^ x` lowers it and clears level `t`; then
//! one successor of `v` on each lower level has its number XORed with that level's XOR, which
//! clears every lower level, and the levels above `t` were already clear. No number outgrows the
//! largest power of two above the input, so inputs below 2^30 give answers below 2^30.

use crate::graphs::dag::{Cycle, Dag};

/// Each vertex's level (its Grundy value as a token game: the mex of its successors' levels),
/// or a vertex on a cycle.
fn levels(n: usize, edges: &[(u32, u32)]) -> Result<Vec<u64>, Cycle> {
    Dag::from_edges(n, edges).grundy()
}

/// The XOR of the numbers on each level, indexed by level (length `n + 1`).
fn level_xors(level: &[u64], h: &[u64]) -> Vec<u64> {
    assert_eq!(h.len(), level.len(), "one number per vertex");
    let mut xor = vec![0u64; level.len() + 1];
    level
        .iter()
        .zip(h)
        .for_each(|(&l, &x)| xor[l as usize] ^= x);
    xor
}

/// Whether the player to move loses: on every level the numbers XOR to 0; or a vertex on a
/// cycle.
///
/// # Constraints
/// Vertices `0..n`, each edge `(v, u)` from `v` to `u` (both below n); `h.len() == n`.
///
/// # Complexity
/// O(n + m).
///
/// # Example
/// ```
/// use impartial::graphs::rewrite_successors::is_losing;
/// assert_eq!(is_losing(4, &[(0, 1), (2, 3)], &[1, 5, 1, 5]), Ok(true));
/// ```
pub fn is_losing(n: usize, edges: &[(u32, u32)], h: &[u64]) -> Result<bool, Cycle> {
    Ok(level_xors(&levels(n, edges)?, h).iter().all(|&x| x == 0))
}

/// A winning move as the numbers after it, or `None` if the player to move loses; or a vertex
/// on a cycle. The move is the first of its kind: on the highest level with a non-zero XOR,
/// the first vertex whose number holds the XOR's top bit; and for each lower level, the first
/// of its successors (in the order of `edges`) on that level.
///
/// # Constraints
/// As for [`is_losing`]. The answer never exceeds the smallest `2^k - 1` at or above every input.
///
/// # Complexity
/// O(n + m) time and memory.
///
/// # Example
/// ```
/// use impartial::graphs::rewrite_successors::winning_move;
/// // Codeforces 1149E, first sample (vertices from 0).
/// assert_eq!(winning_move(4, &[(0, 1), (2, 3)], &[2, 1, 1, 5]), Ok(Some(vec![1, 5, 1, 5])));
/// assert_eq!(winning_move(4, &[(0, 1), (2, 3)], &[1, 5, 1, 5]), Ok(None));
/// ```
pub fn winning_move(n: usize, edges: &[(u32, u32)], h: &[u64]) -> Result<Option<Vec<u64>>, Cycle> {
    let level = levels(n, edges)?;
    let mut xor = level_xors(&level, h);
    let top = match (0..=n).rev().find(|&t| xor[t] != 0) {
        Some(t) => t,
        None => return Ok(None),
    };
    let x = xor[top];
    let v = (0..n)
        .find(|&v| level[v] as usize == top && h[v] ^ x < h[v])
        .expect("a number on the top level holds the XOR's top bit");
    let mut after = h.to_vec();
    after[v] ^= x;
    // Successors lie on other levels; those above `top` have XOR 0 and stay as they are.
    for &(w, u) in edges {
        if w as usize == v {
            let l = level[u as usize] as usize;
            after[u as usize] ^= xor[l];
            xor[l] = 0;
        }
    }
    Ok(Some(after))
}

/// Whether `after` follows from `before` by one move: some vertex strictly decreased and every
/// other vertex that changed is one of its direct successors.
///
/// # Constraints
/// Vertices `0..n`, edges distinct (a repeated edge could be counted twice); the lengths are `n`.
///
/// # Complexity
/// O(n + m).
///
/// # Example
/// ```
/// use impartial::graphs::rewrite_successors::is_move;
/// assert!(is_move(3, &[(0, 1)], &[2, 0, 7], &[1, 9, 7]));
/// assert!(!is_move(3, &[(0, 1)], &[2, 0, 7], &[1, 9, 6]));
/// ```
pub fn is_move(n: usize, edges: &[(u32, u32)], before: &[u64], after: &[u64]) -> bool {
    assert!(before.len() == n && after.len() == n);
    let changed = |v: usize| before[v] != after[v];
    let total = (0..n).filter(|&v| changed(v)).count();
    let mut covered = vec![0usize; n];
    for &(v, u) in edges {
        if changed(u as usize) {
            covered[v as usize] += 1;
        }
    }
    (0..n).any(|v| after[v] < before[v] && covered[v] + 1 == total)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rule read literally: some `v` decreased, every other change is at a successor of `v`.
    fn rule(n: usize, succ: &[u32], before: &[u64], after: &[u64]) -> bool {
        (0..n).any(|v| {
            after[v] < before[v]
                && (0..n).all(|u| u == v || after[u] == before[u] || succ[v] >> u & 1 == 1)
        })
    }

    fn masks(n: usize, edges: &[(u32, u32)]) -> Vec<u32> {
        let mut succ = vec![0u32; n];
        edges.iter().for_each(|&(v, u)| succ[v as usize] |= 1 << u);
        succ
    }

    /// Numbers in `0..base` as digits, vertex 0 the most significant.
    fn encode(h: &[u64], base: usize) -> usize {
        h.iter().fold(0, |s, &x| s * base + x as usize)
    }
    fn decode(mut s: usize, n: usize, base: usize) -> Vec<u64> {
        let mut h = vec![0u64; n];
        for x in h.iter_mut().rev() {
            *x = (s % base) as u64;
            s /= base;
        }
        h
    }

    /// Win/lose for every position with numbers at most `cap`, when moves may not exceed `cap`
    /// either. Edges go from lower to higher labels, so a move lowers the code: ascending order
    /// meets every option first. A cap `2^k - 1` keeps every outcome: the module's proof goes
    /// through for the capped game, as the winning move never leaves the cap (asserted below);
    /// `matches_exhaustive_search` also compares caps 3 and 7.
    fn search(n: usize, edges: &[(u32, u32)], cap: usize) -> Vec<bool> {
        let succ = masks(n, edges);
        let size = (cap + 1).pow(n as u32);
        let all: Vec<_> = (0..size).map(|s| decode(s, n, cap + 1)).collect();
        let mut win = vec![false; all.len()];
        for s in 0..all.len() {
            for t in (0..all.len()).filter(|&t| rule(n, &succ, &all[s], &all[t])) {
                assert!(t < s, "moves lower the code");
                win[s] |= !win[t];
            }
        }
        win
    }

    /// Every DAG on `0..n` whose edges go from lower to higher labels.
    fn dags(n: u32) -> Vec<Vec<(u32, u32)>> {
        let pairs: Vec<_> = (0..n * n)
            .map(|k| (k / n, k % n))
            .filter(|p| p.0 < p.1)
            .collect();
        let pick = |m: u32| (0..pairs.len()).filter(move |k| m >> k & 1 == 1);
        let all = 0..1u32 << pairs.len();
        all.map(|m| pick(m).map(|k| pairs[k]).collect()).collect()
    }

    #[test]
    fn matches_exhaustive_search() {
        for n in 1..=4usize {
            for edges in dags(n as u32) {
                let (win, succ) = (search(n, &edges, 3), masks(n, &edges));
                // Caps 3 and 7 agree (cap 7 on 4 vertices would be slow).
                let win7 = search(n, &edges, if n < 4 { 7 } else { 3 });
                let base7 = if n < 4 { 8 } else { 4 };
                // `is_move` agrees with the literal rule on every pair of positions.
                for (s, t) in (0..win.len() * win.len()).map(|k| (k / win.len(), k % win.len())) {
                    let (h, g) = (decode(s, n, 4), decode(t, n, 4));
                    assert_eq!(win[s], win7[encode(&h, base7)]);
                    assert_eq!(is_move(n, &edges, &h, &g), rule(n, &succ, &h, &g));
                }
                // The same game relabelled v -> n - 1 - v: edges now run from high to low labels.
                let m = n as u32 - 1;
                let flip: Vec<_> = edges.iter().map(|&(v, u)| (m - v, m - u)).collect();
                for (s, &w) in win.iter().enumerate() {
                    let h = decode(s, n, 4);
                    let h_flip: Vec<u64> = h.iter().rev().cloned().collect();
                    for (g, h, flipped) in [(&edges, h.clone(), false), (&flip, h_flip, true)] {
                        assert_eq!(is_losing(n, g, &h), Ok(!w), "{:?} {:?}", g, h);
                        let after = match winning_move(n, g, &h).unwrap() {
                            Some(after) => after,
                            None => continue,
                        };
                        assert!(w && rule(n, &masks(n, g), &h, &after));
                        assert!(is_move(n, g, &h, &after));
                        assert!(is_losing(n, g, &after).unwrap() && after.iter().all(|&x| x <= 3));
                        let canon: Vec<u64> = match flipped {
                            true => after.iter().rev().cloned().collect(),
                            false => after,
                        };
                        assert!(!win[encode(&canon, 4)], "{:?} {:?} -> {:?}", g, h, canon);
                    }
                }
            }
        }
    }

    #[test]
    fn samples() {
        let (e3, e4) = ([(0, 1), (0, 2), (2, 1)], [(0, 2), (1, 3), (2, 4), (3, 5)]);
        assert_eq!(
            winning_move(3, &e3, &[314, 159, 265]),
            Ok(Some(vec![0, 0, 0]))
        );
        assert_eq!(winning_move(6, &e4, &[2, 2, 5, 5, 6, 6]), Ok(None));
    }

    #[test]
    fn long_path_and_tall_levels() {
        let n = 200_000;
        let path: Vec<_> = (1..n as u32).map(|v| (v - 1, v)).collect();
        let mut h = vec![1u64; n];
        assert_eq!(is_losing(n, &path, &h), Ok(true));
        h[0] = 1_000_000_000;
        let after = winning_move(n, &path, &h).unwrap().unwrap();
        assert!(is_move(n, &path, &h, &after) && is_losing(n, &path, &after).unwrap());
        // Every vertex points to all earlier ones: vertex v sits on level v.
        let full: Vec<_> = (0..600).flat_map(|v| (0..v).map(move |u| (v, u))).collect();
        assert_eq!(levels(600, &full).unwrap(), (0..600).collect::<Vec<_>>());
    }

    #[test]
    fn a_cycle_is_reported() {
        assert!(winning_move(2, &[(0, 1), (1, 0)], &[1, 1]).is_err());
        assert!(is_losing(1, &[(0, 0)], &[0]).is_err());
    }
}
