//! Count the Nim rows of pairwise different heaps that the first player wins. Used by
//! HackerRank Tastes Like Winning.
//!
//! A row of `n` heaps, each from 1 to `N = 2^m − 1` stones and no two alike, is lost exactly
//! when its XOR is 0 (Bouton). The rows are `n!` times the sets, and the sets of XOR 0 are a
//! character sum over the vectors of `m` bits: `2^-m Σ_y [t^n] Π_{v ≠ 0} (1 + t (−1)^{y·v})`.
//! For `y = 0` the product is `(1 + t)^N`; for each of the `N` others, `2^(m−1)` values have
//! `y·v` odd and `a = 2^(m−1) − 1` even, giving `(1 + t)^a (1 − t)^(a + 1) = (1 − t²)^a (1 − t)`,
//! whose coefficient of `t^n` is `σ C(a, ⌊n/2⌋)` with `σ = (−1)^⌊n/2⌋`, negated for odd `n`.
//! So the lost rows are `2^-m (N! / (N − n)! + N σ C(a, ⌊n/2⌋) n!)`, four products that do
//! not depend on each other (the falling factorials of `N`, in two halves, of `a`, and
//! `n! / ⌊n/2⌋!`), each reduced modulo [`P`] as it goes.

use crate::numbers::divide::pow_mod;

/// The modulus, 10^9 + 7 (a prime).
pub const P: u64 = 1_000_000_007;

/// The number of ordered rows of `n` pairwise different Nim heaps, each of 1 to `2^m − 1`
/// stones, that the first player wins, modulo [`P`].
///
/// # Constraints
/// Any `n` and `m`; the time grows with `n` while `n < 2^m` (no row has more heaps than
/// there are values): about 10^9 steps is the practical limit.
///
/// # Complexity
/// O(min(n, 2^m) + log m) time, O(1) memory.
///
/// # Example
/// ```
/// use impartial::sums::distinct_rows::winning_rows;
/// // Heaps from {1, 2, 3}: every ordered pair of different heaps has a nonzero XOR.
/// assert_eq!(winning_rows(2, 2), 6);
/// // (1, 2, 3) and its orders lose; nothing else has three different heaps.
/// assert_eq!(winning_rows(3, 2), 0);
/// ```
pub fn winning_rows(n: u64, m: u64) -> u64 {
    if m < 64 && n >= 1 << m {
        return 0;
    }
    if n == 0 {
        return 0;
    }
    let two = pow_mod(2, m, P);
    let values = (two + P - 1) % P;
    let a = (pow_mod(2, m - 1, P) + P - 1) % P;
    let half = n / 2;
    // even / odd: the falling factorial of N over its even and odd steps; below: that of a
    // over ⌊n/2⌋ steps; upper: (⌊n/2⌋ + 1) · … · 2⌊n/2⌋.
    let (mut even, mut odd, mut below, mut upper) = (1u64, 1u64, 1u64, 1u64);
    let (mut e, mut o, mut b, mut u) = (values, (values + P - 1) % P, a, (half + 1) % P);
    for _ in 0..half {
        even = even * e % P;
        odd = odd * o % P;
        below = below * b % P;
        upper = upper * u % P;
        e = if e >= 2 { e - 2 } else { e + P - 2 };
        o = if o >= 2 { o - 2 } else { o + P - 2 };
        b = if b >= 1 { b - 1 } else { b + P - 1 };
        u = if u + 1 < P { u + 1 } else { 0 };
    }
    if n % 2 == 1 {
        even = even * e % P;
        upper = upper * (n % P) % P;
    }
    let falling = even * odd % P;
    let mut term = values * below % P * upper % P;
    // σ: (−1)^⌊n/2⌋, negated for odd n.
    if (half + n) % 2 == 1 {
        term = (P - term) % P;
    }
    let lost = (falling + term) % P * pow_mod(two, P - 2, P) % P;
    (falling + P - lost) % P
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::hackerrank_counting::distinct_rows_won as by_search;

    #[test]
    fn matches_search() {
        for m in 1..=4u32 {
            for n in 1..=5usize {
                if n <= 4 || m <= 3 {
                    assert_eq!(winning_rows(n as u64, m.into()), by_search(n, m), "{n} {m}");
                }
            }
        }
    }

    #[test]
    fn large_and_empty_cases() {
        // More heaps than values: no row at all.
        assert_eq!(winning_rows(8, 3), 0);
        assert_eq!(winning_rows(u64::MAX, 63), 0);
        // One heap: every nonzero value wins; 2^m − 1 reduced modulo P.
        assert_eq!(winning_rows(1, 10_000_000), (pow2(10_000_000) + P - 1) % P);
        // Two heaps: (2^m − 1)(2^m − 2), every pair of different heaps wins.
        let v = (pow2(40) + P - 1) % P;
        assert_eq!(winning_rows(2, 40), v * ((v + P - 1) % P) % P);
    }

    fn pow2(e: u64) -> u64 {
        (0..e).fold(1, |x, _| x * 2 % P)
    }
}
