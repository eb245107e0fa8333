//! Lookup tables in one dimension: `G(n) = T[n mod q][key(n)]` for a key of `n` from the
//! grammar's reductions ([`crate::pattern::ground::Key`]) — a yes-or-no property (membership
//! of a named sequence, being prime, a feature's parity), a feature mod m, or a feature capped
//! — with the fewest cells that fit, every class seen again after it was fitted. Fibonacci
//! Nim's first move loses exactly at the Fibonacci numbers: `G(n) = 0 if n is a Fibonacci
//! number, else 1`; a rule that cycles over the doublings of n: `G(n) = T[⌊log₂ n⌋ mod 4]`.

use super::judge::Judge;
use super::{Fit, Null, Rule, Table};
use crate::pattern::ground::{self, keys, Feature};

/// A feature's values over the table, if all are computed.
fn raw(f: Feature, from: usize, end: usize) -> Option<Vec<u64>> {
    f.table(from, end).into_iter().collect()
}

/// The moduli tried.
const MAX_Q: usize = 12;

/// The most classes a table may have (`q` times the key's classes).
const MAX_CELLS: usize = 24;

/// The moduli a key may be combined with: a yes-or-no property with any `q` up to
/// [`MAX_Q`]; a reduced feature alone (`T[h(n) mod m]`, `T[min(h(n), c)]`: the grammar's
/// three-node expressions).
fn moduli(key: ground::Key) -> usize {
    match key {
        ground::Key::Is(_) => MAX_Q,
        _ => 1,
    }
}

/// The class tables tried on a table: every key with every modulus it allows.
pub(crate) fn candidates() -> u64 {
    keys()
        .iter()
        .map(|k| {
            (1..=moduli(*k))
                .filter(|q| q * k.classes() <= MAX_CELLS)
                .count() as u64
        })
        .sum()
}

/// Whether the floors hold on `from..end` for a lookup by `by` mod `q` from `start`: every
/// class twice, and a reduced key's merged values each shown.
fn floors(by: ground::Key, q: usize, from: usize, start: usize, end: usize) -> Option<bool> {
    let b = by.table(from, end)?;
    let mut seen = vec![vec![0usize; by.classes()]; q];
    for n in start..end {
        seen[n % q][b[n - from]] += 1;
    }
    let twice = seen.iter().flatten().all(|&c| c >= 2);
    let merged = match by.feature() {
        Some(f) => merges_shown(by, &raw(f, start, end)?),
        None => true,
    };
    Some(twice && merged)
}

/// Whether the feature values `h` (after a lookup's start) show what a reduced key merges:
/// each class two of them (a wrap-around mod m, two values past a cap).
fn merges_shown(by: ground::Key, h: &[u64]) -> bool {
    let mut values = h.to_vec();
    values.sort_unstable();
    values.dedup();
    match by {
        ground::Key::Mod(_, m) => values.len() as u64 >= 2 * m,
        ground::Key::Cap(_, c) => values.iter().filter(|&&v| v >= c).count() >= 2,
        ground::Key::Is(_) => true,
    }
}

/// The least table length (from `from`) at which the floors of a lookup by `by` mod `q`
/// from `start` would hold, below 2^20; the table ends at `end`.
pub(crate) fn floors_at(
    by: ground::Key,
    q: usize,
    from: usize,
    start: usize,
    end: usize,
) -> Option<usize> {
    let cap = (1usize << 20).max(end);
    let mut hi = end + 1;
    while !floors(by, q, from, start, hi)? {
        if hi >= cap {
            return None;
        }
        hi = (2 * hi).min(cap);
    }
    let mut lo = end;
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        match floors(by, q, from, start, mid)? {
            true => hi = mid,
            false => lo = mid,
        }
    }
    Some(hi - from)
}

/// `G(n) = T[n mod q][key(n)]`, the fewest cells first (`q` times the key's classes, each
/// key), every class seen twice after the start, the classes of a residue different somewhere
/// (else it is periodic). Fitted stretch: up to the first heap of each class after the start.
/// A key on a step feature (constant over long blocks of `n`) confirms a block at a time.
pub(crate) fn lookup(t: &Table, judge: &Judge, budget: usize) -> Option<Fit> {
    let (from, end) = (t.from, t.end());
    let keys = keys();
    // Each feature over the table once; a key's classes from it.
    let mut features: Vec<(Feature, Option<Vec<u64>>)> = Vec::new();
    for f in keys.iter().filter_map(|k| k.feature()) {
        if !features.iter().any(|(g, _)| *g == f) {
            features.push((f, raw(f, from, end)));
        }
    }
    let raw_of = |f: Feature| {
        features
            .iter()
            .find(|(g, _)| *g == f)
            .and_then(|(_, h)| h.as_ref())
    };
    let tables: Vec<Option<Vec<usize>>> = keys
        .iter()
        .map(|&k| match k {
            ground::Key::Is(_) => k.table(from, end),
            ground::Key::Mod(f, m) => {
                raw_of(f).map(|h| h.iter().map(|&v| (v % m) as usize).collect())
            }
            ground::Key::Cap(f, c) => {
                raw_of(f).map(|h| h.iter().map(|&v| v.min(c) as usize).collect())
            }
        })
        .collect();
    for cells in (2..=MAX_CELLS).take_while(|&c| c < budget) {
        for (&by, b) in keys.iter().zip(&tables) {
            let classes = by.classes();
            if cells % classes != 0 || cells / classes > moduli(by).min(t.g.len() / 4) {
                continue;
            }
            let q = cells / classes;
            let b = match b {
                Some(b) => b,
                None => continue,
            };
            let class = |n: usize| (n % q, b[n - from]);
            // T from the last heap of each class, then the start by a backward scan.
            let mut table: Vec<Vec<Option<u64>>> = vec![vec![None; classes]; q];
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
            let mut seen = vec![vec![0usize; classes]; q];
            let mut fitted = start;
            for n in start..end {
                let (r, k) = class(n);
                seen[r][k] += 1;
                if seen[r][k] == 1 {
                    fitted = n + 1;
                }
            }
            // Every class twice after the start (a class never seen would be a guess).
            let twice = seen.iter().flatten().all(|&c| c >= 2);
            // A reduced key claims that the feature's values it merges behave alike: each
            // class shows two of them after the start (a wrap-around mod m, values past a cap).
            let merged = match by.feature().and_then(raw_of) {
                Some(h) => merges_shown(by, &h[start - from..]),
                None => true,
            };
            if table.iter().flatten().any(Option::is_none) && !twice {
                continue; // a class never seen: no rule at all
            }
            let t2: Vec<Vec<u64>> = table
                .iter()
                .map(|x| x.iter().map(|v| v.unwrap_or(0)).collect())
                .collect();
            if t2.iter().all(|x| x.iter().all(|&v| v == x[0])) {
                continue; // no matter of the key: a period, which its own family finds
            }
            // A value confirms the key only where its row (n mod q) has values that differ;
            // a step feature's key, a block at a time.
            let null = match by.feature().map(|f| f.steps()) {
                Some(true) => Null::Runs(q),
                _ => Null::Rows(q),
            };
            let rule = Rule::Classes {
                q: q as u64,
                by,
                t: t2,
            };
            let fit = Fit {
                line: t.line(start, rule),
                fitted,
                null,
            };
            if !(twice && merged) {
                // Not claimable, but a description of the whole table all the same: a larger
                // one that parts from it past the table would be a guess.
                judge.refuse(&fit, (by, q));
                continue;
            }
            if judge.accept(&fit, None) {
                return Some(fit);
            }
        }
    }
    None
}
