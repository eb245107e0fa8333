//! One-dimensional patterns: the [`Line`] every one-dimensional family fits (periodic,
//! arithmetic-periodic, feature-based, self-similar), its evaluation, and the table the
//! families read.
//!
//! Every family is fitted the same way: its parameters are solved from a window of the
//! table's tail, the backward scan finds the least `start` from which they hold to the
//! table's end, and the parameters are solved again from the shortest window after `start`
//! that determines them. The values before the end of that window are the *fitted* stretch;
//! the rest of the table only *confirms*. [`super::evidence`] decides whether the confirming
//! stretch is evidence enough.

mod featured;
pub(crate) mod judge;
mod lookup;
pub(crate) mod periodic;
mod similar;

use crate::pattern::evidence::Null;
use crate::pattern::ground::{Feature, Key, FEATURES};
use judge::Judge;

/// A one-dimensional pattern: `G(n)` for every u64 `n ≥ from` (see [`super::find`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The first `n` of the table (0 unless it started later).
    pub from: u64,
    /// `G(n)` for `from ≤ n < start`, as in the table.
    pub head: Vec<u64>,
    /// The rule for `n ≥ start`.
    pub rule: Rule,
}

/// The rule of a [`Line`] from its start on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rule {
    /// `G(n) = a·h(n) + s·⌊n/q⌋ + c[n mod q]`: periodic (`a = s = 0`), arithmetic-periodic
    /// (`a = 0`) or a feature `h` with a linear and a periodic term.
    Affine {
        /// The feature and its coefficient `a`, if any.
        feature: Option<(Feature, i64)>,
        /// The slope per `q` heaps.
        s: i64,
        /// The period of the constant term.
        q: u64,
        /// The constant term by residue of `n` mod `q` (in i128: a table's values reach
        /// 2^64 − 1).
        c: Vec<i128>,
    },
    /// `G(n) = t[n mod q][key(n)]` for a key of `n` (a yes-or-no property, a feature mod m
    /// or capped).
    Classes {
        /// The modulus.
        q: u64,
        /// The key.
        by: Key,
        /// The value of each class: `t[r][k]` where `n ≡ r (mod q)` and `key(n) = k`.
        t: Vec<Vec<u64>>,
    },
    /// `n = k·m + r`: each residue `r` is affine in `m` or `G(m)` plus a constant.
    Similar {
        /// The base.
        k: u64,
        /// The rule of each residue.
        parts: Vec<Part>,
    },
}

/// The rule of one residue in [`Rule::Similar`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// `α·m + β`.
    Affine(i64, i64),
    /// `G(m + s) + c`, as `Recur(c, s)` with `|s| ≤ 2` (`G(2m) = G(m − 1)`: `Recur(0, −1)`).
    Recur(i64, i64),
}

impl Line {
    /// Whether the rule is constant from some `n` on, however written: a period of one
    /// value, or a lookup whose classes that recur all take one value.
    pub(crate) fn eventually_constant(&self) -> bool {
        match &self.rule {
            Rule::Affine {
                feature: None,
                s: 0,
                c,
                ..
            } => c.iter().all(|&v| v == c[0]),
            Rule::Classes { by, t, .. } => {
                let mut values = t.iter().flat_map(|row| {
                    row.iter()
                        .enumerate()
                        .filter(|&(k, _)| by.recurs(k))
                        .map(|(_, &v)| v)
                });
                let first = values.next();
                values.all(|v| Some(v) == first)
            }
            _ => false,
        }
    }

    /// The rule's size: the values and coefficients it was fitted with (its head apart).
    pub(crate) fn size(&self) -> usize {
        match &self.rule {
            Rule::Affine { feature, s, c, .. } => {
                c.len() + usize::from(feature.is_some()) + usize::from(*s != 0)
            }
            Rule::Classes { t, .. } => t.iter().map(Vec::len).sum(),
            Rule::Similar { parts, .. } => 2 * parts.len(),
        }
    }

