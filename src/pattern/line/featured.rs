//! `G(n) = a·h(n) + s·⌊n/q⌋ + c[n mod q]` for a feature `h` of `n` ([`super::Feature`]).

use super::judge::Judge;
use super::{back_scan, Fit, Null, Rule, Table};
use crate::pattern::ground::FEATURES;

/// The parameters `(a, s, c)` of an affine rule.
type Affine = (i64, i64, Vec<i128>);

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
                let dm = (i / q - j / q) as i128;
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
    let mut c = vec![0i128; q];
    for (r, f) in first.iter().enumerate() {
        let j = (*f)?;
        c[r] = t.v(j) - a * i128::from(h(j)) - s * (j / q) as i128;
    }
    let fits = at
        .iter()
        .all(|&i| a * i128::from(h(i)) + s * (i / q) as i128 + c[i % q] == t.v(i));
    if fits {
        Some((a as i64, s as i64, c))
    } else {
        None
    }
}

/// `G(n) = a·h(n) + s·⌊n/q⌋ + c[n mod q]` with `a ≠ 0`, for each feature `h` and `q` up to
/// `max_q`. A negative `a` needs `s > 0` (or a bounded `h`), else the values would go below 0.
pub(crate) fn featured(t: &Table, max_q: usize, judge: &Judge, budget: usize) -> Option<Fit> {
    let (n, from, end) = (t.g.len(), t.from, t.end());
    for f in FEATURES {
        // The feature over the table, once (a sieve for the prime factors and π).
        let values: Option<Vec<u64>> = f.table(from, end).into_iter().collect();
        let values = match values {
            Some(v) => v,
            None => continue,
        };
        let h = |i: usize| values[i - from];
        for q in (1..=max_q).take_while(|q| q + 1 < budget) {
            let w = 4 * q + 12;
            if 2 * w > n {
                break;
            }
            // Three windows of the second half, so that slow features (⌊log₂ n⌋, ⌊√n⌋)
            // change within them.
            let mut sample: Vec<usize> = [n / 2, 3 * n / 4, n - w]
                .iter()
                .flat_map(|&i| from + i..(from + i + w).min(end))
                .collect();
            sample.sort_unstable();
            sample.dedup();
            let (a, s, c) = match solve_affine(t, &h, q, &sample) {
                Some(x) => x,
                None => continue,
            };
            // A parity with a < 0 is the other parity with a > 0, tried too.
            if a < 0 && (s <= 0 || f.bounded()) || s < 0 {
                continue;
            }
            let holds = |i: usize| {
                let v = i128::from(a) * i128::from(h(i)) + i128::from(s) * (i / q) as i128;
                v + c[i % q] == t.v(i)
            };
            let start = back_scan(end, from.max(f.from() as usize), holds);
            // The shortest window after `start` that gives the same parameters.
            let mut stop = start + w;
            let fitted = loop {
                if stop > from + n / 2 {
                    break None;
                }
                let window: Vec<usize> = (start..stop).collect();
                if solve_affine(t, &h, q, &window).as_ref() == Some(&(a, s, c.clone())) {
                    break Some(stop);
                }
                stop += w;
            };
            let fitted = match fitted {
                Some(x) => x,
                None => continue,
            };
            let rule = Rule::Affine {
                feature: Some((f, a)),
                s,
                q: q as u64,
                c,
            };
            // A step feature (one value over long blocks of n) confirms a block at a time.
            let null = match f.steps() {
                true => Null::Runs(q),
                false => Null::Values,
            };
            let fit = Fit {
                line: t.line(start, rule),
                fitted,
                null,
            };
            if judge.accept(&fit, None) {
                return Some(fit);
            }
        }
    }
    None
}
