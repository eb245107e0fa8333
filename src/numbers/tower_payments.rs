//! One player splits a tower into x ≥ 2 towers in a row; the other picks the k-th and is paid
//! k² coins; the splitter goes on with the tower picked until it has height 1. The fewest
//! coins the splitter can hold the payments to. Used by HackerRank's Tower Breakers, The
//! Final Battle (a game of payments, not an impartial game).
//!
//! Let F(c) be the tallest tower the splitter can finish paying at most c. A split into
//! towers h_1, h_2, … is safe within c iff every h_k is finishable within c − k², so the
//! tallest is F(c) = Σ_{k² ≤ c} F(c − k²) once two towers fit (c ≥ 4), and F(c) = 1 below
//! (height 1 needs no move; two towers cost 1 + 4). Every height from 2 to F(c) is finishable
//! too (shrink the towers, keeping two). The answer for N is the least c with F(c) ≥ N; F
//! reaches 2^64 − 1 at c = 130, so a table of 131 values serves every u64.

/// The coins the splitter pays on a tower of `n` (0 for n ≤ 1).
///
/// # Constraints
/// Any u64 `n`.
///
/// # Complexity
/// O(1) (a table of at most 131 values, each a sum of at most 12 earlier ones).
///
/// # Example
/// ```
/// use impartial::numbers::tower_payments::coins;
/// // HackerRank's sample: towers of 2 and 7 cost 4 and 8 coins.
/// assert_eq!((coins(2), coins(7)), (4, 8));
/// assert_eq!(coins(u64::MAX), 130);
/// ```
pub fn coins(n: u64) -> u64 {
    let mut tallest: Vec<u128> = Vec::with_capacity(131);
    for c in 0..=130usize {
        let f = match c {
            0..=3 => 1,
            _ => (1..)
                .take_while(|k| k * k <= c)
                .map(|k| tallest[c - k * k])
                .sum(),
        };
        if f >= u128::from(n) {
            return c as u64;
        }
        tallest.push(f);
    }
    unreachable!("F(130) is at least 2^64 - 1")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Towers to 14 against the minimax over every ordered split.
    #[test]
    fn matches_minimax() {
        for n in 1..=14 {
            assert_eq!(
                coins(n),
                crate::oracle::hackerrank_games_more::tower_payments(n),
                "n = {n}"
            );
        }
    }
}
