//! Factoring every u64, and the sums of two (below 2^66): trial division by the primes below
//! 64, then Pollard's rho in Brent's form, each factor certified by a deterministic
//! Miller–Rabin test; and counting the primes up to `n` (Lucy's method, and Lehmer's formula
//! beyond 2^26). The pattern finder's
//! number-theoretic features are built on these.

use super::divide::{is_prime_wide, mul_mod_wide};

/// The largest `n` [`prime_count`] counts to: 10^12 takes about 0.15 s.
pub const PRIME_COUNT_LIMIT: u64 = crate::numbers::prime_count::LIMIT;

/// The greatest common divisor (`gcd(0, b) = b`).
pub(crate) fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

/// `a·b mod n` for `a, b < n < 2^66`: in one product while `n` fits in 64 bits.
fn mul_mod(a: u128, b: u128, n: u128) -> u128 {
    if n >> 64 == 0 {
        a * b % n
    } else {
        mul_mod_wide(a, b, n)
    }
}

/// A factor of the odd composite `n` other than 1 and `n`: Pollard's rho with Brent's cycle
/// search, the differences multiplied in batches of 128 before a gcd, a batch retraced one by
/// one when it overshoots, and another polynomial `x² + c` if one fails.
fn rho(n: u128) -> u128 {
    let step = |x: u128, c: u128| (mul_mod(x, x, n) + c) % n;
    let diff = |x: u128, y: u128| x.max(y) - x.min(y);
    for c in 1.. {
        let (mut y, mut r, mut q, mut g) = (2u128, 1u64, 1u128, 1u128);
        let (mut x, mut saved) = (0u128, 0u128);
        while g == 1 {
            x = y;
            for _ in 0..r {
                y = step(y, c);
            }
            let mut k = 0;
            while k < r && g == 1 {
                saved = y;
                for _ in 0..128.min(r - k) {
                    y = step(y, c);
                    q = mul_mod(q, diff(x, y), n);
                }
                g = gcd(q, n);
                k += 128;
            }
            r *= 2;
        }
        if g == n {
            // The batch overshot: retrace it one step at a time.
            loop {
                saved = step(saved, c);
                g = gcd(diff(x, saved), n);
                if g > 1 {
                    break;
                }
            }
        }
        if g != n {
            return g;
        }
    }
    unreachable!("some x² + c finds a factor")
}

/// The prime factors of `n` with their exponents, smallest first (none for 0 and 1).
///
/// # Constraints
/// `n < 2^66`.
///
/// # Complexity
/// O(n^{1/4}) multiplications modulo `n` expected (Pollard's rho), a few milliseconds at worst
/// for a u64; trial division by the 18 primes below 64 first.
///
/// # Example
/// ```
/// use impartial::numbers::factor::factor;
/// assert_eq!(factor(360), vec![(2, 3), (3, 2), (5, 1)]);
/// assert_eq!(factor(999_999_999_989 * 1_000_003), vec![(1_000_003, 1), (999_999_999_989, 1)]);
/// assert_eq!(factor((1 << 64) + 1), vec![(274_177, 1), (67_280_421_310_721, 1)]);
/// ```
pub fn factor(n: u128) -> Vec<(u128, u32)> {
    assert!(n >> 66 == 0, "factor takes n below 2^66");
    let mut out: Vec<(u128, u32)> = Vec::new();
    let mut m = n;
    if m < 2 {
        return out;
    }
    for p in [
        2u128, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61,
    ] {
        let mut e = 0;
        while m % p == 0 {
            m /= p;
            e += 1;
        }
        if e > 0 {
            out.push((p, e));
        }
    }
    let mut stack = vec![m];
    let mut big: Vec<u128> = Vec::new();
    while let Some(x) = stack.pop() {
        if x == 1 {
            continue;
        }
        if is_prime_wide(x) {
            big.push(x);
        } else {
            let d = rho(x);
            stack.push(d);
            stack.push(x / d);
        }
    }
    big.sort_unstable();
    for p in big {
        match out.last_mut() {
            Some(last) if last.0 == p => last.1 += 1,
            _ => out.push((p, 1)),
        }
    }
    out
}

