//! Games decided by outcome tables rather than Grundy values: when only who wins matters, a
//! table of wins and losses is cheaper than a table of values.
//!
//! - [`subtraction_outcomes`]: a subtraction game on one heap, win or loss for every size.
//! - [`one_each_fold`]: heaps where a move takes one coin from each heap of a nonempty set of
//!   them. The player to move loses exactly when every heap is even: whatever set the mover
//!   takes from, the opponent takes from the same set again.

/// Wins (`true`) and losses of the subtraction game with take sizes `set` for every heap of
/// `0..=n`: a heap loses exactly when no take leads to a loss. Take sizes of 0 or above `n`
/// are ignored.
///
/// # Constraints
/// `n + 1` bytes of memory.
///
/// # Complexity
/// O(n + L · k) for the L losing heaps and k take sizes: each loss marks the heaps it is a
/// take away from. With 1 among the take sizes no two losses are adjacent, so L ≤ n/2 + 1.
///
/// # Example
/// ```
/// use impartial::outcome::subtraction_outcomes;
/// let wins = subtraction_outcomes(10, &[1, 3, 4]);
/// let text: String = wins[1..].iter().map(|&w| if w { 'W' } else { 'L' }).collect();
/// assert_eq!(text, "WLWWWWLWLW");
/// ```
pub fn subtraction_outcomes(n: usize, set: &[u64]) -> Vec<bool> {
    let mut takes: Vec<usize> = set
        .iter()
        .filter(|&&s| s >= 1 && s <= n as u64)
        .map(|&s| s as usize)
        .collect();
    takes.sort_unstable();
    takes.dedup();
    let mut wins = vec![false; n + 1];
    for i in 0..=n {
        if !wins[i] {
            for &s in takes.iter().take_while(|&&s| s <= n - i) {
                wins[i + s] = true;
            }
        }
    }
    wins
}

/// One step of the fold that decides the game of taking one coin from each heap of a
/// nonempty set: whether some heap so far is odd. The first player wins exactly when the fold
/// over all heaps (from `false`) is `true`.
///
/// # Constraints
/// Any u64 heaps.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::outcome::one_each_fold;
/// assert!([1, 2, 3].into_iter().fold(false, one_each_fold));
/// assert!(![2, 2].into_iter().fold(false, one_each_fold));
/// ```
#[inline]
pub fn one_each_fold(odd: bool, heap: u64) -> bool {
    odd | (heap & 1 == 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::curriculum::one_each;
    use crate::oracle::games::subtraction;
    use rand::{rngs::StdRng, RngExt, SeedableRng};

    #[test]
    fn subtraction_outcomes_match_search() {
        let mut rng = StdRng::seed_from_u64(4);
        for _ in 0..60 {
            let k = rng.random_range(1..5);
            let mut set: Vec<u64> = (0..k).map(|_| rng.random_range(1..9)).collect();
            if rng.random() {
                set.push(1);
            }
            let wins = subtraction_outcomes(40, &set);
            let mut game = subtraction(set.clone());
            for n in 0..=40u64 {
                assert_eq!(wins[n as usize], game.wins(&vec![n]), "{set:?}, n {n}");
            }
        }
        assert_eq!(subtraction_outcomes(0, &[1]), [false]);
        assert_eq!(subtraction_outcomes(3, &[0, 7]), [false; 4]);
    }

    #[test]
    fn one_each_matches_search() {
        let mut game = one_each();
        for a in 0..5u64 {
            for b in a..5 {
                for c in b..5 {
                    let heaps = vec![a, b, c];
                    let want = game.wins(&heaps);
                    assert_eq!(heaps.into_iter().fold(false, one_each_fold), want);
                }
            }
        }
    }
}
