//! The evidence rule applied to a one-dimensional candidate: a fitted [`Line`] becomes an
//! [`Observation`] (where its head departs from its rule, how its confirming values count),
//! and the nearest refused candidate is kept for the reader.

use super::{lookup, Fit, Line, Table};
use crate::pattern::evidence::{Bits, Lack, Null, Observation, Source, Standard};
use crate::pattern::ground::Key;
use std::cell::RefCell;

/// The nearest candidate that was not claimed.
#[derive(Clone, Debug)]
pub(crate) struct Near {
    pub line: Line,
    pub lack: Lack,
    /// The fit's end, period and null: enough to judge the candidate again on a longer table.
    fitted: usize,
    period: Option<usize>,
    null: Null,
    /// A lookup refused by its family's floor: its key and modulus.
    floor: Option<(Key, usize)>,
}

/// The evidence rule on one table, and the nearest candidate it refused so far.
pub(crate) struct Judge<'a> {
    t: Table<'a>,
    standard: Standard<'a>,
    pub nearest: RefCell<Option<Near>>,
    /// Every candidate refused that holds on the whole table, with its size: a smaller one
    /// that goes on differently makes a larger one accepted a guess between the two.
    refused: RefCell<Vec<(usize, Near)>>,
    /// `K`, the candidates tried on a table of a length.
    k: Box<dyn Fn(usize) -> u64 + 'a>,
}

impl<'a> Judge<'a> {
    /// The judge of the table `g` of `G(from), G(from + 1), …`, with `k(len)` candidates
    /// tried on a table of `len` values.
    pub fn new(g: &'a [u64], from: usize, k: Box<dyn Fn(usize) -> u64 + 'a>) -> Self {
        Judge {
            t: Table { g, from },
            standard: Standard::table(g, k(g.len())),
            nearest: RefCell::new(None),
            refused: RefCell::new(Vec::new()),
            k,
        }
    }

    /// The judge of the sequence `g` (from 0) read from a two-dimensional table, whose
    /// candidates' evidence is `source`, with `need` bits needed.
    pub fn with(g: &'a [u64], need: Bits, source: Source<'a>) -> Self {
        Judge {
            t: Table { g, from: 0 },
            standard: Standard::cells(need, source),
            nearest: RefCell::new(None),
            refused: RefCell::new(Vec::new()),
            k: Box::new(|_| 1),
        }
    }

    /// Whether `fit`, a pattern that holds on the whole table, may be claimed (`period`: its
    /// period, if it is periodic); records it as the nearest candidate where it may not.
    pub fn accept(&self, fit: &Fit, period: Option<usize>) -> bool {
        // Fitted on the whole table (or more): nothing is left to confirm it.
        if fit.fitted >= self.t.from + self.t.g.len() {
            return false;
        }
        let start = fit.line.start() as usize;
        let o = observe(&self.t, &fit.line, fit.fitted, period, &fit.null);
        match self.standard.lack(&o) {
            None => true,
            // A candidate that covers less than half the table is no near miss.
            Some(_) if 2 * (start - self.t.from) > self.t.g.len() => false,
            Some(lack) => {
                let near = Near {
                    line: fit.line.clone(),
                    lack,
                    fitted: fit.fitted,
                    period,
                    null: fit.null.clone(),
                    floor: None,
                };
                self.offer(&near);
                self.refused.borrow_mut().push((fit.line.cost(), near));
                false
            }
        }
    }

    /// Records `fit`, which holds on the whole table but fails a floor of its own family
    /// (a lookup's classes not each seen twice: `floor` is its key and modulus), as refused.
    /// The length its floor needs is worked out only if it is to be said.
    pub fn refuse(&self, fit: &Fit, floor: (Key, usize)) {
        let start = fit.line.start() as usize;
        if 2 * (start - self.t.from) > self.t.g.len() {
            return;
        }
        let near = Near {
            line: fit.line.clone(),
            lack: Lack {
                why: "its classes do not each show twice what they merge".to_string(),
                need: None,
            },
            fitted: fit.fitted,
            period: None,
            null: fit.null.clone(),
            floor: Some(floor),
        };
        self.refused.borrow_mut().push((fit.line.cost(), near));
    }

    /// Keeps `near` as the nearest candidate if it needs a shorter table than the one kept.
    fn offer(&self, candidate: &Near) {
        let mut near = self.nearest.borrow_mut();
        let closer = |n: &Near| match (candidate.lack.need, n.lack.need) {
            (Some(a), Some(b)) => a < b,
            (Some(_), None) => true,
            _ => false,
        };
        if near.as_ref().map_or(true, closer) {
            *near = Some(candidate.clone());
        }
    }

