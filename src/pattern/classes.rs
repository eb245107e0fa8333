//! Class tables in one dimension: `G(n) = T[n mod q][b(n)]` for a yes-or-no property `b` of
//! `n` — membership of a named sequence (Fibonacci, Lucas, powers of k, 2^k − 1, squares,
//! cubes, triangular numbers, primes) or the parity of a feature — with the fewest classes
//! that fit (`q` from 1), every class seen again after it was fitted. Fibonacci Nim's first
//! move loses exactly at the Fibonacci numbers: `G(n) = 0 if n is a Fibonacci number, else 1`.

use super::evidence::Judge;
use super::features::Feature;
use super::line::{Fit, Rule, Table};
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

/// The moduli tried.
const MAX_Q: usize = 12;

/// The class tables tried on a table: every property with every modulus.
pub(crate) const CANDIDATES: u64 = (BINARIES.len() * MAX_Q) as u64;

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
    fn table(self, from: usize, end: usize) -> Option<Vec<bool>> {
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

/// `G(n) = T[n mod q][b(n)]`, the fewest classes first (`q` from 1, each property), every
/// class seen after its fitted stretch, the two values of `b` different somewhere (else it is
/// periodic). Fitted stretch: up to the first heap of each class after the start.
pub(crate) fn classes(t: &Table, judge: &Judge) -> Option<Fit> {
    let (from, end) = (t.from, t.end());
    let tables: Vec<Option<Vec<bool>>> = BINARIES.iter().map(|by| by.table(from, end)).collect();
    for q in 1..=MAX_Q.min(t.g.len() / 4) {
        for (&by, b) in BINARIES.iter().zip(&tables) {
            let b = match b {
                Some(b) => b,
                None => continue,
            };
            let class = |n: usize| (n % q, usize::from(b[n - from]));
            // T from the last heap of each class, then the start by a backward scan.
            let mut table: Vec<[Option<u64>; 2]> = vec![[None; 2]; q];
            for n in (from..end).rev() {
                let (r, k) = class(n);
                if table[r][k].is_none() {
                    table[r][k] = Some(t.g[n - from]);
                }
            }
            let mut start = end;
            while start > from {
                let (r, k) = class(start - 1);
                if table[r][k] != Some(t.g[start - 1 - from]) {
                    break;
                }
                start -= 1;
            }
            let mut seen = vec![[0usize; 2]; q];
            let mut fitted = start;
            for n in start..end {
                let (r, k) = class(n);
                seen[r][k] += 1;
                if seen[r][k] == 1 {
                    fitted = n + 1;
                }
            }
            // Every class twice after the start (a class never seen would be a guess).
            if !seen.iter().flatten().all(|&c| c >= 2) {
                continue;
            }
            let t2: Vec<[u64; 2]> = table
                .iter()
                .map(|x| [x[0].unwrap_or(0), x[1].unwrap_or(0)])
                .collect();
            if t2.iter().all(|x| x[0] == x[1]) {
                continue; // no matter of b: a period, which its own family finds
            }
            let rule = Rule::Classes {
                q: q as u64,
                by,
                t: t2,
            };
            let fit = Fit {
                line: t.line(start, rule),
                fitted,
            };
            if judge.accept(&fit, None) {
                return Some(fit);
            }
        }
    }
    None
}