    /// The length of the description: the rule's size and its head.
    pub(crate) fn cost(&self) -> usize {
        self.size() + self.head.len()
    }

    /// The first `n` the rule covers.
    pub fn start(&self) -> u64 {
        self.from + self.head.len() as u64
    }

    /// `G(n)`, exactly, or `None` where the pattern's value does not fit in a u64 or `n` is
    /// below the table's first `n`.
    ///
    /// # Complexity
    /// O(1) for an affine rule (O(∛n) with Ω or the divisor count), O(log_k n) self-similar.
    pub fn at(&self, n: u64) -> Option<u64> {
        self.at_wide(u128::from(n))
    }

    /// [`Line::at`] for `n` beyond u64 too, to 2^66 (a pattern of `a + b` in two dimensions).
    ///
    /// # Complexity
    /// As [`Line::at`]; see [`Feature::at_wide`] beyond 2^64.
    pub fn at_wide(&self, n: u128) -> Option<u64> {
        let v = self.value(n)?;
        // Not `u64::try_from`: it is not in edition 2018's prelude, which a bundle may be.
        if (0..=i128::from(u64::MAX)).contains(&v) {
            Some(v as u64)
        } else {
            None
        }
    }

    /// The rule's own value at `n`, whatever the head holds there (a recursive part reads
    /// `G(m)` from the table), or `None` where the rule says nothing: where a feature is not
    /// defined, or a part recurs to `n` itself or below the table. Where it differs from the
    /// table, the table *departs* from the rule.
    pub(crate) fn rule_at(&self, n: u64, t: &Table) -> Option<i128> {
        match &self.rule {
            Rule::Affine { feature, s, q, c } => {
                let h = match feature {
                    Some((f, _)) if n < f.from() => return None,
                    Some((f, a)) => i128::from(*a) * i128::from(f.at(n)?),
                    None => 0,
                };
                Some(h + i128::from(*s) * i128::from(n / q) + c[(n % q) as usize])
            }
            Rule::Classes { q, by, t: table } => {
                let k = by.at(u128::from(n))?;
                Some(i128::from(table[(n % q) as usize][k]))
            }
            Rule::Similar { k, parts } => match parts[(n % k) as usize] {
                Part::Affine(a, b) => Some(i128::from(a) * i128::from(n / k) + i128::from(b)),
                Part::Recur(c, shift) => {
                    // G(m + s) must be in the table, and below n.
                    let m = i128::from(n / k) + i128::from(shift);
                    if m < t.from as i128 || m >= i128::from(n) {
                        return None;
                    }
                    Some(t.v(m as usize) + i128::from(c))
                }
            },
        }
    }

    pub(crate) fn value(&self, mut n: u128) -> Option<i128> {
        let mut add = 0i128;
        loop {
            if n < u128::from(self.from) {
                return None;
            }
            if n < u128::from(self.start()) {
                return Some(add + i128::from(self.head[(n - u128::from(self.from)) as usize]));
            }
            match &self.rule {
                Rule::Affine { feature, s, q, c } => {
                    let q = u128::from(*q);
                    // Below 2^66 every term fits in an i128.
                    let h = match feature {
                        Some((f, a)) => i128::from(*a) * f.at_wide(n)? as i128,
                        None => 0,
                    };
                    let lin = i128::from(*s) * (n / q) as i128;
                    return Some(add + h + lin + c[(n % q) as usize]);
                }
                Rule::Classes { q, by, t } => {
                    let k = by.at(n)?;
                    return Some(add + i128::from(t[(n % u128::from(*q)) as usize][k]));
                }
                Rule::Similar { k, parts } => match parts[(n % u128::from(*k)) as usize] {
                    Part::Affine(a, b) => {
                        let m = (n / u128::from(*k)) as i128;
                        return Some(add + i128::from(a) * m + i128::from(b));
                    }
                    Part::Recur(c, shift) => {
                        add += i128::from(c);
                        let m = (n / u128::from(*k)) as i128 + i128::from(shift);
                        // A recursion that does not go down, or goes below the table, says
                        // nothing.
                        if m < 0 || m as u128 >= n {
                            return None;
                        }
                        n = m as u128;
                    }
                },
            }
        }
    }
}

