//! The multiplication game: multiply by 2 to 9 up to a goal. Used by HDU 1517.
//!
//! The multiplication game (HDU 1517, POJ 2505, UVa 847): `p` starts at 1; the players take
//! turns multiplying it by any of 2..=9; whoever first makes `p ≥ n` wins.
//!
//! From `p`, a player wins at once if `9p ≥ n`, i.e. `p ≥ ⌈n/9⌉`. From `⌈n/18⌉ ≤ p < ⌈n/9⌉`
//! every move (at least doubling) hands the opponent such a win, so those lose; below that,
//! `p` wins iff it can reach `[⌈n/18⌉, ⌈n/9⌉)`, i.e. `p ≥ ⌈n/162⌉`. The pattern repeats with the
//! target divided by 18 (`⌈⌈n/a⌉/b⌉ = ⌈n/ab⌉`), so the first player wins iff, after replacing `n`
//! by `⌈n/18⌉` while it exceeds 18, `n ≤ 9`: the ranges `(18^k, 9·18^k]` win and
//! `(9·18^k, 18^(k+1)]` lose.

/// Whether the first player (Stan) wins the multiplication game with target `n`. For `n ≤ 1`
/// the target is met before any move, and the first player, with no move, loses.
///
/// With `k` the least power such that `n ≤ 18^(k+1)`, the first player wins iff `n ≤ 9·18^k`
/// (repeating `n ← ⌈n/18⌉` k times lands at most at 18, and at most at 9 exactly then); found
/// by comparisons with the powers of 18, without division.
///
/// # Constraints
/// Any u64 `n`.
///
/// # Complexity
/// O(log n) comparisons.
///
/// # Example
/// ```
/// use impartial::numbers::multiply::first_wins;
/// assert!(first_wins(162) && first_wins(34012226));
/// assert!(!first_wins(17) && !first_wins(163));
/// ```
pub fn first_wins(n: u64) -> bool {
    let mut power = 1u64; // 18^k
    while power.saturating_mul(18) < n {
        power *= 18;
    }
    n > 1 && n <= 9u64.saturating_mul(power)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::curriculum::multiplication;

    #[test]
    fn outcomes_match_search() {
        let mut game = multiplication();
        for n in 0..4000u64 {
            assert_eq!(first_wins(n), game.wins(&(1, n)), "n = {n}");
        }
        // The edges of the ranges further up, by search.
        for k in 1..4u32 {
            let top = 18u64.pow(k);
            for n in [top, top + 1, 9 * top, 9 * top + 1] {
                assert_eq!(first_wins(n), game.wins(&(1, n)), "n = {n}");
            }
        }
    }

    #[test]
    fn large_targets() {
        assert_eq!(first_wins(u64::MAX), {
            let mut m = u128::from(u64::MAX);
            while m > 18 {
                m = (m + 17) / 18;
            }
            m <= 9
        });
    }
}
