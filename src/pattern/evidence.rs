//! The evidence rule, in one place: when a pattern that holds on every value of a table may be
//! claimed (docs/patterns.md, "The evidence rule", derives it).
//!
//! Three requirements, all in integers:
//! 1. **Information.** The values after the fitted stretch (the *confirming* values) must be
//!    unlikely to agree with the pattern by accident: `P`, the chance that the table's own
//!    values, arranged at random, agree with the pattern on the confirming positions, times
//!    `K`, the number of candidate patterns the finder tried at this length, is below
//!    `2^-20`. In bits, `−log₂ P ≥ 20 + log₂ K`. A win/lose table carries at most a bit a
//!    value, a Grundy table with many values more.
//! 2. **Periods.** A periodic pattern shows [`PERIODS`] periods past its preperiod, and is
//!    confirmed on at least as many values as it was fitted on.
//! 3. **Regimes.** Where the values below the pattern's start depart from it, the table
//!    reaches past where the next departure could come: see [`Judge::regime`].

use super::line::{preperiods, Fit, Line, Table};
use std::cell::RefCell;

/// Bits, in units of 2^-16.
pub(crate) type Bits = u64;

/// One bit.
pub(crate) const BIT: Bits = 1 << 16;

/// The chance of an accidental agreement the finder accepts: 2^-20.
pub(crate) const LEVEL: Bits = 20 * BIT;

/// Periods a periodic pattern must show past its preperiod: a table periodic from its start
/// for seven periods can still change when a new move size enters (take a square: period 5
/// from 0 to 24, then no period at all; take 3^k − 1: period 34 from 0 to 241).
pub(crate) const PERIODS: usize = 8;

/// The periods a sequence read from a two-dimensional table (`f` of `a op b`, its rows, its
/// columns) must show: every period there is confirmed by a whole row or column of cells.
pub(crate) const PERIODS_2D: usize = 4;

/// Departures closer than `1/GAP` of their position are one stretch: a new move's echo of
/// the head (departures at 56, 59, 66, 69) is one change, not four.
pub(crate) const GAP: usize = 4;

/// Where the head departs from a pattern only once (one stretch of departures), the next
/// departure is assumed to come up to this many times further: the table must reach
/// `HEAD_FACTOR` times the pattern's start.
pub(crate) const HEAD_FACTOR: usize = 8;

/// `⌊log₂ x⌋` in units of 2^-16, for `x ≥ 1`: the integer part from the highest bit, the
/// fraction by squaring the mantissa sixteen times.
pub(crate) fn log2(x: u64) -> Bits {
    let k = u64::from(63 - x.leading_zeros());
    // x / 2^k in [1, 2), as a fixed-point number with 62 fraction bits.
    let mut m = (u128::from(x) << 62) >> k;
    let mut frac = 0;
    for _ in 0..16 {
        m = (m * m) >> 62;
        frac <<= 1;
        if m >= 1 << 63 {
            m >>= 1;
            frac |= 1;
        }
    }
    (k << 16) | frac
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
    periods + super::FEATURES.len() as u64 * qs + similar + super::classes::CANDIDATES
}

/// `K` for a two-dimensional table of `r × c`: every one-dimensional candidate of a sequence
/// as long as the table's longest `a op b` for each of the eight ways a sequence is read (seven
/// operations, the rows and columns), every slope with each `t` and threshold, every class
/// table; all of them twice (the coordinates as they stand, and `(min, |a − b|)`).
pub(crate) fn grid_candidates(r: usize, c: usize) -> u64 {
    let slopes = super::grid::Slope::candidates().len() as u64;
    let classes = super::grid_classes::candidates();
    // Everything twice: as the table stands, and in (min(a, b), |a − b|).
    2 * (8 * candidates(2 * r.max(c)) + 8 * slopes + classes)
}

/// The number of bits `log₂ K` adds to the requirement (rounded up).
pub(crate) fn multiplicity(k: u64) -> Bits {
    log2(k.max(1)) + 1
}

/// What a candidate lacks to be claimed, and the table length that could settle it.
#[derive(Clone, Debug)]
pub(crate) struct Lack {
    /// In words: `7 confirming values carry 6.5 bits of evidence, 24 needed`.
    pub why: String,
    /// The length a table should reach to confirm or refute the candidate.
    pub need: usize,
}

