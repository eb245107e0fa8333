//! Write 0 or 1 in an empty cell of a row, never beside an equal digit; whoever cannot write
//! loses. Used by AtCoder ARC 151 C (01 Game).
//!
//! The written cells cut the row into gaps played independently, so the row's value is the
//! nim-sum of its gaps' values, and a gap's value depends only on what bounds it:
//! - nothing on either side (the row is empty): its length mod 2 — an odd row is won by writing
//!   in the middle and mirroring;
//! - a digit on one side only: its length L — writing beside the digit leaves L − 1, and
//!   writing at distance i ≥ 2 leaves a one-sided gap of L − i beside a closed gap of value 0
//!   or 1 as the digit is chosen, which reaches every value below L and never L;
//! - digits on both sides: 1 if they are equal, 0 if they differ, whatever the length — by
//!   induction, a move between different digits leaves one closed gap of each kind (worth 1
//!   together, so 0 is never reached), and a move between equal digits two of one kind (0).
//!
//! The module's test checks all four against exhaustive search.

/// The Grundy value of a gap of `len` empty cells, with the digits `left` and `right` beside
/// it (`None`: the row's end).
///
/// # Constraints
/// `len ≥ 1`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::strings::alternating_fill::gap_value;
/// assert_eq!(gap_value(5, None, None), 1);
/// assert_eq!(gap_value(5, Some(true), None), 5);
/// assert_eq!(gap_value(4, Some(true), Some(true)), 1);
/// assert_eq!(gap_value(3, Some(false), Some(true)), 0);
/// ```
pub fn gap_value(len: u64, left: Option<bool>, right: Option<bool>) -> u64 {
    match (left, right) {
        (None, None) => len % 2,
        (Some(_), None) | (None, Some(_)) => len,
        (Some(a), Some(b)) => u64::from(a == b),
    }
}

/// The Grundy value of a row of `n` cells whose written cells are `written`, as (cell from 1,
/// digit) in increasing order of cell.
///
/// # Constraints
/// Cells increasing, from 1 to `n`; neighbouring written cells hold different digits.
///
/// # Complexity
/// O(|written|).
///
/// # Example
/// ```
/// use impartial::strings::alternating_fill::row_value;
/// // _ 0 _ 1 _ _ _: gaps 1 (one side), 1 (0 and 1 around it: 0), 3 (one side).
/// assert_eq!(row_value(7, &[(2, false), (4, true)]), 1 ^ 0 ^ 3);
/// assert_eq!(row_value(3, &[(1, true), (2, false), (3, true)]), 0);
/// ```
pub fn row_value(n: u64, written: &[(u64, bool)]) -> u64 {
    let (mut value, mut last) = (0, None);
    let mut cell = 0;
    for &(x, digit) in written {
        if x > cell + 1 {
            value ^= gap_value(x - cell - 1, last, Some(digit));
        }
        cell = x;
        last = Some(digit);
    }
    match n > cell {
        true => value ^ gap_value(n - cell, last, None),
        false => value,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::atcoder::alternating_fill;

    #[test]
    fn matches_search() {
        let mut game = alternating_fill();
        for n in 1..=9u32 {
            // Every row of n cells, each empty (2), 0 or 1, with no equal digits side by side.
            for code in 0..3u64.pow(n) {
                let row: Vec<u8> = (0..n).map(|i| (code / 3u64.pow(i) % 3) as u8).collect();
                if row.windows(2).any(|w| w[0] == w[1] && w[0] < 2) {
                    continue;
                }
                let written: Vec<(u64, bool)> = (0..row.len())
                    .filter(|&i| row[i] < 2)
                    .map(|i| (i as u64 + 1, row[i] == 1))
                    .collect();
                assert_eq!(
                    row_value(u64::from(n), &written),
                    game.grundy(&row),
                    "{row:?}"
                );
            }
        }
    }
}
