//! The evidence rule applied to a one-dimensional candidate: a fitted [`Line`] becomes an
//! [`Observation`] (where its head departs from its rule, how its confirming values count),
//! and the nearest refused candidate is kept for the reader.

use super::{Fit, Line, Table};
use crate::pattern::evidence::{Bits, Lack, Observation, Source, Standard};
use std::cell::RefCell;

/// The nearest candidate that was not claimed.
#[derive(Clone, Debug)]
pub(crate) struct Near {
    pub line: Line,
    pub lack: Lack,
}

/// The evidence rule on one table, and the nearest candidate it refused so far.
pub(crate) struct Judge<'a> {
    t: Table<'a>,
    standard: Standard<'a>,
    pub nearest: RefCell<Option<Near>>,
}

impl<'a> Judge<'a> {
    /// The judge of the table `g` of `G(from), G(from + 1), …`, with `k` candidates tried
    /// on it.
    pub fn new(g: &'a [u64], from: usize, k: u64) -> Self {
        Judge {
            t: Table { g, from },
            standard: Standard::table(g, k),
            nearest: RefCell::new(None),
        }
    }

    /// The judge of the sequence `g` (from 0) read from a two-dimensional table, whose
    /// candidates' evidence is `source`, with `need` bits needed.
    pub fn with(g: &'a [u64], need: Bits, source: Source<'a>) -> Self {
        Judge {
            t: Table { g, from: 0 },
            standard: Standard::cells(need, source),
            nearest: RefCell::new(None),
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
        let departs = (self.t.from..start)
            .filter(|&n| fit.line.rule_at(n as u64, &self.t) != Some(self.t.v(n)))
            .collect();
        let constant = fit.line.eventually_constant();
        let o = Observation {
            g: self.t.g,
            from: self.t.from,
            start,
            fitted: fit.fitted,
            period,
            departs,
            null: fit.null.clone(),
            constant,
        };
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
                    });
                }
                false
            }
        }
    }
}
