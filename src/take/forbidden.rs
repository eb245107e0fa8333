//! Nim with forbidden moves: taking exactly y from a heap of exactly x is not allowed. Used by AtCoder ABC 255 G.
//!
//! Nim with forbidden moves (AtCoder ABC 255 G): taking exactly `y` from a heap of exactly `x`
//! is not allowed for each listed pair `(x, y)`; every other take of one or more is.
//!
//! The values stay sparse. Call `x` *special* when some pair forbids a move from it. The
//! values of the heaps below any `x` are always `0..h` for some `h` (each value is either new,
//! `h` itself, or one already present), so an ordinary heap, with every smaller heap
//! reachable, is worth the new value `h`. A special heap is worth the least value all of whose
//! heaps its forbidden takes reach, or `h` if there is none: then it repeats an older value
//! and `h` does not grow. Hence, with `D(x)` the number of special heaps below `x` that
//! repeated a value, an ordinary heap is worth `x − D(x)`; only the special heaps need work.

use std::collections::HashMap;

/// Grundy values of one heap under a list of forbidden `(heap, take)` pairs.
///
/// # Example
/// ```
/// use impartial::take::forbidden::ForbiddenNim;
/// // From a heap of 5 every take is forbidden: it is worth 0, and 6 is worth 5.
/// let g = ForbiddenNim::new((1..=5).map(|y| (5, y)).collect());
/// assert_eq!((3..8).map(|x| g.grundy(x)).collect::<Vec<_>>(), [3, 4, 0, 5, 6]);
/// ```
#[derive(Clone, Debug)]
pub struct ForbiddenNim {
    /// The special heaps, ascending, and their values.
    special: Vec<u64>,
    values: Vec<u64>,
    /// The special heaps that repeated a value, ascending.
    repeats: Vec<u64>,
}

impl ForbiddenNim {
    /// Computes the value of every special heap.
    ///
    /// # Constraints
    /// `1 ≤ y ≤ x` for each pair `(x, y)`; pairs may repeat. Any u64 heaps.
    ///
    /// # Complexity
    /// O(M log M) time and O(M) memory for M pairs.
    pub fn new(mut forbidden: Vec<(u64, u64)>) -> Self {
        debug_assert!(forbidden.iter().all(|&(x, y)| 1 <= y && y <= x));
        forbidden.sort_unstable();
        forbidden.dedup();
        let mut g = ForbiddenNim {
            special: Vec::new(),
            values: Vec::new(),
            repeats: Vec::new(),
        };
        // How many heaps beyond the first hold each repeated value.
        let mut extra: HashMap<u64, u64> = HashMap::new();
        let mut reached = Vec::new();
        for group in runs(&forbidden, |p| p.0) {
            let x = group[0].0;
            reached.clear();
            reached.extend(group.iter().map(|&(_, y)| g.grundy(x - y)));
            reached.sort_unstable();
            let new = x - g.repeats.len() as u64;
            let mut value = new;
            for run in runs(&reached, |&v| v) {
                let v = run[0];
                if run.len() as u64 == 1 + extra.get(&v).copied().unwrap_or(0) {
                    value = v;
                    break;
                }
            }
            if value != new {
                *extra.entry(value).or_insert(0) += 1;
                g.repeats.push(x);
            }
            g.special.push(x);
            g.values.push(value);
        }
        g
    }

    /// The Grundy value of a heap of `x`.
    ///
    /// # Complexity
    /// O(log M).
    pub fn grundy(&self, x: u64) -> u64 {
        match self.special.binary_search(&x) {
            Ok(i) => self.values[i],
            Err(_) => x - self.repeats.partition_point(|&r| r < x) as u64,
        }
    }
}

/// The runs of a slice whose neighbours share `key` (`slice::chunk_by` needs rustc 1.77).
fn runs<T, K: PartialEq>(s: &[T], key: impl Fn(&T) -> K) -> impl Iterator<Item = &[T]> {
    let mut rest = s;
    std::iter::from_fn(move || {
        let first = key(rest.first()?);
        let len = rest.iter().take_while(|t| key(t) == first).count();
        let (run, tail) = rest.split_at(len);
        rest = tail;
        Some(run)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::atcoder::forbidden_nim;
    use crate::oracle::games::xorshift as next;

    #[test]
    fn values_match_search() {
        let mut seed = 0x9e37_79b9_7f4a_7c15;
        for round in 0..300 {
            let m = next(&mut seed) % 25;
            let pairs: Vec<(u64, u64)> = (0..m)
                .map(|_| {
                    let x = 1 + next(&mut seed) % 14;
                    (x, 1 + next(&mut seed) % x)
                })
                .collect();
            let g = ForbiddenNim::new(pairs.clone());
            let mut game = forbidden_nim(pairs.clone());
            for x in 0..20 {
                assert_eq!(
                    g.grundy(x),
                    game.grundy(&vec![x]),
                    "round {round}, {pairs:?}, {x}"
                );
            }
        }
    }

    #[test]
    fn no_pairs_is_nim_and_huge_heaps_work() {
        let g = ForbiddenNim::new(Vec::new());
        assert_eq!(g.grundy(u64::MAX), u64::MAX);
        let top = 1_000_000_000_000_000_000;
        let g = ForbiddenNim::new(vec![(top, top), (top, 1)]);
        // Both forbidden targets (0 and top − 1) are the only heaps of their values.
        assert_eq!(g.grundy(top), 0);
        assert_eq!(g.grundy(top + 1), top);
        assert_eq!(g.grundy(top - 1), top - 1);
    }
}
