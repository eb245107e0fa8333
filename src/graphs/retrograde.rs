//! Slide a token on a graph with cycles: win, lose or draw by retrograde analysis. Used by Luogu P6560.
//!
//! Games on directed graphs that may have cycles: a token on a vertex, a move slides it along
//! an edge, whoever cannot move loses, and play may go on for ever. Every vertex is a win, a
//! loss or a draw for the player to move, found by retrograde analysis (the method of endgame
//! tables): losses are the vertices with no move, or all of whose moves reach wins; wins are the
//! vertices with a move to a loss; what is never decided so is a draw (each side can keep
//! away from losing for ever). [`crate::graphs::dag`] stays the module for acyclic graphs, whose
//! Grundy values say more.
//!
//! Some problems fix the outcome of some vertices (reaching a goal ends the game): pass them as
//! `fixed`; their own moves are then not looked at.

/// The heart of retrograde analysis, for any graph given by the predecessors of its vertices
/// (`before(v)`: the vertices with a move to v, once per move): `word` holds per vertex
/// [`WON`], [`LOST`], or the count of its moves not yet known to reach a win, and `queue` the
/// vertices decided so far. Each decided vertex decides its predecessors: one with a move to a
/// loss is won, one whose every move reaches a win is lost. Stops early once `goal` is decided.
pub(crate) fn propagate<I: Iterator<Item = u32>>(
    word: &mut [u32],
    queue: &mut Vec<u32>,
    goal: Option<usize>,
    mut before: impl FnMut(u32) -> I,
) {
    // A queue by index: every vertex enters once, so the buffer never wraps.
    let mut head = 0;
    let watched = goal.unwrap_or(0);
    while let Some(&v) = queue.get(head) {
        if goal.is_some() && word[watched] >= LOST {
            return;
        }
        head += 1;
        let lost = match word[v as usize] {
            LOST => true,
            WON => false,
            _ => continue,
        };
        for u in before(v) {
            let w = &mut word[u as usize];
            if *w >= DRAWN {
                continue;
            }
            if lost {
                *w = WON;
            } else if *w > 1 {
                *w -= 1;
                continue;
            } else {
                *w = LOST;
            }
            queue.push(u);
        }
    }
}

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
/// use impartial::graphs::retrograde::{outcomes, Outcome::*};
/// // 0 → 1 → 2 (no move), and 3 ⇄ 4 a cycle with an exit 4 → 0.
/// let g = outcomes(5, &[(0, 1), (1, 2), (3, 4), (4, 3), (4, 0)], &[]);
/// assert_eq!(g, [Lose, Win, Lose, Lose, Win]);
/// // A pure cycle is a draw.
/// assert_eq!(outcomes(2, &[(0, 1), (1, 0)], &[]), [Draw, Draw]);
/// ```
pub fn outcomes(n: usize, edges: &[(u32, u32)], fixed: &[(u32, Outcome)]) -> Vec<Outcome> {
    Retrograde::new(n, edges).solve(fixed).to_vec()
}

/// A graph made ready for many analyses with different fixed vertices (many queries on one
/// graph): the reverse edges in one flat array, the out-degrees, the vertices without a move,
/// and one word a vertex reused by each [`Retrograde::run`] (what is left of its moves, or its
/// outcome once known), so that each edge looked at is one memory access.
#[derive(Clone, Debug)]
pub struct Retrograde {
    start: Vec<u32>,
    from: Vec<u32>,
    degree: Vec<u32>,
    sinks: Vec<u32>,
    /// Per vertex: [`WON`], [`LOST`], or the count of its moves not yet known to reach a win.
    word: Vec<u32>,
    queue: Vec<u32>,
    state: Vec<Outcome>,
}

/// A vertex's word once it is known won, or lost, or fixed as a draw, which nothing changes (a
/// vertex has fewer than 2^32 − 3 moves).
pub(crate) const WON: u32 = u32::MAX;
pub(crate) const LOST: u32 = u32::MAX - 1;
pub(crate) const DRAWN: u32 = u32::MAX - 2;

impl Retrograde {
    /// Prepares the graph on `0..n` with the directed `edges`.
    ///
    /// # Constraints
    /// As [`outcomes`], and fewer than 2^32 − 3 edges.
    ///
    /// # Complexity
    /// O(n + m).
    pub fn new(n: usize, edges: &[(u32, u32)]) -> Self {
        let mut degree = vec![0u32; n];
        let mut start = vec![0u32; n + 1];
        for &(a, b) in edges {
            degree[a as usize] += 1;
            start[b as usize + 1] += 1;
        }
        for v in 0..n {
            start[v + 1] += start[v];
        }
        let mut fill = start.clone();
        let mut from = vec![0u32; edges.len()];
        for &(a, b) in edges {
            from[fill[b as usize] as usize] = a;
            fill[b as usize] += 1;
        }
        let sinks = (0..n as u32).filter(|&v| degree[v as usize] == 0).collect();
        Retrograde {
            start,
            from,
            degree,
            sinks,
            word: vec![0; n],
            queue: Vec::with_capacity(n),
            state: Vec::new(),
        }
    }

