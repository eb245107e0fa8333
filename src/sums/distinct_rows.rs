//! Count the Nim rows of pairwise different heaps that the first player wins. Used by
//! HackerRank Tastes Like Winning.
//!
//! A row of `n` heaps, each from 1 to `2^m − 1` stones and no two alike, is lost exactly when
//! its XOR is 0 (Bouton). With `N = 2^m − 1` the rows number `N (N − 1) … (N − n + 1)`; those
//! of XOR 0, `Z(n)`, follow from the rows of `n − 1` heaps: their XOR names the last heap,
//! which must be nonzero (not the `Z(n − 1)` rows of XOR 0) and unlike the others. It equals
//! the `j`-th heap exactly when the other `n − 2` heaps have XOR 0 and the `j`-th is any of
//! the `N − (n − 2)` values they do not use:
//!
//! `Z(n) = N (N − 1) … (N − n + 2) − Z(n − 1) − (n − 1) (N − n + 2) Z(n − 2)`,
//! `Z(0) = 1`, `Z(1) = 0`.

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
    let (mut two, mut b, mut e) = (1, 2, m);
    while e > 0 {
        if e & 1 == 1 {
            two = two * b % P;
        }
        b = b * b % P;
        e >>= 1;
    }
    let values = (two + P - 1) % P;
    // rows = N (N − 1) … (N − i + 2) (rows of i − 1 heaps); zero = Z(i − 1), before = Z(i − 2).
    let (mut rows, mut zero, mut before) = (1, 1, 0);
    // left = N − i + 2 and i − 1, modulo P.
    let (mut left, mut i1) = ((values + 1) % P, 0);
    for _ in 0..n {
        let unlike = i1 * left % P * before % P;
        let next = (rows + 2 * P - zero - unlike) % P;
        before = zero;
        zero = next;
        left = (left + P - 1) % P;
        rows = rows * left % P;
        i1 = (i1 + 1) % P;
    }
    (rows + P - zero) % P
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::games::nim;

    /// Every ordered row of `n` different heaps below `2^m`, decided by exhaustive search.
    fn by_search(n: usize, m: u32) -> u64 {
        let mut game = nim();
        let mut rows: Vec<Vec<u64>> = vec![Vec::new()];
        for _ in 0..n {
            rows = rows
                .iter()
                .flat_map(|r| {
                    (1..1u64 << m)
                        .filter(|v| !r.contains(v))
                        .map(move |v| [r.as_slice(), &[v]].concat())
                })
                .collect();
        }
        rows.iter()
            .filter(|r| {
                let mut sorted = (*r).clone();
                sorted.sort_unstable();
                game.wins(&sorted)
            })
            .count() as u64
    }

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
