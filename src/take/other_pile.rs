//! Take one from any pile but the one taken from last. Used by Codeforces 1396B.
//!
//! The previous move's pile is forbidden (Codeforces 1396B Stoned Game): a move takes one
//! stone from a nonempty pile other than the one the previous move took from.
//!
//! If one pile holds more than all the others together, the first player takes from it every
//! turn and the opponent runs out first. Otherwise neither player can ever be left facing
//! such a pile on the opponent's side (the mover takes from the largest pile), every stone is
//! taken, and the player who takes the last one wins: the first player iff the total is odd.

/// Whether the first player wins, given the largest pile and the total of all piles.
///
/// # Constraints
/// `largest ≤ total`; any u64 values.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::take::other_pile::first_wins;
/// assert!(first_wins(2, 2)); // one pile of 2
/// assert!(!first_wins(1, 2)); // piles 1 and 1
/// ```
pub fn first_wins(largest: u64, total: u64) -> bool {
    debug_assert!(largest <= total);
    largest > total - largest || total % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::stoned;

    #[test]
    fn matches_search() {
        let mut game = stoned();
        for n in 1..=4usize {
            let top = [0, 9, 6, 4, 3][n];
            for code in 0..(top + 1u64).pow(n as u32) {
                let p: Vec<u64> = (0..n)
                    .map(|i| code / (top + 1).pow(i as u32) % (top + 1))
                    .collect();
                let (largest, total) = (*p.iter().max().unwrap(), p.iter().sum());
                assert_eq!(
                    first_wins(largest, total),
                    game.wins(&(p.clone(), usize::MAX)),
                    "{p:?}"
                );
            }
        }
    }
}
