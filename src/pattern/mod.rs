//! Find the pattern in a brute-force table (打表找规律): a closed form for `G(n)` or
//! `G(a, b)` that a contestant can paste. Used by `cargo impartial pattern`.
//!
//! [`find`] looks at `G(0), G(1), …` (Grundy values, or 0/1 for lose/win) and [`find_grid`]
//! at rows `G(a, 0), G(a, 1), …`. A pattern found evaluates at any u64 ([`Line::at`],
//! [`Grid::at`]), displays in words ([`Found::words`]) and writes itself as a Rust function
//! ([`Found::rust`]).
//!
//! # The families, cheapest first
//! - One dimension: eventually periodic; eventually arithmetic-periodic (`G(n + p) = G(n) +
//!   s`); `a·h(n) + s·⌊n/q⌋ + c[n mod q]` for a feature `h` ([`Feature`]: the lowest set
//!   bit, `v₂`, trailing ones, popcount and its parity, `⌊log₂ n⌋`, `v₃`, `v₅`, `v₇`, `Ω`, the
//!   number of divisors, `⌊√n⌋`, the triangular root, `ω`, `⌊log₃ n⌋`, `2^⌊log₂ n⌋`) with
//!   `q ≤ 12`; self-similar in base 2,
//!   3 or 4 (each residue `r` of `n = km + r` affine in `m`, or `G(m)` plus a constant).
//! - Two dimensions: `f(a ⊕ b)`, `f(a | b)`, `f(a & b)`, `f(a + b)`, `f(min)`, `f(max)`,
//!   `f(|a − b|)`; `f(a) ⊕ g(b)`; periodic in both
//!   coordinates; win/lose tables whose losing cells are Beatty pairs `(⌊kα⌋, ⌊kα⌋ + t·k)`
//!   (Wythoff); win/lose by a threshold of `max/min` against α (Euclid's game). α is
//!   fitted among fractions `p/q` (`q ≤ 4`) and quadratic irrationals `(p + √d)/q` (`d ≤
//!   20`, `q ≤ 4`, `|p| ≤ 8`), simplest first, and compared exactly in integers.
//!
//! # The honesty rule
//! A wrong pattern costs a wrong submission; none costs a minute. A pattern is reported only
//! if it holds on the **whole** table and the table's values after its *fitted* stretch (the
//! values its parameters and its head were read from) *confirm* it:
//! - periodic and arithmetic-periodic: at least three periods after the preperiod, and the
//!   confirming stretch at least two periods and at least as long as the fitted one (the
//!   preperiod and a period), so half the table or more;
//! - every other one-dimensional form: the fitted stretch at most half the table, of at least
//!   24 values;
//! - and where the values below the start are exceptions to the rule, the table reaches past
//!   the last one `e` by as far as the exceptions have been spreading: to `2(e + 1)·r`, `r`
//!   the ratio of the last two exceptions (exceptions at 2, 8, 32, 128 need 1024 values);
//! - two dimensions: `f` and `g` each pass the rule on their own row and column (or on the
//!   values of `a op b` the table covers), periods as in one dimension on the rows and the
//!   columns, and α is fitted on the top-left quarter (at least 8 pairs or rows of change,
//!   a table of at least 16 × 16) and confirmed on the rest.
//!
//! A pattern is *observed*, not proven: the table's rule could still break it beyond the
//! table. For octal and subtraction games the octal periodicity theorem proves a period
//! (`cargo impartial grundy … --period`).

mod features;
mod grid;
mod grid_text;
mod line;
mod text;

pub use features::{Feature, FEATURES};
pub use grid::{Grid, Op, Slope};
pub use line::{Line, Part, Rule};

use line::Table;

/// A pattern and the stretch of the table it was fitted on and confirmed by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Found<P> {
    /// The pattern.
    pub pattern: P,
    /// Where it holds, what was fitted and what only confirmed, in words.
    pub holds_on: String,
    /// One dimension: the values `G(0..fitted)` the pattern was read from (the rest of the
    /// table only confirmed it); `None` in two dimensions (said in `holds_on`).
    pub fitted: Option<usize>,
}

/// Periodic forms: three periods after the preperiod, and the values after the fitted
/// stretch at least two periods and at least as many as were fitted (a slow function such as
/// `⌊log₂ n⌋` looks constant over its last stretch, never over more than half the table).
fn periodic_ok(len: usize) -> impl Fn(usize, usize, usize) -> bool {
    move |pre, p, fitted| len >= 6 && len - pre >= 3 * p && len - fitted >= (2 * p).max(fitted)
}

/// Closed forms: fitted on at most half of a table of at least 24 values.
fn closed_ok(len: usize) -> impl Fn(usize, usize) -> bool {
    move |_, fitted| len >= 24 && 2 * fitted <= len
}