/// The nearest candidate that was not claimed.
#[derive(Clone, Debug)]
pub(crate) struct Near {
    pub line: Line,
    pub lack: Lack,
}

/// The null hypothesis's alphabet: the distinct values of the whole table.
pub(crate) struct Pool {
    alphabet: u64,
}

impl Pool {
    pub fn new(mut values: Vec<u64>) -> Pool {
        values.sort_unstable();
        values.dedup();
        Pool {
            alphabet: values.len() as u64,
        }
    }

    /// `−log₂ P` for the confirming values `conf` after the values `train` the pattern was
    /// fitted on: each confirming value drawn, independently, with its frequency among the
    /// fitted values, smoothed by half a count for each value of the table,
    /// `p(v) = (c_v + ½)/(N + A/2)` (`c_v`: the count of `v` among the `N` fitted values, `A`
    /// the table's distinct values). `P` is the chance that a table with the fitted stretch's
    /// frequencies agrees with the pattern on every confirming value by accident. Rounded
    /// down, less a bit for the rounding of the logarithms.
    pub fn evidence(&self, train: &[u64], conf: &[u64]) -> Bits {
        let mut t = train.to_vec();
        t.sort_unstable();
        let count = |v: u64| t.partition_point(|&x| x <= v) - t.partition_point(|&x| x < v);
        let whole = log2(2 * t.len() as u64 + self.alphabet);
        let mut c = conf.to_vec();
        c.sort_unstable();
        let mut bits: Bits = 0;
        let mut i = 0;
        while i < c.len() {
            let v = c[i];
            let j = i + c[i..].partition_point(|&x| x == v);
            let part = log2(2 * count(v) as u64 + 1) + 1;
            bits += (j - i) as u64 * whole.saturating_sub(part);
            i = j;
        }
        bits.saturating_sub(BIT)
    }

    /// The most bits a value can carry, roughly: `log₂` of the number of distinct values.
    pub fn per_value(&self) -> Bits {
        log2(self.alphabet.max(2))
    }
}

/// Where a candidate's evidence comes from.
pub(crate) enum Source<'a> {
    /// The confirming values of the one-dimensional table itself.
    Table(Pool),
    /// A two-dimensional table's cells: the bits of the confirming cells of a candidate
    /// fitted up to `n` of the sequence (`f` of `a op b`, a row, a column) the judge reads.
    Cells(Box<dyn Fn(usize) -> Bits + 'a>),
    /// None here: the structure only (floors and regimes); the evidence is judged elsewhere.
    Structure,
}

/// The evidence rule applied to one table: the table, where its evidence comes from, the
/// bits needed, and the nearest candidate refused so far.
pub(crate) struct Judge<'a> {
    t: Table<'a>,
    source: Source<'a>,
    need_bits: Bits,
    periods: usize,
    pub nearest: RefCell<Option<Near>>,
}

/// Bits written with one decimal: `6.5`.
pub(crate) fn bits_words(b: Bits) -> String {
    let tenths = (b * 10 + BIT / 2) / BIT;
    format!("{}.{}", tenths / 10, tenths % 10)
}

impl<'a> Judge<'a> {
    /// The judge of the table `g` of `G(from), G(from + 1), …`, with `k` candidates tried
    /// on it.
    pub fn new(g: &'a [u64], from: usize, k: u64) -> Self {
        Judge::with(
            g,
            from,
            LEVEL + multiplicity(k),
            Source::Table(Pool::new(g.to_vec())),
        )
    }

    /// The judge of the sequence `g` (from 0) whose candidates' evidence is `source`, with
    /// `need` bits needed.
    pub fn with(g: &'a [u64], from: usize, need: Bits, source: Source<'a>) -> Self {
        Judge {
            t: Table { g, from },
            periods: match source {
                Source::Table(_) => PERIODS,
                _ => PERIODS_2D,
            },
            source,
            need_bits: need,
            nearest: RefCell::new(None),
        }
    }

