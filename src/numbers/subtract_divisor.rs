//! Subtract a proper divisor. Used by Codeforces 1537D.
//!
//! Subtracting a proper divisor (Codeforces 1537D Deleting Divisors): from n, a move subtracts
//! a divisor of n other than 1 and n; whoever cannot move loses.
//!
//! - An odd n loses: its moves subtract an odd divisor d, leaving the even n − d, which still
//!   has d as a divisor (so it is no power of two) and which wins by subtracting d again; a
//!   prime has no move at all.
//! - An even n that is no power of two wins: it subtracts an odd divisor, leaving an odd loss.
//! - A power of two 2^e can only leave 2^(e−1) (any other even divisor leaves an even number
//!   with an odd part, a win; an odd one there is none): it wins iff e is even.

/// Whether the first player wins from `n`.
///
/// # Constraints
/// Any u64 `n` (`n ≤ 1` has no move).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::numbers::subtract_divisor::first_wins;
/// assert!(!first_wins(1) && first_wins(4) && first_wins(12) && !first_wins(69));
/// assert!(!first_wins(8) && first_wins(16));
/// ```
pub fn first_wins(n: u64) -> bool {
    if n % 2 == 1 || n == 0 {
        return false;
    }
    !n.is_power_of_two() || n.trailing_zeros() % 2 == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::deleting_divisors;

    #[test]
    fn matches_search() {
        let mut game = deleting_divisors();
        for n in 1..700u64 {
            assert_eq!(first_wins(n), game.wins(&n), "{n}");
        }
        assert!(first_wins(1 << 62) && !first_wins(1 << 63) && !first_wins(u64::MAX));
    }
}
