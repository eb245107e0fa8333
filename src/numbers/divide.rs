//! Replace a number by one of its proper divisors. Used by AtCoder ABC 368 F and HackerRank's
//! Tower Breakers (towers of equal height) and Tower Breakers, Revisited.
//!
//! The dividing game (AtCoder ABC 368 F): numbers; a move replaces one number by one of its
//! divisors other than itself; whoever cannot move (every number is 1) loses.
//!
//! A number `n = p₁p₂⋯p_k` (primes with multiplicity) moves to any product of a proper
//! sub-multiset of its primes, i.e. removes 1 to k of its prime factors: it is a Nim pile of
//! `Ω(n) = k`. So the first player wins iff the XOR of the Ω values is not 0.
//!
//! [`omega`] is exact for every u64: trial division by the primes up to `∛m` (of what is left),
//! after which at most two prime factors remain, told apart by a deterministic Miller–Rabin
//! test ([`is_prime`]).

/// `a·b mod m` without overflow (in u64 while `m` < 2^32).
#[inline]
fn mul_mod(a: u64, b: u64, m: u64) -> u64 {
    match m >> 32 {
        0 => a * b % m,
        _ => (u128::from(a) * u128::from(b) % u128::from(m)) as u64,
    }
}

/// `b^e mod m` for `b < m` (by squaring; in u64 while `m` < 2^32).
pub(crate) fn pow_mod(mut b: u64, mut e: u64, m: u64) -> u64 {
    let mut r = 1 % m;
    while e > 0 {
        if e & 1 == 1 {
            r = mul_mod(r, b, m);
        }
        b = mul_mod(b, b, m);
        e >>= 1;
    }
    r
}

/// Whether `n` is prime: Miller–Rabin with the bases 2, 7, 61 below 2^32, and above with the
/// seven bases that are exact for all u64 (Jim Sinclair's set).
///
/// # Complexity
/// O(log n) multiplications modulo n, three times below 2^32, seven times above.
///
/// # Example
/// ```
/// use impartial::numbers::divide::is_prime;
/// assert!(is_prime(2) && is_prime(1_000_000_007) && is_prime(18446744073709551557));
/// assert!(!is_prime(1) && !is_prime(3215031751)); // a strong pseudoprime to 2, 3, 5, 7
/// ```
pub fn is_prime(n: u64) -> bool {
    if n < 2 {
        return false;
    }
    for p in [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
        if n % p == 0 {
            return n == p;
        }
    }
    let (s, d) = (
        (n - 1).trailing_zeros(),
        (n - 1) >> (n - 1).trailing_zeros(),
    );
    let bases: &[u64] = match n >> 32 {
        0 => &[2, 7, 61],
        _ => &[2, 325, 9375, 28178, 450775, 9780504, 1795265022],
    };
    bases.iter().all(|&a| {
        let a = a % n;
        if a == 0 {
            return true;
        }
        let mut x = pow_mod(a, d, n);
        if x == 1 || x == n - 1 {
            return true;
        }
        (1..s).any(|_| {
            x = mul_mod(x, x, n);
            x == n - 1
        })
    })
}

/// `a·b mod m` for `a, b < m ≤ 2^66`: `b` in a high and a low part, no product above 2^100.
pub(crate) fn mul_mod_wide(a: u128, b: u128, m: u128) -> u128 {
    let high = a * (b >> 32) % m;
    ((high << 32) % m + a * (b & 0xffff_ffff)) % m
}

