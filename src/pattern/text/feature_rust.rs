//! The features as Rust source: an expression of the heap and the helpers it calls, pasted
//! into the function `--rust` writes (std only, integer arithmetic, rustc 1.56 and up). The
//! prime-factor helpers work on u128 below 2^66, so the same text serves `g(n: u64)` and the
//! `f(a + b)` of two dimensions.

use crate::pattern::ground::Feature;

impl Feature {
    /// A Rust expression (u64) of the u64 variable `v`, using the helpers of
    /// [`Feature::helper`]; it needs parentheses to be an operand.
    pub(crate) fn rust(self, v: &str) -> String {
        let wide = format!("u128::from({v})", v = v);
        match self {
            Feature::LowBit => format!("{v} & {v}.wrapping_neg()", v = v),
            Feature::TwoAdic => format!(
                "u64::from({v}.trailing_zeros()) * u64::from({v} > 0)",
                v = v
            ),
            Feature::TrailingOnes => format!("u64::from({v}.trailing_ones())", v = v),
            Feature::Popcount => format!("u64::from({v}.count_ones())", v = v),
            Feature::PopcountOdd => format!("u64::from({v}.count_ones() & 1)", v = v),
            Feature::PopcountEven => format!("u64::from(!{v}.count_ones() & 1)", v = v),
            Feature::HighBit => format!("u64::from(63 - ({v} | 1).leading_zeros())", v = v),
            Feature::Adic(p) => format!("adic({v}, {p})", v = v, p = p),
            Feature::Sqrt => format!("isqrt({wide}) as u64", wide = wide),
            Feature::TriRoot => format!("((isqrt(8 * {wide} + 1) - 1) / 2) as u64", wide = wide),
            Feature::Log3 => format!("log3({v})", v = v),
            Feature::HighPow2 => format!(
                "(1u64 << (63 - ({v} | 1).leading_zeros())) >> u64::from({v} == 0)",
                v = v
            ),
            Feature::IsPrime => format!("u64::from(is_prime({wide}))", wide = wide),
            Feature::PrimePi => format!("prime_count({wide})", wide = wide),
            Feature::SpfIndex => format!("prime_count(spf({wide}))", wide = wide),
            _ => format!("{} as u64", self.rust_wide(&wide)),
        }
    }

    /// A Rust expression (u128) of the u128 variable `v` below 2^66 (`a + b` of two u64
    /// coordinates), using the helpers of [`Feature::helper`] (and the wide `adic` and
    /// `log3`, [`Feature::helper_wide`]).
    pub(crate) fn rust_wide(self, v: &str) -> String {
        match self {
            Feature::LowBit => format!("{v} & {v}.wrapping_neg()", v = v),
            Feature::TwoAdic => format!(
                "u128::from({v}.trailing_zeros()) * u128::from({v} > 0)",
                v = v
            ),
            Feature::TrailingOnes => format!("u128::from({v}.trailing_ones())", v = v),
            Feature::Popcount => format!("u128::from({v}.count_ones())", v = v),
            Feature::PopcountOdd => format!("u128::from({v}.count_ones() & 1)", v = v),
            Feature::PopcountEven => format!("u128::from(!{v}.count_ones() & 1)", v = v),
            Feature::HighBit => format!("u128::from(127 - ({v} | 1).leading_zeros())", v = v),
            Feature::Adic(p) => format!("adic({v}, {p})", v = v, p = p),
            Feature::BigOmega => format!("big_omega({v})", v = v),
            Feature::Divisors => format!("divisors({v})", v = v),
            Feature::Sqrt => format!("isqrt({v})", v = v),
            Feature::TriRoot => format!("(isqrt(8 * {v} + 1) - 1) / 2", v = v),
            Feature::DistinctPrimes => format!("distinct_primes({v})", v = v),
            Feature::Log3 => format!("log3({v})", v = v),
            Feature::HighPow2 => format!(
                "(1u128 << (127 - ({v} | 1).leading_zeros())) >> u128::from({v} == 0)",
                v = v
            ),
            Feature::Spf => format!("spf({v})", v = v),
            Feature::SpfIndex => format!("u128::from(prime_count(spf({v})))", v = v),
            Feature::Lpf => format!("lpf({v})", v = v),
            Feature::IsPrime => format!("u128::from(is_prime({v}))", v = v),
            Feature::PrimePi => format!("u128::from(prime_count({v}))", v = v),
            Feature::Totient => format!("totient({v})", v = v),
            Feature::DigitSum(b) => format!("digit_sum({v}, {b})", v = v, b = b),
            Feature::Digits(b) => format!("digits({v}, {b})", v = v, b = b),
            Feature::SqrtRest => format!("({v} - isqrt({v}) * isqrt({v}))", v = v),
            Feature::DigitXor(b) => format!("digit_xor({v}, {b})", v = v, b = b),
            Feature::ExponentXor => format!("exponent_xor({v})", v = v),
            Feature::FibIndex => format!("fib_index({v})", v = v),
        }
    }

