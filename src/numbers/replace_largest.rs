//! Replace the largest number by a smaller one not present. Used by AtCoder ARC 137 C.
//!
//! Replacing the largest (AtCoder ARC 137 C): N distinct non-negative numbers; a move replaces
//! the largest by a smaller non-negative number not present. Whoever cannot move loses.
//!
//! Let `f = A_N − (N − 1)`, the free numbers below the largest.
//! - If the top two are adjacent, every move makes `A_N − 1` the largest, so `f` drops by
//!   exactly 1. A mover can keep the top two adjacent (move to `A_N − 2`, or anywhere if
//!   that is taken) and must, since a gap of 2 or more loses (next case). So the game lasts
//!   exactly `f` moves: the first player wins iff `f` is odd.
//! - If the largest exceeds the second largest by 2 or more, the first player wins: moving
//!   the largest to `A_{N−1} + 1` leaves adjacent tops with `f₁` free numbers, and moving it
//!   to `A_{N−1} − 1` (or anywhere free, if that is taken) leaves adjacent tops with `f₁ − 1`;
//!   one of the two is even, a loss for the opponent.
//!
//! Both facts are checked against exhaustive search in the tests.

/// Whether the first player wins, given the count `n ≥ 2` of numbers, the second largest and
/// the largest.
///
/// # Constraints
/// `n ≥ 2`, `second < largest`, the numbers distinct and non-negative (so `largest ≥ n − 1`).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::numbers::replace_largest::first_wins;
/// assert!(first_wins(2, 2, 4)); // 4 → 3 wins
/// assert!(!first_wins(3, 1, 2)); // 0 1 2: no move
/// ```
pub fn first_wins(n: u64, second: u64, largest: u64) -> bool {
    debug_assert!(n >= 2 && second < largest && largest >= n - 1);
    largest - second >= 2 || (largest - (n - 1)) % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::atcoder::distinct_numbers;

    /// Every set of `n` distinct numbers below `top`, as a bit mask.
    fn sets(n: u32, top: u32) -> impl Iterator<Item = Vec<u64>> {
        (0u32..1 << top)
            .filter(move |m| m.count_ones() == n)
            .map(move |m| (0..u64::from(top)).filter(|&i| m >> i & 1 == 1).collect())
    }

    #[test]
    fn matches_search() {
        let mut game = distinct_numbers();
        for n in 2..=5 {
            for a in sets(n, 11) {
                let (top, second) = (a[a.len() - 1], a[a.len() - 2]);
                assert_eq!(first_wins(n.into(), second, top), game.wins(&a), "{a:?}");
            }
        }
    }
}