/// Whether the table reaches far enough past the head's exceptions: the heaps below the
/// start where the rule itself would give another value. Where the last exception `e`
/// follows the one before it, `e′`, by a factor `r = (e + 1)/(e′ + 1)`, the next could be
/// near `r·e`: the table must reach `2(e + 1)·r` (exceptions at 2, 8, 32, 128 — the
/// powers of 4 — ask for a table past 1024 before 128 may be the last).
fn past_exceptions(line: &Line, g: &[u64]) -> bool {
    if !matches!(line.rule, Rule::Affine { .. }) {
        return true;
    }
    let bare = Line {
        head: Vec::new(),
        rule: line.rule.clone(),
    };
    let mut odd = (0..line.head.len())
        .rev()
        .filter(|&n| bare.at(n as u64) != Some(g[n]));
    let Some(e) = odd.next() else { return true };
    let before = odd.next().map_or(0, |x| x + 1);
    let ratio = (e + before.max(1)) / before.max(1);
    g.len() >= 2 * (e + 1) * ratio
}

/// The pattern of `G(0), G(1), …, G(len − 1)` and the heap its fitted stretch ends at.
fn find_fit(g: &[u64]) -> Option<(Line, usize)> {
    let t = Table { g };
    let len = g.len();
    let fit = line::periodic(&t, periodic_ok(len))
        .or_else(|| line::arithmetic(&t, periodic_ok(len)))
        .or_else(|| line::featured(&t, 12, closed_ok(len)))
        .or_else(|| line::similar(&t, closed_ok(len)))?;
    // Every family checks the whole table; this makes it a property of `find` itself.
    let all = (0..len).all(|n| fit.line.at(n as u64) == Some(g[n]));
    (all && past_exceptions(&fit.line, g)).then_some((fit.line, fit.fitted))
}

/// The pattern of the table `G(0), G(1), …`, or `None` if no family fits it honestly.
///
/// # Constraints
/// Any values; tables up to a few million values (the periodic search is O(len²) in the
/// worst case, O(len) when most periods fail at once).
///
/// # Complexity
/// About 10 ms for 10^4 values (none found: every family tried).
///
/// # Example
/// ```
/// use impartial::pattern::find;
/// // Lasker's Nim: G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3.
/// let g: Vec<u64> = (0..40).map(|n| match n % 4 { 0 if n > 0 => n - 1, 3 => n + 1, _ => n }).collect();
/// let found = find(&g).unwrap();
/// assert_eq!(found.words(), "G(n) = n − 1 if n ≡ 0 (mod 4), n + 1 if n ≡ 3 (mod 4), else n, for n ≥ 1; G(0..1) = 0");
/// assert_eq!(found.pattern.at(1_000_000_000_000_000_003), Some(1_000_000_000_000_000_004));
/// assert!(find(&[0, 1, 0, 0, 1, 1, 1, 0, 1, 0, 0, 0]).is_none());
/// ```
pub fn find(g: &[u64]) -> Option<Found<Line>> {
    let (line, fitted) = find_fit(g)?;
    let len = g.len();
    let holds_on = format!(
        "n < {len} (the whole table): fitted on n < {fitted}, confirmed on {fitted} ≤ n < {len} \
         ({} values); observed, not proven",
        len - fitted
    );
    Some(Found {
        pattern: line,
        holds_on,
        fitted: Some(fitted),
    })
}

