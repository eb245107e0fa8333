//! Take the same number from every nonempty pile. Used by Codeforces 1965A.
//!
//! Piles; a move chooses `k` from 1 to the smallest nonempty pile and takes `k` stones from
//! every nonempty pile; whoever cannot move loses (Codeforces 1965A Everything Nim).
//!
//! Only the distinct sizes matter, and sorted, `d₁ < d₂ < … < d_c`, they empty in order: a
//! move takes from the smallest gap `d₁, d₂ − d₁, …` still standing and from nothing beyond
//! it (the larger piles lose the same `k`, which the gaps do not see). So the game is
//! [`crate::take::in_order`] on the gaps.

use crate::take::in_order;

/// Whether the first player wins on `piles` (sorted and deduplicated in place).
///
/// # Constraints
/// Any piles, any number.
///
/// # Complexity
/// O(n log n).
///
/// # Example
/// ```
/// use impartial::take::from_every::first_wins;
/// assert!(first_wins(&mut vec![3, 3, 3, 3, 3]));
/// assert!(!first_wins(&mut vec![1, 7]));
/// assert!(!first_wins(&mut vec![2, 1, 3, 4, 2, 4]));
/// ```
pub fn first_wins(piles: &mut Vec<u64>) -> bool {
    piles.sort_unstable();
    piles.dedup();
    let gaps = piles
        .iter()
        .scan(0, |below, &p| Some(p - std::mem::replace(below, p)));
    in_order::first_wins(gaps)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::from_every;

    #[test]
    fn matches_search() {
        let mut game = from_every();
        for len in 1..=4u32 {
            for code in 0..7u64.pow(len) {
                let piles: Vec<u64> = (0..len).map(|i| code / 7u64.pow(i) % 7).collect();
                let mut sorted = piles.clone();
                sorted.sort_unstable();
                assert_eq!(
                    first_wins(&mut piles.clone()),
                    game.wins(&sorted),
                    "{piles:?}"
                );
            }
        }
    }
}
