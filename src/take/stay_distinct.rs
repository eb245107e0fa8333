//! Take one stone from a pile; whoever leaves two equal piles, or faces only empty ones, loses.
//! Used by Codeforces 1191D (Tokitsukaze, CSL and Stone Game).
//!
//! A move that makes two piles equal loses at once, so it is as good as no move: the game is
//! normal play with the moves that keep the piles distinct. Piles that are already distinct can
//! only shrink to 0, 1, …, n − 1 (any other distinct sizes leave a smallest gap to take into),
//! and every stone above that floor is taken one a move: the game lasts Σa − n(n − 1)/2 moves
//! however anyone plays. Equal piles at the start leave the first player one way out, taking
//! from one of a single pair v, v with v > 0 and no pile of v − 1; otherwise they lose at once.

/// Whether the first player wins on `piles` (sorted in place).
///
/// # Constraints
/// Any sizes; the answer needs only the parity of the sum, so nothing overflows.
///
/// # Complexity
/// O(n log n), the sort.
///
/// # Example
/// ```
/// use impartial::take::stay_distinct::first_wins;
/// assert!(first_wins(&mut [2, 2])); // to 1, 2; then 0, 2 is forced; then nothing is left
/// assert!(!first_wins(&mut [1, 0]));
/// assert!(!first_wins(&mut [0, 0]));
/// ```
pub fn first_wins(piles: &mut [u64]) -> bool {
    piles.sort_unstable();
    let pairs: Vec<usize> = (1..piles.len())
        .filter(|&i| piles[i - 1] == piles[i])
        .collect();
    if let [i] = pairs[..] {
        let v = piles[i];
        if v == 0 || (i >= 2 && piles[i - 2] == v - 1) {
            return false;
        }
    } else if !pairs.is_empty() {
        return false;
    }
    // Σa − n(n − 1)/2 moves; only its parity is needed.
    let n = piles.len() as u64;
    let odd_sum = piles.iter().fold(0, |p, &a| p ^ (a & 1));
    // n(n − 1)/2 is odd exactly when n is 2 or 3 modulo 4.
    let floor = (n % 4 >= 2) as u64;
    odd_sum ^ floor == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::stay_distinct;

    #[test]
    fn matches_search() {
        let mut game = stay_distinct();
        // Every multiset of up to 5 piles from 0 to 6.
        let mut piles = Vec::new();
        fn each(piles: &mut Vec<u64>, from: u64, f: &mut dyn FnMut(&[u64])) {
            f(piles);
            if piles.len() < 5 {
                for v in from..=6 {
                    piles.push(v);
                    each(piles, v, f);
                    piles.pop();
                }
            }
        }
        each(&mut piles, 0, &mut |p| {
            if !p.is_empty() {
                let mut mine = p.to_vec();
                assert_eq!(first_wins(&mut mine), game.wins(&p.to_vec()), "{p:?}");
            }
        });
    }
}
