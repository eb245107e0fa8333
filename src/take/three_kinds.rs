//! Three kinds of take from a pile: x, y or z objects (all that is left if fewer); a y-take
//! may not follow a y-take on the same pile, nor a z-take a z-take. Whoever takes last wins.
//! Used by Codeforces 1312F (Attack on Red Kingdom), which counts the winning first moves.
//!
//! A pile's position is its size and the kind of its last take (an x-take forbids nothing, so
//! it is as fresh as an untouched pile): three Grundy values per size. With x, y, z ≤ 5, the
//! values at size s ≥ 5 depend only on those at the 5 sizes below, so once a window of 5 rows
//! repeats, the rows are periodic from there on: [`Kinds::new`] computes rows until one does,
//! which is a proof, not an observation.

use std::collections::HashMap;

/// The last take on a pile: none or x (`FRESH`), y, or z.
pub const FRESH: usize = 0;

/// The Grundy values of one pile for takes `x`, `y`, `z`: the rows up to the first repeat of
/// a window of 5, and the period.
#[derive(Clone, Debug)]
pub struct Kinds {
    takes: [u64; 3],
    rows: Vec<[u8; 3]>,
    start: usize,
    period: usize,
}

impl Kinds {
    /// The values for takes `x`, `y`, `z`.
    ///
    /// # Constraints
    /// `1 ≤ x, y, z ≤ 5`.
    ///
    /// # Complexity
    /// O(p) for preperiod and period p (at most 4^15 windows; a few hundred rows in practice).
    pub fn new(x: u64, y: u64, z: u64) -> Kinds {
        assert!(
            [x, y, z].iter().all(|t| (1..=5).contains(t)),
            "takes from 1 to 5"
        );
        let takes = [x, y, z];
        let mut rows: Vec<[u8; 3]> = Vec::new();
        let mut seen: HashMap<u64, usize> = HashMap::new();
        loop {
            let s = rows.len();
            let mut row = [0u8; 3];
            for (last, cell) in row.iter_mut().enumerate() {
                let mut options = 0u8;
                for (kind, &t) in takes.iter().enumerate() {
                    if s > 0 && (kind == FRESH || kind != last) {
                        options |= 1 << rows[s.saturating_sub(t as usize)][kind];
                    }
                }
                *cell = (!options).trailing_zeros() as u8;
            }
            rows.push(row);
            if s >= 4 {
                // Rows s − 4 ..= s, two bits a value: the state the next row depends on.
                let key = rows[s - 4..]
                    .iter()
                    .flatten()
                    .fold(0, |k, &v| k << 2 | u64::from(v));
                if let Some(&first) = seen.get(&key) {
                    return Kinds {
                        takes,
                        start: first - 4,
                        period: s - first,
                        rows,
                    };
                }
                seen.insert(key, s);
            }
        }
    }

    /// The Grundy value of a pile of `size` whose last take was of kind `last` (`FRESH`, 1 for
    /// y, 2 for z).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use impartial::take::three_kinds::{Kinds, FRESH};
    /// let k = Kinds::new(1, 2, 3);
    /// assert_eq!(k.grundy(0, FRESH), 0);
    /// assert_eq!(k.grundy(1, FRESH), 1);
    /// assert_eq!(k.grundy(1_000_000_000_000_000_000, FRESH), k.grundy(1_000_000_000_000_000_000 - k.period() as u64, FRESH));
    /// ```
    pub fn grundy(&self, size: u64, last: usize) -> u64 {
        let s = match size < self.rows.len() as u64 {
            true => size as usize,
            false => self.start + ((size - self.start as u64) % self.period as u64) as usize,
        };
        u64::from(self.rows[s][last])
    }

    /// The period of the rows.
    pub fn period(&self) -> usize {
        self.period
    }

    /// How many first moves (a nonempty pile and a kind of take) leave a position of value 0,
    /// on fresh piles of `sizes`.
    ///
    /// # Complexity
    /// O(|sizes|).
    ///
    /// # Example
    /// ```
    /// use impartial::take::three_kinds::Kinds;
    /// assert_eq!(Kinds::new(1, 3, 4).winning_first_moves(&[7, 6]), 2);
    /// assert_eq!(Kinds::new(1, 2, 3).winning_first_moves(&[1]), 3);
    /// ```
    pub fn winning_first_moves(&self, sizes: &[u64]) -> u64 {
        let sum = sizes.iter().fold(0, |s, &a| s ^ self.grundy(a, FRESH));
        let mut count = 0;
        for &a in sizes.iter().filter(|&&a| a > 0) {
            let rest = sum ^ self.grundy(a, FRESH);
            for (kind, &t) in self.takes.iter().enumerate() {
                count += u64::from(self.grundy(a.saturating_sub(t), kind) == rest);
            }
        }
        count
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::three_kinds;

    #[test]
    fn matches_search() {
        for takes in (0..125).map(|i| [i / 25 + 1, i / 5 % 5 + 1, i % 5 + 1]) {
            let [x, y, z] = takes;
            let kinds = Kinds::new(x, y, z);
            let mut game = three_kinds(takes);
            // Every pile of up to 40 and every last take, against the search's Grundy value.
            for size in 0..40 {
                for last in 0..3 {
                    let v = game.grundy(&vec![(size, last as u8)]);
                    assert_eq!(kinds.grundy(size, last), v, "{takes:?} {size} {last}");
                }
            }
            // Beyond the rows computed: the period holds where the search still reaches.
            for size in (kinds.rows.len() as u64..400).step_by(7) {
                let v = game.grundy(&vec![(size, 0)]);
                assert_eq!(kinds.grundy(size, FRESH), v, "{takes:?} {size}");
            }
        }
    }
}
