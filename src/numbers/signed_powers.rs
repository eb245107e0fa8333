//! Sign the terms 2^1, 2^2, …, 2^n one at a time, any term on any turn, + or −; the second
//! player wins iff the final sum is a multiple of 17. Used by HackerRank's Powers Game.
//!
//! The second player wins iff n ≡ 0 (mod 8).
//!
//! Modulo 17, 2^4 ≡ −1, so a term's sign-free value depends on its exponent mod 4 only: the
//! four classes are worth ±2, ±4, ±8 and ±1, all different up to sign, and 2v, 4v ≢ 0 for each.
//! Theorem: facing an even number of unsigned terms with sum S so far, the player to move (who
//! will not make the last move) loses iff S ≡ 0 and every class holds an even number of terms.
//! - Such a position is lost: whatever term the mover signs, the opponent signs another of its
//!   class with the other sign, which restores both conditions (and with no terms left, S ≡ 0
//!   is the opponent's win).
//! - Any other position is won: the mover signs a term so that the opponent cannot restore
//!   both conditions with one term. With every class even and S ≢ 0, sign a term of value v
//!   with the sign for which S ± v ≢ ±v (both signs fail only if S ≡ 0). With two odd classes
//!   a, b, sign one of a: the opponent must then sign b and needs S ± v_a ≡ ±v_b for both
//!   signs, which forces S ≡ 0 and v_a ≡ ±v_b, false. With four odd classes, sign any term:
//!   three odd classes remain.
//!
//! With n odd the first player makes the last move, and of S + t and S − t (t ≢ 0) at most one
//! is ≡ 0. With n even the start (S = 0) is lost iff every class count is even, which among
//! the exponents 1 … n happens iff n ≡ 0 (mod 8).

/// Whether the first player wins the game on 2^1, …, 2^n.
///
/// # Constraints
/// Any u64 `n`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::numbers::signed_powers::first_wins;
/// assert!(first_wins(2)); // HackerRank's sample
/// assert!(!first_wins(8) && first_wins(9));
/// ```
pub fn first_wins(n: u64) -> bool {
    n % 8 != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// n up to 14 against the search over every term and sign.
    #[test]
    fn matches_search() {
        for n in 0..=14 {
            assert_eq!(
                first_wins(n),
                crate::oracle::hackerrank_games_more::powers_first_wins(n),
                "n = {n}"
            );
        }
    }
}
