//! Take from exactly half of the piles at once. Used by Codeforces 1147C.
//!
//! Taking from half the piles (Codeforces 1147C Thanos Nim): n piles, n even; a move takes at
//! least one stone from each of exactly n/2 nonempty piles; whoever cannot move loses.
//!
//! The first player loses exactly when more than n/2 piles hold the minimum m. Then every move
//! touches a smallest pile and leaves a new minimum below m held by at most n/2 piles, from
//! which the mover brings the n/2 largest piles down to that minimum, making more than half
//! of the piles minimal again. Otherwise the first player does exactly that.

/// Whether the first player wins: at most half of the piles hold the minimum.
///
/// # Constraints
/// An even, nonzero number of piles (the answer for an odd count follows the same rule
/// with ⌊n/2⌋, but the statement has n even).
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use impartial::take::from_half::first_wins;
/// assert!(!first_wins(&[8, 8]));
/// assert!(first_wins(&[3, 1, 4, 1]));
/// ```
pub fn first_wins(piles: &[u64]) -> bool {
    let least = piles.iter().copied().min().unwrap_or(0);
    let at_least = piles.iter().filter(|&&p| p == least).count();
    at_least <= piles.len() / 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::thanos;

    #[test]
    fn matches_search() {
        let mut game = thanos();
        for piles in [2usize, 4] {
            let top = if piles == 2 { 7 } else { 3 };
            let count = (top + 1u64).pow(piles as u32);
            for code in 0..count {
                let mut p: Vec<u64> = (0..piles)
                    .map(|i| code / (top + 1).pow(i as u32) % (top + 1))
                    .collect();
                let got = first_wins(&p);
                p.sort_unstable();
                assert_eq!(got, game.wins(&p), "{p:?}");
            }
        }
    }
}
