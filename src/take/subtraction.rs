//! Subtraction games in closed form: take l to r, take up to ⌊x/k⌋, take 1, 2 or k, take a power of k. Used by AtCoder ABC 297 G, AtCoder ARC 091 F, Codeforces 1194D and Baekjoon 5386, 9661, 24656.
//!
//! Closed forms of subtraction games on one heap (a move takes an allowed number of objects).
//!
//! - Take any number from `l` to `r` ([`interval_grundy`]): the values rise by one every `l`
//!   objects and repeat with period `l + r`: `g(x) = ⌊(x mod (l + r)) / l⌋`. A heap below `l`
//!   has no move; from `x` in `[k·l, (k+1)·l)` (below `l + r`) every take reaches the values
//!   `0..k` and nothing else; and from `x ≥ l + r` the reachable heaps `[x − r, x − l]` are
//!   `r − l + 1` consecutive heaps, which cover every value of a period except `g(x)`'s own.
//! - Take from 1 up to `⌊x / k⌋` ([`fraction_grundy`]): a multiple `x = qk` is worth `q`, and
//!   any other heap is worth what `x − ⌊x/k⌋ − 1` is worth. (Induction on q: the heaps from
//!   `qk − q` to `qk` hold the values `0..=q` once each, so from `qk` every one of them is
//!   reachable, and from `qk + j` the one value missing is that of `qk + j − q − 1`.)
//! - Take a power of k ([`powers_grundy`]): the parity for odd k; for even k the residue mod
//!   `k + 1`, with 2 at residue k (proof at the function).

use std::convert::TryFrom; // not in the 2018 prelude (CSES offers edition 2018)

/// Grundy value of a heap of `x` when a move takes between `l` and `r` objects (inclusive).
///
/// # Constraints
/// `1 ≤ l ≤ r`; any u64 `x` (the period `l + r` is computed in u128).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::take::subtraction::interval_grundy;
/// // Take 1 or 2: Bash's game, x mod 3.
/// assert_eq!((0..7).map(|x| interval_grundy(x, 1, 2)).collect::<Vec<_>>(), [0, 1, 2, 0, 1, 2, 0]);
/// assert_eq!(interval_grundy(17, 3, 14), 0); // a multiple of the period l + r
/// assert_eq!(interval_grundy(20, 3, 14), 1);
/// ```
pub fn interval_grundy(x: u64, l: u64, r: u64) -> u64 {
    debug_assert!(1 <= l && l <= r, "1 <= l <= r");
    let period = u128::from(l) + u128::from(r);
    ((u128::from(x) % period) / u128::from(l)) as u64
}

/// Grundy value of a heap of `x` when a move takes from 1 to `⌊x / k⌋` objects (AtCoder
/// ARC 091 F). The steps `x → x − ⌊x/k⌋ − 1` that keep `⌊x/k⌋` are taken together.
///
/// # Constraints
/// `k ≥ 1`; any u64 `x`.
///
/// # Complexity
/// O(min(x / k, k · log x)) steps, below 2·√x: each step either lowers `⌊x/k⌋` or, when
/// `⌊x/k⌋ ≥ k`, removes at least a `1/k` share of the heap. About 6·10^4 steps at 10^9.
///
/// # Example
/// ```
/// use impartial::take::subtraction::fraction_grundy;
/// // k = 2: 0 0 1 0 2 1 3 0 4 2 …
/// let values: Vec<u64> = (0..10).map(|x| fraction_grundy(x, 2)).collect();
/// assert_eq!(values, [0, 0, 1, 0, 2, 1, 3, 0, 4, 2]);
/// assert_eq!(fraction_grundy(1_000_000_000, 1), 1_000_000_000);
/// ```
pub fn fraction_grundy(x: u64, k: u64) -> u64 {
    debug_assert!(k >= 1, "k >= 1");
    match (u32::try_from(x), u32::try_from(k)) {
        (Ok(x), Ok(k)) => u64::from(fraction_u32(x, k)),
        _ => fraction_u64(x, k),
    }
}

/// [`fraction_grundy`] for any u64, dividing by `k` with the hardware.
fn fraction_u64(x: u64, k: u64) -> u64 {
    fraction_steps(x, k, |y| (y / k, y % k))
}

/// [`fraction_grundy`] for heaps below 2^32, where the steps are a chain of divisions by `k`:
/// each through a multiplication by its reciprocal (exact for 32-bit numbers: Lemire, Kaser
/// and Kurz, "Faster remainder by direct computation", 2019).
fn fraction_u32(x: u32, k: u32) -> u32 {
    if k == 1 {
        return x; // the reciprocal 2^64 does not fit
    }
    let inverse = u64::MAX / u64::from(k) + 1;
    let divide = |y: u64| {
        let low = inverse.wrapping_mul(y);
        let q = (u128::from(inverse) * u128::from(y)) >> 64;
        let r = (u128::from(low) * u128::from(k)) >> 64;
        (q as u64, r as u64)
    };
    // Every heap on the way is at most x < 2^32, and so is the result.
    fraction_steps(x.into(), k.into(), divide) as u32
}