/// The table `G(from), G(from + 1), …` the families read, by absolute `n`.
pub(crate) struct Table<'a> {
    pub g: &'a [u64],
    pub from: usize,
}

impl Table<'_> {
    /// One past the last `n`.
    pub fn end(&self) -> usize {
        self.from + self.g.len()
    }

    /// `G(n)`, signed, for `from ≤ n < end`.
    pub fn v(&self, n: usize) -> i128 {
        i128::from(self.g[n - self.from])
    }

    /// `G(from..start)`: the head of a pattern that starts at `start`.
    pub fn head(&self, start: usize) -> Vec<u64> {
        self.g[..start - self.from].to_vec()
    }

    /// A line with this table's head up to `start`, and `rule`.
    pub fn line(&self, start: usize, rule: Rule) -> Line {
        Line {
            from: self.from as u64,
            head: self.head(start),
            rule,
        }
    }
}

/// A fitted pattern, where its fitted stretch ends (an `n`, absolute), and what its
/// confirming values are weighed against ([`Null`]).
pub(crate) struct Fit {
    pub line: Line,
    pub fitted: usize,
    pub null: Null,
}

/// The simplest pattern the judge accepts that holds on the whole table: each family's
/// first accepted fit (each family tries its own candidates smallest first), then the one
/// of least size — its parameters and its head — the families' order breaking ties. A
/// digit sum that an arithmetic period mimics below 100 is the smaller, and right.
pub(crate) fn fit(t: &Table, judge: &Judge) -> Option<Fit> {
    // Each family in turn, looking only at candidates smaller than the best so far (a tie
    // goes to the family tried first).
    let cost = |f: &Fit| f.line.cost();
    let mut best: Option<Fit> = None;
    let families: [&dyn Fn(usize) -> Option<Fit>; 5] = [
        &|b| periodic::periodic(t, judge, b),
        &|b| periodic::arithmetic(t, judge, b),
        &|b| featured::featured(t, 12, judge, b),
        &|b| similar::similar(t, judge, b),
        &|b| lookup::lookup(t, judge, b),
    ];
    for family in families {
        let budget = best.as_ref().map_or(usize::MAX, cost);
        if let Some(f) = family(budget) {
            if cost(&f) < budget {
                best = Some(f);
            }
        }
    }
    let fit = best?;
    let end = t.end();
    // Every family checks the whole table; this makes it a property of the search itself.
    if !(t.from..end).all(|n| fit.line.at(n as u64) == Some(t.g[n - t.from])) {
        return None;
    }
    // A smaller description that holds too but lacked evidence, and goes on otherwise: the
    // table cannot tell the two apart, and the larger is no more likely.
    if judge.ambiguous(&fit.line) {
        return None;
    }
    Some(fit)
}

/// `K`, the candidate patterns tried on a one-dimensional table of `len` values: a period
/// and an arithmetic period for each `p ≤ len/3`, each feature with each `q` its window
/// allows, the self-similar rules (in base k, each of the k residues affine or one of five
/// shifted recursions: 6^k), and the class tables.
pub(crate) fn candidates(len: usize) -> u64 {
    let periods = 2 * (len / 3) as u64;
    let qs = (1..=12u64)
        .filter(|q| 2 * (4 * q + 12) <= len as u64)
        .count() as u64;
    let similar = 6u64.pow(2) + 6u64.pow(3) + 6u64.pow(4);
    periods + FEATURES.len() as u64 * qs + similar + lookup::candidates()
}

/// The least `start ≥ lo` from which `holds` is true at every `n` up to `end` (`end` when
/// it fails at the last value).
pub(crate) fn back_scan(end: usize, lo: usize, holds: impl Fn(usize) -> bool) -> usize {
    let mut n = end;
    while n > lo && holds(n - 1) {
        n -= 1;
    }
    n
}
