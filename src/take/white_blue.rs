//! Piles of w white and b blue stones: take a white stone away and add w blue ones (w counted
//! before), or take 1 to ⌊b/2⌋ blue stones; whoever cannot move loses. Used by AtCoder
//! Typical 90 #031 (VS AtCoder).
//!
//! Row by row, `cargo impartial pattern` (on 1 300 values) sees the rule of taking up to half,
//! G(2m) = m and G(2m + 1) = G(m), shifted or with exceptions where the white move reaches
//! (rows 0, 1, 2 and 5), but finds nothing for row 3; so [`Table`] computes the values by the
//! mex rule, each row in one pass: the blue takes from b reach
//! the window `[⌈b/2⌉, b − 1]` of the same row, whose two ends only move right, so counts of
//! the values inside it are kept as it slides.

/// The Grundy values for w up to a bound and b up to a bound.
#[derive(Clone, Debug)]
pub struct Table {
    rows: Vec<Vec<u32>>,
    max_b: usize,
}

impl Table {
    /// The values for `w ≤ max_w` and `b ≤ max_b` (row w is computed further, to the blue
    /// stones a white move from a larger row can reach).
    ///
    /// # Complexity
    /// O(max_w · (max_b + max_w²) · v) time for values up to v (about b/2), O(max_w · (max_b +
    /// max_w²)) memory.
    pub fn new(max_w: usize, max_b: usize) -> Table {
        let mut rows: Vec<Vec<u32>> = Vec::with_capacity(max_w + 1);
        for w in 0..=max_w {
            let len = max_b + 1 + (w + 1..=max_w).sum::<usize>();
            let mut row = vec![0u32; len];
            let mut count = vec![0u32; len + 2];
            let mut low = 0; // the window is low..b
            for b in 0..len {
                while low < (b + 1) / 2 {
                    count[row[low] as usize] -= 1;
                    low += 1;
                }
                let white = match w {
                    0 => None,
                    _ => Some(rows[w - 1][b + w]),
                };
                let mut v = 0;
                while count[v as usize] > 0 || white == Some(v) {
                    v += 1;
                }
                row[b] = v;
                count[v as usize] += 1;
            }
            rows.push(row);
        }
        Table { rows, max_b }
    }

    /// The Grundy value of a pile of `w` white and `b` blue stones, or `None` outside the table.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use impartial::take::white_blue::Table;
    /// let t = Table::new(2, 10);
    /// assert_eq!((t.grundy(0, 2), t.grundy(1, 1), t.grundy(2, 10)), (Some(1), Some(0), Some(1)));
    /// assert_eq!(t.grundy(3, 0), None);
    /// ```
    pub fn grundy(&self, w: usize, b: usize) -> Option<u64> {
        match b <= self.max_b {
            true => self.rows.get(w).map(|r| u64::from(r[b])),
            false => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::atcoder::white_blue;

    #[test]
    fn matches_search() {
        let mut game = white_blue();
        let table = Table::new(8, 60);
        for w in 0..=8u64 {
            for b in 0..=60u64 {
                let v = game.grundy(&vec![(w, b)]);
                assert_eq!(table.grundy(w as usize, b as usize), Some(v), "{w} {b}");
            }
        }
        // Two piles: the xor decides.
        for (p, q) in [((1, 3), (2, 5)), ((3, 0), (0, 7)), ((2, 2), (2, 2))] {
            let sum = table.grundy(p.0, p.1).unwrap() ^ table.grundy(q.0, q.1).unwrap();
            let pile = |(w, b): (usize, usize)| (w as u64, b as u64);
            let mut both = vec![pile(p), pile(q)];
            both.sort_unstable();
            assert_eq!(sum != 0, game.wins(&both), "{p:?} {q:?}");
        }
    }
}
