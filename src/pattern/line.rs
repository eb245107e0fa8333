//! One-dimensional patterns: `G(n)` as an eventually periodic, arithmetic-periodic or
//! feature-based closed form, or a self-similar rule on the digits of `n` in base `k`.
//!
//! Every family is fitted the same way: its parameters are solved from a window of the
//! table's tail, the backward scan finds the least `start` from which they hold to the
//! table's end, and the parameters are solved again from the shortest window after `start`
//! that determines them. The values before the end of that window are the *fitted* stretch;
//! the rest of the table only *confirms*. [`super::find`] keeps a pattern only when the
//! confirming stretch is long enough (the honesty rule in its docs).

use super::features::{Feature, FEATURES};

/// A one-dimensional pattern: `G(n)` for every u64 `n` (see [`super::find`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// `G(n)` for `n < start`, as in the table.
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
        /// The constant term by residue of `n` mod `q`.
        c: Vec<i64>,
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
    /// `G(m) + c`.
    Recur(i64),
}

impl Line {
    /// The first `n` the rule covers.
    pub fn start(&self) -> u64 {
        self.head.len() as u64
    }

    /// `G(n)`, exactly, or `None` where the pattern's value does not fit in a u64.
    ///
    /// # Complexity
    /// O(1) for an affine rule (O(∛n) with Ω or the divisor count), O(log_k n) self-similar.
    pub fn at(&self, n: u64) -> Option<u64> {
        let v = self.value(n);
        // Not `u64::try_from`: it is not in edition 2018's prelude, which a bundle may be.
        (0..=i128::from(u64::MAX)).contains(&v).then_some(v as u64)
    }

    fn value(&self, mut n: u64) -> i128 {
        let mut add = 0i128;
        loop {
            if n < self.start() {
                return add + i128::from(self.head[n as usize]);
            }
            match &self.rule {
                Rule::Affine { feature, s, q, c } => {
                    let h = feature.map_or(0, |(f, a)| i128::from(a) * i128::from(f.at(n)));
                    let lin = i128::from(*s) * i128::from(n / q);
                    return add + h + lin + i128::from(c[(n % q) as usize]);
                }
                Rule::Similar { k, parts } => match parts[(n % k) as usize] {
                    Part::Affine(a, b) => {
                        return add + i128::from(a) * i128::from(n / k) + i128::from(b);
                    }
                    Part::Recur(c) => {
                        add += i128::from(c);
                        n /= k;
                    }
                },
            }
        }
    }
}

/// The table as signed values, and feature tables, shared by all fits.
pub(crate) struct Table<'a> {
    pub g: &'a [u64],
}

impl Table<'_> {
    fn len(&self) -> usize {
        self.g.len()
    }

    fn v(&self, n: usize) -> i128 {
        i128::from(self.g[n])
    }
}

/// A fitted pattern and where its fitted stretch ends.
pub(crate) struct Fit {
    pub line: Line,
    pub fitted: usize,
}

/// The least `start ≥ lo` from which `holds` is true at every `n` up to the table's end
/// (the table's length when it fails at the last value).
fn back_scan(len: usize, lo: usize, holds: impl Fn(usize) -> bool) -> usize {
    let mut n = len;
    while n > lo && holds(n - 1) {
        n -= 1;
    }
    n
}

fn head(t: &Table, start: usize) -> Vec<u64> {
    t.g[..start].to_vec()
}

/// For each period `p` (index `p`, from 1), the least `pre` with `x[i] = x[i + p]` for
/// every `i ≥ pre`: the Z-function of `x` reversed (the longest common prefix of the
/// reversed sequence and itself shifted by `p`), O(len) for all periods together.
pub(crate) fn preperiods<T: PartialEq>(x: &[T]) -> Vec<usize> {
    let n = x.len();
    let r = |j: usize| &x[n - 1 - j];
    let mut z = vec![0usize; n];
    let (mut left, mut right) = (0, 0);
    for p in 1..n {
        let mut k = if p < right {
            z[p - left].min(right - p)
        } else {
            0
        };
        while p + k < n && r(k) == r(p + k) {
            k += 1;
        }
        if p + k > right {
            (left, right) = (p, p + k);
        }
        z[p] = k;
    }
    (0..n).map(|p| n.saturating_sub(p + z[p])).collect()
}