/// The steps of [`fraction_grundy`] from a heap of `x`, kept as `q·k + r`, with `divide(y) =
/// (y / k, y % k)` for the heaps `y ≤ x` on the way.
#[inline(always)]
fn fraction_steps(x: u64, k: u64, divide: impl Fn(u64) -> (u64, u64)) -> u64 {
    let (mut q, mut r) = divide(x);
    loop {
        if r == 0 || q == 0 {
            return if r == 0 { q } else { 0 };
        }
        // While the quotient stays q, each step lowers the remainder by q + 1: jump to the
        // first heap whose remainder is no longer positive, `down` below q·k (0 ≤ down ≤ q).
        // One step when r ≤ q + 1, with no division. No overflow: q + 1 ≤ x (r > 0, so k > 1)
        // and steps·(q + 1) ≤ r + q ≤ x.
        let down = match r <= q + 1 {
            true => q + 1 - r,
            false => (r + q) / (q + 1) * (q + 1) - r,
        };
        if down == 0 {
            return q;
        }
        // The next heap q·k − down: quotient q − 1 while down ≤ k, else divided.
        let next = match down <= k {
            true => (q - 1, k - down),
            false => divide(q * k - down),
        };
        q = next.0;
        r = next.1;
    }
}

/// Whether the first player wins the subtraction game with takes 1, 2 and `k` from a heap of
/// `n` (Codeforces 1194D, a chip moving left on a strip). When 3 ∤ k the take of k acts like a
/// take of 1 or 2 (k ≡ 1 or 2 mod 3), so the losses are the multiples of 3; when 3 | k the
/// pattern repeats with period k + 1: losses at the multiples of 3 below k in each period.
///
/// # Constraints
/// Any u64 `n` and `k ≥ 1` (the judge has k ≥ 3; k = 1 or 2 repeats a take, and the answer is
/// then `n mod 3 ≠ 0` as for 1 and 2 alone).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::take::subtraction::one_two_k_first_wins;
/// assert!(!one_two_k_first_wins(0, 3) && one_two_k_first_wins(3, 3));
/// assert!(!one_two_k_first_wins(3, 4) && one_two_k_first_wins(4, 4));
/// ```
pub fn one_two_k_first_wins(n: u64, k: u64) -> bool {
    if k % 3 != 0 {
        return n % 3 != 0;
    }
    // The period k + 1, or all of u64 when k + 1 = 2^64.
    let r = k.checked_add(1).map_or(n, |p| n % p);
    r % 3 != 0 || r == k
}

/// The Grundy value of a heap of `n` in the subtraction game whose takes are the powers of `k`
/// (1, k, k², …: Baekjoon 9661, 5386, 24656). For odd k every take is odd: the values
/// alternate 0, 1. For even k every power is ±1 mod k + 1; with r = n mod (k + 1), the value is
/// r mod 2 for r < k and 2 for r = k. (From an even r < k every take reaches an odd residue or
/// k, worth 1 or 2; from an odd r a take of 1 reaches r − 1, worth 0, and no take reaches an
/// odd residue below k; from r = k, takes of 1 and k reach values 1 and 0, and none reaches k
/// again.) The tests check it against exhaustive search.
///
/// # Constraints
/// Any u64 `n` and `k ≥ 1` (k = 1: takes of 1 only).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::take::subtraction::powers_grundy;
/// let values: Vec<u64> = (0..12).map(|n| powers_grundy(n, 4)).collect();
/// assert_eq!(values, [0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1]);
/// assert_eq!(powers_grundy(7, 3), 1); // odd k: the parity
/// ```
pub fn powers_grundy(n: u64, k: u64) -> u64 {
    if k % 2 == 1 {
        return n % 2;
    }
    // k + 1 ≤ 2^64 − 1 since k is even.
    match n % (k + 1) {
        r if r == k => 2,
        r => r % 2,
    }
}

/// Whether the first player wins the subtraction game whose takes are the powers of `k`:
/// [`powers_grundy`] is not 0 (for even k: the residue n mod k + 1 is odd or k).
///
/// # Constraints
/// Any u64 `n` and `k ≥ 1`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::take::subtraction::powers_first_wins;
/// // Powers of 4: losses at 0, 2, 5, 7, 10, …
/// let losses: Vec<u64> = (0..12).filter(|&n| !powers_first_wins(n, 4)).collect();
/// assert_eq!(losses, [0, 2, 5, 7, 10]);
/// assert!(!powers_first_wins(6, 3)); // odd k: the even heaps lose
/// ```
pub fn powers_first_wins(n: u64, k: u64) -> bool {
    powers_grundy(n, k) != 0
}

