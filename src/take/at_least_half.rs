//! Destroy at least half of a pile (from x stones leave any y ≤ ⌊x/2⌋). Used by HackerRank's
//! A Stones Game (on the piles 1, 2, …, N: the smallest winning first move).
//!
//! A pile of x is worth its bit length ℓ(x) (0 for 0): its options are the piles 0 … ⌊x/2⌋,
//! whose values are, by induction, every value from 0 to ℓ(⌊x/2⌋) = ℓ(x) − 1. A winning move
//! on a pile of value b takes it to value t = b ⊕ X (X the nim-sum), which needs t < b, and
//! leaves y stones with ℓ(y) = t, y ≤ ⌊x/2⌋; the most that may stay is min(⌊x/2⌋, 2^t − 1)
//! (at least 2^(t−1) as t ≤ ℓ(x) − 1). The stones destroyed, x − that, grow with x, so within
//! each bit length the smallest pile, 2^(b−1), is the one to cut; there they are 2^(b−2) for
//! t = b − 1 and more than that below, at most 2^(b−1) in all, so the smallest b that allows
//! a winning move (the first b holding the top bit of X) is the cheapest.

/// The Grundy value of a pile of `x`: its bit length.
///
/// # Constraints
/// Any u64 `x`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::take::at_least_half::grundy;
/// assert_eq!([0, 1, 2, 3, 4, 7, 8].map(grundy), [0, 1, 2, 2, 3, 3, 4]);
/// ```
pub fn grundy(x: u64) -> u64 {
    u64::from(64 - x.leading_zeros())
}

/// The fewest stones a winning first move destroys on the piles 1, 2, …, n, or 0 if the first
/// player loses.
///
/// # Constraints
/// Any u64 `n`.
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// use impartial::take::at_least_half::least_winning_cut;
/// // HackerRank's sample.
/// assert_eq!([1, 10, 6, 8, 123_456].map(least_winning_cut), [1, 7, 2, 7, 32_768]);
/// ```
pub fn least_winning_cut(n: u64) -> u64 {
    // The piles of bit length b are 2^(b−1) … min(2^b − 1, n): an even count for 2 ≤ b < top,
    // one pile for b = 1, and n − 2^(top−1) + 1 of length top.
    let top = grundy(n);
    let mut x = if top >= 1 { 1 } else { 0 };
    if top >= 2 && (n - (1 << (top - 1)) + 1) % 2 == 1 {
        x ^= top;
    }
    (1..=top)
        .filter(|&b| b ^ x < b)
        .map(|b| {
            let (pile, t) = (1u64 << (b - 1), b ^ x);
            pile - (pile / 2).min((1u64 << t) - 1)
        })
        .next()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One pile to 64 against the search; the piles 1 … n for n to 8 against the search of the
    /// winning first moves.
    #[test]
    fn matches_search() {
        let mut game = crate::oracle::hackerrank_games_more::at_least_half();
        for x in 0..=64 {
            assert_eq!(grundy(x), game.grundy(&vec![x]), "x = {x}");
        }
        for n in 1..=8u64 {
            let start: Vec<u64> = (1..=n).collect();
            let destroyed = game
                .winning_options(&start)
                .iter()
                .map(|next| n * (n + 1) / 2 - next.iter().sum::<u64>())
                .min()
                .unwrap_or(0);
            assert_eq!(least_winning_cut(n), destroyed, "n = {n}");
        }
    }
}
