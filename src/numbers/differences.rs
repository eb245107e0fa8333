//! Replace two numbers by their difference until one is left; its residue mod 3 decides: 1
//! for the first player, 2 for the second, 0 for whoever moved last. Used by HackerRank's
//! Kitty and Katty (on the numbers 1 to n).
//!
//! Whoever makes the last move wins: facing two numbers a, b they write a − b or b − a, and
//! these are 0 mod 3 together or 1 and 2 mod 3 in some order, so the mover picks 0 or their
//! own residue. A game on n ≥ 2 numbers takes n − 1 moves: the first player moves last when n
//! is even. With one number nobody moves, and its residue decides.

/// Whether the first player wins on the numbers 1, …, n.
///
/// # Constraints
/// n ≥ 1.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::numbers::differences::first_wins;
/// // HackerRank's sample: Kitty (first) wins on 2 blocks, Katty on 3.
/// assert!(first_wins(2) && !first_wins(3));
/// assert!(first_wins(1)); // 1 mod 3 = 1
/// ```
pub fn first_wins(n: u64) -> bool {
    n == 1 || n % 2 == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// n up to 9 against the search of every choice of ordered pair.
    #[test]
    fn against_search() {
        for n in 1..=9 {
            assert_eq!(
                first_wins(n),
                crate::oracle::hackerrank::kitty_wins(n),
                "n = {n}"
            );
        }
    }
}
