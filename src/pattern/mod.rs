//! Find the pattern in a brute-force table (打表找规律): a closed form for `G(n)` or
//! `G(a, b)` that a contestant can paste. Used by `cargo impartial pattern`.
//!
//! [`find`] looks at `G(0), G(1), …` (Grundy values, or 0/1 for lose/win) and [`find_grid`]
//! at rows `G(a, 0), G(a, 1), …`. A pattern found evaluates at any u64 ([`Line::at`],
//! [`Grid::at`]), displays in words ([`Found::words`]) and writes itself as a Rust function
//! ([`Found::rust`]).
//!
//! # The grammar
//! A table is read as a sentence of a small grammar (docs/patterns.md, "The families"):
//! features of `n` ([`Feature`]: bits, valuations, roots, prime factors, digits, 49 in all),
//! named sequences and yes-or-no properties ([`Binary`]), and keys that index a lookup table
//! (a property, a feature mod m, a feature capped). The shapes of one dimension: periodic,
//! arithmetic-periodic, `a·h(n) + s·⌊n/q⌋ + c[n mod q]`, self-similar in base 2, 3 or 4,
//! and lookups `T[n mod q][key(n)]`, each after a head of values as in the table; the
//! shortest accepted description wins. Two dimensions: `f(a op b)`, `f(a) ⊕ g(b)`, periodic
//! in both coordinates, class tables of cheap features of the cell, Beatty pairs (Wythoff)
//! and a threshold of `max/min` (Euclid's game), also in the coordinates `(min, |a − b|)`;
//! a table of a few long rows is read row by row.
//!
//! # The evidence rule
//! A wrong pattern costs a wrong submission; none costs a minute. A pattern is reported only
//! if it holds on the **whole** table and the values after its *fitted* stretch carry enough
//! evidence against the explanation it must beat, drawn from the whole table (`evidence/`,
//! written once, knowing no family): the chance of an accidental agreement, times the number
//! of candidates tried, below 2^-20; a periodic pattern shows eight periods; and the table
//! reaches past where its own history (regimes, departures, a constant tail) says the next
//! change could come, or the candidate is not claimed at any length. [`search`] says why
//! where there is no pattern: the nearest candidate and the table length that would settle
//! it.
//!
//! A pattern is *observed*, not proven: the table's rule could still break it beyond the
//! table. For octal and subtraction games the octal periodicity theorem proves a period
//! (`cargo impartial grundy … --period`).

mod evidence;
mod grid;
mod ground;
mod line;
mod text;

pub use grid::classes::{Cell, Classes};
pub use grid::{Grid, Op, Slope};
pub use ground::{Binary, Feature, Seq, FEATURES};
pub use line::{Line, Part, Rule};

use line::judge::{Judge, Near};
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

/// The pattern of `G(0), G(1), …, G(len − 1)` and the heap its fitted stretch ends at, or the
/// nearest candidate the evidence rule refused.
fn find_fit(g: &[u64], from: usize) -> Result<(Line, usize), Box<Option<Near>>> {
    let t = Table { g, from };
    let judge = Judge::new(g, from, Box::new(line::candidates));
    match line::fit(&t, &judge) {
        Some(fit) => Ok((fit.line, fit.fitted)),
        None => Err(Box::new(judge.nearest())),
    }
}

/// Why a table gave no pattern: the nearest candidate and what it lacks, or that the table is
/// too short for any, or that nothing fits it (one line, printed after `pattern: none found`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Abstained {
    /// `nearest: …`, `too short: …` or `nothing fits: …`.
    pub line: String,
    /// The table length that would confirm or refute the nearest candidate (or first allow a
    /// claim), where there is one.
    pub need: Option<usize>,
}

/// The least length at which a table with `distinct` values could carry a claim at all: the
/// confirming values, at most `log₂ distinct` bits each, reach the evidence rule's need.
fn first_claimable(distinct: usize) -> usize {
    let per = evidence::log2(distinct.max(2) as u64);
    (evidence::PERIODS..)
        .find(|&len| {
            let need = evidence::LEVEL + evidence::multiplicity(line::candidates(len));
            (len as u64 - 1) * per >= need
        })
        .expect("a length carries enough bits")
}