    /// Analyses the graph with the `fixed` vertices given (their own moves are not looked at);
    /// then [`Retrograde::outcome`] tells each vertex's.
    ///
    /// # Complexity
    /// O(n + m) per call, with no allocation after the first: a copy of the out-degrees,
    /// then each reverse edge of a decided vertex once.
    pub fn run(&mut self, fixed: &[(u32, Outcome)]) {
        self.run_until(fixed, None);
    }

    /// The outcome of vertex `v` alone with the `fixed` vertices given: the analysis stops as
    /// soon as `v` is decided (only a draw needs all of it). Other vertices' outcomes are not
    /// all known afterwards.
    ///
    /// # Complexity
    /// O(n + m) at worst, often far less.
    ///
    /// # Example
    /// ```
    /// use impartial::graphs::retrograde::{Retrograde, Outcome::*};
    /// let mut g = Retrograde::new(4, &[(0, 1), (1, 2), (2, 3), (3, 2)]);
    /// assert_eq!(g.outcome_of(&[(2, Lose)], 1), Win);
    /// assert_eq!(g.outcome_of(&[], 0), Draw);
    /// ```
    pub fn outcome_of(&mut self, fixed: &[(u32, Outcome)], v: usize) -> Outcome {
        self.run_until(fixed, Some(v));
        self.outcome(v)
    }

    fn run_until(&mut self, fixed: &[(u32, Outcome)], goal: Option<usize>) {
        self.word.copy_from_slice(&self.degree);
        self.queue.clear();
        for &(v, o) in fixed {
            if self.word[v as usize] < LOST {
                self.queue.push(v);
            }
            self.word[v as usize] = match o {
                Outcome::Win => WON,
                Outcome::Lose => LOST,
                // Fixed as a draw: no move of it is looked at, and it decides nothing.
                Outcome::Draw => DRAWN,
            };
        }
        for &v in &self.sinks {
            if self.word[v as usize] == 0 {
                self.word[v as usize] = LOST;
                self.queue.push(v);
            }
        }
        let (start, from) = (&self.start, &self.from);
        let before = |v: u32| {
            from[start[v as usize] as usize..start[v as usize + 1] as usize]
                .iter()
                .copied()
        };
        propagate(&mut self.word, &mut self.queue, goal, before);
    }

    /// The outcome of vertex `v` in the last [`Retrograde::run`].
    pub fn outcome(&self, v: usize) -> Outcome {
        match self.word[v] {
            WON => Outcome::Win,
            LOST => Outcome::Lose,
            _ => Outcome::Draw,
        }
    }

    /// The outcome of every vertex with the `fixed` ones given (their own moves are not looked
    /// at): what [`outcomes`] returns.
    ///
    /// # Complexity
    /// O(n + m) per call, with no allocation after the first.
    ///
    /// # Example
    /// ```
    /// use impartial::graphs::retrograde::{Retrograde, Outcome::*};
    /// // 0 → 1 → 2 ⇄ 3: reaching 2 ends the game (the player to move there has lost).
    /// let mut g = Retrograde::new(4, &[(0, 1), (1, 2), (2, 3), (3, 2)]);
    /// assert_eq!(g.solve(&[(2, Lose)]), [Lose, Win, Lose, Win]);
    /// assert_eq!(g.solve(&[]), [Draw, Draw, Draw, Draw]);
    /// g.run(&[(2, Lose)]);
    /// assert_eq!(g.outcome(1), Win);
    /// ```
    pub fn solve(&mut self, fixed: &[(u32, Outcome)]) -> &[Outcome] {
        self.run(fixed);
        let state = (0..self.word.len()).map(|v| self.outcome(v)).collect();
        self.state = state;
        &self.state
    }
}

#[cfg(test)]
mod tests {
    use super::Outcome::*;
    use super::*;
    use crate::oracle::games::xorshift;
    use crate::oracle::luogu_oi::outcomes_by_definition;

    /// The outcomes by their definition (the oracle's), with the `fixed` vertices lost.
    fn by_definition(n: usize, edges: &[(u32, u32)], fixed: &[(u32, Outcome)]) -> Vec<Outcome> {
        assert!(
            fixed.iter().all(|f| f.1 == Lose),
            "the definition fixes losses"
        );
        let lost: Vec<u32> = fixed.iter().map(|f| f.0).collect();
        outcomes_by_definition(n, edges, &lost)
            .into_iter()
            .map(|s| match s {
                Some(true) => Win,
                Some(false) => Lose,
                None => Draw,
            })
            .collect()
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