/// Whether `n` is prime, for `n < 2^66` (beyond u64: the sum of two u64 coordinates):
/// Miller–Rabin with the twelve primes up to 37 as bases, exact below 3.18·10^23; below 2^64
/// it is [`is_prime`].
///
/// # Constraints
/// `n < 2^66`.
///
/// # Complexity
/// O(log n) multiplications modulo n, twelve times (each a few u128 operations).
///
/// # Example
/// ```
/// use impartial::numbers::divide::is_prime_wide;
/// assert!(is_prime_wide((1 << 64) + 13)); // the least prime above 2^64
/// assert!(!is_prime_wide((1 << 64) + 1));
/// ```
pub fn is_prime_wide(n: u128) -> bool {
    assert!(n >> 66 == 0, "is_prime_wide takes n below 2^66");
    if n >> 64 == 0 {
        return is_prime(n as u64);
    }
    const BASES: [u128; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
    if BASES.iter().any(|&p| n % p == 0) {
        return false;
    }
    let s = (n - 1).trailing_zeros();
    let d = (n - 1) >> s;
    BASES.iter().all(|&a| {
        let (mut x, mut b, mut e) = (1u128, a, d);
        while e > 0 {
            if e & 1 == 1 {
                x = mul_mod_wide(x, b, n);
            }
            b = mul_mod_wide(b, b, n);
            e >>= 1;
        }
        if x == 1 || x == n - 1 {
            return true;
        }
        (1..s).any(|_| {
            x = mul_mod_wide(x, x, n);
            x == n - 1
        })
    })
}

/// Ω(n): the number of prime factors of `n` counted with multiplicity (0 for 0 and 1). It is
/// the Grundy value of `n` in the dividing game.
///
/// # Constraints
/// Any u64 `n`.
///
/// # Complexity
/// O(∛n) trial divisions in the worst case (a product of two large primes), plus one
/// Miller–Rabin test; about 15 divisions for `n ≤ 10^5`.
///
/// # Example
/// ```
/// use impartial::numbers::divide::omega;
/// assert_eq!((omega(2), omega(4), omega(6), omega(360)), (1, 2, 2, 6));
/// assert_eq!(omega(1 << 63), 63);
/// ```
pub fn omega(n: u64) -> u32 {
    if n < 2 {
        return 0;
    }
    let mut m = n;
    let mut k = m.trailing_zeros();
    m >>= k;
    // Candidates 3, 5, then 6j ± 1, while p³ ≤ m.
    let mut p = 3u64;
    while u128::from(p).pow(3) <= u128::from(m) {
        while m % p == 0 {
            m /= p;
            k += 1;
        }
        p += if p < 5 || p % 6 == 5 { 2 } else { 4 };
    }
    // Every prime factor left is at least p, and m < p³: at most two of them.
    k + match m {
        1 => 0,
        _ if m < p * p || is_prime(m) => 1,
        _ => 2,
    }
}

/// The nim-sum of the dividing game on `values` (a move replaces a number by a proper
/// divisor): the XOR of their Ω. When the values are small against their count, Ω comes from a
/// sieve up to the largest value rather than number by number.
///
/// # Constraints
/// Any u64 values (0 and 1 count as Ω = 0).
///
/// # Complexity
/// O(m log log m) for the sieve when the largest value m is at most 64 × the count (and below
/// 2^22), plus O(1) a value; otherwise [`omega`] on each value.
///
/// # Example
/// ```
/// use impartial::numbers::divide::nim_sum;
/// assert_eq!(nim_sum(&[2, 3, 4]), 1 ^ 1 ^ 2);
/// assert_eq!(nim_sum(&[360, 1 << 63]), 6 ^ 63);
/// ```
pub fn nim_sum(values: &[u64]) -> u32 {
    let max = values.iter().copied().max().unwrap_or(0);
    if max >= 1 << 22 || max > 64 * values.len() as u64 {
        return values.iter().fold(0, |x, &v| x ^ omega(v));
    }
    // Ω(j) counts the prime powers dividing j: add one at every multiple of each.
    let m = max as usize;
    let mut table = vec![0u8; m + 1];
    for p in 2..=m {
        if table[p] == 0 {
            let mut q = p;
            while q <= m {
                for j in (q..=m).step_by(q) {
                    table[j] += 1;
                }
                match q.checked_mul(p) {
                    Some(next) => q = next,
                    None => break,
                }
            }
        }
    }
    values
        .iter()
        .fold(0, |x, &v| x ^ u32::from(table[v as usize]))
}

/// Whether the first player wins the dividing game on `count` numbers all equal to `value`
/// (HackerRank's Tower Breakers: `count` towers of height `value`, a move cuts a tower to a
/// proper divisor of its height). Equal values cancel in pairs: the nim-sum is Ω(`value`) for
/// an odd count and 0 for an even one.
///
/// # Constraints
/// Any u64 `count` and `value` (0 and 1 have no move).
///
/// # Complexity
/// That of [`omega`], for an odd count; O(1) for an even one.
///
/// # Example
/// ```
/// use impartial::numbers::divide::copies_first_wins;
/// assert!(!copies_first_wins(2, 2) && copies_first_wins(1, 4));
/// assert!(!copies_first_wins(3, 1));
/// ```
pub fn copies_first_wins(count: u64, value: u64) -> bool {
    count % 2 == 1 && omega(value) != 0
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Equal numbers, searched as a set of numbers whose move replaces one by a proper
    /// divisor (the search knows nothing of Ω or of sums).
    #[test]
    fn copies_against_search() {
        let mut game = crate::oracle::hackerrank::towers();
        for count in 0..5u64 {
            for value in 0..40u64 {
                let towers = vec![value; count as usize];
                assert_eq!(
                    copies_first_wins(count, value),
                    game.wins(&towers),
                    "{count} × {value}"
                );
            }
        }
    }

    /// Beyond 2^64: the primes just above 2^64 and just below 2^65 (as published tables and
    /// sympy list them), every other number there, and products of two primes near 2^33.
    #[test]
    fn primes_beyond_u64() {
        let above: [u128; 6] = [13, 37, 51, 81, 93, 141];
        for k in 0..150u128 {
            assert_eq!(
                is_prime_wide((1 << 64) + k),
                above.contains(&k),
                "2^64 + {k}"
            );
        }
        for k in 1..100u128 {
            assert_eq!(
                is_prime_wide((1 << 65) - k),
                k == 49 || k == 79,
                "2^65 - {k}"
            );
        }
        let near: Vec<u64> = ((1u64 << 33) - 200..(1 << 33))
            .filter(|&p| is_prime(p))
            .collect();
        for &p in &near {
            for &q in &near {
                assert!(!is_prime_wide(u128::from(p) * u128::from(q)), "{p} · {q}");
            }
        }
        assert!((1..1000u64).all(|n| is_prime_wide(u128::from(n)) == is_prime(n)));
    }

    #[test]
    fn nim_sum_by_sieve_agrees_with_omega() {
        let values: Vec<u64> = (0..5000).collect();
        for start in [0, 1, 2, 17, 4000] {
            let part = &values[start..];
            let want = part.iter().fold(0, |x, &v| x ^ omega(v));
            assert_eq!(nim_sum(part), want, "from {start}");
            let mut one: Vec<u64> = part.to_vec();
            one.push(u64::MAX);
            assert_eq!(nim_sum(&one), want ^ omega(u64::MAX));
        }
        assert_eq!(nim_sum(&[]), 0);
    }
    use crate::oracle::curriculum::{dividing, omega_by_division};

    #[test]
    fn grundy_values_match_search() {
        let mut game = dividing();
        for n in 1..=400u64 {
            assert_eq!(u64::from(omega(n)), game.grundy(&n), "n = {n}");
        }
    }

    #[test]
    fn omega_matches_plain_division() {
        for n in 0..200_000u64 {
            assert_eq!(u64::from(omega(n)), omega_by_division(n.max(1)), "n = {n}");
        }
        // Products of two primes, a prime square and a prime near 2^64.
        let big = [
            999_999_999_989 * 7,
            1_000_003 * 1_000_033,
            4_294_967_291 * 4_294_967_279,
        ];
        for n in big.into_iter().chain([4_294_967_291u64 * 4_294_967_291]) {
            assert_eq!(omega(n), 2, "n = {n}");
        }
        assert_eq!(omega(18446744073709551557), 1);
    }

    #[test]
    fn primes_match_a_sieve() {
        let mut sieve = vec![true; 100_000];
        sieve[0] = false;
        sieve[1] = false;
        for i in 2..sieve.len() {
            if sieve[i] {
                for j in (i * i..sieve.len()).step_by(i) {
                    sieve[j] = false;
                }
            }
        }
        for (n, &p) in sieve.iter().enumerate() {
            assert_eq!(is_prime(n as u64), p, "n = {n}");
        }
        // Around 2^32, where the bases change.
        for n in (1u64 << 32) - 3000..(1 << 32) + 3000 {
            assert_eq!(is_prime(n), omega_by_division(n) == 1, "n = {n}");
        }
        // Strong pseudoprimes to several small bases (4759123141: to 2, 7 and 61).
        for n in [
            2047u64,
            1373653,
            25326001,
            3215031751,
            4759123141,
            2152302898747,
            3474749660383,
        ] {
            assert!(!is_prime(n), "{n}");
        }
    }
}
