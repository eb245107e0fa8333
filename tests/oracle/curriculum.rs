//! Exhaustive search for the games of the Sprague–Grundy curriculum: each game written from
//! its rules as an explicit move list, for [`super::games::Game`] to search. None of the theory
//! the library uses (Lasker's values, the SJ theorem, Every-SG step counts, the nim-product
//! recursion, the colon and fusion principles, Ω(n)) appears here.

use super::games::Game;
use std::collections::HashMap;

/// The nim-product table below `n`, straight from its definition:
/// `x ⊗ y = mex{x'⊗y ⊕ x⊗y' ⊕ x'⊗y' : x' < x, y' < y}`.
pub fn nim_product_by_mex(n: usize) -> Vec<Vec<u64>> {
    let mut t = vec![vec![0u64; n]; n];
    for x in 0..n {
        for y in 0..n {
            let mut seen = vec![false; x * y + 1];
            for a in 0..x {
                for b in 0..y {
                    let v = (t[a][y] ^ t[x][b] ^ t[a][b]) as usize;
                    if v < seen.len() {
                        seen[v] = true;
                    }
                }
            }
            t[x][y] = seen.iter().position(|&s| !s).unwrap() as u64;
        }
    }
    t
}

/// Lasker's Nim: take any positive number from one pile, or split a pile into two non-empty
/// piles. Positions sorted, empty piles dropped.
pub fn lasker() -> Game<Vec<u64>> {
    Game::normal(|piles: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..piles.len() {
            let mut put = |parts: &[u64]| {
                let mut next = piles.clone();
                next.remove(i);
                next.extend(parts.iter().copied().filter(|&p| p > 0));
                next.sort_unstable();
                out.push(next);
            };
            for left in 0..piles[i] {
                put(&[left]);
            }
            for a in 1..piles[i] {
                put(&[a, piles[i] - a]);
            }
        }
        out
    })
}

/// Euclid's game on `(a, b)`: subtract a positive multiple of the smaller number from the
/// larger, leaving it non-negative; a pair holding 0 has no move (its maker won).
pub fn euclid_moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    if a == 0 || b == 0 {
        return Vec::new();
    }
    let (small, large) = (a.min(b), a.max(b));
    (1..=large / small)
        .map(|k| (small, large - k * small))
        .collect()
}

pub fn euclid() -> Game<(u64, u64)> {
    Game::normal(euclid_moves)
}

/// The conjunctive compound ("Every-SG") of components with moves `moves`: a turn makes one
/// move in every component that has one; whoever cannot move (no component has a move) loses.
pub fn every<S: Clone + Eq + std::hash::Hash + 'static>(moves: fn(&S) -> Vec<S>) -> Game<Vec<S>> {
    Game::normal(move |parts: &Vec<S>| {
        let options: Vec<Vec<S>> = parts
            .iter()
            .map(|p| {
                let m = moves(p);
                if m.is_empty() {
                    vec![p.clone()]
                } else {
                    m
                }
            })
            .collect();
        if parts.iter().all(|p| moves(p).is_empty()) {
            return Vec::new();
        }
        let mut out: Vec<Vec<S>> = vec![Vec::new()];
        for choice in options {
            out = out
                .into_iter()
                .flat_map(|prefix| {
                    choice.iter().map(move |c| {
                        let mut p = prefix.clone();
                        p.push(c.clone());
                        p
                    })
                })
                .collect();
        }
        out
    })
}

/// A sum of components under the anti-SG rules of the SJ theorem: the player who cannot move
/// wins, and the game also ends (the player to move wins) once every component has Grundy
/// value 0. `grundy` gives a component's value, `moves` its options.
pub fn anti_sum<S: Clone + Eq + std::hash::Hash + Ord + 'static>(
    moves: fn(&S) -> Vec<S>,
    grundy: impl Fn(&S) -> u64 + 'static,
) -> Game<Vec<S>> {
    Game::misere(move |parts: &Vec<S>| {
        if parts.iter().all(|p| grundy(p) == 0) {
            return Vec::new();
        }
        let mut out = Vec::new();
        for i in 0..parts.len() {
            for m in moves(&parts[i]) {
                let mut next = parts.clone();
                next[i] = m;
                next.sort();
                out.push(next);
            }
        }
        out
    })
}

