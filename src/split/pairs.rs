//! E&D: drop one pile of a pair and split the other in two. Used by Luogu P2148.
//!
//! E&D (SDOI 2009, Luogu P2148): piles in groups of two; a move removes one pile of a group
//! and splits the other pile of that group into two non-empty piles, which form the group
//! anew. Whoever cannot move (every pile is 1) loses.
//!
//! Each group is a game; its Grundy value is the number of trailing 1 bits of
//! `(x − 1) OR (y − 1)`: from the table of small values by search, and proven in the tests
//! against search for all groups of piles up to 64.

/// Grundy value of the group `(x, y)`.
///
/// # Constraints
/// `x, y ≥ 1`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::split::pairs::grundy;
/// assert_eq!(grundy(1, 2) ^ grundy(3, 1), 1); // the first player wins
/// assert_eq!(grundy(1, 1), 0);
/// ```
#[inline]
pub fn grundy(x: u64, y: u64) -> u64 {
    u64::from((x.wrapping_sub(1) | y.wrapping_sub(1)).trailing_ones())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::curriculum::e_and_d;

    #[test]
    fn values_match_search() {
        let mut game = e_and_d();
        for x in 1..=64u64 {
            for y in x..=64 {
                assert_eq!(grundy(x, y), game.grundy(&(x, y)), "({x}, {y})");
                assert_eq!(grundy(y, x), grundy(x, y));
            }
        }
        assert_eq!(grundy(1 << 40, 1), 40);
        assert_eq!(grundy(u64::MAX, u64::MAX), 0); // 2^64 − 2 ends in a 0 bit
    }
}
