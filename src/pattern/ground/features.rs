//! The functions of `n` a one-dimensional pattern may be built on: bits of `n`, valuations,
//! prime factors, divisors, roots, primes, digits. Each is exact for every u64 (and for the
//! sums of two, below 2^66) — π(n) to 10^12 — and has a Rust expression that
//! [`Line::rust`](super::Line::rust) writes into a pasted function.

use crate::numbers::divide::is_prime_wide;
use crate::numbers::factor::{factor, prime_count};
use crate::numbers::quotients::isqrt;

/// A function `h(n)` of the heap: `G(n) = a·h(n) + …` in [`Line`](crate::pattern::Line).
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
    /// The smallest prime factor (0 at 0, 1 at 1).
    Spf,
    /// The index of the smallest prime factor among the primes, π(spf(n)): 1 for even `n`, 2
    /// for multiples of 3 that are odd, … (0 at 0 and 1).
    SpfIndex,
    /// The largest prime factor (0 at 0, 1 at 1).
    Lpf,
    /// 1 if `n` is prime, else 0.
    IsPrime,
    /// π(n): the primes up to `n` (to 10^12).
    PrimePi,
    /// Euler's φ(n): the numbers up to `n` prime to it.
    Totient,
    /// The sum of the digits of `n` in base `b` (3 to 10; base 2 is the popcount).
    DigitSum(u64),
    /// The number of digits of `n` in base `b` (4 to 10; bases 2 and 3 are `⌊log n⌋ + 1`).
    Digits(u64),
    /// `n − ⌊√n⌋²`: how far `n` is past the last square.
    SqrtRest,
    /// The XOR of the digits of `n` in base `b` (3 to 10; base 2 is the popcount's parity).
    DigitXor(u64),
    /// The XOR of the exponents of `n`'s prime factorisation (0 at 0 and 1).
    ExponentXor,
    /// The index of `n` among the Fibonacci numbers 1, 2, 3, 5, 8, …: how many are at most
    /// `n`.
    FibIndex,
}

/// Every feature, in the order they are tried (bit functions first).
pub const FEATURES: [Feature; 49] = [
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
    Feature::Spf,
    Feature::SpfIndex,
    Feature::Lpf,
    Feature::IsPrime,
    Feature::PrimePi,
    Feature::Totient,
    Feature::DigitSum(3),
    Feature::DigitSum(4),
    Feature::DigitSum(5),
    Feature::DigitSum(6),
    Feature::DigitSum(7),
    Feature::DigitSum(8),
    Feature::DigitSum(9),
    Feature::DigitSum(10),
    Feature::Digits(4),
    Feature::Digits(5),
    Feature::Digits(6),
    Feature::Digits(7),
    Feature::Digits(8),
    Feature::Digits(9),
    Feature::Digits(10),
    Feature::SqrtRest,
    Feature::DigitXor(3),
    Feature::DigitXor(4),
    Feature::DigitXor(5),
    Feature::DigitXor(6),
    Feature::DigitXor(7),
    Feature::DigitXor(8),
    Feature::DigitXor(9),
    Feature::DigitXor(10),
    Feature::ExponentXor,
    Feature::FibIndex,
];

/// `x` as a u64, if it fits (no `TryFrom`: edition 2018's prelude, which a bundle may be,
/// has none).
fn narrow(x: u128) -> Option<u64> {
    if x >> 64 == 0 {
        Some(x as u64)
    } else {
        None
    }
}

impl Feature {
    /// `h(n)`; `None` only for π beyond 10^12 ([`PRIME_COUNT_LIMIT`]). Functions of a
    /// positive `n` ([`Feature::from`] = 1) give 0 at 0.
    ///
    /// # Complexity
    /// O(1) for the bits; O(n^{1/4}) expected for the prime factors (Pollard's rho), O(log n)
    /// for digits and valuations, O(n^{3/4}) for π (a second at 10^12).
    ///
    /// [`PRIME_COUNT_LIMIT`]: crate::numbers::factor::PRIME_COUNT_LIMIT
    pub fn at(self, n: u64) -> Option<u64> {
        self.at_wide(u128::from(n)).map(|v| v as u64)
    }

