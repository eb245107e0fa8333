//! Nim with one zero-move per pile: a move takes objects from a pile, or, once in the game for
//! each nonempty pile, takes nothing from it. Used by HackerRank's Zero-Move Nim.
//!
//! A pile of p whose zero-move is spent is a Nim heap of value p. One whose zero-move is still
//! unused has value p + 1 for odd p and p − 1 for even p ≥ 2 (0 for p = 0): its options are
//! the unused piles below p and the spent pile p. By induction, the values below an odd p
//! are 0, 2, 1, 4, 3, …, p − 1, p − 2, which is {0, …, p − 1}; with p itself the mex is p + 1.
//! Below an even p they are {0, …, p − 2} ∪ {p} (p − 1 has value p), so the mex is p − 1.
//! `cargo impartial pattern` found the rule on the mex table before it was proved.

/// The Grundy value of a pile of `p` objects whose zero-move is still unused.
///
/// # Constraints
/// p < 2^64 − 1 (the value of 2^64 − 1, odd, would be 2^64).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::take::zero_move::grundy;
/// assert_eq!([0, 1, 2, 3, 4].map(grundy), [0, 2, 1, 4, 3]);
/// // Piles 1 and 2: values 2 and 1, nim-sum 3, the first player wins.
/// assert_ne!(grundy(1) ^ grundy(2), 0);
/// ```
pub fn grundy(p: u64) -> u64 {
    match p {
        0 => 0,
        _ if p % 2 == 1 => p + 1,
        _ => p - 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::hackerrank_games_more::zero_move_nim;

    /// One pile to 40 against the search's Grundy values; one to three piles to 6 for who wins.
    #[test]
    fn matches_search() {
        let mut game = zero_move_nim();
        for p in 0..=40 {
            assert_eq!(grundy(p), game.grundy(&vec![(p, false)]), "p = {p}");
        }
        for code in 0..7u64.pow(3) {
            let piles: Vec<(u64, bool)> = (0..3).map(|i| (code / 7u64.pow(i) % 7, false)).collect();
            let x = piles.iter().fold(0, |x, &(p, _)| x ^ grundy(p));
            assert_eq!(x != 0, game.wins(&piles), "{piles:?}");
        }
    }
}
