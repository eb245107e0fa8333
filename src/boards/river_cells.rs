//! Reclaim a cell of a river of r rows and 2 columns; a reclaimed cell forbids the other column
//! in its own row and in the rows just above and below; whoever reclaims last wins. Used by
//! Codeforces 335C (More Reclamation).
//!
//! A row with a reclaimed cell is out of play, so the free rows fall into stretches between
//! reclaimed rows, played apart. A stretch is known by its length and, at each end, which
//! column (if any) the reclaimed cell beyond forbids in its end row. Reclaiming column c of
//! row i splits a stretch in two, each with column 3 − c forbidden at the end next to row i:
//! Grundy values over (length, top, bottom) by the mex rule, and the stretches' xor decides.

/// The Grundy values of stretches: `g[len][top][bottom]`, ends as 0 (free) or the column
/// (1 or 2) forbidden in the end row.
pub struct Stretches {
    g: Vec<[[u8; 3]; 3]>,
}

impl Stretches {
    /// The values of every stretch up to `r` rows.
    ///
    /// # Constraints
    /// `r` up to a few thousand (the table is quadratic).
    ///
    /// # Complexity
    /// O(r²) time, O(r) memory.
    ///
    /// # Example
    /// ```
    /// use impartial::boards::river_cells::Stretches;
    /// let s = Stretches::new(3);
    /// assert_eq!(s.value(1, 0, 0), 1);
    /// assert_eq!(s.value(1, 1, 2), 0); // both columns forbidden
    /// ```
    pub fn new(r: usize) -> Stretches {
        let mut g = vec![[[0u8; 3]; 3]; r + 1];
        for len in 1..=r {
            for top in 0..3 {
                for bottom in 0..3 {
                    let mut seen = [false; 256];
                    for i in 1..=len {
                        for c in 1..=2 {
                            let blocked = (i == 1 && top == c) || (i == len && bottom == c);
                            if !blocked {
                                let (above, below) = (&g[i - 1][top], &g[len - i][3 - c]);
                                seen[(above[3 - c] ^ below[bottom]) as usize] = true;
                            }
                        }
                    }
                    g[len][top][bottom] = seen.iter().position(|&s| !s).unwrap_or(255) as u8;
                }
            }
        }
        Stretches { g }
    }

    /// The value of a stretch of `len` rows whose ends forbid `top` and `bottom` (0 for none).
    pub fn value(&self, len: usize, top: usize, bottom: usize) -> u8 {
        self.g[len][top][bottom]
    }
}

/// Whether the player to move wins on `r` rows with the reclaimed `cells` (row from 1, column 1
/// or 2), which are legal and sorted by row.
///
/// # Constraints
/// As [`Stretches::new`]; cells legal, one a row at most, sorted by row.
///
/// # Complexity
/// O(r²).
///
/// # Example
/// ```
/// use impartial::boards::river_cells::first_wins;
/// assert!(first_wins(3, &[(1, 1)]));
/// assert!(!first_wins(1, &[(1, 2)]));
/// ```
pub fn first_wins(r: usize, cells: &[(usize, usize)]) -> bool {
    let s = Stretches::new(r);
    let (mut x, mut last_row, mut forbid) = (0u8, 0, 0);
    for &(row, col) in cells {
        x ^= s.value(row - last_row - 1, forbid, 3 - col);
        last_row = row;
        forbid = 3 - col;
    }
    x ^= s.value(r - last_row, forbid, 0);
    x != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces_games::river_cells;

    #[test]
    fn matches_search() {
        // Every legal river of up to 7 rows.
        let mut game = river_cells();
        for r in 1..=7usize {
            for code in 0..3usize.pow(r as u32) {
                let rows: Vec<u8> = (0..r)
                    .map(|i| (code / 3usize.pow(i as u32) % 3) as u8)
                    .collect();
                let legal = rows
                    .windows(2)
                    .all(|w| w[0] == 0 || w[1] == 0 || w[0] == w[1]);
                if legal {
                    let cells: Vec<(usize, usize)> = (0..r)
                        .filter(|&i| rows[i] > 0)
                        .map(|i| (i + 1, usize::from(rows[i])))
                        .collect();
                    assert_eq!(first_wins(r, &cells), game.wins(&rows), "{rows:?}");
                }
            }
        }
    }
}
