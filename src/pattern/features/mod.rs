//! The functions of `n` a one-dimensional pattern may be built on: bits of `n`, valuations,
//! prime factors, divisors, roots. Each is exact for every u64 and has a Rust expression that
//! [`Line::rust`](super::Line::rust) writes into a pasted function.

use crate::numbers::divide::{is_prime, is_prime_wide, omega};
use crate::numbers::quotients::isqrt;

/// A function `h(n)` of the heap: `G(n) = a·h(n) + …` in [`Line`](super::Line).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Feature {
    /// The lowest set bit, `n & −n` (the Ruler game).
    LowBit,
    /// The 2-adic valuation: trailing zero bits.
    TwoAdic,
    /// Trailing one bits.
    TrailingOnes,
    /// Set bits.
    Popcount,
    /// 1 if `n` has an odd number of set bits, else 0.
    PopcountOdd,
    /// 1 if `n` has an even number of set bits, else 0.
    PopcountEven,
    /// `⌊log₂ n⌋`, the highest set bit's position.
    HighBit,
    /// The `p`-adic valuation, for `p` = 3, 5 or 7.
    Adic(u64),
    /// Ω(n): prime factors with multiplicity.
    BigOmega,
    /// The number of divisors.
    Divisors,
    /// `⌊√n⌋`.
    Sqrt,
    /// The largest `k` with `k(k+1)/2 ≤ n`.
    TriRoot,
    /// ω(n): distinct prime factors.
    DistinctPrimes,
    /// `⌊log₃ n⌋`.
    Log3,
    /// The largest power of two at most `n`, `2^⌊log₂ n⌋`.
    HighPow2,
}

/// Every feature, in the order they are tried (bit functions first).
pub const FEATURES: [Feature; 17] = [
    Feature::LowBit,
    Feature::TwoAdic,
    Feature::TrailingOnes,
    Feature::Popcount,
    Feature::PopcountOdd,
    Feature::PopcountEven,
    Feature::HighBit,
    Feature::Adic(3),
    Feature::Adic(5),
    Feature::Adic(7),
    Feature::BigOmega,
    Feature::Divisors,
    Feature::Sqrt,
    Feature::TriRoot,
    Feature::DistinctPrimes,
    Feature::Log3,
    Feature::HighPow2,
];

/// The number of divisors of `n ≥ 1`: trial division while `p³ ≤ m`, after which what is
/// left has at most two prime factors (1, a prime, a prime squared, or two primes).
fn divisor_count(n: u64) -> u64 {
    let mut m = n;
    let mut count = u64::from(m.trailing_zeros()) + 1;
    m >>= m.trailing_zeros();
    let mut p = 3u64;
    while u128::from(p).pow(3) <= u128::from(m) {
        let mut e = 1;
        while m % p == 0 {
            m /= p;
            e += 1;
        }
        count *= e;
        p += 2;
    }
    let r = isqrt(u128::from(m)) as u64;
    count
        * match m {
            1 => 1,
            _ if m < p * p || is_prime(m) => 2,
            _ if r * r == m => 3,
            _ => 4,
        }
}

/// ω(n) for `n ≥ 1`: the distinct primes below `∛m` by trial division, then what is left has
/// at most two prime factors (1, a prime, a prime squared, or two primes).
fn distinct_primes(n: u64) -> u64 {
    let mut m = n >> n.trailing_zeros();
    let mut count = u64::from(n.trailing_zeros() > 0);
    let mut p = 3u64;
    while u128::from(p).pow(3) <= u128::from(m) {
        if m % p == 0 {
            count += 1;
            while m % p == 0 {
                m /= p;
            }
        }
        p += 2;
    }
    let r = isqrt(u128::from(m)) as u64;
    count
        + match m {
            1 => 0,
            _ if m < p * p || is_prime(m) => 1,
            _ if r * r == m => 1,
            _ => 2,
        }
}

/// The exponents of the primes below `∛m` in `n` (`2 ≤ n < 2^66`), by trial division, and what
/// is left, as 0 (1), 1 (a prime), 2 (two distinct primes) or 3 (a prime squared): at most
/// two prime factors remain once `p³ > m`.
fn factor_wide(n: u128) -> (Vec<u128>, usize) {
    let (mut m, mut p, mut exps) = (n, 2u128, Vec::new());
    while p * p * p <= m {
        let mut e = 0;
        while m % p == 0 {
            m /= p;
            e += 1;
        }
        if e > 0 {
            exps.push(e);
        }
        p += if p == 2 { 1 } else { 2 };
    }
    let r = isqrt(m);
    let left = match m {
        1 => 0,
        _ if m < p * p || is_prime_wide(m) => 1,
        _ if r * r == m => 3,
        _ => 2,
    };
    (exps, left)
}

impl Feature {
    /// `h(n)`. Functions of a positive `n` ([`Feature::from`] = 1) give 0 at 0.
    pub fn at(self, n: u64) -> u64 {
        match self {
            Feature::LowBit => n & n.wrapping_neg(),
            Feature::TwoAdic => u64::from(n.trailing_zeros()) * u64::from(n > 0),
            Feature::TrailingOnes => u64::from(n.trailing_ones()),
            Feature::Popcount => u64::from(n.count_ones()),
            Feature::PopcountOdd => u64::from(n.count_ones() & 1),
            Feature::PopcountEven => u64::from(!n.count_ones() & 1),
            Feature::HighBit => u64::from(63 - (n | 1).leading_zeros()),
            Feature::Adic(p) => {
                let (mut m, mut k) = (n, 0);
                while m > 0 && m % p == 0 {
                    m /= p;
                    k += 1;
                }
                k
            }
            Feature::BigOmega => u64::from(omega(n)),
            Feature::Divisors if n == 0 => 0,
            Feature::Divisors => divisor_count(n),
            Feature::Sqrt => isqrt(u128::from(n)) as u64,
            Feature::TriRoot => ((isqrt(8 * u128::from(n) + 1) - 1) / 2) as u64,
            Feature::DistinctPrimes if n == 0 => 0,
            Feature::DistinctPrimes => distinct_primes(n),
            Feature::Log3 => {
                let (mut m, mut k) = (n / 3, 0);
                while m > 0 {
                    m /= 3;
                    k += 1;
                }
                k
            }
            Feature::HighPow2 => match n {
                0 => 0,
                _ => 1 << (63 - n.leading_zeros()),
            },
        }
    }

