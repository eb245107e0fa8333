//! Take one from the front pile and swap it with another. Used by Codeforces 1747C.
//!
//! Piles in a row; a move takes one stone from the first pile and swaps that pile with any
//! other; a player who finds the first pile empty loses (Codeforces 1747C Swap Game).
//!
//! The player to move wins exactly when the first pile is larger than the smallest other one
//! `m`: they bring a smallest pile to the front, leaving the opponent a front of `m` with no
//! smaller pile behind it. From there every move puts the front, one smaller, behind piles
//! that are all at least as large, so the winner can do the same again, and the loser's front
//! falls by one each round until it is empty.

/// Whether the first player wins: the first pile is larger than the smallest of the others.
///
/// # Constraints
/// At least two piles.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use impartial::take::front_swap::first_wins;
/// assert!(!first_wins(&[1, 1]));
/// assert!(first_wins(&[2, 1]));
/// assert!(first_wins(&[5, 4, 4]));
/// ```
pub fn first_wins(piles: &[u64]) -> bool {
    match piles.split_first() {
        Some((&front, rest)) => rest.iter().any(|&p| p < front),
        None => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::front_swap;

    #[test]
    fn matches_search() {
        let mut game = front_swap();
        for n in 2..=4u32 {
            let top: u64 = if n == 4 { 4 } else { 6 };
            for code in 0..top.pow(n) {
                let piles: Vec<u64> = (0..n).map(|i| code / top.pow(i) % top).collect();
                let mut state = piles.clone();
                state[1..].sort_unstable();
                assert_eq!(first_wins(&piles), game.wins(&state), "{piles:?}");
            }
        }
    }
}
