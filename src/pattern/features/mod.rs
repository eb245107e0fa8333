//! The functions of `n` a one-dimensional pattern may be built on: bits of `n`, valuations,
//! prime factors, divisors, roots. Each is exact for every u64 and has a Rust expression that
//! [`Line::rust`](super::Line::rust) writes into a pasted function.

use crate::numbers::divide::{is_prime, omega};
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

    /// A Rust expression (u64) of the u64 variable `v`, using the helpers of
    /// [`Feature::helper`]; it needs parentheses to be an operand.
    pub(crate) fn rust(self, v: &str) -> String {
        match self {
            Feature::LowBit => format!("{v} & {v}.wrapping_neg()"),
            Feature::TwoAdic => format!("u64::from({v}.trailing_zeros())"),
            Feature::TrailingOnes => format!("u64::from({v}.trailing_ones())"),
            Feature::Popcount => format!("u64::from({v}.count_ones())"),
            Feature::PopcountOdd => format!("u64::from({v}.count_ones() & 1)"),
            Feature::PopcountEven => format!("u64::from(!{v}.count_ones() & 1)"),
            Feature::HighBit => format!("u64::from(63 - {v}.leading_zeros())"),
            Feature::Adic(p) => format!("adic({v}, {p})"),
            Feature::BigOmega => format!("big_omega({v})"),
            Feature::Divisors => format!("divisors({v})"),
            Feature::Sqrt => format!("isqrt(u128::from({v})) as u64"),
            Feature::TriRoot => format!("((isqrt(8 * u128::from({v}) + 1) - 1) / 2) as u64"),
            Feature::DistinctPrimes => format!("distinct_primes({v})"),
            Feature::Log3 => format!("log3({v})"),
            Feature::HighPow2 => format!("1u64 << (63 - {v}.leading_zeros())"),
        }
    }

    /// The helper functions [`Feature::rust`] calls, as Rust source (nested in the pasted
    /// function).
    pub(crate) fn helper(self) -> &'static str {
        match self {
            Feature::Adic(_) => ADIC,
            Feature::BigOmega => FACTOR,
            Feature::Divisors => FACTOR,
            Feature::Sqrt | Feature::TriRoot => ISQRT,
            Feature::DistinctPrimes => FACTOR,
            Feature::Log3 => LOG3,
            _ => "",
        }
    }
}

const ISQRT: &str = "    fn isqrt(n: u128) -> u128 {
        if n < 2 {
            return n;
        }
        let (mut x, mut y) = (n, (n >> 1) + (n & 1));
        while y < x {
            x = y;
            y = (x + n / x) / 2;
        }
        x
    }
";

const ADIC: &str = "    fn adic(mut n: u64, p: u64) -> u64 {
        let mut k = 0;
        while n > 0 && n % p == 0 {
            n /= p;
            k += 1;
        }
        k
    }
";

/// Exponents by trial division while p³ ≤ m, then at most two prime factors left, told apart
/// by Miller–Rabin (bases exact for every u64): both Ω and the divisor count.
const FACTOR: &str = "    fn is_prime(n: u64) -> bool {
        if n < 2 {
            return false;
        }
        for p in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
            if n % p == 0 {
                return n == p;
            }
        }
        let mul = |a: u64, b: u64| (u128::from(a) * u128::from(b) % u128::from(n)) as u64;
        let s = (n - 1).trailing_zeros();
        let d = (n - 1) >> s;
        [2u64, 325, 9375, 28178, 450775, 9780504, 1795265022].iter().all(|&a| {
            let a = a % n;
            if a == 0 {
                return true;
            }
            let (mut x, mut b, mut e) = (1u64, a, d);
            while e > 0 {
                if e & 1 == 1 {
                    x = mul(x, b);
                }
                b = mul(b, b);
                e >>= 1;
            }
            if x == 1 || x == n - 1 {
                return true;
            }
            (1..s).any(|_| {
                x = mul(x, x);
                x == n - 1
            })
        })
    }
    /// The exponents of n's small primes, and how many primes (0, 1 or 2; 3 for a square)
    /// are left.
    fn factor(n: u64) -> (Vec<u64>, u64) {
        let (mut m, mut p, mut exps) = (n.max(1), 2u64, Vec::new());
        while u128::from(p).pow(3) <= u128::from(m) {
            let mut e = 0;
            while m % p == 0 {
                m /= p;
                e += 1;
            }
            if e > 0 {
                exps.push(e);
            }
            p += 1;
        }
        let (mut r, mut y) = (m, (m >> 1) + (m & 1));
        while y < r {
            r = y;
            y = (r + m / r) / 2;
        }
        let left = match m {
            1 => 0,
            _ if m < p * p || is_prime(m) => 1,
            _ if r * r == m => 3,
            _ => 2,
        };
        (exps, left)
    }
    #[allow(dead_code)]
    fn big_omega(n: u64) -> u64 {
        let (exps, left) = factor(n);
        exps.iter().sum::<u64>() + left.min(2)
    }
    #[allow(dead_code)]
    fn divisors(n: u64) -> u64 {
        let (exps, left) = factor(n);
        exps.iter().map(|e| e + 1).product::<u64>() * [1, 2, 4, 3][left as usize]
    }
    #[allow(dead_code)]
    fn distinct_primes(n: u64) -> u64 {
        let (exps, left) = factor(n);
        exps.len() as u64 + [0, 1, 2, 1][left as usize]
    }