    /// `h(n)` for `n` beyond u64 too (to 2^66: the sum of two u64 coordinates, `f(a + b)`),
    /// exactly; below 2^64 it is [`Feature::at`].
    ///
    /// # Complexity
    /// As [`Feature::at`]; beyond 2^64, Ω, ω and the divisor count take trial divisions to
    /// `∛n` (about 1.4 million, tens of milliseconds) and a 128-bit Miller–Rabin test.
    pub fn at_wide(self, n: u128) -> u128 {
        if n >> 64 == 0 {
            return u128::from(self.at(n as u64));
        }
        let count = |x: u32| u128::from(x);
        match self {
            Feature::LowBit => n & n.wrapping_neg(),
            Feature::TwoAdic => count(n.trailing_zeros()),
            Feature::TrailingOnes => count(n.trailing_ones()),
            Feature::Popcount => count(n.count_ones()),
            Feature::PopcountOdd => count(n.count_ones() & 1),
            Feature::PopcountEven => count(!n.count_ones() & 1),
            Feature::HighBit => count(127 - n.leading_zeros()),
            Feature::Adic(p) => {
                let (mut m, mut k, p) = (n, 0, u128::from(p));
                while m % p == 0 {
                    m /= p;
                    k += 1;
                }
                k
            }
            Feature::BigOmega | Feature::Divisors | Feature::DistinctPrimes => {
                let (exps, left) = factor_wide(n);
                match self {
                    Feature::BigOmega => exps.iter().sum::<u128>() + [0, 1, 2, 2][left],
                    Feature::Divisors => {
                        exps.iter().map(|e| e + 1).product::<u128>() * [1, 2, 4, 3][left]
                    }
                    _ => exps.len() as u128 + [0, 1, 2, 1][left],
                }
            }
            Feature::Sqrt => isqrt(n),
            Feature::TriRoot => (isqrt(8 * n + 1) - 1) / 2,
            Feature::Log3 => {
                let (mut m, mut k) = (n / 3, 0);
                while m > 0 {
                    m /= 3;
                    k += 1;
                }
                k
            }
            Feature::HighPow2 => 1 << (127 - n.leading_zeros()),
        }
    }

    /// The least `n` the feature is defined at: 1 for valuations, the lowest and highest bit,
    /// Ω and divisors; 0 for the rest.
    pub fn from(self) -> u64 {
        match self {
            Feature::TrailingOnes
            | Feature::Popcount
            | Feature::PopcountOdd
            | Feature::PopcountEven
            | Feature::Sqrt
            | Feature::TriRoot => 0,
            _ => 1,
        }
    }

    /// Whether `h` takes only the values 0 and 1.
    pub fn bounded(self) -> bool {
        matches!(self, Feature::PopcountOdd | Feature::PopcountEven)
    }

    /// The feature in words, of the variable `v`: `popcount(n)`, `[popcount(n) even]`.
    pub fn name(self, v: &str) -> String {
        match self {
            Feature::LowBit => format!("lowbit({v})"),
            Feature::TwoAdic => format!("v₂({v})"),
            Feature::TrailingOnes => format!("trailing_ones({v})"),
            Feature::Popcount => format!("popcount({v})"),
            Feature::PopcountOdd => format!("[popcount({v}) odd]"),
            Feature::PopcountEven => format!("[popcount({v}) even]"),
            Feature::HighBit => format!("⌊log₂ {v}⌋"),
            Feature::Adic(p) => format!("v_{p}({v})"),
            Feature::BigOmega => format!("Ω({v})"),
            Feature::Divisors => format!("d({v})"),
            Feature::Sqrt => format!("⌊√{v}⌋"),
            Feature::TriRoot => format!("triangular_root({v})"),
            Feature::DistinctPrimes => format!("ω({v})"),
            Feature::Log3 => format!("⌊log₃ {v}⌋"),
            Feature::HighPow2 => format!("2^⌊log₂ {v}⌋"),
        }
    }

    /// What the name means, for the docs and `--help`.
    pub fn meaning(self) -> &'static str {
        match self {
            Feature::LowBit => "the lowest set bit of n (n & -n)",
            Feature::TwoAdic => "the exponent of 2 in n (trailing zero bits)",
            Feature::TrailingOnes => "the number of trailing one bits of n",
            Feature::Popcount => "the number of set bits of n",
            Feature::PopcountOdd | Feature::PopcountEven => "1 if the condition holds, else 0",
            Feature::HighBit => "the position of the highest set bit of n",
            Feature::Adic(_) => "the exponent of p in n",
            Feature::BigOmega => "the number of prime factors of n with multiplicity",
            Feature::Divisors => "the number of divisors of n",
            Feature::Sqrt => "the largest k with k*k <= n",
            Feature::TriRoot => "the largest k with k(k+1)/2 <= n",
            Feature::DistinctPrimes => "the number of distinct prime factors of n",
            Feature::Log3 => "the largest k with 3^k <= n",
            Feature::HighPow2 => "the largest power of two at most n",
        }
    }
}

mod rust;

#[cfg(test)]
mod tests;
