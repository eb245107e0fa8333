//! Placement games won by the point mirror: copy every move through the board's centre. Used by
//! Codeforces 120E (Put Knight!) and 197A (Plate Game).
//!
//! Knights placed on an n × n board, none attacking another; whoever cannot place one loses.
//! The mirror of a cell p is p' = c − (p − c) for the centre c, and p − p' = 2(p − c). On an
//! odd board the first player takes the centre, then answers each p with p': it is empty and
//! unattacked by symmetry, and p does not attack it since 2(p − c) has even coordinates and a
//! knight's step does not. On an even board there is no central cell and 2(p − c) has odd
//! coordinates, which no knight's step has either: the second player answers p with p'. So the
//! first player wins exactly on odd boards.
//!
//! Round plates of radius r placed on an a × b table, inside it and not overlapping (touching
//! is allowed); whoever cannot place one loses. No search covers a continuous board, but the
//! mirror settles it for every a, b and r: if a plate fits (2r ≤ a and 2r ≤ b), the first
//! player puts one at the centre c and answers a plate at p with one at p' = 2c − p. That plate
//! lies on the table by symmetry and clears every plate but p's, since the position was
//! symmetric before p; and it clears p's own, as |p − p'| = 2|p − c| ≥ 4r (p's plate clears the
//! centre's). Plates take area, so the game ends, and the first player always has a move. If no
//! plate fits, the first player has none.

/// Whether the first player wins the knight-placing game on an `n` × `n` board.
///
/// # Constraints
/// Any n (0: no move, so the first player loses).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::boards::point_mirror::knights_first_wins;
/// assert!(!knights_first_wins(2));
/// assert!(knights_first_wins(1));
/// ```
pub fn knights_first_wins(n: u64) -> bool {
    n % 2 == 1
}

/// Whether the first player wins the plate game on an `a` × `b` table with plates of radius
/// `r`: whether one plate fits.
///
/// # Constraints
/// Any u64 (2r is formed in u128).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::boards::point_mirror::plates_first_wins;
/// assert!(plates_first_wins(5, 5, 2)); // Codeforces 197A's samples
/// assert!(!plates_first_wins(6, 7, 4));
/// ```
pub fn plates_first_wins(a: u64, b: u64, r: u64) -> bool {
    2 * u128::from(r) <= u128::from(a.min(b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces_games::knights;

    #[test]
    fn matches_search() {
        for n in 1..=5 {
            assert_eq!(knights_first_wins(n as u64), knights(n).wins(&0), "n = {n}");
        }
    }

    #[test]
    fn plates_fit_or_not() {
        assert!(plates_first_wins(2, 2, 1)); // touches all four sides
        assert!(!plates_first_wins(1, 100, 1));
        assert!(plates_first_wins(u64::MAX, u64::MAX, u64::MAX / 2));
        assert!(!plates_first_wins(u64::MAX, u64::MAX, u64::MAX / 2 + 1));
    }
}