";

const LOG3: &str = "    fn log3(n: u64) -> u64 {
        let (mut m, mut k) = (n / 3, 0);
        while m > 0 {
            m /= 3;
            k += 1;
        }
        k
    }
";

#[cfg(test)]
mod tests {
    use super::*;

    /// Each feature against its definition by plain counting, on small n and at u64 points.
    #[test]
    fn features_match_their_definitions() {
        let divisors = |n: u64| (1..=n).filter(|d| n % d == 0).count() as u64;
        for n in 1..3000u64 {
            assert_eq!(Feature::Divisors.at(n), divisors(n), "{n}");
            let tri = (0..).take_while(|k| k * (k + 1) / 2 <= n).last().unwrap();
            assert_eq!(Feature::TriRoot.at(n), tri);
            let sq = (0..).take_while(|k| k * k <= n).last().unwrap();
            assert_eq!(Feature::Sqrt.at(n), sq);
            assert_eq!(Feature::HighBit.at(n), u64::from(n.ilog2()));
            assert_eq!(
                Feature::Adic(3).at(n),
                (0..).find(|&k| n % 3u64.pow(k + 1) != 0).unwrap() as u64
            );
        }
        let omega_distinct = |mut n: u64| {
            let (mut k, mut p) = (0, 2);
            while p * p <= n {
                if n % p == 0 {
                    k += 1;
                    while n % p == 0 {
                        n /= p;
                    }
                }
                p += 1;
            }
            k + u64::from(n > 1)
        };
        for n in 1..3000u64 {
            assert_eq!(Feature::DistinctPrimes.at(n), omega_distinct(n), "{n}");
            assert_eq!(
                Feature::Log3.at(n),
                (0..).take_while(|&k| 3u64.pow(k) <= n).count() as u64 - 1
            );
            assert_eq!(Feature::HighPow2.at(n), 1 << n.ilog2());
        }
        let sq = 4_294_967_291u64 * 4_294_967_291;
        assert_eq!(Feature::DistinctPrimes.at(sq), 1);
        assert_eq!(
            Feature::DistinctPrimes.at(2 * 3 * 5 * 7 * 11 * 13 * 999_999_999_989),
            7
        );
        assert_eq!(
            (Feature::Log3.at(u64::MAX), Feature::HighPow2.at(u64::MAX)),
            (40, 1 << 63)
        );
        let big = 999_999_999_989u64 * 1_000_003; // two primes
        assert_eq!(
            (Feature::Divisors.at(big), Feature::BigOmega.at(big)),
            (4, 2)
        );
        let sq = 4_294_967_291u64 * 4_294_967_291; // a prime squared
        assert_eq!((Feature::Divisors.at(sq), Feature::BigOmega.at(sq)), (3, 2));
        assert_eq!(Feature::Divisors.at(1 << 63), 64);
        assert_eq!(Feature::TriRoot.at(u64::MAX), 6_074_000_999);
        assert_eq!(Feature::Sqrt.at(u64::MAX), u64::from(u32::MAX));
    }
}