    /// Whether `fit`, a pattern that holds on the whole table, may be claimed (`periodic`:
    /// its period, if it is periodic); records it as the nearest candidate where it may not.
    pub fn accept(&self, fit: &Fit, periodic: Option<usize>) -> bool {
        match self.lack(fit, periodic) {
            None => true,
            // A candidate that covers less than half the table is no near miss.
            Some(_) if 2 * (fit.line.start() as usize - self.t.from) > self.t.g.len() => false,
            Some(lack) => {
                let mut near = self.nearest.borrow_mut();
                if near.as_ref().map_or(true, |n| lack.need < n.lack.need) {
                    *near = Some(Near {
                        line: fit.line.clone(),
                        lack,
                    });
                }
                false
            }
        }
    }

    /// The first requirement `fit` fails, with the length that would meet them all.
    fn lack(&self, fit: &Fit, period: Option<usize>) -> Option<Lack> {
        let len = self.t.g.len();
        let from = self.t.from;
        let start = fit.line.start() as usize;
        let mut lacks: Vec<Lack> = Vec::new();
        // Floors: a periodic pattern shows its periods; every pattern is confirmed on as many
        // values as it was fitted on.
        if let Some(p) = period {
            let need = start - from + self.periods * p;
            if len < need {
                lacks.push(Lack {
                    why: format!(
                        "{} periods of {} past n = {}, {} needed",
                        (len + from - start) / p,
                        p,
                        start,
                        self.periods
                    ),
                    need,
                });
            }
        }
        let fitted = fit.fitted - from;
        if len - fitted < fitted {
            lacks.push(Lack {
                why: format!(
                    "fitted on {} values, confirmed on only {}",
                    fitted,
                    len - fitted
                ),
                need: 2 * fitted,
            });
        }
        if let Some(lack) = self.regime(&fit.line) {
            lacks.push(lack);
        }
        // Information.
        let conf = &self.t.g[fitted..];
        let bits = match &self.source {
            Source::Table(pool) => {
                Some((pool.evidence(&self.t.g[..fitted], conf), pool.per_value()))
            }
            Source::Cells(cells) => Some((cells(fit.fitted), BIT)),
            Source::Structure => None,
        };
        if let Some((bits, top)) = bits.filter(|&(b, _)| b < self.need_bits) {
            let need = match &self.source {
                // Confirming values at the rate seen so far (at most `top` bits each).
                Source::Table(_) => {
                    let per = if conf.is_empty() {
                        top
                    } else {
                        (bits / conf.len() as u64).max(BIT / 16)
                    };
                    fitted + ((self.need_bits + per - 1) / per) as usize
                }
                // Cells grow as the square of the side: the side times √(needed / carried).
                _ => {
                    let ratio = (u128::from(self.need_bits) << 8) / u128::from(bits.max(1));
                    let root = crate::numbers::quotients::isqrt(ratio) + 1;
                    ((len as u128 * root + 15) / 16) as usize
                }
            };
            let what = match &self.source {
                Source::Table(_) => format!("its {} confirming values", conf.len()),
                _ => "its confirming cells".to_string(),
            };
            lacks.push(Lack {
                why: format!(
                    "{} carry {} bits of evidence, {} needed",
                    what,
                    bits_words(bits),
                    bits_words(self.need_bits)
                ),
                need,
            });
        }
        let need = lacks.iter().map(|l| l.need).max()?;
        let mut first = lacks.swap_remove(0);
        first.need = need.max(len + 1);
        Some(first)
    }

