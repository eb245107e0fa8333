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

mod regimes;

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

/// The number of bits `log₂ K` adds to the requirement (rounded up).
pub(crate) fn multiplicity(k: u64) -> Bits {
    log2(k.max(1)) + 1
}

/// What a candidate lacks to be claimed, and the table length that could settle it.
#[derive(Clone, Debug)]
pub(crate) struct Lack {
    /// In words: `7 confirming values carry 6.5 bits of evidence, 24 needed`.
    pub why: String,
    /// The length a table should reach to confirm or refute the candidate; `None` where no
    /// length can (the table's own changes grow faster than any table).
    pub need: Option<usize>,
}

/// A candidate as the evidence rule sees it: the table, where the candidate's rule starts
/// (the values before are its head), where its fitted stretch ends (the values it was read
/// from; the rest only confirm it), its period if it is periodic, the heap positions where
/// the head departs from the rule, and what its confirming values are weighed against
/// ([`Null`]). Every family hands the rule this, and the rule knows no family.
pub(crate) struct Observation<'a> {
    pub g: &'a [u64],
    pub from: usize,
    pub start: usize,
    pub fitted: usize,
    pub period: Option<usize>,
    pub departs: Vec<usize>,
    pub null: Null,
    /// Whether the candidate says the values stay at the table's last value from there on
    /// (an eventually constant rule, however written).
    pub constant: bool,
}

