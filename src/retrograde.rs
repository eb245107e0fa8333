//! Games on directed graphs that may have cycles: a token on a vertex, a move slides it along
//! an edge, whoever cannot move loses, and play may go on for ever. Every vertex is a win, a
//! loss or a draw for the player to move, found by retrograde analysis (the method of endgame
//! tables): losses are the vertices with no move, or all of whose moves reach wins; wins are the
//! vertices with a move to a loss; what is never decided so is a draw (each side can keep
//! away from losing for ever). [`super::dag`] stays the module for acyclic graphs, whose
//! Grundy values say more.
//!
//! Some problems fix the outcome of some vertices (reaching a goal ends the game): pass them as
//! `fixed`; their own moves are then not looked at.

use std::collections::VecDeque;

/// The outcome for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The player to move can force a win.
    Win,
    /// The opponent can force a win.
    Lose,
    /// Neither can: with best play the game never ends.
    Draw,
}

/// The outcome of every vertex `0..n` of the graph with the given directed `edges`, with the
/// outcomes of the `fixed` vertices given.
///
/// # Constraints
/// Vertices below `n` (`n < 2^32`); loops and parallel edges allowed (a parallel edge is one
/// more way to the same vertex, which changes nothing).
///
/// # Complexity
/// O(n + m) time and memory, iterative (no recursion, so long chains are fine).
///
/// # Example
/// ```
/// use impartial::retrograde::{outcomes, Outcome::*};
/// // 0 → 1 → 2 (no move), and 3 ⇄ 4 a cycle with an exit 4 → 0.
/// let g = outcomes(5, &[(0, 1), (1, 2), (3, 4), (4, 3), (4, 0)], &[]);
/// assert_eq!(g, [Lose, Win, Lose, Lose, Win]);
/// // A pure cycle is a draw.
/// assert_eq!(outcomes(2, &[(0, 1), (1, 0)], &[]), [Draw, Draw]);
/// ```
pub fn outcomes(n: usize, edges: &[(u32, u32)], fixed: &[(u32, Outcome)]) -> Vec<Outcome> {
    let mut state: Vec<Option<Outcome>> = vec![None; n];
    for &(v, o) in fixed {
        state[v as usize] = Some(o);
    }
    // The moves still open from each undecided vertex, and the reverse edges.
    let mut open = vec![0u32; n];
    let mut start = vec![0u32; n + 1];
    for &(a, b) in edges {
        if state[a as usize].is_none() {
            open[a as usize] += 1;
            start[b as usize + 1] += 1;
        }
    }
    for v in 0..n {
        start[v + 1] += start[v];
    }
    let mut fill = start.clone();
    let mut from = vec![0u32; start[n] as usize];
    for &(a, b) in edges {
        if state[a as usize].is_none() {
            from[fill[b as usize] as usize] = a;
            fill[b as usize] += 1;
        }
    }
    let mut queue: VecDeque<u32> = (0..n as u32)
        .filter(|&v| state[v as usize].is_some())
        .collect();
    for v in 0..n {
        if state[v].is_none() && open[v] == 0 {
            state[v] = Some(Outcome::Lose);
            queue.push_back(v as u32);
        }
    }
    while let Some(v) = queue.pop_front() {
        let decided = state[v as usize];
        for &u in &from[start[v as usize] as usize..start[v as usize + 1] as usize] {
            let u = u as usize;
            if state[u].is_some() {
                continue;
            }
            match decided {
                Some(Outcome::Lose) => state[u] = Some(Outcome::Win),
                Some(Outcome::Win) => {
                    open[u] -= 1;
                    if open[u] > 0 {
                        continue;
                    }
                    state[u] = Some(Outcome::Lose);
                }
                _ => continue,
            }
            queue.push_back(u as u32);
        }
    }
    state
        .into_iter()
        .map(|s| s.unwrap_or(Outcome::Draw))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::Outcome::*;
    use super::*;
    use crate::oracle::games::xorshift;

    /// The outcomes by their definition, iterated to a fixed point: a vertex wins if some move
    /// reaches a loss, loses if every move (maybe none) reaches a win; the rest are draws.
    fn by_definition(n: usize, edges: &[(u32, u32)], fixed: &[(u32, Outcome)]) -> Vec<Outcome> {
        let mut state: Vec<Option<Outcome>> = vec![None; n];
        for &(v, o) in fixed {
            state[v as usize] = Some(o);
        }
        loop {
            let mut changed = false;
            for v in 0..n {
                if state[v].is_some() {
                    continue;
                }
                let next: Vec<Option<Outcome>> = edges
                    .iter()
                    .filter(|e| e.0 as usize == v)
                    .map(|e| state[e.1 as usize])
                    .collect();
                if next.contains(&Some(Lose)) {
                    state[v] = Some(Win);
                    changed = true;
                } else if next.iter().all(|&s| s == Some(Win)) {
                    state[v] = Some(Lose);
                    changed = true;
                }
            }
            if !changed {
                return state.into_iter().map(|s| s.unwrap_or(Draw)).collect();
            }
        }
    }

    #[test]
    fn matches_the_definition_on_random_graphs() {
        let mut seed = 0x0dd_ba11_u64;
        for round in 0..2000 {
            let n = 1 + (xorshift(&mut seed) % 9) as usize;
            let m = xorshift(&mut seed) % (2 * n as u64 + 2);
            let edges: Vec<(u32, u32)> = (0..m)
                .map(|_| {
                    let a = (xorshift(&mut seed) % n as u64) as u32;
                    (a, (xorshift(&mut seed) % n as u64) as u32)
                })
                .collect();
            let fixed: Vec<(u32, Outcome)> = match round % 3 {
                0 => vec![((xorshift(&mut seed) % n as u64) as u32, Lose)],
                _ => Vec::new(),
            };
            assert_eq!(
                outcomes(n, &edges, &fixed),
                by_definition(n, &edges, &fixed),
                "{n} {edges:?} {fixed:?}"
            );
        }
    }

    #[test]
    fn long_chains_and_loops() {
        // A path of 10^6 vertices alternates from its end; a loop is a draw.
        let n = 1_000_000;
        let edges: Vec<(u32, u32)> = (0..n as u32 - 1).map(|v| (v, v + 1)).collect();
        let g = outcomes(n, &edges, &[]);
        assert_eq!(g[n - 1], Lose);
        assert_eq!(g[0], if (n - 1) % 2 == 1 { Win } else { Lose });
        assert_eq!(outcomes(1, &[(0, 0)], &[]), [Draw]);
    }
}
