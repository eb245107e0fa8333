//! Break a tower of x into y > 1 equal towers of x / y, any y or y from a given set. Used by
//! HackerRank's Tower Breakers, Again! and Stone Division.
//!
//! The y new towers are worth `g(x/y)` for an odd y and 0 for an even one (equal values
//! cancel in pairs). By induction `g(x) = Ω(m) + [x even]`, m the odd part of x: an odd x
//! reaches `g(x/y)` for its odd divisors y > 1, that is Ω of every proper divisor of x, each
//! value from 0 to Ω(x) − 1; an even x reaches 0 (y = 2) and `Ω(m/y) + 1` for the odd
//! divisors y > 1 of m, each value from 1 to Ω(m).
//!
//! With y restricted to a set Y, a single tower x is won iff some y ∈ Y dividing x is even
//! (the y towers cancel) or odd with x / y lost: only the towers x / (product of members of
//! Y) are ever met, so a memoised search over those decides it ([`first_wins_with`]).

/// The Grundy value of a tower of `x`.
///
/// # Constraints
/// Any u64 `x` (0 and 1 have no move).
///
/// # Complexity
/// That of [`crate::numbers::divide::omega`] on the odd part.
///
/// # Example
/// ```
/// use impartial::split::equal_parts::grundy;
/// assert_eq!((1..=12).map(grundy).collect::<Vec<_>>(), [0, 1, 1, 1, 1, 2, 1, 1, 2, 2, 1, 2]);
/// ```
pub fn grundy(x: u64) -> u64 {
    if x < 2 {
        return 0;
    }
    let odd = x >> x.trailing_zeros();
    u64::from(crate::numbers::divide::omega(odd)) + u64::from(x % 2 == 0)
}

/// Whether the first player wins from one tower of `x` when a move breaks a tower into y equal
/// towers for some y in `counts` (y dividing the height; members below 2 are ignored).
///
/// # Constraints
/// Any u64 `x` and counts.
///
/// # Complexity
/// O(V · |counts|) time and O(V) memory for the V heights met, each a divisor of x (so
/// V ≤ 103 680 for x ≤ 10^18, and far fewer in practice).
///
/// # Example
/// ```
/// use impartial::split::equal_parts::first_wins_with;
/// // HackerRank Stone Division's sample: 15 with {5, 2, 3} is lost (15 → 3·5 or 5·3, each
/// // odd copies of a won pile).
/// assert!(!first_wins_with(15, &[5, 2, 3]));
/// assert!(first_wins_with(12, &[2]));
/// ```
pub fn first_wins_with(x: u64, counts: &[u64]) -> bool {
    fn wins(x: u64, counts: &[u64], memo: &mut std::collections::HashMap<u64, bool>) -> bool {
        if let Some(&w) = memo.get(&x) {
            return w;
        }
        let w = counts
            .iter()
            .filter(|&&y| y >= 2 && x % y == 0)
            .any(|&y| y % 2 == 0 || !wins(x / y, counts, memo));
        memo.insert(x, w);
        w
    }
    wins(x, counts, &mut std::collections::HashMap::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One tower to 64 and two towers to 20, against the search of the breaks (whose states
    /// grow fast: a tower of 2^k breaks into every binary partition of it).
    #[test]
    fn against_search() {
        let mut game = crate::oracle::hackerrank::equal_breaks();
        for x in 0..=64 {
            assert_eq!(grundy(x), game.grundy(&vec![x]), "{x}");
        }
        for a in 1..=20u64 {
            for b in a..=20 {
                assert_eq!(
                    grundy(a) ^ grundy(b) != 0,
                    game.wins(&vec![a, b]),
                    "{a} {b}"
                );
            }
        }
    }

    /// Towers to 48 and every set of counts from 2 to 7, against the search of the breaks.
    #[test]
    fn restricted_against_search() {
        for mask in 1u32..64 {
            let counts: Vec<u64> = (2..8).filter(|y| mask >> (y - 2) & 1 == 1).collect();
            let mut game = crate::oracle::hackerrank::breaks_into(counts.clone());
            for x in 1..=48 {
                assert_eq!(
                    first_wins_with(x, &counts),
                    game.wins(&vec![x]),
                    "{x} {counts:?}"
                );
            }
        }
    }
}
