//! Cut a sheet of cells in two. Used by Luogu P10501.
//!
//! The cutting game (POJ 2311, Luogu P10501): a sheet of W × H cells; a move cuts one piece
//! into two rectangles along a grid line; whoever cuts out a single cell (a 1 × 1 piece) wins.
//!
//! A move that leaves a strip (a piece 1 cell wide, at least 2 long) loses at once: the
//! opponent cuts a single cell off it. So between careful players every piece keeps both
//! sides at least 2, and a cut of a W-wide piece leaves widths `a` and `W − a` with
//! `2 ≤ a ≤ W − 2`. Under that rule the game is a sum of its pieces, whose Grundy values
//! [`Cutting`] tabulates; a piece with no such cut (2 × 2, 2 × 3, 3 × 3) forces its player to
//! make a strip, which is a loss, exactly as a value of 0 says. The oracle checks this against
//! search of the game as stated, single cells and strips included.

/// Grundy values of pieces with both sides from 2 to a maximum.
#[derive(Clone, Debug)]
pub struct Cutting {
    max: usize,
    values: Vec<u32>,
}

impl Cutting {
    /// The values of every piece up to `max × max`.
    ///
    /// # Constraints
    /// `max ≥ 2`; memory `(max + 1)²` values.
    ///
    /// # Complexity
    /// O(max³).
    ///
    /// # Example
    /// ```
    /// use impartial::split::cutting::Cutting;
    /// let c = Cutting::new(200);
    /// assert!(!c.first_wins(2, 2) && !c.first_wins(3, 2) && c.first_wins(4, 2));
    /// ```
    pub fn new(max: usize) -> Self {
        let side = max + 1;
        let mut values = vec![0u32; side * side];
        let mut seen = vec![u32::MAX; 2 * side + 2];
        // A w × h piece is worth what an h × w one is, and a cut at a what one at w − a is:
        // each piece with h ≤ w, each cut up to the middle, the value written to both places.
        for w in 2..=max {
            for h in 2..=w {
                let stamp = (w * side + h) as u32;
                for a in 2..=w / 2 {
                    let v = values[h * side + a] ^ values[h * side + w - a];
                    seen[v as usize] = stamp;
                }
                for b in 2..=h / 2 {
                    let v = values[w * side + b] ^ values[w * side + h - b];
                    seen[v as usize] = stamp;
                }
                let value = (0..).find(|&g| seen[g] != stamp).unwrap() as u32;
                values[w * side + h] = value;
                values[h * side + w] = value;
            }
        }
        Cutting { max, values }
    }

    /// The Grundy value of a `w × h` piece (both sides at least 2).
    ///
    /// # Constraints
    /// `2 ≤ w, h ≤ max`.
    pub fn grundy(&self, w: usize, h: usize) -> u32 {
        assert!((2..=self.max).contains(&w) && (2..=self.max).contains(&h));
        self.values[w * (self.max + 1) + h]
    }

    /// Whether the first player wins on one `w × h` sheet.
    pub fn first_wins(&self, w: usize, h: usize) -> bool {
        self.grundy(w, h) != 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symmetric_and_known_small_values() {
        let c = Cutting::new(40);
        for w in 2..=40 {
            for h in 2..=40 {
                assert_eq!(c.grundy(w, h), c.grundy(h, w));
            }
        }
        assert_eq!([c.grundy(2, 2), c.grundy(2, 3), c.grundy(3, 3)], [0, 0, 0]);
        assert_eq!(c.grundy(2, 4), 1);
    }
}
