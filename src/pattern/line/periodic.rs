//! Eventually periodic (`G(n + p) = G(n)`) and eventually arithmetic-periodic
//! (`G(n + p) = G(n) + s`) tables, by the preperiod of every period at once.

use super::judge::Judge;
use super::{Fit, Null, Rule, Table};
use crate::pattern::ground::preperiods;

/// Eventually periodic: the least period `p` (with its least preperiod) that the judge
/// accepts, as a [`Rule::Affine`] with `q = p`. Fitted stretch: the preperiod and one period.
/// Periods shown fewer than three times are not candidates.
pub(crate) fn periodic(t: &Table, judge: &Judge, budget: usize) -> Option<Fit> {
    let n = t.g.len();
    let pres = preperiods(t.g);
    for (p, &pre) in pres.iter().enumerate().take(n / 3 + 1).skip(1) {
        if p >= budget {
            break;
        }
        if n - pre < 3 * p {
            continue;
        }
        // The same stretch periodic with a divisor of p is the same pattern, judged already.
        if (1..p).any(|d| p % d == 0 && pres[d] <= pre) {
            continue;
        }
        let start = t.from + pre;
        // c[r] for the residue r of an absolute n: read at the first n ≥ start with n ≡ r.
        let c = (0..p).map(|r| t.v(start + (r + p - start % p) % p));
        let rule = Rule::Affine {
            feature: None,
            s: 0,
            q: p as u64,
            c: c.collect(),
        };
        let fit = Fit {
            line: t.line(start, rule),
            fitted: start + p,
            null: Null::Values,
        };
        if judge.accept(&fit, Some(p)) {
            return Some(fit);
        }
    }
    None
}

/// Eventually arithmetic-periodic: `G(n + p) = G(n) + s`, `s > 0`. Fitted stretch: the
/// preperiod, one period and the value that gives `s`.
pub(crate) fn arithmetic(t: &Table, judge: &Judge, budget: usize) -> Option<Fit> {
    let n = t.g.len();
    let end = t.end();
    // G(i + p) − G(i) is constant from `pre` on iff the differences are periodic from there.
    let steps: Vec<i128> = (t.from + 1..end).map(|i| t.v(i) - t.v(i - 1)).collect();
    let pres = preperiods(&steps);
    for (p, &pre) in pres.iter().enumerate().take(n / 3).skip(1) {
        if p + 1 >= budget {
            break;
        }
        let s = t.v(end - 1) - t.v(end - 1 - p);
        if s <= 0 || s > i128::from(i64::MAX / 2) {
            continue;
        }
        if n - pre < 3 * p {
            continue;
        }
        let start = t.from + pre;
        // G(n) = s·⌊n/p⌋ + c[n mod p] from the first period after the preperiod.
        let mut c = vec![0i128; p];
        for i in start..start + p {
            c[i % p] = t.v(i) - s * (i / p) as i128;
        }
        let rule = Rule::Affine {
            feature: None,
            s: s as i64,
            q: p as u64,
            c,
        };
        let fit = Fit {
            line: t.line(start, rule),
            fitted: start + p + 1,
            null: Null::Values,
        };
        if judge.accept(&fit, Some(p)) {
            return Some(fit);
        }
    }
    None
}
