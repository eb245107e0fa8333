//! The features as Rust source: an expression of the heap and the helpers it calls, pasted
//! into the function `--rust` writes (std only, integer arithmetic, rustc 1.56 and up).

use super::Feature;

impl Feature {
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

    /// A Rust expression (u128) of the u128 variable `v` below 2^66 (`a + b` of two u64
    /// coordinates), using the helpers of [`Feature::helper_wide`].
    pub(crate) fn rust_wide(self, v: &str) -> String {
        match self {
            Feature::LowBit => format!("{v} & {v}.wrapping_neg()"),
            Feature::TwoAdic => format!("u128::from({v}.trailing_zeros())"),
            Feature::TrailingOnes => format!("u128::from({v}.trailing_ones())"),
            Feature::Popcount => format!("u128::from({v}.count_ones())"),
            Feature::PopcountOdd => format!("u128::from({v}.count_ones() & 1)"),
            Feature::PopcountEven => format!("u128::from(!{v}.count_ones() & 1)"),
            Feature::HighBit => format!("u128::from(127 - {v}.leading_zeros())"),
            Feature::Adic(p) => format!("adic({v}, {p})"),
            Feature::BigOmega => format!("big_omega({v})"),
            Feature::Divisors => format!("divisors({v})"),
            Feature::Sqrt => format!("isqrt({v})"),
            Feature::TriRoot => format!("(isqrt(8 * {v} + 1) - 1) / 2"),
            Feature::DistinctPrimes => format!("distinct_primes({v})"),
            Feature::Log3 => format!("log3({v})"),
            Feature::HighPow2 => format!("1u128 << (127 - {v}.leading_zeros())"),
        }
    }

    /// The helpers of [`Feature::rust_wide`], on u128.
    pub(crate) fn helper_wide(self) -> String {
        match self {
            Feature::Adic(_) => ADIC.replace("u64", "u128"),
            Feature::BigOmega | Feature::Divisors | Feature::DistinctPrimes => {
                FACTOR_WIDE.to_string()
            }
            Feature::Sqrt | Feature::TriRoot => ISQRT.to_string(),
            Feature::Log3 => LOG3.replace("u64", "u128"),
            _ => String::new(),
        }
    }
}

/// [`FACTOR`] for `n < 2^66`: trial division while p³ ≤ m, then Miller–Rabin with the twelve
/// primes to 37 (exact below 3.18·10^23), multiplying modulo n in two halves (no product above
/// 2^100).
const FACTOR_WIDE: &str = "    fn is_prime(n: u128) -> bool {
        if n < 2 {
            return false;
        }
        let bases = [2u128, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
        for &p in bases.iter() {
            if n % p == 0 {
                return n == p;
            }
        }
        let mul = |a: u128, b: u128| ((a * (b >> 32) % n << 32) % n + a * (b & 0xffff_ffff)) % n;
        let s = (n - 1).trailing_zeros();
        let d = (n - 1) >> s;
        bases.iter().all(|&a| {
            let (mut x, mut b, mut e) = (1u128, a, d);
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
    fn factor(n: u128) -> (Vec<u128>, usize) {
        let (mut m, mut p, mut exps) = (n.max(1), 2u128, Vec::new());
        while p * p * p <= m {
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
    fn big_omega(n: u128) -> u128 {
        let (exps, left) = factor(n);
        exps.iter().sum::<u128>() + [0, 1, 2, 2][left]
    }
    #[allow(dead_code)]
    fn divisors(n: u128) -> u128 {
        let (exps, left) = factor(n);
        exps.iter().map(|e| e + 1).product::<u128>() * [1, 2, 4, 3][left]
    }
    #[allow(dead_code)]
    fn distinct_primes(n: u128) -> u128 {
        let (exps, left) = factor(n);
        exps.len() as u128 + [0, 1, 2, 1][left]
    }
";

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