    /// [`Feature::at`] for `n` beyond u64 too (to 2^66: the sum of two u64 coordinates,
    /// `f(a + b)`), exactly.
    pub fn at_wide(self, n: u128) -> Option<u128> {
        let count = |x: u32| u128::from(x);
        let factors = || factor(n);
        Some(match self {
            Feature::LowBit => n & n.wrapping_neg(),
            Feature::TwoAdic if n == 0 => 0,
            Feature::TwoAdic => count(n.trailing_zeros()),
            Feature::TrailingOnes => count(n.trailing_ones()),
            Feature::Popcount => count(n.count_ones()),
            Feature::PopcountOdd => count(n.count_ones() & 1),
            Feature::PopcountEven => count(!n.count_ones() & 1),
            Feature::HighBit => count(127 - (n | 1).leading_zeros()),
            Feature::Adic(p) | Feature::DigitSum(p) | Feature::Digits(p) | Feature::DigitXor(p) => {
                let (mut m, mut k, p) = (n, 0, u128::from(p));
                match self {
                    Feature::DigitXor(_) => {
                        while m > 0 {
                            k ^= m % p;
                            m /= p;
                        }
                    }
                    Feature::Adic(_) => {
                        while m > 0 && m % p == 0 {
                            m /= p;
                            k += 1;
                        }
                    }
                    Feature::DigitSum(_) => {
                        while m > 0 {
                            k += m % p;
                            m /= p;
                        }
                    }
                    _ => {
                        while m > 0 {
                            k += 1;
                            m /= p;
                        }
                    }
                }
                k
            }
            Feature::BigOmega => factors().iter().map(|f| u128::from(f.1)).sum(),
            Feature::Divisors if n == 0 => 0,
            Feature::Divisors => factors().iter().map(|f| u128::from(f.1) + 1).product(),
            Feature::DistinctPrimes => factors().len() as u128,
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
            Feature::HighPow2 if n == 0 => 0,
            Feature::HighPow2 => 1 << (127 - n.leading_zeros()),
            Feature::Spf | Feature::Lpf if n < 2 => n,
            Feature::Spf => factors()[0].0,
            Feature::Lpf => factors().last().expect("n ≥ 2 has a prime factor").0,
            Feature::SpfIndex if n < 2 => 0,
            Feature::SpfIndex => {
                let p = factors()[0].0;
                u128::from(prime_count(narrow(p)?)?)
            }
            Feature::IsPrime => u128::from(is_prime_wide(n)),
            Feature::PrimePi => u128::from(prime_count(narrow(n)?)?),
            Feature::SqrtRest => n - isqrt(n) * isqrt(n),
            Feature::ExponentXor if n < 2 => 0,
            Feature::ExponentXor => factors().iter().fold(0, |x, f| x ^ u128::from(f.1)),
            Feature::FibIndex => {
                let (mut a, mut b, mut k) = (1u128, 2u128, 0);
                while a <= n {
                    k += 1;
                    let c = a + b;
                    a = b;
                    b = c;
                }
                k
            }
            Feature::Totient if n == 0 => 0,
            Feature::Totient => factors()
                .iter()
                .map(|&(p, e)| (p - 1) * p.pow(e - 1))
                .product(),
        })
    }

    /// The least `n` the feature is meant at: 2 for the prime factors, 1 for valuations, the
    /// lowest and highest bit, Ω, divisors, φ and digit counts; 0 for the rest.
    pub fn from(self) -> u64 {
        match self {
            Feature::TrailingOnes
            | Feature::Popcount
            | Feature::PopcountOdd
            | Feature::PopcountEven
            | Feature::Sqrt
            | Feature::TriRoot
            | Feature::IsPrime
            | Feature::PrimePi
            | Feature::DigitSum(_)
            | Feature::SqrtRest
            | Feature::DigitXor(_)
            | Feature::FibIndex => 0,
            Feature::Spf | Feature::SpfIndex | Feature::Lpf => 2,
            _ => 1,
        }
    }

