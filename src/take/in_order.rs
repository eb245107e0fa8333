//! Take from the first nonempty pile only. Used by Codeforces 1382B and, through the gaps of
//! the sorted sizes, by [`crate::take::from_every`] (Codeforces 1965A).
//!
//! Piles in a row; a move takes any positive number of stones from the first nonempty pile;
//! whoever cannot move loses (Codeforces 1382B Sequential Nim).
//!
//! Whoever first moves at a pile of two or more stones wins: from there they can either
//! empty it or leave one stone, so they choose who moves first at the rest of the row, and
//! by induction from the last pile that choice wins. A pile of one stone passes the turn.
//! So with `k` leading piles of one stone, the first player wins when `k` is even, unless
//! every pile has one stone: then the player who takes the last wins, the first when the
//! count is odd. Empty piles are no piles.

/// Whether the first player wins on the piles `piles`, in order (empty ones skipped).
///
/// # Constraints
/// Any piles, any number.
///
/// # Complexity
/// O(n), stopping at the first pile of two or more.
///
/// # Example
/// ```
/// use impartial::take::in_order::first_wins;
/// assert!(first_wins([2, 5, 4]));
/// assert!(!first_wins([1, 1, 1, 1, 1, 1, 1, 1]));
/// assert!(first_wins([1, 1, 2, 1, 2, 2]));
/// ```
pub fn first_wins(piles: impl IntoIterator<Item = u64>) -> bool {
    let mut ones = 0u64;
    for p in piles.into_iter().filter(|&p| p > 0) {
        if p > 1 {
            return ones % 2 == 0;
        }
        ones += 1;
    }
    ones % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::in_order;

    #[test]
    fn matches_search() {
        let mut game = in_order();
        for len in 0..=5u32 {
            for code in 0..4u64.pow(len) {
                let piles: Vec<u64> = (0..len).map(|i| code / 4u64.pow(i) % 4).collect();
                assert_eq!(
                    first_wins(piles.iter().copied()),
                    game.wins(&piles),
                    "{piles:?}"
                );
            }
        }
    }
}