    /// The helper functions [`Feature::rust`] calls, as Rust source (nested in the pasted
    /// function).
    pub(crate) fn helper(self) -> String {
        match self {
            Feature::Adic(_) => ADIC.to_string(),
            Feature::Sqrt | Feature::TriRoot => ISQRT.to_string(),
            Feature::Log3 => LOG3.to_string(),
            Feature::BigOmega
            | Feature::Divisors
            | Feature::DistinctPrimes
            | Feature::Spf
            | Feature::Lpf
            | Feature::IsPrime
            | Feature::Totient => FACTOR.to_string(),
            Feature::PrimePi => PRIME_COUNT.to_string(),
            Feature::SpfIndex => format!("{}{}", FACTOR, PRIME_COUNT),
            Feature::DigitSum(_) | Feature::Digits(_) | Feature::DigitXor(_) => DIGITS.to_string(),
            Feature::SqrtRest => ISQRT.to_string(),
            Feature::ExponentXor => format!("{}{}", FACTOR, EXPONENT_XOR),
            Feature::FibIndex => FIB_INDEX.to_string(),
            _ => String::new(),
        }
    }

    /// The helpers of [`Feature::rust_wide`].
    pub(crate) fn helper_wide(self) -> String {
        match self {
            Feature::Adic(_) => ADIC.replace("u64", "u128"),
            Feature::Log3 => LOG3.replace("u64", "u128"),
            _ => self.helper(),
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

const LOG3: &str = "    fn log3(n: u64) -> u64 {
        let (mut m, mut k) = (n / 3, 0);
        while m > 0 {
            m /= 3;
            k += 1;
        }
        k
    }
";

const DIGITS: &str = "    #[allow(dead_code)]
    fn digit_sum(mut n: u128, b: u128) -> u128 {
        let mut s = 0;
        while n > 0 {
            s += n % b;
            n /= b;
        }
        s
    }
    #[allow(dead_code)]
    fn digits(mut n: u128, b: u128) -> u128 {
        let mut k = 0;
        while n > 0 {
            k += 1;
            n /= b;
        }
        k
    }
    #[allow(dead_code)]
    fn digit_xor(mut n: u128, b: u128) -> u128 {
        let mut x = 0;
        while n > 0 {
            x ^= n % b;
            n /= b;
        }
        x
    }
";

const EXPONENT_XOR: &str = "    fn exponent_xor(n: u128) -> u128 {
        factor(n).iter().fold(0, |x, f| x ^ u128::from(f.1))
    }
";

const FIB_INDEX: &str = "    fn fib_index(n: u128) -> u128 {
        let (mut a, mut b, mut k) = (1u128, 2u128, 0);
        while a <= n {
            k += 1;
            let c = a + b;
            a = b;
            b = c;
        }
        k
    }
";