/// The pattern of the table `rows[a][b] = G(a, b)` (rows of equal length), or `None`.
///
/// # Constraints
/// Rows of equal length, at least one value.
///
/// # Complexity
/// About 50 ms for 200 × 200 when nothing is found.
///
/// # Example
/// ```
/// use impartial::pattern::find_grid;
/// // Wythoff's game, 0 for a losing pair.
/// let lose = |a: u64, b: u64| impartial::numbers::wythoff::is_losing(a, b);
/// let t: Vec<Vec<u64>> = (0..60).map(|a| (0..60).map(|b| u64::from(!lose(a, b))).collect()).collect();
/// let found = find_grid(&t).unwrap();
/// assert!(found.words().contains("(1 + √5)/2"));
/// assert_eq!(found.pattern.at(1_000_000_000_000, 1_618_033_988_749), Some(u64::from(!lose(1_000_000_000_000, 1_618_033_988_749))));
/// ```
pub fn find_grid(rows: &[Vec<u64>]) -> Option<Found<Grid>> {
    let (r, c) = (rows.len(), rows.first()?.len());
    if c == 0 || rows.iter().any(|row| row.len() != c) {
        return None;
    }
    let whole = format!("the whole {r} × {c} table");
    let observed = "observed, not proven";
    let done = |grid: Grid, fitted: String| {
        grid::agrees(&grid, rows, r, c).then(|| Found {
            pattern: grid,
            holds_on: format!("{whole}: fitted on {fitted}, confirmed on the rest; {observed}"),
            fitted: None,
        })
    };
    // f(a op b): the values of the op on the table, as far as they are all covered.
    for op in grid::Op::ALL {
        let mut f: Vec<Option<u64>> = Vec::new();
        let consistent = rows.iter().enumerate().all(|(a, row)| {
            row.iter().enumerate().all(|(b, &v)| {
                let x = op.of(a as u64, b as u64).expect("a table's indices") as usize;
                if f.len() <= x {
                    f.resize(x + 1, None);
                }
                match f[x] {
                    None => {
                        f[x] = Some(v);
                        true
                    }
                    Some(w) => w == v,
                }
            })
        });
        let prefix: Vec<u64> = f.iter().map_while(|v| *v).collect();
        if !consistent || prefix.len() < 2 {
            continue;
        }
        if let Some((line, fitted)) = find_fit(&prefix) {
            let fitted = format!("f(v) for v < {fitted}, v = {}", op.text().0);
            if let Some(found) = done(grid::Grid::Op { op, f: line }, fitted) {
                return Some(found);
            }
        }
    }
    // f(a) ⊕ g(b).
    let col: Vec<u64> = rows.iter().map(|row| row[0]).collect();
    let top: Vec<u64> = rows[0].iter().map(|&v| v ^ rows[0][0]).collect();
    if let (Some((f, ff)), Some((g, fg))) = (find_fit(&col), find_fit(&top)) {
        let fitted = format!("f(a) for a < {ff} (column 0) and g(b) for b < {fg} (row 0)");
        if let Some(found) = done(grid::Grid::Sum { f, g }, fitted) {
            return Some(found);
        }
    }
    // Periodic in both coordinates: the rows (and the columns) as one sequence each.
    let ids = |cells: Vec<Vec<u64>>| -> Vec<u64> {
        let mut seen: Vec<Vec<u64>> = Vec::new();
        let mut out = Vec::new();
        for x in cells {
            let i = seen.iter().position(|s| *s == x).unwrap_or_else(|| {
                seen.push(x);
                seen.len() - 1
            });
            out.push(i as u64);
        }
        out
    };
    let periods = |seq: Vec<u64>| {
        let len = seq.len();
        line::periodic(&Table { g: &seq }, periodic_ok(len)).map(|fit| match fit.line.rule {
            Rule::Affine { q, .. } => (fit.line.start(), q),
            Rule::Similar { .. } => unreachable!("periodic fits are affine"),
        })
    };
    let by_rows = periods(ids(rows.to_vec()));
    let by_cols = periods(ids((0..c)
        .map(|b| rows.iter().map(|row| row[b]).collect())
        .collect()));
    if let (Some((sa, pa)), Some((sb, pb))) = (by_rows, by_cols) {
        let t: Vec<Vec<u64>> = rows[..(sa + pa) as usize]
            .iter()
            .map(|row| row[..(sb + pb) as usize].to_vec())
            .collect();
        let fitted = format!("rows < {} and columns < {}", sa + pa, sb + pb);
        if let Some(found) = done(
            Grid::Periodic {
                rows: (sa, pa),
                cols: (sb, pb),
                t,
            },
            fitted,
        ) {
            return Some(found);
        }
    }
    // Win/lose by a slope: fitted on the top-left quarter.
    let n = r.min(c);
    if n >= 16 {
        let half = n / 2;
        let corner: Vec<Vec<u64>> = rows[..half]
            .iter()
            .map(|row| row[..half].to_vec())
            .collect();
        let fitted = format!("the {half} × {half} corner");
        // A Vec: an array's `into_iter` yields references in edition 2018, which a bundle may be.
        for grid in vec![grid::beatty(&corner, half), grid::ratio(&corner, half)]
            .into_iter()
            .flatten()
        {
            if let Some(found) = done(grid, fitted.clone()) {
                return Some(found);
            }
        }
    }
    None
}

impl Found<Line> {
    /// `G(n) = …`.
    pub fn words(&self) -> String {
        self.pattern.words("G", "n")
    }

    /// `fn g(n: u64) -> u64 { … }`.
    pub fn rust(&self) -> String {
        self.pattern.rust("g")
    }
}

impl Found<Grid> {
    /// `G(a, b) = …`.
    pub fn words(&self) -> String {
        self.pattern.words()
    }

    /// `fn g(a: u64, b: u64) -> u64 { … }`.
    pub fn rust(&self) -> String {
        self.pattern.rust()
    }
}

#[cfg(test)]
mod tests;
