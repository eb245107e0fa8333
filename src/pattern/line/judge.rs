//! The evidence rule applied to a one-dimensional candidate: a fitted [`Line`] becomes an
//! [`Observation`] (where its head departs from its rule, how its confirming values count),
//! and the nearest refused candidate is kept for the reader.

use super::{Fit, Line, Table};
use crate::pattern::evidence::{Bits, Lack, Null, Observation, Source, Standard};
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
}

/// The evidence rule on one table, and the nearest candidate it refused so far.
pub(crate) struct Judge<'a> {
    t: Table<'a>,
    standard: Standard<'a>,
    pub nearest: RefCell<Option<Near>>,
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
                let mut near = self.nearest.borrow_mut();
                let closer = |n: &Near| match (lack.need, n.lack.need) {
                    (Some(a), Some(b)) => a < b,
                    (Some(_), None) => true,
                    _ => false,
                };
                if near.as_ref().map_or(true, closer) {
                    *near = Some(Near {
                        line: fit.line.clone(),
                        lack,
                        fitted: fit.fitted,
                        period,
                        null: fit.null.clone(),
                    });
                }
                false
            }
        }
    }

    /// The nearest candidate refused, its length settled: the least table, continued as the
    /// candidate says, on which the evidence rule would accept it. The requirement's own
    /// estimate assumes evidence at the rate seen so far, which a rule that confirms a block
    /// at a time (a step feature) outgrows: asked again one value later, it would ask a few
    /// more each time. Found by growing the length by half until the rule accepts, then
    /// bisecting (for tables that end below 2^20).
    pub fn nearest(self) -> Option<Near> {
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
