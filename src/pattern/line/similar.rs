//! Self-similar tables: at `n = k·m + r`, each residue `r` affine in `m` or `G(m + s)` plus a
//! constant, `|s| ≤ 2` (take up to half: `G(2m) = m`, `G(2m + 1) = G(m)`; take up to ⌈n/2⌉:
//! `G(2m) = G(m − 1)`, `G(2m + 1) = m + 1`).

use super::judge::Judge;
use super::{Fit, Null, Part, Rule, Table};

/// The rule of residue `r` in base `k`, fitted on the two last heaps of its class, and the
/// least heap of the class from which it holds.
fn similar_part(t: &Table, k: usize, r: usize) -> Option<(Part, usize)> {
    let end = t.end();
    if end <= r {
        return None;
    }
    let last = (end - 1 - r) / k * k + r;
    if last < 2 * k || last < t.from + k {
        return None;
    }
    let (i, j) = (last, last - k);
    let mi = (i / k) as i128;
    let alpha = t.v(i) - t.v(j);
    let beta = t.v(i) - alpha * mi;
    let affine = |x: usize| alpha * (x / k) as i128 + beta == t.v(x);
    let from = |holds: &dyn Fn(usize) -> bool| {
        let mut x = last;
        while x >= t.from + k && holds(x - k) {
            x -= k;
        }
        if holds(x) {
            x
        } else {
            x + k
        }
    };
    let fa = from(&affine);
    let small = |v: i128| v.abs() <= i128::from(i32::MAX);
    // G(m + s) + c for |s| ≤ 2 needs G(m + s) in the table and below n.
    let mut best: Option<(Part, usize)> = None;
    if small(alpha) && small(beta) {
        best = Some((Part::Affine(alpha as i64, beta as i64), fa));
    }
    for shift in [0i64, -1, 1, -2, 2] {
        let inner = |x: usize| (x / k) as i64 + shift;
        let fits = |x: usize| {
            let m = inner(x);
            m >= t.from as i64 && (m as usize) < x
        };
        if !fits(i) {
            continue;
        }
        let c = t.v(i) - t.v(inner(i) as usize);
        if !small(c) {
            continue;
        }
        let holds = |x: usize| fits(x) && t.v(x) - t.v(inner(x) as usize) == c;
        let fr = from(&holds);
        // The earliest start wins; an affine part, then the least shift, on a tie.
        if best.map_or(true, |(_, f)| fr < f) {
            best = Some((Part::Recur(c as i64, shift), fr));
        }
    }
    best
}

/// Self-similar in base `k` = 2, 3 or 4: each residue affine in `m` or `G(m + s) + c` at
/// `n = km + r`. At least one residue recurs (else an affine rule would do). Fitted stretch:
/// up to `start` and two heaps of each class after it.
pub(crate) fn similar(t: &Table, judge: &Judge, budget: usize) -> Option<Fit> {
    for k in (2..=4usize).take_while(|k| 2 * k < budget) {
        let found = match (0..k)
            .map(|r| similar_part(t, k, r))
            .collect::<Option<Vec<_>>>()
        {
            Some(x) => x,
            None => continue,
        };
        // At least one residue recurs (else an affine rule would do); a shifted recursion
        // only beside an affine residue: recursions alone, shifted, fit too much.
        let recurs = |p: &Part| matches!(p, Part::Recur(..));
        let shifted = |p: &Part| matches!(p, Part::Recur(_, s) if *s != 0);
        if !found.iter().any(|(p, _)| recurs(p))
            || (found.iter().any(|(p, _)| shifted(p)) && found.iter().all(|(p, _)| recurs(p)))
        {
            continue;
        }
        let start = found.iter().map(|&(_, s)| s).max().unwrap_or(0);
        // Heaps of a class below `start` that the rule covers must agree too: they are
        // outside the head only if their class starts earlier, which `start` is the max of.
        let start = start.saturating_sub(k - 1).max(t.from).max(1).min(t.end());
        let parts: Vec<Part> = found.iter().map(|&(p, _)| p).collect();
        let line = t.line(start, Rule::Similar { k: k as u64, parts });
        if !(t.from..t.end()).all(|i| line.value(i as u128) == Some(t.v(i))) {
            continue;
        }
        // A self-similar rule speaks of blocks of n (each a power of k longer): where the
        // table is constant over a block, the block confirms once, not each value in it
        // (a run of equal values is one unit).
        let fitted = start + 2 * k;
        let fit = Fit {
            line,
            fitted,
            null: Null::Runs(1),
        };
        if judge.accept(&fit, None) {
            return Some(fit);
        }
    }
    None
}