/// The prime factors of `n < 2^66`: trial division by the primes below 64, then Pollard's rho
/// (Brent's cycle search, products of 128 differences per gcd), each factor certified by
/// Miller–Rabin with the twelve primes to 37 (exact below 3.18·10^23); products modulo n taken
/// in two parts (none above 2^100).
const FACTOR: &str = "    fn mul_mod(a: u128, b: u128, n: u128) -> u128 {
        if n >> 64 == 0 {
            a * b % n
        } else {
            (((a * (b >> 32) % n) << 32) % n + a * (b & 0xffff_ffff)) % n
        }
    }
    fn is_prime(n: u128) -> bool {
        if n < 2 {
            return false;
        }
        let bases = [2u128, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
        for &p in bases.iter() {
            if n % p == 0 {
                return n == p;
            }
        }
        let s = (n - 1).trailing_zeros();
        let d = (n - 1) >> s;
        bases.iter().all(|&a| {
            let (mut x, mut b, mut e) = (1u128, a, d);
            while e > 0 {
                if e & 1 == 1 {
                    x = mul_mod(x, b, n);
                }
                b = mul_mod(b, b, n);
                e >>= 1;
            }
            if x == 1 || x == n - 1 {
                return true;
            }
            (1..s).any(|_| {
                x = mul_mod(x, x, n);
                x == n - 1
            })
        })
    }
    fn gcd(mut a: u128, mut b: u128) -> u128 {
        while b != 0 {
            let t = a % b;
            a = b;
            b = t;
        }
        a
    }
    fn rho(n: u128) -> u128 {
        let diff = |x: u128, y: u128| if x > y { x - y } else { y - x };
        let mut c = 1u128;
        loop {
            let step = |x: u128| (mul_mod(x, x, n) + c) % n;
            let (mut y, mut r, mut q, mut g) = (2u128, 1u64, 1u128, 1u128);
            let (mut x, mut saved) = (0u128, 0u128);
            while g == 1 {
                x = y;
                for _ in 0..r {
                    y = step(y);
                }
                let mut k = 0;
                while k < r && g == 1 {
                    saved = y;
                    for _ in 0..128.min(r - k) {
                        y = step(y);
                        q = mul_mod(q, diff(x, y), n);
                    }
                    g = gcd(q, n);
                    k += 128;
                }
                r *= 2;
            }
            if g == n {
                loop {
                    saved = step(saved);
                    g = gcd(diff(x, saved), n);
                    if g > 1 {
                        break;
                    }
                }
            }
            if g != n {
                return g;
            }
            c += 1;
        }
    }
    /// The prime factors of n with their exponents, smallest first.
    fn factor(n: u128) -> Vec<(u128, u32)> {
        let mut out: Vec<(u128, u32)> = Vec::new();
        let mut m = n;
        if m < 2 {
            return out;
        }
        for p in 2..64u128 {
            let mut e = 0;
            while m % p == 0 {
                m /= p;
                e += 1;
            }
            if e > 0 {
                out.push((p, e));
            }
        }
        let (mut stack, mut big) = (vec![m], Vec::new());
        while let Some(x) = stack.pop() {
            if x == 1 {
                continue;
            }
            if is_prime(x) {
                big.push(x);
            } else {
                let d = rho(x);
                stack.push(d);
                stack.push(x / d);
            }
        }
        big.sort_unstable();
        for p in big {
            let last = out.len();
            if last > 0 && out[last - 1].0 == p {
                out[last - 1].1 += 1;
            } else {
                out.push((p, 1));
            }
        }
        out
    }
    #[allow(dead_code)]
    fn big_omega(n: u128) -> u128 {
        factor(n).iter().map(|f| u128::from(f.1)).sum()
    }
    #[allow(dead_code)]
    fn divisors(n: u128) -> u128 {
        if n == 0 {
            return 0;
        }
        factor(n).iter().map(|f| u128::from(f.1) + 1).product()
    }
    #[allow(dead_code)]
    fn distinct_primes(n: u128) -> u128 {
        factor(n).len() as u128
    }
    #[allow(dead_code)]
    fn spf(n: u128) -> u128 {
        if n < 2 {
            return n;
        }
        factor(n)[0].0
    }
    #[allow(dead_code)]
    fn lpf(n: u128) -> u128 {
        if n < 2 {
            return n;
        }
        let f = factor(n);
        f[f.len() - 1].0
    }
    #[allow(dead_code)]
    fn totient(n: u128) -> u128 {
        if n == 0 {
            return 0;
        }
        factor(n)
            .iter()
            .map(|&(p, e)| (p - 1) * p.pow(e - 1))
            .product()
    }
";

/// π(n) by Lucy's method, to 10^12 (about a second there).
const PRIME_COUNT: &str = "    fn prime_count(n: u128) -> u64 {
        assert!(n <= 1_000_000_000_000, \"π(n) is computed to 10^12\");
        let n = n as u64;
        if n < 2 {
            return 0;
        }
        let (mut r, mut y) = (n, (n >> 1) + (n & 1));
        while y < r {
            r = y;
            y = (r + n / r) / 2;
        }
        let mut small: Vec<u64> = (0..=r).map(|v| v.saturating_sub(1)).collect();
        let mut large: Vec<u64> = (0..=r)
            .map(|k| if k == 0 { 0 } else { n / k - 1 })
            .collect();
        for p in 2..=r {
            if small[p as usize] == small[p as usize - 1] {
                continue;
            }
            let below = small[p as usize - 1];
            let p2 = p * p;
            for k in 1..=r.min(n / p2) {
                let count = if k * p <= r {
                    large[(k * p) as usize]
                } else {
                    small[(n / k / p) as usize]
                };
                large[k as usize] -= count - below;
            }
            for v in (p2..=r).rev() {
                small[v as usize] -= small[(v / p) as usize] - below;
            }
        }
        large[1]
    }
";
