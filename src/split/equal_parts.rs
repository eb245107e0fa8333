//! Break a tower of x into y > 1 equal towers of x / y. Used by HackerRank's Tower Breakers,
//! Again!.
//!
//! The y new towers are worth `g(x/y)` for an odd y and 0 for an even one (equal values
//! cancel in pairs). By induction `g(x) = Ω(m) + [x even]`, m the odd part of x: an odd x
//! reaches `g(x/y)` for its odd divisors y > 1, that is Ω of every proper divisor of x, each
//! value from 0 to Ω(x) − 1; an even x reaches 0 (y = 2) and `Ω(m/y) + 1` for the odd
//! divisors y > 1 of m, each value from 1 to Ω(m).

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
}