    /// Whether `best`, accepted, is a guess between itself and a smaller candidate that
    /// holds on the whole table too but was refused for want of evidence, and goes on
    /// differently past the table (compared over four times the table's length and 256
    /// values more, below 2^20). If so, the smaller one becomes the nearest candidate,
    /// with the length at which the two part: that table decides between them.
    pub fn ambiguous(&self, best: &Line) -> bool {
        let end = self.t.from + self.t.g.len();
        let bound = (end + 4 * self.t.g.len() + 256).min(1 << 20).max(end);
        let mut smaller: Vec<(usize, Near)> = self
            .refused
            .borrow()
            .iter()
            .filter(|(cost, _)| *cost < best.cost())
            .cloned()
            .collect();
        smaller.sort_by_key(|(cost, _)| *cost);
        if smaller.is_empty() {
            return false;
        }
        let ahead: Vec<Option<u64>> = (end..bound).map(|n| best.at(n as u64)).collect();
        for (_, near) in smaller.into_iter().take(8) {
            let parts =
                (end..bound)
                    .zip(&ahead)
                    .find(|&(n, y)| match (near.line.at(n as u64), y) {
                        (Some(x), Some(y)) => x != *y,
                        _ => false,
                    });
            let parts = parts.map(|(n, _)| n);
            if let Some(n) = parts {
                let why = format!(
                    "{}; {} holds on the table as well, and the two part at n = {}",
                    near.lack.why,
                    best.words("G", "n"),
                    n
                );
                *self.nearest.borrow_mut() = Some(Near {
                    lack: Lack {
                        why,
                        need: Some(n + 1 - self.t.from),
                    },
                    ..near
                });
                return true;
            }
        }
        false
    }

    /// The nearest candidate refused, its length settled: the least table, continued as the
    /// candidate says, on which the evidence rule would accept it. The requirement's own
    /// estimate assumes evidence at the rate seen so far, which a rule that confirms a block
    /// at a time (a step feature) outgrows: asked again one value later, it would ask a few
    /// more each time. Found by growing the length by half until the rule accepts, then
    /// bisecting (for tables that end below 2^20).
    pub fn nearest(self) -> Option<Near> {
        // Where no candidate came near, the lookups refused by their floor: the four
        // smallest, with the length that meets it.
        let none_near = self.nearest.borrow().is_none();
        let mut floored: Vec<(usize, Near)> = (self.refused.borrow().iter())
            .filter(|(_, n)| none_near && n.floor.is_some() && n.lack.need.is_none())
            .cloned()
            .collect();
        floored.sort_by_key(|(cost, _)| *cost);
        for (_, mut near) in floored.into_iter().take(4) {
            if let Some((by, q)) = near.floor {
                let (from, end) = (self.t.from, self.t.from + self.t.g.len());
                let start = near.line.start() as usize;
                near.lack.need =
                    lookup::floors_at(by, q, from, start, end).map(|n| n.max(self.t.g.len() + 1));
                self.offer(&near);
            }
        }
        let mut near = self.nearest.into_inner()?;
        if !matches!(self.standard.source, Source::Table(_)) {
            return Some(near);
        }
        let (g, from) = (self.t.g, self.t.from);
        // Where the evidence suffices already, the other requirements name their length.
        let o = observe(&self.t, &near.line, near.fitted, near.period, &near.null);
        if !self.standard.lacks_information(&o) {
            return Some(near);
        }
        let k = &self.k;
        // The table and its continuation so far, each value evaluated once.
        let ext = RefCell::new(g.to_vec());
        let at = |len: usize| -> Option<Option<Lack>> {
            let mut ext = ext.borrow_mut();
            while ext.len() < len {
                let n = (from + ext.len()) as u64;
                ext.push(near.line.at(n)?);
            }
            let t = Table {
                g: &ext[..len],
                from,
            };
            let o = observe(&t, &near.line, near.fitted, near.period, &near.null);
            Some(Standard::table(&ext[..len], k(len)).lack(&o))
        };
        let mut hi = match near.lack.need {
            Some(hi) => hi,
            None => return Some(near),
        };
        // Continuations past 2^20 are left to the estimate: a rule evaluated value by value
        // there (a prime count, a factorisation) would cost more than the search did.
        let cap = (1usize << 20).saturating_sub(from);
        if hi > cap {
            return Some(near);
        }
        loop {
            match at(hi) {
                Some(None) => break,
                Some(Some(Lack { need: Some(n), .. })) if hi < cap => {
                    hi = n.max(hi + (hi - g.len()) / 2 + 1).min(cap);
                }
                _ => return Some(near),
            }
        }
        let mut lo = g.len();
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            match at(mid) {
                Some(None) => hi = mid,
                _ => lo = mid,
            }
        }
        near.lack.need = Some(hi);
        Some(near)
    }
}

/// The candidate `line` fitted on `t` as the evidence rule sees it.
fn observe<'t>(
    t: &Table<'t>,
    line: &Line,
    fitted: usize,
    period: Option<usize>,
    null: &Null,
) -> Observation<'t> {
    let start = line.start() as usize;
    Observation {
        g: t.g,
        from: t.from,
        start,
        fitted,
        period,
        departs: (t.from..start)
            .filter(|&n| line.rule_at(n as u64, t) != Some(t.v(n)))
            .collect(),
        null: null.clone(),
        constant: line.eventually_constant(),
    }
}