/// The coin-turning game of HDU 3404 on a board of `w × h` cells, lights as bits (cell
/// `(x, y)`, 1-based, is bit `(y − 1)·w + x − 1`): pick a lit `(x2, y2)` and any `x1 ≤ x2`,
/// `y1 ≤ y2`; the distinct corners of that rectangle switch.
pub fn switch_lights(w: u32, h: u32) -> Game<u32> {
    Game::normal(move |&lit: &u32| {
        let bit = |x: u32, y: u32| 1u32 << ((y - 1) * w + x - 1);
        let mut out = Vec::new();
        for x2 in 1..=w {
            for y2 in 1..=h {
                if lit & bit(x2, y2) == 0 {
                    continue;
                }
                for x1 in 1..=x2 {
                    for y1 in 1..=y2 {
                        let mut corners = vec![bit(x1, y1), bit(x1, y2), bit(x2, y1), bit(x2, y2)];
                        corners.sort_unstable();
                        corners.dedup();
                        out.push(corners.iter().fold(lit, |l, c| l ^ c));
                    }
                }
            }
        }
        out
    })
}

/// The edges of `left` (bits) still connected to the root, vertex 0, over edges of `left`.
pub fn hackenbush_connected(edges: &[(usize, usize)], left: u64) -> u64 {
    let n = edges.iter().map(|&(a, b)| a.max(b) + 1).max().unwrap_or(1);
    let mut seen = vec![false; n];
    seen[0] = true;
    let mut changed = true;
    while changed {
        changed = false;
        for (i, &(a, b)) in edges.iter().enumerate() {
            if left & (1 << i) != 0 && seen[a] != seen[b] {
                seen[a] = true;
                seen[b] = true;
                changed = true;
            }
        }
    }
    (0..edges.len())
        .filter(|&i| left & (1 << i) != 0 && seen[edges[i].0])
        .fold(0u64, |k, i| k | 1 << i)
}

/// Green Hackenbush on the edges `edges` (vertex 0 is the ground/root): a position is the set
/// of edges left, as bits; a move deletes one edge and then every edge no longer connected to
/// the root. Loops and parallel edges are allowed. Start from [`hackenbush_connected`].
pub fn hackenbush(edges: Vec<(usize, usize)>) -> Game<u64> {
    Game::normal(move |&left: &u64| {
        (0..edges.len())
            .filter(|&e| left & (1 << e) != 0)
            .map(|e| hackenbush_connected(&edges, left & !(1 << e)))
            .collect()
    })
}

