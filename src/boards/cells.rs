//! Sets of occupied cells on a row, for pieces that may not share one. Used by Luogu P10507 and POJ 1704.
//!
//! Sets of occupied cells, for games whose pieces must stand on distinct cells (POJ 1704's
//! chessmen, a board's lit cells): reading a position checks each cell as it comes, so that a
//! repeated cell is an error at its own token.

use std::collections::HashSet;

/// A set of u64 cells: a bitmap for cells below 2^22 (at most 512 KiB, grown as needed), a
/// hash set beyond.
///
/// # Constraints
/// Any u64 cells.
///
/// # Complexity
/// [`Occupied::insert`] is O(1) (amortised while the bitmap grows); [`Occupied::clear`] is
/// O(cells inserted since the last clear).
///
/// # Example
/// ```
/// use impartial::boards::cells::Occupied;
/// let mut cells = Occupied::default();
/// assert!(cells.insert(5) && cells.insert(1 << 40));
/// assert!(!cells.insert(5) && !cells.insert(1 << 40));
/// cells.clear();
/// assert!(cells.insert(5));
/// ```
#[derive(Default)]
pub struct Occupied {
    bits: Vec<u64>,
    /// The cells set in `bits`, to clear them.
    near: Vec<u64>,
    far: HashSet<u64>,
}

/// Cells below this go in the bitmap.
const NEAR: u64 = 1 << 22;

impl Occupied {
    /// Marks `cell`; false if it was marked already.
    pub fn insert(&mut self, cell: u64) -> bool {
        if cell >= NEAR {
            return self.far.insert(cell);
        }
        let (word, bit) = ((cell / 64) as usize, 1u64 << (cell % 64));
        if word >= self.bits.len() {
            self.bits.resize(word + 1, 0);
        }
        let fresh = self.bits[word] & bit == 0;
        self.bits[word] |= bit;
        if fresh {
            self.near.push(cell);
        }
        fresh
    }

    /// Unmarks every cell.
    pub fn clear(&mut self) {
        for cell in self.near.drain(..) {
            self.bits[(cell / 64) as usize] = 0;
        }
        self.far.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, RngExt, SeedableRng};

    #[test]
    fn agrees_with_a_hash_set() {
        let mut rng = StdRng::seed_from_u64(5);
        let mut cells = Occupied::default();
        for round in 0..50 {
            let mut want = HashSet::new();
            for _ in 0..rng.random_range(0..2000) {
                let cell = match rng.random_range(0..3) {
                    0 => rng.random_range(0..100),
                    1 => rng.random_range(NEAR - 100..NEAR + 100),
                    _ => rng.random(),
                };
                assert_eq!(
                    cells.insert(cell),
                    want.insert(cell),
                    "round {round}, {cell}"
                );
            }
            cells.clear();
        }
    }
}