/// Eventually periodic: the least period `p` with its least preperiod, as a [`Rule::Affine`]
/// with `q = p`. Fitted stretch: the preperiod and one period.
pub(crate) fn periodic(t: &Table, ok: impl Fn(usize, usize, usize) -> bool) -> Option<Fit> {
    let n = t.len();
    let pres = preperiods(t.g);
    for (p, &pre) in pres.iter().enumerate().take(n / 3 + 1).skip(1) {
        if !ok(pre, p, pre + p) {
            continue;
        }
        let c = (0..p as u64).map(|r| {
            let i = pre + ((r as usize + p - pre % p) % p);
            t.g[i] as i64
        });
        let rule = Rule::Affine {
            feature: None,
            s: 0,
            q: p as u64,
            c: c.collect(),
        };
        return Some(Fit {
            line: Line {
                head: head(t, pre),
                rule,
            },
            fitted: pre + p,
        });
    }
    None
}

/// Eventually arithmetic-periodic: `G(n + p) = G(n) + s`, `s > 0`. Fitted stretch: the
/// preperiod, one period and the value that gives `s`.
pub(crate) fn arithmetic(t: &Table, ok: impl Fn(usize, usize, usize) -> bool) -> Option<Fit> {
    let n = t.len();
    // G(i + p) − G(i) is constant from `pre` on iff the differences are periodic from there.
    let steps: Vec<i128> = (1..n).map(|i| t.v(i) - t.v(i - 1)).collect();
    let pres = preperiods(&steps);
    for (p, &pre) in pres.iter().enumerate().take(n / 3).skip(1) {
        let s = t.v(n - 1) - t.v(n - 1 - p);
        if s <= 0 || s > i128::from(i64::MAX / 2) {
            continue;
        }
        if !ok(pre, p, pre + p + 1) {
            continue;
        }
        // G(n) = s·⌊n/p⌋ + c[n mod p] from the first period after the preperiod.
        let mut c = vec![0i64; p];
        for i in pre..pre + p {
            c[i % p] = (t.v(i) - s * (i / p) as i128) as i64;
        }
        let rule = Rule::Affine {
            feature: None,
            s: s as i64,
            q: p as u64,
            c,
        };
        return Some(Fit {
            line: Line {
                head: head(t, pre),
                rule,
            },
            fitted: pre + p + 1,
        });
    }
    None
}

/// The parameters `(a, s, c)` of an affine rule.
type Affine = (i64, i64, Vec<i64>);

/// Solves `a·h + s·m + c[r] = G` on the heaps `at` (h: the feature's values), or `None` if
/// they do not determine `a ≠ 0` and `s` as integers or disagree.
fn solve_affine(t: &Table, h: &dyn Fn(usize) -> u64, q: usize, at: &[usize]) -> Option<Affine> {
    // Differences against the first heap of each residue class.
    let mut first: Vec<Option<usize>> = vec![None; q];
    let mut rows: Vec<(i128, i128, i128)> = Vec::new();
    for &i in at {
        match first[i % q] {
            None => first[i % q] = Some(i),
            Some(j) => {
                let dh = i128::from(h(i)) - i128::from(h(j));
                let dm = ((i - j) / q) as i128;
                rows.push((dh, dm, t.v(i) - t.v(j)));
            }
        }
    }
    let &(h1, m1, g1) = rows.iter().find(|r| r.0 != 0)?;
    let &(h2, m2, g2) = rows.iter().find(|r| r.0 * m1 != r.1 * h1)?;
    let det = h1 * m2 - h2 * m1;
    let (an, sn) = (g1 * m2 - g2 * m1, h1 * g2 - h2 * g1);
    if an % det != 0 || sn % det != 0 {
        return None;
    }
    let (a, s) = (an / det, sn / det);
    let lim = i128::from(i32::MAX);
    if a == 0 || a.abs() > lim || s.abs() > lim {
        return None;
    }
    let mut c = vec![0i64; q];
    for (r, f) in first.iter().enumerate() {
        let j = (*f)?;
        c[r] = (t.v(j) - a * i128::from(h(j)) - s * (j / q) as i128) as i64;
    }
    let fits = at
        .iter()
        .all(|&i| a * i128::from(h(i)) + s * (i / q) as i128 + i128::from(c[i % q]) == t.v(i));
    fits.then_some((a as i64, s as i64, c))
}

