//! Remove one, or split an even pile into k equal piles. Used by Codeforces 603C.
//!
//! Remove one, or split an even pile into k equal piles (Codeforces 603C Lieges of Legendre): a
//! move removes one object from a pile, or replaces a pile of 2x (x > 0) by k piles of x.
//!
//! The k piles of x are worth `g(x)` if k is odd and 0 if k is even (equal values cancel).
//! - k even: a split is worth 0, so `g = 0, 1, 2` for 0, 1, 2; from 3 on an odd pile reaches
//!   only `n − 1` (worth 2 or 1, so it is worth 0) and an even pile reaches `n − 1` (worth 0)
//!   and a split (worth 0), so it is worth 1.
//! - k odd: `g = 0, 1, 0, 1, 2` for 0..=4; from 5 on an odd pile is worth 0 (its one move
//!   leads to an even pile, worth 1 or 2), and an even pile the mex of `g(n − 1) = 0` and
//!   `g(n/2)`: 2 if `g(n/2)` is 1, else 1. That recursion halves the pile: O(log n).

/// The Grundy value of a pile of `n` when a split makes `k` piles.
///
/// # Constraints
/// Any u64 `n` and `k ≥ 1`.
///
/// # Complexity
/// O(log n).
///
/// # Example
/// ```
/// use impartial::split::even_parts::grundy;
/// assert_eq!((0..9).map(|n| grundy(n, 1)).collect::<Vec<_>>(), [0, 1, 0, 1, 2, 0, 2, 0, 1]);
/// assert_eq!((0..6).map(|n| grundy(n, 2)).collect::<Vec<_>>(), [0, 1, 2, 0, 1, 0]);
/// ```
pub fn grundy(mut n: u64, k: u64) -> u64 {
    if k % 2 == 0 {
        return match n {
            0..=2 => n,
            _ => u64::from(n % 2 == 0),
        };
    }
    // k odd: walk the halvings, then unwind: each even pile above 4 is 2 if the half is 1.
    let mut evens = 0u32;
    while n > 4 && n % 2 == 0 {
        n /= 2;
        evens += 1;
    }
    let mut g = match n {
        0..=4 => [0, 1, 0, 1, 2][n as usize],
        _ => 0, // odd and above 4
    };
    for _ in 0..evens {
        g = if g == 1 { 2 } else { 1 };
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::lieges;

    #[test]
    fn matches_search() {
        for k in 1..=4u64 {
            let mut game = lieges(k);
            let top = if k <= 2 { 30 } else { 12 };
            for n in 0..=top {
                let heap = if n == 0 { vec![] } else { vec![n] };
                assert_eq!(grundy(n, k), game.grundy(&heap), "n = {n}, k = {k}");
            }
        }
        assert_eq!(grundy(1 << 63, 1), grundy(1 << 62, 1) % 2 + 1);
        assert_eq!(grundy(u64::MAX, 7), 0);
    }
}