/// What a candidate's confirming values are weighed against: the explanation it must beat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Null {
    /// Each value drawn with its frequency in the whole table.
    Values,
    /// Runs at a lag: each value repeats the one `lag` places before, or changes (a step
    /// feature, a self-similar rule, a key on a step feature with `n mod q`: a block
    /// confirms by its length and values, not each value over again).
    Runs(usize),
    /// Rows: each value drawn with its frequency among the values of its row (a
    /// lookup `T[n mod q][key]`: the row is `n mod q`, and a value confirms the key only
    /// where its row's values differ), with `q`.
    Rows(usize),
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

    /// `−log₂ P` for the confirming values `conf` of a table whose values are `all`: each
    /// confirming value drawn, independently, with its frequency in the whole table, smoothed
    /// by half a count for each value, `p(v) = (c_v + ½)/(N + A/2)` (`c_v`: the count of `v`
    /// among the `N` values, `A` the distinct values). `P` is the chance that a table with the
    /// table's own frequencies agrees with the pattern on every confirming value by accident:
    /// a value the table shows almost everywhere confirms almost nothing (a win/lose table
    /// with three losses is not confirmed by its wins). Rounded down, less a bit for the
    /// rounding of the logarithms.
    pub fn evidence(&self, all: &[u64], conf: &[u64]) -> Bits {
        let mut t = all.to_vec();
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

    /// `−log₂ P` under a null of runs at a lag: each confirming value of `g` (from `fitted`
    /// on) either repeats the one `lag` places before, with the chance the whole table
    /// shows, `1 − p` (`p = (changes + ½)/(pairs + 1)`), or changes, with chance `p` times the
    /// value's frequency (as in [`Pool::evidence`]). A long block confirms by its length and
    /// values, not each value over again.
    pub fn evidence_runs(&self, g: &[u64], fitted: usize, lag: usize) -> Bits {
        let lag = lag.max(1);
        let train = g;
        let pairs = g.len().saturating_sub(lag) as u64;
        let changes = (lag..g.len()).filter(|&i| g[i] != g[i - lag]).count() as u64;
        let whole = log2(2 * pairs + 2);
        let stay = whole.saturating_sub(log2(2 * pairs + 1 - 2 * changes));
        let change = whole.saturating_sub(log2(2 * changes + 1));
        let mut t = train.to_vec();
        t.sort_unstable();
        let count = |v: u64| t.partition_point(|&x| x <= v) - t.partition_point(|&x| x < v);
        let all = log2(2 * t.len() as u64 + self.alphabet);
        let mut bits: Bits = 0;
        for n in fitted..g.len() {
            let v = g[n];
            bits += match n >= lag && g[n - lag] == v {
                true => stay,
                false => change + all.saturating_sub(log2(2 * count(v) as u64 + 1) + 1),
            };
        }
        bits.saturating_sub(BIT)
    }

    /// `−log₂ P` under a null of rows: each confirming value (from `fitted` on) drawn with its
    /// frequency among the values of its row (`n mod q`, for the table of `G(from)`, …),
    /// smoothed over the values its row takes. A row whose values are all one carries
    /// nothing: the row alone predicts it.
    pub fn evidence_rows(&self, g: &[u64], from: usize, q: usize, fitted: usize) -> Bits {
        let rows: Vec<u64> = (from..from + g.len())
            .map(|n| (n % q.max(1)) as u64)
            .collect();
        use std::collections::HashMap;
        // Per row: the count of each value, and its distinct values.
        let mut fit: HashMap<u64, HashMap<u64, u64>> = HashMap::new();
        let mut distinct: HashMap<u64, Vec<u64>> = HashMap::new();
        for (&v, &r) in g.iter().zip(&rows) {
            *fit.entry(r).or_default().entry(v).or_default() += 1;
            let d = distinct.entry(r).or_default();
            if !d.contains(&v) {
                d.push(v);
            }
        }
        let mut bits: Bits = 0;
        for (&v, r) in g[fitted..].iter().zip(&rows[fitted..]) {
            let alphabet = distinct.get(r).map_or(1, Vec::len) as u64;
            if alphabet < 2 {
                continue;
            }
            let counts = fit.get(r);
            let total: u64 = counts.map_or(0, |c| c.values().sum());
            let count = counts.and_then(|c| c.get(&v)).copied().unwrap_or(0);
            let whole = log2(2 * total + alphabet);
            bits += whole.saturating_sub(log2(2 * count + 1) + 1);
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
    /// fitted up to `n` of the sequence (`f` of `a op b`, a row, a column) the rule reads.
    Cells(Box<dyn Fn(usize) -> Bits + 'a>),
    /// None here: the structure only (floors and regimes); the evidence is judged elsewhere.
    Structure,
}

/// The evidence rule for one table: where its evidence comes from and the bits needed.
pub(crate) struct Standard<'a> {
    pub source: Source<'a>,
    pub need_bits: Bits,
    pub periods: usize,
}

/// Bits written with one decimal: `6.5`.
pub(crate) fn bits_words(b: Bits) -> String {
    let tenths = (b * 10 + BIT / 2) / BIT;
    format!("{}.{}", tenths / 10, tenths % 10)
}

impl<'a> Standard<'a> {
    /// The rule for a one-dimensional table `g` on which `k` candidates were tried.
    pub fn table(g: &[u64], k: u64) -> Standard<'a> {
        Standard {
            source: Source::Table(Pool::new(g.to_vec())),
            need_bits: LEVEL + multiplicity(k),
            periods: PERIODS,
        }
    }

    /// The rule for a sequence read from a two-dimensional table.
    pub fn cells(need_bits: Bits, source: Source<'a>) -> Standard<'a> {
        Standard {
            source,
            need_bits,
            periods: PERIODS_2D,
        }
    }

    /// The first requirement the candidate `o` (a pattern that holds on the whole table)
    /// fails, with the length that would meet them all; `None` if it may be claimed.
    pub fn lack(&self, o: &Observation) -> Option<Lack> {
        let len = o.g.len();
        let mut lacks: Vec<Lack> = Vec::new();
        // Floors: a periodic pattern shows its periods; every pattern is confirmed on as many
        // values as it was fitted on.
        if let Some(p) = o.period {
            let need = o.start - o.from + self.periods * p;
            if len < need {
                lacks.push(Lack {
                    why: format!(
                        "{} periods of {} past n = {}, {} needed",
                        (len + o.from - o.start) / p,
                        p,
                        o.start,
                        self.periods
                    ),
                    need: Some(need),
                });
            }
        }
        let fitted = o.fitted - o.from;
        if len - fitted < fitted {
            lacks.push(Lack {
                why: format!(
                    "fitted on {} values, confirmed on only {}",
                    fitted,
                    len - fitted
                ),
                need: Some(2 * fitted),
            });
        }
        if let Some(lack) = regimes::regime(o) {
            lacks.push(lack);
        }
        if let Some(lack) = self.information(o) {
            lacks.push(lack);
        }
        // The first lack says why (one that no length settles, if any); the length is the
        // largest any needs (none if one has none).
        let need = lacks
            .iter()
            .map(|l| l.need)
            .try_fold(0usize, |m, n| n.map(|n| m.max(n)));
        let at = lacks.iter().position(|l| l.need.is_none()).unwrap_or(0);
        let mut first = lacks.into_iter().nth(at)?;
        first.need = need.map(|n| n.max(len + 1));
        Some(first)
    }

    /// Whether the candidate lacks information (the one requirement whose length is an
    /// estimate: the others name the length that meets them exactly).
    pub fn lacks_information(&self, o: &Observation) -> bool {
        self.information(o).is_some()
    }

    /// Information: the confirming values (or cells) carry the bits needed; counted once a
    /// unit where the candidate names units.
    fn information(&self, o: &Observation) -> Option<Lack> {
        let len = o.g.len();
        let fitted = o.fitted - o.from;
        let conf = &o.g[fitted..];
        // A constant tail is explained by its own frequency in the whole table: its values
        // are weighed against the values before it (the head that shows the rule is not
        // constant), and the regimes ask for the square of where it began.
        let tail = o.g.len()
            - o.g
                .iter()
                .rev()
                .take_while(|&&v| Some(&v) == o.g.last())
                .count();
        let null = match o.constant {
            true => &Null::Values,
            false => &o.null,
        };
        let (bits, top) = match (&self.source, null) {
            (Source::Table(pool), Null::Values) if o.constant => {
                (pool.evidence(&o.g[..tail], conf), pool.per_value())
            }
            (Source::Table(pool), Null::Values) => (pool.evidence(o.g, conf), pool.per_value()),
            (Source::Table(pool), Null::Runs(lag)) => {
                (pool.evidence_runs(o.g, fitted, *lag), pool.per_value())
            }
            (Source::Table(pool), Null::Rows(q)) => (
                pool.evidence_rows(o.g, o.from, *q, fitted),
                pool.per_value(),
            ),
            (Source::Cells(cells), _) => (cells(o.fitted), BIT),
            (Source::Structure, _) => return None,
        };
        if bits >= self.need_bits {
            return None;
        }
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
        let what = match (&self.source, null) {
            (Source::Table(_), Null::Values) => format!("its {} confirming values", conf.len()),
            (Source::Table(_), Null::Runs(_)) => format!(
                "its {} confirming values (in blocks: a value that repeats the one before counts little)",
                conf.len()
            ),
            (Source::Table(_), Null::Rows(_)) => format!(
                "its {} confirming values (against their rows n mod q: only where a row's values differ)",
                conf.len()
            ),
            _ => "its confirming cells".to_string(),
        };
        Some(Lack {
            why: format!(
                "{} carry {} bits of evidence, {} needed",
                what,
                bits_words(bits),
                bits_words(self.need_bits)
            ),
            need: Some(need),
        })
    }
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
        // CF 1370C's 12-value table: 7 confirming values after 0 0 1 1 0 carry about a bit
        // each (6 zeros and 6 ones in the table).
        let g = [0u64, 0, 1, 1, 0, 1, 0, 1, 0, 1, 0, 1];
        let b = Pool::new(g.to_vec()).evidence(&g, &g[5..]);
        assert!(b < 7 * BIT && b > 5 * BIT, "{}", bits_words(b));
        // Three losses in 27: the 24 wins confirm almost nothing.
        let g: Vec<u64> = (0..27)
            .map(|n| u64::from(![0, 1, 6].contains(&n)))
            .collect();
        let b = Pool::new(g.clone()).evidence(&g, &g[3..]);
        assert!(b < 8 * BIT, "{}", bits_words(b));
    }
}