    /// Whether `h` is a step function: non-decreasing in `n` and constant over long blocks
    /// (`⌊log₂ n⌋`, `⌊√n⌋`, π(n), …), so that a block of `n`, not each value, is one
    /// observation of a pattern built on it.
    pub fn steps(self) -> bool {
        matches!(
            self,
            Feature::HighBit
                | Feature::Sqrt
                | Feature::TriRoot
                | Feature::Log3
                | Feature::HighPow2
                | Feature::PrimePi
                | Feature::Digits(_)
                | Feature::FibIndex
        )
    }

    /// Whether `h` takes the value `v` at finitely many `n` only (every value of a feature that
    /// grows; 0 of Ω, ω, the popcount, the divisor count; 1 of the divisor count).
    pub fn finitely_often(self, v: u64) -> bool {
        self.steps()
            || v == 0
                && matches!(
                    self,
                    Feature::BigOmega
                        | Feature::DistinctPrimes
                        | Feature::Popcount
                        | Feature::Divisors
                        | Feature::Spf
                        | Feature::Lpf
                        | Feature::Totient
                )
            || v == 1 && self == Feature::Divisors
    }

    /// Whether `h` takes only the values 0 and 1.
    pub fn bounded(self) -> bool {
        matches!(
            self,
            Feature::PopcountOdd | Feature::PopcountEven | Feature::IsPrime
        )
    }

    /// The feature in words, of the variable `v`: `popcount(n)`, `[popcount(n) even]`.
    pub fn name(self, v: &str) -> String {
        match self {
            Feature::LowBit => format!("lowbit({v})", v = v),
            Feature::TwoAdic => format!("v₂({v})", v = v),
            Feature::TrailingOnes => format!("trailing_ones({v})", v = v),
            Feature::Popcount => format!("popcount({v})", v = v),
            Feature::PopcountOdd => format!("[popcount({v}) odd]", v = v),
            Feature::PopcountEven => format!("[popcount({v}) even]", v = v),
            Feature::HighBit => format!("⌊log₂ {v}⌋", v = v),
            Feature::Adic(p) => format!("v_{p}({v})", p = p, v = v),
            Feature::BigOmega => format!("Ω({v})", v = v),
            Feature::Divisors => format!("d({v})", v = v),
            Feature::Sqrt => format!("⌊√{v}⌋", v = v),
            Feature::TriRoot => format!("triangular_root({v})", v = v),
            Feature::DistinctPrimes => format!("ω({v})", v = v),
            Feature::Log3 => format!("⌊log₃ {v}⌋", v = v),
            Feature::HighPow2 => format!("2^⌊log₂ {v}⌋", v = v),
            Feature::Spf => format!("spf({v})", v = v),
            Feature::SpfIndex => format!("π(spf({v}))", v = v),
            Feature::Lpf => format!("lpf({v})", v = v),
            Feature::IsPrime => format!("[{v} prime]", v = v),
            Feature::PrimePi => format!("π({v})", v = v),
            Feature::Totient => format!("φ({v})", v = v),
            Feature::DigitSum(b) => format!("digit_sum_{b}({v})", b = b, v = v),
            Feature::Digits(b) => format!("digits_{b}({v})", b = b, v = v),
            Feature::SqrtRest => format!("({v} − ⌊√{v}⌋²)", v = v),
            Feature::DigitXor(b) => format!("digit_xor_{b}({v})", b = b, v = v),
            Feature::ExponentXor => format!("exponent_xor({v})", v = v),
            Feature::FibIndex => format!("fib_index({v})", v = v),
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
            Feature::Spf => "the smallest prime factor of n",
            Feature::SpfIndex => {
                "the index of n's smallest prime factor among the primes (2 is the first)"
            }
            Feature::Lpf => "the largest prime factor of n",
            Feature::IsPrime => "1 if n is prime, else 0",
            Feature::PrimePi => "the number of primes up to n (computed to 10^12)",
            Feature::Totient => "Euler's phi: the numbers from 1 to n prime to n",
            Feature::DigitSum(_) => "the sum of the digits of n in that base",
            Feature::Digits(_) => "the number of digits of n in that base",
            Feature::SqrtRest => "n minus the largest square at most n",
            Feature::DigitXor(_) => "the XOR of the digits of n in that base",
            Feature::ExponentXor => "the XOR of the exponents in n's prime factorisation",
            Feature::FibIndex => "how many Fibonacci numbers 1, 2, 3, 5, 8, ... are at most n",
        }
    }
}
