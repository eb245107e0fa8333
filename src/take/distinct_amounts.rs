//! Take each amount at most once from a pile. Used by Codeforces 768E.
//!
//! Each amount at most once per pile (Codeforces 768E Game of Stones): a move takes a positive
//! number of stones from one pile, but never a number already taken from that pile.
//!
//! A pile of s is worth the largest k with `1 + 2 + … + k ≤ s`: the most moves the pile can
//! ever take. The tests check it by exhaustive search (over the amounts already taken) for
//! every pile up to 60, the statement's largest.

/// The values of the piles below 64 (the judges' piles are at most 60): a load, where the
/// search took a dependent step per bit.
const SMALL: [u8; 64] = {
    let mut t = [0u8; 64];
    let (mut s, mut k) = (0, 0);
    while s < 64 {
        if (k + 1) * (k + 2) / 2 <= s {
            k += 1;
        }
        t[s] = k as u8;
        s += 1;
    }
    t
};

/// The Grundy value of a fresh pile of `s`: the largest k with k(k + 1)/2 ≤ s.
///
/// # Constraints
/// Any u64 `s` (computed in u128).
///
/// # Complexity
/// O(1) below 64 (a table); O(log s) beyond: a binary search over k, from a bound by the
/// bit length of s.
///
/// # Example
/// ```
/// use impartial::take::distinct_amounts::grundy;
/// assert_eq!((0..11).map(grundy).collect::<Vec<_>>(), [0, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4]);
/// ```
pub fn grundy(s: u64) -> u64 {
    if s < 64 {
        return u64::from(SMALL[s as usize]);
    }
    let fits = |k: u64| u128::from(k) * (u128::from(k) + 1) / 2 <= u128::from(s);
    // fits(lo) holds and fits(hi) does not: with s < 2^b, k(k + 1)/2 ≤ s gives
    // k < 2^((b + 1)/2) ≤ 2^(b/2 + 1). So about b/2 steps: 4 for the judge's piles.
    let bits = 64 - s.leading_zeros();
    let (mut lo, mut hi) = (0u64, 1 << (bits / 2 + 1));
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        if fits(mid) {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::once_per_amount;

    #[test]
    fn matches_search() {
        let mut game = once_per_amount();
        for s in 0..=60u64 {
            assert_eq!(grundy(s), game.grundy(&(s, 0)), "{s}");
        }
    }

    #[test]
    fn huge_piles() {
        // 6074000999 · 6074001000 / 2 is the last triangle below 2^64 − 1.
        assert_eq!(grundy(u64::MAX), 6_074_000_999);
        assert_eq!(grundy(18_446_744_070_963_499_500), 6_074_000_999);
        assert_eq!(grundy(18_446_744_070_963_499_499), 6_074_000_998);
    }
}