/// Tokens on a directed graph (`succ[v]` lists v's out-neighbours): a move slides one token
/// along an edge; tokens kept sorted.
pub fn tokens(succ: Vec<Vec<usize>>) -> Game<Vec<usize>> {
    Game::normal(move |at: &Vec<usize>| {
        let mut out = Vec::new();
        for i in 0..at.len() {
            for &t in &succ[at[i]] {
                let mut next = at.clone();
                next[i] = t;
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    })
}

/// The multiplication game of HDU 1517 as `(p, n)`: multiply p by 2..=9; whoever reaches
/// `p ≥ n` has won (no move from there).
pub fn multiplication() -> Game<(u64, u64)> {
    Game::normal(|&(p, n): &(u64, u64)| {
        if p >= n {
            return Vec::new();
        }
        (2..=9).map(|k| (p.saturating_mul(k), n)).collect()
    })
}

/// E&D (SDOI 2009) on one group `(x, y)`: remove one pile and split the other into two
/// non-empty piles that form the group.
pub fn e_and_d() -> Game<(u64, u64)> {
    Game::normal(|&(x, y): &(u64, u64)| {
        let mut out = Vec::new();
        for s in [x, y] {
            for a in 1..s {
                out.push((a.min(s - a), a.max(s - a)));
            }
        }
        out
    })
}

/// The row game of Luogu P2575 / HDU 5724 on `w` cells (bit i is cell i + 1): a piece moves to
/// the first empty cell to its right, jumping the pieces in between; it may not leave the row.
pub fn jump_row(w: u32) -> Game<u32> {
    Game::normal(move |&row: &u32| {
        let mut out = Vec::new();
        for i in 0..w {
            if row & (1 << i) == 0 {
                continue;
            }
            if let Some(j) = (i + 1..w).find(|&j| row & (1 << j) == 0) {
                out.push(row & !(1 << i) | 1 << j);
            }
        }
        out
    })
}

/// The dividing game of ABC 368 F on one number: replace it by a divisor other than itself.
pub fn dividing() -> Game<u64> {
    Game::normal(|&a: &u64| (1..a).filter(|d| a % d == 0).collect())
}

/// Ω(n), the prime factors of `n` ≥ 1 with multiplicity, by trial division up to √n: the
/// reference for numbers beyond the search of [`dividing`].
pub fn omega_by_division(mut n: u64) -> u64 {
    let (mut k, mut p) = (0, 2);
    while p * p <= n {
        while n % p == 0 {
            n /= p;
            k += 1;
        }
        p += 1;
    }
    k + u64::from(n > 1)
}

/// Georgia and Bob (POJ 1704): pieces on cells 1, 2, … (sorted, distinct); a move shifts one
/// piece left by at least one cell, onto an empty cell, without passing another piece.
pub fn georgia() -> Game<Vec<u64>> {
    Game::normal(|at: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..at.len() {
            let floor = if i == 0 { 1 } else { at[i - 1] + 1 };
            for to in floor..at[i] {
                let mut next = at.clone();
                next[i] = to;
                out.push(next);
            }
        }
        out
    })
}

/// Grundy values of every vertex of a small DAG by memoised definition.
pub fn dag_grundy(succ: &[Vec<usize>]) -> Vec<u64> {
    fn g(v: usize, succ: &[Vec<usize>], memo: &mut HashMap<usize, u64>) -> u64 {
        if let Some(&x) = memo.get(&v) {
            return x;
        }
        let seen: Vec<u64> = succ[v].iter().map(|&t| g(t, succ, memo)).collect();
        let x = (0..).find(|k| !seen.contains(k)).unwrap();
        memo.insert(v, x);
        x
    }
    let mut memo = HashMap::new();
    (0..succ.len()).map(|v| g(v, succ, &mut memo)).collect()
}

/// CSES Another Game: a move picks a nonempty set of nonempty heaps and takes one coin from
/// each. Positions kept sorted.
pub fn one_each() -> Game<Vec<u64>> {
    Game::normal(|heaps: &Vec<u64>| {
        let live: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i] > 0).collect();
        (1u32..1 << live.len())
            .map(|mask| {
                let mut next = heaps.clone();
                for (bit, &i) in live.iter().enumerate() {
                    if mask >> bit & 1 == 1 {
                        next[i] -= 1;
                    }
                }
                next.sort_unstable();
                next
            })
            .collect()
    })
}

/// Grundy's game: a move splits one heap into two nonempty heaps of different sizes.
/// Positions are the heaps above 2 (heaps of 1 and 2 cannot move), sorted.
pub fn grundys_game() -> Game<Vec<u64>> {
    Game::normal(|heaps: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..heaps.len() {
            for a in 1..heaps[i] {
                let b = heaps[i] - a;
                if a < b {
                    let mut next = heaps.clone();
                    next.remove(i);
                    next.extend([a, b].into_iter().filter(|&h| h > 2));
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
        out
    })
}

/// An octal game from its digits (`digits[k]`: 1 may remove a whole heap of `k`, 2 may leave
/// one nonempty heap, 4 may leave two), on sorted lists of nonempty heaps.
pub fn octal_heaps(digits: Vec<u8>) -> Game<Vec<u64>> {
    Game::normal(move |heaps: &Vec<u64>| {
        let mut out = Vec::new();
        for i in 0..heaps.len() {
            let h = heaps[i];
            for (k, &d) in digits.iter().enumerate() {
                let k = k as u64;
                if k > h {
                    break;
                }
                let rest = h - k;
                let mut leave: Vec<Vec<u64>> = Vec::new();
                if d & 1 != 0 && rest == 0 {
                    leave.push(vec![]);
                }
                if d & 2 != 0 && rest > 0 && k > 0 {
                    leave.push(vec![rest]);
                }
                if d & 4 != 0 {
                    leave.extend((1..rest).map(|a| vec![a, rest - a]));
                }
                for parts in leave {
                    let mut next = heaps.clone();
                    next.remove(i);
                    next.extend(parts);
                    next.sort_unstable();
                    out.push(next);
                }
            }
        }
        out
    })
}

/// The Ruler game by its rules on a row of `n` coins (bit i: coin i + 1 is heads): turn any
/// run of consecutive coins whose rightmost coin is a head.
pub fn ruler_game(n: u32) -> Game<u32> {
    Game::normal(move |&heads: &u32| {
        let mut out = Vec::new();
        for x in 0..n {
            if heads >> x & 1 == 1 {
                for len in 1..=x + 1 {
                    let run = ((1u32 << len) - 1) << (x + 1 - len);
                    out.push(heads ^ run);
                }
            }
        }
        out
    })
}
