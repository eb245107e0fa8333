//! The named sequences and yes-or-no properties of `n` a pattern may be built on:
//! membership of a sequence (Fibonacci, Lucas, powers of k, 2^k − 1, squares, cubes,
//! triangular numbers), being prime, the parity of a feature.

use super::features::Feature;
use crate::numbers::divide::is_prime_wide;
use crate::numbers::quotients::isqrt;

/// A named sequence of positive integers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seq {
    /// 1, 2, 3, 5, 8, 13, …
    Fibonacci,
    /// 1, 2, 3, 4, 7, 11, 18, … (the Lucas numbers 2, 1, 3, 4, 7, …)
    Lucas,
    /// 1, k, k², … for k from 2 to 10.
    Powers(u64),
    /// 1, 3, 7, 15, … (2^k − 1, k ≥ 1).
    Mersenne,
    /// 1, 4, 9, 16, …
    Squares,
    /// 1, 8, 27, …
    Cubes,
    /// 1, 3, 6, 10, …
    Triangular,
}

/// A yes-or-no property of `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binary {
    /// `n` is in the sequence.
    In(Seq),
    /// `n` is prime.
    Prime,
    /// The feature is odd at `n`.
    Odd(Feature),
}

/// Every property, in the order tried.
pub const BINARIES: [Binary; 20] = [
    Binary::In(Seq::Fibonacci),
    Binary::In(Seq::Lucas),
    Binary::In(Seq::Powers(2)),
    Binary::In(Seq::Powers(3)),
    Binary::In(Seq::Powers(4)),
    Binary::In(Seq::Powers(5)),
    Binary::In(Seq::Powers(6)),
    Binary::In(Seq::Powers(7)),
    Binary::In(Seq::Powers(8)),
    Binary::In(Seq::Powers(9)),
    Binary::In(Seq::Powers(10)),
    Binary::In(Seq::Mersenne),
    Binary::In(Seq::Squares),
    Binary::In(Seq::Cubes),
    Binary::In(Seq::Triangular),
    Binary::Prime,
    Binary::Odd(Feature::Popcount),
    Binary::Odd(Feature::TwoAdic),
    Binary::Odd(Feature::BigOmega),
    Binary::Odd(Feature::TrailingOnes),
];

/// The integer cube root.
fn icbrt(n: u128) -> u128 {
    let mut r = 0u128;
    for bit in (0..23).rev() {
        let c = r | (1 << bit);
        if c * c * c <= n {
            r = c;
        }
    }
    r
}

impl Seq {
    /// Whether `n` is a member (`n < 2^66`).
    pub fn contains(self, n: u128) -> bool {
        let walk = |mut a: u128, mut b: u128| {
            while a < n {
                let c = a + b;
                a = b;
                b = c;
            }
            a == n
        };
        match self {
            Seq::Fibonacci => n > 0 && (walk(1, 2) || n == 1),
            Seq::Lucas => n > 0 && (n == 2 || walk(1, 3)),
            Seq::Powers(k) => {
                let (mut p, k) = (1u128, u128::from(k));
                while p < n {
                    p *= k;
                }
                p == n
            }
            Seq::Mersenne => n > 0 && (n + 1).is_power_of_two(),
            Seq::Squares => n > 0 && isqrt(n) * isqrt(n) == n,
            Seq::Cubes => n > 0 && icbrt(n).pow(3) == n,
            Seq::Triangular => n > 0 && isqrt(8 * n + 1).pow(2) == 8 * n + 1,
        }
    }

    /// The sequence in words (plural).
    pub fn words(self) -> String {
        match self {
            Seq::Fibonacci => "Fibonacci number".into(),
            Seq::Lucas => "Lucas number".into(),
            Seq::Powers(k) => format!("power of {}", k),
            Seq::Mersenne => "2^k − 1".into(),
            Seq::Squares => "square".into(),
            Seq::Cubes => "cube".into(),
            Seq::Triangular => "triangular number".into(),
        }
    }
}

impl Binary {
    /// `b(n)` (`n < 2^66`).
    pub fn at(self, n: u128) -> Option<bool> {
        Some(match self {
            Binary::In(s) => s.contains(n),
            Binary::Prime => is_prime_wide(n),
            Binary::Odd(f) => f.at_wide(n)? % 2 == 1,
        })
    }

    /// The property in words, of `v`, and its negation.
    pub fn words(self, v: &str) -> (String, String) {
        match self {
            Binary::In(s) => (
                format!("{} is a {}", v, s.words()),
                format!("{} is not a {}", v, s.words()),
            ),
            Binary::Prime => (format!("{} is prime", v), format!("{} is not prime", v)),
            Binary::Odd(f) => (
                format!("{} is odd", f.name(v)),
                format!("{} is even", f.name(v)),
            ),
        }
    }
}

impl Binary {
    /// `b(n)` for `from ≤ n < end`, at once: members of a sequence generated, primes and
    /// parities from [`Feature::table`].
    pub(crate) fn table(self, from: usize, end: usize) -> Option<Vec<bool>> {
        match self {
            Binary::In(s) => {
                let mut out = vec![false; end - from];
                let mark = |out: &mut Vec<bool>, n: u128| {
                    if n >= from as u128 && n < end as u128 {
                        out[n as usize - from] = true;
                    }
                };
                match s {
                    Seq::Fibonacci | Seq::Lucas => {
                        let (mut a, mut b) = if s == Seq::Fibonacci {
                            (1u128, 2)
                        } else {
                            (2, 1)
                        };
                        while a < end as u128 {
                            mark(&mut out, a);
                            let c = a + b;
                            a = b;
                            b = c;
                        }
                    }
                    Seq::Powers(k) => {
                        let mut p = 1u128;
                        while p < end as u128 {
                            mark(&mut out, p);
                            p *= u128::from(k);
                        }
                    }
                    _ => {
                        let mut i = 1u128;
                        loop {
                            let x = match s {
                                Seq::Mersenne => (1u128 << i) - 1,
                                Seq::Squares => i * i,
                                Seq::Cubes => i * i * i,
                                _ => i * (i + 1) / 2,
                            };
                            if x >= end as u128 {
                                break;
                            }
                            mark(&mut out, x);
                            i += 1;
                        }
                    }
                }
                Some(out)
            }
            Binary::Prime => Feature::IsPrime
                .table(from, end)
                .into_iter()
                .map(|v| v.map(|v| v == 1))
                .collect(),
            Binary::Odd(f) => f
                .table(from, end)
                .into_iter()
                .map(|v| v.map(|v| v % 2 == 1))
                .collect(),
        }
    }
}
