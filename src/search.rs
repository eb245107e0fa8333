//! Brute force for any rule: Grundy values by exhaustive search. Used by no judge problem: for exploring a new rule.
//!
//! Brute force for a new rule in a few lines: the Grundy values of a game on one heap whose
//! moves lead to sums of heaps ([`grundy_table`]), and of any game whose positions can be
//! hashed ([`Search`], memoised, without recursion). Print the values, look for the pattern,
//! then prove it (for octal games, [`crate::octal::Periodic`] does both).

use crate::sg::Marks;
use std::collections::{HashMap, HashSet};
use std::hash::Hash;

/// `G(0..=n)` of a one-heap game: `moves(h)` lists the options of a heap of h, each a list
/// of the heaps it leaves (their sum is the option; an empty list is an empty position).
///
/// # Constraints
/// Every heap an option leaves is smaller than h.
///
/// # Panics
/// If a move from h leaves a heap of h or more (the game might not end).
///
/// # Complexity
/// O(n + the total length of the options).
///
/// # Example
/// ```
/// use impartial::search::grundy_table;
/// // Grundy's game: split a heap into two unequal heaps.
/// let g = grundy_table(12, |h| (1..(h + 1) / 2).map(move |a| [a, h - a]));
/// assert_eq!(g, [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1]);
/// // Take 1, 3 or 4: an option is one heap.
/// let g = grundy_table(9, |h| [1, 3, 4].into_iter().filter(move |&s| s <= h).map(move |s| [h - s]));
/// assert_eq!(g, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0]);
/// ```
pub fn grundy_table<I, P>(n: usize, mut moves: impl FnMut(usize) -> I) -> Vec<u32>
where
    I: IntoIterator<Item = P>,
    P: AsRef<[usize]>,
{
    let mut g: Vec<u32> = Vec::with_capacity(n + 1);
    let mut wide = Vec::new();
    for h in 0..=n {
        let mut marks = Marks::new(&mut wide);
        for option in moves(h) {
            let value = option
                .as_ref()
                .iter()
                .fold(0, |v, &part| match g.get(part) {
                    Some(&x) => v ^ x,
                    None => panic!("a move from a heap of {} leaves a heap of {}", h, part),
                });
            marks.mark(value);
        }
        g.push(marks.mex());
    }
    g
}

/// Grundy values of any game whose positions are hashable, by memoised search: `moves(p)`
/// lists the positions one move leads to.
///
/// # Example
/// ```
/// use impartial::search::Search;
/// // Two heaps; a move takes 1 or 2 from one heap, or 1 from both.
/// let mut game = Search::new(|&(a, b): &(u32, u32)| {
///     let mut to = Vec::new();
///     for t in 1..=2 {
///         if a >= t { to.push((a - t, b)); }
///         if b >= t { to.push((a, b - t)); }
///     }
///     if a > 0 && b > 0 { to.push((a - 1, b - 1)); }
///     to
/// });
/// assert_eq!(game.grundy(&(0, 0)), 0);
/// assert_eq!(game.grundy(&(3, 3)), 0);
/// assert_ne!(game.grundy(&(3, 4)), 0);
/// ```
pub struct Search<P, F> {
    moves: F,
    memo: HashMap<P, u32>,
}

impl<P: Clone + Eq + Hash, F: FnMut(&P) -> Vec<P>> Search<P, F> {
    /// A search with no values known yet.
    pub fn new(moves: F) -> Self {
        Search {
            moves,
            memo: HashMap::new(),
        }
    }

    /// The Grundy value of `start`.
    ///
    /// # Panics
    /// If a position can be reached again from itself (a game with cycles has no Grundy
    /// value; see [`crate::graphs::retrograde`] for win, lose or draw on such games).
    ///
    /// # Complexity
    /// One call of `moves` per position reachable from `start` and not known before, and
    /// O(its options) hash lookups; no recursion, so deep games do not overflow the stack.
    pub fn grundy(&mut self, start: &P) -> u32 {
        if let Some(&v) = self.memo.get(start) {
            return v;
        }
        // Positions being searched, each with its options and the next option to look at.
        let mut stack: Vec<(P, Vec<P>, usize)> = vec![(start.clone(), (self.moves)(start), 0)];
        let mut open: HashSet<P> = HashSet::new();
        open.insert(start.clone());
        let mut wide = Vec::new();
        while let Some(top) = stack.len().checked_sub(1) {
            let (_, options, next) = &mut stack[top];
            if let Some(option) = options.get(*next).cloned() {
                *next += 1;
                if self.memo.contains_key(&option) {
                    continue;
                }
                assert!(
                    !open.contains(&option),
                    "the game has a cycle: a position can be reached from itself"
                );
                let further = (self.moves)(&option);
                open.insert(option.clone());
                stack.push((option, further, 0));
            } else {
                let (position, options, _) = stack.pop().expect("the top exists");
                let mut marks = Marks::new(&mut wide);
                options.iter().for_each(|o| marks.mark(self.memo[o]));
                let value = marks.mex();
                open.remove(&position);
                self.memo.insert(position, value);
            }
        }
        self.memo[start]
    }

    /// How many positions have known values.
    pub fn known(&self) -> usize {
        self.memo.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_and_search_agree_with_the_octal_values() {
        // Kayles 0.77: take 1 or 2 adjacent pins from a row, leaving up to two rows.
        let kayles = |h: usize| {
            let mut options = Vec::new();
            for k in 1..=2.min(h) {
                for a in 0..=(h - k) / 2 {
                    options.push(vec![a, h - k - a]);
                }
            }
            options
        };
        let g = grundy_table(60, kayles);
        assert_eq!(g, crate::octal::Octal::parse("0.77").unwrap().values(60));
        // The same game with a position as the sorted list of rows.
        let mut search = Search::new(|rows: &Vec<usize>| {
            let mut to = Vec::new();
            for (i, &h) in rows.iter().enumerate() {
                for option in kayles(h) {
                    let mut next: Vec<usize> =
                        rows[..i].iter().chain(&rows[i + 1..]).copied().collect();
                    next.extend(option.into_iter().filter(|&x| x > 0));
                    next.sort_unstable();
                    to.push(next);
                }
            }
            to
        });
        for (a, b) in [(3, 5), (7, 7), (10, 4), (12, 1)] {
            assert_eq!(
                search.grundy(&vec![a.min(b), a.max(b)]),
                g[a] ^ g[b],
                "{a} {b}"
            );
        }
        assert!(search.known() > 100);
    }

    #[test]
    fn deep_games_need_no_stack() {
        // Take 1: a chain of a million positions.
        let mut search = Search::new(|&n: &u32| if n > 0 { vec![n - 1] } else { vec![] });
        assert_eq!(search.grundy(&1_000_000), 0);
        assert_eq!(search.grundy(&999_999), 1);
    }

    #[test]
    #[should_panic(expected = "cycle")]
    fn cycles_are_refused() {
        let mut search = Search::new(|&n: &u8| vec![(n + 1) % 3]);
        search.grundy(&0);
    }

    #[test]
    #[should_panic(expected = "leaves a heap of 5")]
    fn growing_heaps_are_refused() {
        grundy_table(6, |h| if h == 5 { vec![[5]] } else { vec![] });
    }
}
