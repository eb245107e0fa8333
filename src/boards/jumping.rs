//! Jump a piece over its neighbours on a row. Used by Luogu P2575.
//!
//! The jumping row (Luogu P2575 高手过招, HDU 5724 Chess): pieces on a row of cells; a move
//! takes one piece to the first empty cell to its right, jumping over the pieces between; no
//! piece leaves the row. Whoever cannot move loses; rows of a board form a sum.
//!
//! It is staircase Nim in disguise. Number each maximal run of pieces by the count of empty
//! cells to its right (its *step*). Moving a piece of a run on step k to the empty cell after
//! the run carries it and the pieces right of it (1 to all of the run) to step k − 1; runs on
//! step 0 touch the right end and are stuck. So a row is worth the XOR of the run lengths on
//! odd steps: moves from odd steps are Nim moves, and moves onto odd steps only ever change
//! that XOR (so its value, the mex, is exactly the XOR; no table of 2^20 rows is needed).

/// Grundy value of a row of `width` cells; bit `i` of `row` is a piece on cell `i + 1`
/// (cells numbered from the left).
///
/// # Constraints
/// `width ≤ 64`; no bits at or above `width`.
///
/// # Complexity
/// O(width).
///
/// # Example
/// ```
/// use impartial::boards::jumping::grundy;
/// assert_eq!(grundy(0b11 << 18, 20), 0); // pieces on 19 and 20: stuck
/// assert_eq!(grundy(1 << 18, 20), 1);    // a piece on 19: one move
/// assert_eq!(grundy(1 << 17, 20), 0);    // on 18: two forced moves
/// ```
pub fn grundy(row: u64, width: u32) -> u64 {
    let (mut x, mut empties, mut run) = (0, 0u32, 0u64);
    for i in (0..width).rev() {
        if row >> i & 1 == 1 {
            run += 1;
        } else {
            if empties % 2 == 1 {
                x ^= run;
            }
            {
                let t = (0, empties + 1);
                run = t.0;
                empties = t.1;
            }
        }
    }
    if empties % 2 == 1 {
        x ^= run;
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::curriculum::jump_row;

    #[test]
    fn every_row_of_up_to_12_cells_matches_search() {
        for width in 1..=12u32 {
            let mut game = jump_row(width);
            for row in 0..1u32 << width {
                assert_eq!(
                    grundy(row.into(), width),
                    game.grundy(&row),
                    "{row:b} of {width}"
                );
            }
        }
    }

    #[test]
    fn rows_of_the_judges_width_match_search() {
        let mut game = jump_row(20);
        for row in [1u32 << 18, 1 << 17, 0b1011 << 10, 0b1_0110_1101 << 3] {
            assert_eq!(grundy(row.into(), 20), game.grundy(&row));
        }
    }
}
