//! Add to a set of numbers the difference |x − y| of two of its numbers that it lacks; whoever
//! cannot move loses. Used by Codeforces 346A (Alice and Bob).
//!
//! Differences never leave the multiples of g, the gcd of the set, nor pass its largest number
//! m; and until every multiple of g up to m is present a move exists (Euclid's algorithm on the
//! set reaches g, and from g and m every m − kg). So however anyone plays, the game ends at
//! {g, 2g, …, m} after exactly m/g − n moves for a set of n numbers: its parity decides.

use crate::numbers::factor::gcd;

/// The number of moves every game on `set` lasts.
///
/// # Constraints
/// `set` nonempty, distinct positive numbers.
///
/// # Complexity
/// O(n log max).
///
/// # Example
/// ```
/// use impartial::numbers::difference_closure::moves;
/// assert_eq!(moves(&[2, 3]), 1); // 1 is added, then 1, 2, 3 is closed
/// assert_eq!(moves(&[5, 6, 7]), 4);
/// ```
pub fn moves(set: &[u64]) -> u64 {
    let g = set.iter().fold(0, |g, &a| gcd(g, u128::from(a))) as u64;
    let max = set.iter().copied().max().unwrap_or(0);
    (max / g.max(1)).saturating_sub(set.len() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::difference_closure;

    #[test]
    fn matches_search() {
        let mut game = difference_closure();
        // Every set of distinct numbers from 1 to 9 (of at least two): the parity decides, and
        // the game's length is forced.
        for mask in 1u32..1 << 9 {
            let set: Vec<u64> = (1..=9).filter(|&v| mask >> (v - 1) & 1 == 1).collect();
            assert_eq!(moves(&set) % 2 == 1, game.wins(&set), "{set:?}");
            let mut longest = set.clone();
            while let Some(next) = game.options(&longest).into_iter().next() {
                longest = next;
            }
            assert_eq!(longest.len() - set.len(), moves(&set) as usize, "{set:?}");
        }
    }
}