/// π(n): the number of primes up to `n`; `None` above [`PRIME_COUNT_LIMIT`]. Below 2^26 by
/// Lucy's method (the counts at every `⌊n/k⌋`, sieved prime by prime), above by Lehmer's
/// formula ([`crate::numbers::prime_count`]), each where it is the faster.
///
/// # Complexity
/// O(n^{3/4}) time and O(√n) memory below 2^26 (a millisecond); 10^12 in about 0.15 s.
///
/// # Example
/// ```
/// use impartial::numbers::factor::prime_count;
/// assert_eq!(prime_count(100), Some(25));
/// assert_eq!(prime_count(1_000_000_000), Some(50_847_534));
/// assert_eq!(prime_count(1 << 50), None);
/// ```
pub fn prime_count(n: u64) -> Option<u64> {
    match n < 1 << 26 {
        true => lucy(n),
        false => crate::numbers::prime_count::prime_count(n),
    }
}

/// π(n) by Lucy's method.
fn lucy(n: u64) -> Option<u64> {
    if n > PRIME_COUNT_LIMIT {
        return None;
    }
    if n < 2 {
        return Some(0);
    }
    let r = crate::numbers::quotients::isqrt(u128::from(n)) as u64;
    // small[v] = count for v ≤ r, large[k] = count for n / k, k ≤ r: the primes and the
    // numbers no prime below p divides, each starting at v − 1 (every number from 2 to v).
    let mut small: Vec<u64> = (0..=r).map(|v| v.saturating_sub(1)).collect();
    let mut large: Vec<u64> = (0..=r)
        .map(|k| n.checked_div(k).map_or(0, |q| q - 1))
        .collect();
    for p in 2..=r {
        if small[p as usize] == small[p as usize - 1] {
            continue; // not a prime
        }
        let below = small[p as usize - 1];
        let p2 = p * p;
        for k in 1..=r.min(n / p2) {
            let v = n / k / p;
            let count = if k * p <= r {
                large[(k * p) as usize]
            } else {
                small[v as usize]
            };
            large[k as usize] -= count - below;
        }
        for v in (p2..=r).rev() {
            small[v as usize] -= small[(v / p) as usize] - below;
        }
    }
    Some(large[1])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against trial division to 10^5, at products of known primes, and beyond 2^64.
    #[test]
    fn factors_and_counts() {
        let trial = |mut n: u128| {
            let mut out = Vec::new();
            let mut p = 2;
            while p * p <= n {
                let mut e = 0;
                while n % p == 0 {
                    n /= p;
                    e += 1;
                }
                if e > 0 {
                    out.push((p, e));
                }
                p += 1;
            }
            if n > 1 {
                out.push((n, 1));
            }
            out
        };
        for n in 0..100_000u128 {
            assert_eq!(factor(n), trial(n), "{n}");
        }
        let p = 4_294_967_291u128; // primes near 2^32
        let q = 4_294_967_279u128;
        assert_eq!(factor(p * q), vec![(q, 1), (p, 1)]);
        assert_eq!(factor(p * p * 3), vec![(3, 1), (p, 2)]);
        assert_eq!(factor(u128::from(u64::MAX)), trial_known_u64_max());
        assert_eq!(factor((1 << 64) + 13), vec![((1 << 64) + 13, 1)]);
        assert_eq!(
            factor(3 * ((1 << 64) + 13)),
            vec![(3, 1), ((1 << 64) + 13, 1)]
        );
        // π against a sieve to 10^5, and published values.
        let mut sieve = vec![true; 100_001];
        let mut count = 0;
        for n in 2..=100_000usize {
            if sieve[n] {
                count += 1;
                (2 * n..=100_000).step_by(n).for_each(|m| sieve[m] = false);
            }
            if n % 997 == 0 || n < 300 {
                assert_eq!(prime_count(n as u64), Some(count), "{n}");
            }
        }
        assert_eq!(prime_count(10_000_000), Some(664_579));
        // The two methods agree where they meet and beyond.
        for n in [
            (1 << 26) - 1,
            1 << 26,
            123_456_789,
            3_000_000_019,
            9_999_999_967,
        ] {
            assert_eq!(lucy(n), crate::numbers::prime_count::prime_count(n), "{n}");
        }
        assert_eq!(prime_count(10_000_000_000), Some(455_052_511));
    }

    /// 2^64 − 1 = 3 · 5 · 17 · 257 · 641 · 65537 · 6700417.
    fn trial_known_u64_max() -> Vec<(u128, u32)> {
        [3, 5, 17, 257, 641, 65537, 6_700_417]
            .iter()
            .map(|&p| (p, 1))
            .collect()
    }
}
