//! Placement games won by the point mirror: copy every move through the board's centre. Used by
//! Codeforces 120E (Put Knight!).
//!
//! Knights placed on an n × n board, none attacking another; whoever cannot place one loses.
//! The mirror of a cell p is p' = c − (p − c) for the centre c, and p − p' = 2(p − c). On an
//! odd board the first player takes the centre, then answers each p with p': it is empty and
//! unattacked by symmetry, and p does not attack it since 2(p − c) has even coordinates and a
//! knight's step does not. On an even board there is no central cell and 2(p − c) has odd
//! coordinates, which no knight's step has either: the second player answers p with p'. So the
//! first player wins exactly on odd boards.

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
}