/// `G(n) = a·h(n) + s·⌊n/q⌋ + c[n mod q]` with `a ≠ 0`, for each feature `h` and `q` up to
/// `max_q`. A negative `a` needs `s > 0` (or a bounded `h`), else the values would go below 0.
pub(crate) fn featured(t: &Table, max_q: usize, ok: impl Fn(usize, usize) -> bool) -> Option<Fit> {
    let n = t.len();
    for f in FEATURES {
        let h = |i: usize| f.at(i as u64);
        for q in 1..=max_q {
            let w = 4 * q + 12;
            if 2 * w > n {
                break;
            }
            // Three windows of the second half, so that slow features (⌊log₂ n⌋, ⌊√n⌋)
            // change within them.
            let mut sample: Vec<usize> = [n / 2, 3 * n / 4, n - w]
                .iter()
                .flat_map(|&from| from..(from + w).min(n))
                .collect();
            sample.sort_unstable();
            sample.dedup();
            let Some((a, s, c)) = solve_affine(t, &h, q, &sample) else {
                continue;
            };
            // A parity with a < 0 is the other parity with a > 0, tried too.
            if a < 0 && (s <= 0 || f.bounded()) || s < 0 {
                continue;
            }
            let holds = |i: usize| {
                let v = i128::from(a) * i128::from(h(i)) + i128::from(s) * (i / q) as i128;
                v + i128::from(c[i % q]) == t.v(i)
            };
            let start = back_scan(n, f.from() as usize, holds);
            // The shortest window after `start` that gives the same parameters.
            let mut end = start + w;
            let fitted = loop {
                if end > n / 2 {
                    break None;
                }
                let window: Vec<usize> = (start..end).collect();
                if solve_affine(t, &h, q, &window).as_ref() == Some(&(a, s, c.clone())) {
                    break Some(end);
                }
                end += w;
            };
            let Some(fitted) = fitted else { continue };
            if !ok(start, fitted) {
                continue;
            }
            let rule = Rule::Affine {
                feature: Some((f, a)),
                s,
                q: q as u64,
                c,
            };
            return Some(Fit {
                line: Line {
                    head: head(t, start),
                    rule,
                },
                fitted,
            });
        }
    }
    None
}

/// The rule of residue `r` in base `k`, fitted on the two last heaps of its class, and the
/// least heap of the class from which it holds.
fn similar_part(t: &Table, k: usize, r: usize) -> Option<(Part, usize)> {
    let n = t.len();
    let last = (n - 1 - r) / k * k + r;
    if last < 2 * k {
        return None;
    }
    let (i, j) = (last, last - k);
    let mi = (i / k) as i128;
    let alpha = t.v(i) - t.v(j);
    let beta = t.v(i) - alpha * mi;
    let c = t.v(i) - t.v(i / k);
    let affine = |x: usize| alpha * (x / k) as i128 + beta == t.v(x);
    let recur = |x: usize| t.v(x) - t.v(x / k) == c;
    let from = |holds: &dyn Fn(usize) -> bool| {
        let mut x = last;
        while x >= k && holds(x - k) {
            x -= k;
        }
        if holds(x) {
            x
        } else {
            x + k
        }
    };
    let fa = from(&affine);
    let fr = if r == 0 {
        from(&|x| x > 0 && recur(x))
    } else {
        from(&recur)
    };
    let small = |v: i128| v.abs() <= i128::from(i32::MAX);
    match (fa <= fr, small(alpha) && small(beta), small(c)) {
        (true, true, _) => Some((Part::Affine(alpha as i64, beta as i64), fa)),
        (_, _, true) => Some((Part::Recur(c as i64), fr)),
        _ => None,
    }
}

/// Self-similar in base `k` = 2, 3 or 4: each residue affine in `m` or `G(m) + c` at
/// `n = km + r`. At least one residue recurs (else an affine rule would do). Fitted stretch:
/// up to `start` and two heaps of each class after it.
pub(crate) fn similar(t: &Table, ok: impl Fn(usize, usize) -> bool) -> Option<Fit> {
    for k in 2..=4usize {
        let Some(found) = (0..k)
            .map(|r| similar_part(t, k, r))
            .collect::<Option<Vec<_>>>()
        else {
            continue;
        };
        if !found.iter().any(|(p, _)| matches!(p, Part::Recur(_))) {
            continue;
        }
        let start = found.iter().map(|&(_, s)| s).max().unwrap_or(0);
        // Heaps of a class below `start` that the rule covers must agree too: they are
        // outside the head only if their class starts earlier, which `start` is the max of.
        let start = start.saturating_sub(k - 1).max(1);
        let parts: Vec<Part> = found.iter().map(|&(p, _)| p).collect();
        let line = Line {
            head: head(t, start),
            rule: Rule::Similar { k: k as u64, parts },
        };
        if !(0..t.len()).all(|i| line.value(i as u64) == t.v(i)) {
            continue;
        }
        let fitted = start + 2 * k;
        if ok(start, fitted) {
            return Some(Fit { line, fitted });
        }
    }
    None
}