    /// Regimes: where the values below the pattern's start depart from its rule.
    ///
    /// Two changes at `x′ < x` spread by `r = x/x′`: the next is due near `x·r`, and may be
    /// skipped once (a new move whose echo of the head happens to agree), so the table must
    /// reach `x·r·max(2, r)` ([`beyond`]).
    /// - An earlier regular stretch: if the head itself ends in a periodic stretch from `s′`
    ///   (three periods, at least 12 values), the values changed at `s′` and at the start `s`.
    ///   A head periodic from 0 is one change, as below.
    /// - Departures that spread: the departures grouped in stretches (apart by more than a
    ///   [`GAP`]th of their position); the last two end at `e′ < e`, changes at `e′ + 1` and
    ///   `e + 1` (departures at 2, 8, 32, 128 need 2 048).
    /// - One stretch of departures and nothing regular before it: the table must reach
    ///   [`HEAD_FACTOR`] times the start.
    ///
    /// The largest of these applies.
    fn regime(&self, line: &Line) -> Option<Lack> {
        let start = line.start() as usize;
        let from = self.t.from;
        if start == from {
            return None;
        }
        let mut need = 0usize;
        let mut why = String::new();
        let mut single = true;
        // An earlier regular stretch.
        let head = &self.t.g[..start - from];
        let pres = preperiods(head);
        let earliest = (1..=head.len() / 3)
            .filter(|&p| head.len() - pres[p] >= (3 * p).max(12))
            .map(|p| from + pres[p])
            .min();
        if let Some(s0) = earliest.filter(|&s| s > 0) {
            single = false;
            let n = beyond(s0, start);
            if n > need {
                need = n;
                why = format!(
                    "the values changed at n = {} and n = {} (×{}), and may change again near {}",
                    s0,
                    start,
                    ratio_words(start, s0),
                    start * (start + SMOOTH) / (s0 + SMOOTH)
                );
            }
        }
        // Departures that spread.
        let departs: Vec<usize> = (from..start)
            .filter(|&n| line.rule_at(n as u64, &self.t) != Some(self.t.v(n)))
            .collect();
        let mut ends: Vec<usize> = Vec::new();
        for (i, &d) in departs.iter().enumerate() {
            let apart = |next: &usize| next - d > (next / GAP).max(2);
            if departs.get(i + 1).map_or(true, apart) {
                ends.push(d);
            }
        }
        if let [.., e1, e2] = ends[..] {
            single = false;
            let n = beyond(e1 + 1, e2 + 1);
            if n > need {
                need = n;
                why = format!(
                    "the head departs from it up to n = {} and again at n = {} (×{}), and may again near {}",
                    e1,
                    e2,
                    ratio_words(e2 + 1, e1 + 1),
                    (e2 + 1) * (e2 + 1 + SMOOTH) / (e1 + 1 + SMOOTH)
                );
            }
        }
        if single {
            let n = HEAD_FACTOR * start;
            if n > need {
                need = n;
                why = format!(
                    "the values below n = {} depart from it, and a next departure may come {} times further",
                    start, HEAD_FACTOR
                );
            }
        }
        let end = self.t.end();
        if end < need {
            Some(Lack {
                why,
                need: need - from,
            })
        } else {
            None
        }
    }
}

/// Where a table must reach after changes at `x0 < x`: `x·r·max(2, r)`, with the ratio
/// `r = (x + SMOOTH)/(x0 + SMOOTH)`: the first few heaps of any game are special, and a
/// change at 2 followed by one at 11 is no ×5.5 spread.
fn beyond(x0: usize, x: usize) -> usize {
    let (a, b) = (x + SMOOTH, x0 + SMOOTH);
    let r_x = (x * a + b - 1) / b; // x·r, rounded up
    if 2 * b >= a {
        2 * r_x
    } else {
        (r_x * a + b - 1) / b
    }
}

/// The smoothing of [`beyond`]'s ratio.
const SMOOTH: usize = 4;

/// `a/b` with one decimal: `5.2`.
fn ratio_words(a: usize, b: usize) -> String {
    let tenths = (10 * a + b / 2) / b.max(1);
    format!("{}.{}", tenths / 10, tenths % 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log2_is_exact_to_sixteen_bits() {
        for x in [1u64, 2, 3, 5, 7, 10, 1000, 65_537, 1 << 40, u64::MAX] {
            let exact = (x as f64).log2() * 65536.0;
            let got = log2(x) as f64;
            assert!(
                got <= exact + 1e-6 && exact - got < 1.0 + 1e-6,
                "{x}: {got} {exact}"
            );
        }
    }

    #[test]
    fn evidence_of_a_win_lose_stretch() {
        // CF 1370C's 12-value table: 7 confirming values after 0 0 1 1 0 carry 7.4 bits.
        let g = [0u64, 0, 1, 1, 0, 1, 0, 1, 0, 1, 0, 1];
        let b = Pool::new(g.to_vec()).evidence(&g[..5], &g[5..]);
        assert!(b < 8 * BIT && b > 6 * BIT, "{}", bits_words(b));
    }
}
