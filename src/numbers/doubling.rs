//! From x = 1, a move makes x into 2x or 2x + 1; whoever makes x exceed N loses. Used by AtCoder
//! ABC 027 C (倍々ゲーム).
//!
//! The moves spell x in binary, one bit a move after the leading 1. Let D be N's bit length.
//! Every number shorter than D is below N, so the first D − 1 moves are safe and the move after
//! them exceeds N for sure: the game turns on whether the number of D bits that the (D − 1)-th
//! move completes is at most N. The player making that move wants it small and plays 0 bits,
//! the other plays 1 bits (bits compare in order), and the number so spelt decides. With D = 1
//! (N = 1) the first move already exceeds N.

/// Whether the first player wins for bound `n`.
///
/// # Constraints
/// `n ≥ 1`.
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// use impartial::numbers::doubling::first_wins;
/// assert!(!first_wins(1) && first_wins(5) && !first_wins(7) && first_wins(10));
/// ```
pub fn first_wins(n: u64) -> bool {
    let d = 64 - n.leading_zeros();
    if d <= 1 {
        return false;
    }
    // Move i (1-based) writes bit i after the leading 1; odd moves are the first player's.
    let last_is_first = (d - 1) % 2 == 1;
    let mut x = 1u64;
    for i in 1..d {
        let small = (i % 2 == 1) == last_is_first; // the last mover's own bits are 0
        x = 2 * x + u64::from(!small);
    }
    (x <= n) == last_is_first
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::atcoder::doubling;

    #[test]
    fn matches_search() {
        for n in 1..=3000 {
            assert_eq!(first_wins(n), doubling(n).wins(&1), "N = {n}");
        }
        assert!(!first_wins(123_456_789_123_456_789));
    }
}