fn abstained(g: &[u64], from: usize, near: Option<Near>) -> Abstained {
    let len = g.len();
    let mut values = g.to_vec();
    values.sort_unstable();
    values.dedup();
    // A constant table: every value agrees with any rule that has not changed yet.
    if values.len() == 1 && len > 1 {
        return Abstained {
            line: format!(
                "constant: all {} values are {}; no table length can confirm a constant (a rule may change at any n), so none is claimed",
                len, values[0]
            ),
            need: None,
        };
    }
    if let Some(near) = near {
        return match near.lack.need {
            Some(need) => Abstained {
                line: format!(
                    "nearest: {}; {}: print at least {} values",
                    near.line.words("G", "n"),
                    near.lack.why,
                    need
                ),
                need: Some(need),
            },
            None => Abstained {
                line: format!(
                    "nearest: {}; {}; no table length settles it",
                    near.line.words("G", "n"),
                    near.lack.why
                ),
                need: None,
            },
        };
    }
    let first = first_claimable(values.len());
    if len < first {
        return Abstained {
            line: format!(
                "too short: {} values; a table of {} distinct values needs at least {} before any \
                 pattern can be claimed",
                len,
                values.len(),
                first
            ),
            need: Some(first),
        };
    }
    // The longest periodic stretch at the end, for a hint of what a longer table could show.
    let pres = ground::preperiods(g);
    let tail = (1..=len / 2)
        .filter(|&p| len - pres[p] >= 2 * p)
        .min_by_key(|&p| (pres[p], p));
    match tail {
        Some(p) if pres[p] + 2 * p < len => {
            // A candidate is judged once it shows its periods and covers half the table: the
            // length where the tail is, or nothing a longer table could change.
            let need = (pres[p] + evidence::PERIODS * p).max(2 * pres[p]);
            let tail = format!(
                "nothing fits: no family fits the whole table; its last {} values repeat with \
                 period {} (from n = {})",
                len - pres[p],
                p,
                from + pres[p]
            );
            match need > len {
                true => Abstained {
                    line: format!(
                        "{}, too little to judge (a pattern must show {} periods and cover \
                         half the table): print at least {} values",
                        tail,
                        evidence::PERIODS,
                        need
                    ),
                    need: Some(need),
                },
                false => Abstained {
                    line: format!(
                        "{}, and no family's description of it is short enough",
                        tail
                    ),
                    need: None,
                },
            }
        }
        _ => Abstained {
            line: "nothing fits: no family fits the whole table, and no stretch at its end repeats"
                .to_string(),
            need: None,
        },
    }
}

/// The pattern of the table `G(0), G(1), …`, or why there is none.
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
/// use impartial::pattern::search;
/// // A 12-value win/lose table (Codeforces 1370C): parity fits it, but on too few values.
/// let why = search(&[0, 0, 1, 1, 0, 1, 0, 1, 0, 1, 0, 1]).unwrap_err();
/// assert!(why.line.starts_with("nearest: G(n) = 1 if n ≡ 1 (mod 2), else 0"));
/// ```
pub fn search(g: &[u64]) -> Result<Found<Line>, Abstained> {
    search_from(g, 0)
}

/// [`search`] for a table that starts at `G(from)`: `g[i] = G(from + i)`. The pattern speaks
/// of `n` as the table does, and is defined from `from` on.
///
/// # Constraints
/// As [`search`]; `from + g.len()` fits in a usize.
///
/// # Complexity
/// As [`search`].
///
/// # Example
/// ```
/// // The Ruler game from n = 1: G(n) = lowbit(n).
/// let g: Vec<u64> = (1..300u64).map(|n| n & n.wrapping_neg()).collect();
/// let found = impartial::pattern::search_from(&g, 1).unwrap();
/// assert_eq!(found.words(), "G(n) = lowbit(n), for n ≥ 1");
/// assert_eq!(found.pattern.at(0), None);
/// ```
pub fn search_from(g: &[u64], from: usize) -> Result<Found<Line>, Abstained> {
    let (line, fitted) = find_fit(g, from).map_err(|near| abstained(g, from, *near))?;
    let end = from + g.len();
    let whole = if from == 0 {
        format!("n < {}", end)
    } else {
        format!("{} ≤ n < {}", from, end)
    };
    let holds_on = format!(
        "{} (the whole table): fitted on n < {}, confirmed on {} ≤ n < {} ({} values); \
         observed, not proven",
        whole,
        fitted,
        fitted,
        end,
        end - fitted
    );
    Ok(Found {
        pattern: line,
        holds_on,
        fitted: Some(fitted),
    })
}

/// The pattern of the table `G(0), G(1), …`, or `None` if no family fits it with enough
/// evidence ([`search`] says why).
///
/// # Constraints
/// As [`search`].
///
/// # Complexity
/// As [`search`].
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
    search(g).ok()
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
    grid::search::search(rows).ok()
}

/// The pattern of the table `rows[a][b] = G(a, b)`, or why there is none (one line to print
/// after `pattern: none found`, as [`search`]).
///
/// # Constraints
/// As [`find_grid`]; rows of unequal length give `Err`.
///
/// # Complexity
/// As [`find_grid`].
///
/// # Example
/// ```
/// let noise = vec![vec![0, 1, 1], vec![1, 0, 0], vec![0, 0, 1]];
/// assert!(impartial::pattern::search_grid(&noise).is_err());
/// ```
pub fn search_grid(rows: &[Vec<u64>]) -> Result<Found<Grid>, Abstained> {
    grid::search::search(rows)
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

#[cfg(test)]
mod hostile_tests;

#[cfg(test)]
mod abstain_tests;
