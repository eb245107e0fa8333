//! Two players pick unused indices in turn; picking i gives the first player a_i points, the
//! second b_i; the higher total wins. Used by HackerRank's Fun Game.
//!
//! Not an impartial game (the players score differently), but a greedy one: with s_i = a_i +
//! b_i, the difference (first's total − second's) is Σ_{first's picks} s_i − Σ_all b_i, so the
//! first wants its picks' s-sum as large as possible and the second, the total Σ s_i being
//! fixed, wants its own as large as possible too: both collect from one pool of values s_i,
//! where taking the largest value left is optimal (an exchange argument: a strategy that takes
//! a smaller value now can take the larger one instead and the smaller one later, or leave
//! the opponent the smaller one, and is never worse off).

use std::cmp::Ordering;

/// The outcome for the first player: `Greater` if the first wins, `Less` if the second does,
/// `Equal` for a tie.
///
/// # Constraints
/// `a.len() == b.len()`; the sums fit an i128 (any u64 values, fewer than 2^63 of them).
///
/// # Complexity
/// O(n log n).
///
/// # Example
/// ```
/// use impartial::numbers::pick_by_sum::outcome;
/// use std::cmp::Ordering;
/// // HackerRank's samples.
/// assert_eq!(outcome(&[1, 3, 4], &[5, 3, 1]), Ordering::Greater);
/// assert_eq!(outcome(&[1, 1], &[1, 1]), Ordering::Equal);
/// assert_eq!(outcome(&[2, 2], &[3, 3]), Ordering::Less);
/// ```
pub fn outcome(a: &[u64], b: &[u64]) -> Ordering {
    assert_eq!(a.len(), b.len(), "two arrays of one length");
    let mut order: Vec<(u128, usize)> = (0..a.len())
        .map(|i| (u128::from(a[i]) + u128::from(b[i]), i))
        .collect();
    order.sort_unstable_by(|x, y| y.cmp(x));
    let (mut first, mut second) = (0u128, 0u128);
    for (turn, &(_, i)) in order.iter().enumerate() {
        if turn % 2 == 0 {
            first += u128::from(a[i]);
        } else {
            second += u128::from(b[i]);
        }
    }
    first.cmp(&second)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Random arrays of up to 8 values against the minimax of every order of picks.
    #[test]
    fn matches_minimax() {
        let mut seed = 11u64;
        for n in 1..=8 {
            for _ in 0..40 {
                let mut draw = || crate::oracle::games::xorshift(&mut seed) % 6 + 1;
                let a: Vec<u64> = (0..n).map(|_| draw()).collect();
                let b: Vec<u64> = (0..n).map(|_| draw()).collect();
                let best = crate::oracle::hackerrank_games_more::pick_difference(&a, &b);
                assert_eq!(outcome(&a, &b), best.cmp(&0), "{a:?} {b:?}");
            }
        }
    }
}