/// The smallest take that wins from a heap of `n` when the takes are the powers of `k`
/// (Baekjoon 5386), or `None` if the heap loses: 1 from a value of 1, and k from a value of
/// 2 (only 1 is smaller, and it leaves a value of 1).
///
/// # Constraints
/// Any u64 `n` and `k ≥ 1`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::take::subtraction::powers_winning_take;
/// assert_eq!(powers_winning_take(4, 4), Some(4));
/// assert_eq!(powers_winning_take(3, 4), Some(1));
/// assert_eq!(powers_winning_take(5, 4), None);
/// ```
pub fn powers_winning_take(n: u64, k: u64) -> Option<u64> {
    match powers_grundy(n, k) {
        0 => None,
        1 => Some(1),
        _ => Some(k),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::atcoder::strange_nim;
    use crate::oracle::games::subtraction;

    #[test]
    fn fraction_values_match_search() {
        let mut game = strange_nim();
        for k in 1..12u64 {
            for x in 0..200u64 {
                assert_eq!(
                    fraction_grundy(x, k),
                    game.grundy(&(x, k)),
                    "x = {x}, k = {k}"
                );
            }
        }
    }

    #[test]
    fn one_two_k_matches_search() {
        let mut game = crate::oracle::codeforces::one_two_k();
        for k in 1..20u64 {
            for n in 0..120u64 {
                assert_eq!(
                    one_two_k_first_wins(n, k),
                    game.wins(&(n, k)),
                    "n = {n}, k = {k}"
                );
            }
        }
        // 2^64 − 1 is a multiple of 3: its period k + 1 does not fit a u64.
        assert!(one_two_k_first_wins(u64::MAX, u64::MAX));
        assert!(!one_two_k_first_wins(u64::MAX - 3, u64::MAX));
    }

    #[test]
    fn powers_match_search() {
        for k in 1..12u64 {
            let takes: Vec<u64> = std::iter::successors(Some(1u64), |&p| Some(p * k))
                .take_while(|&p| p <= 400)
                .take(if k == 1 { 1 } else { 10 })
                .collect();
            let mut game = subtraction(takes.clone());
            for n in 0..300u64 {
                assert_eq!(
                    powers_first_wins(n, k),
                    game.wins(&vec![n]),
                    "n = {n}, k = {k}"
                );
                // The values themselves (sums of piles XOR them: Baekjoon 24656).
                assert_eq!(
                    powers_grundy(n, k),
                    game.grundy(&vec![n]),
                    "n = {n}, k = {k}"
                );
                let smallest = (takes.iter().copied())
                    .filter(|&p| p <= n && !game.wins(&vec![n - p]))
                    .min();
                assert_eq!(powers_winning_take(n, k), smallest, "n = {n}, k = {k}");
            }
        }
        // k = 2^64 − 2 (even): its period k + 1 = 2^64 − 1.
        assert!(powers_first_wins(u64::MAX - 2, u64::MAX - 1));
        assert!(!powers_first_wins(u64::MAX, u64::MAX - 1));
    }

    #[test]
    fn fraction_extremes() {
        assert_eq!(fraction_grundy(u64::MAX, 1), u64::MAX);
        // The 32-bit path (division by a reciprocal) against the 64-bit one on large heaps.
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..3000 {
            seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
            let x = (seed >> 32) as u32 | 1 << 31;
            let k = ((seed >> 8) as u32 >> (seed % 31)).max(1);
            assert_eq!(
                u64::from(fraction_u32(x, k)),
                fraction_u64(x.into(), k.into())
            );
        }
        assert_eq!(u64::from(fraction_u32(u32::MAX, u32::MAX)), 1);
        assert_eq!(u64::from(fraction_u32(u32::MAX - 1, u32::MAX)), 0);
        // Against the rule itself, step by step, in both widths.
        for k in 1..40u64 {
            let mut plain = vec![0u64; 3000];
            for x in 0..3000u64 {
                plain[x as usize] = match x % k == 0 {
                    true => x / k,
                    false => plain[(x - x / k - 1) as usize],
                };
                assert_eq!(fraction_grundy(x, k), plain[x as usize], "{x} {k}");
                assert_eq!(fraction_u64(x, k), plain[x as usize], "{x} {k}");
            }
        }
        assert_eq!(fraction_grundy(u64::MAX - 1, u64::MAX), 0);
        assert_eq!(fraction_grundy(u64::MAX, u64::MAX), 1);
    }

    #[test]
    fn interval_values_match_search() {
        for l in 1..5u64 {
            for r in l..8 {
                let mut game = subtraction((l..=r).collect());
                for x in 0..40u64 {
                    assert_eq!(
                        interval_grundy(x, l, r),
                        game.grundy(&vec![x]),
                        "{l}..{r}, {x}"
                    );
                }
            }
        }
    }

    #[test]
    fn extremes_do_not_overflow() {
        let max = u64::MAX;
        assert_eq!(interval_grundy(max, max, max), 1);
        // Below the period l + r = 2^64: x / l.
        assert_eq!(interval_grundy(max, 1, max), max);
        assert_eq!(interval_grundy(max - 1, 2, max), (max - 1) / 2);
    }
}
