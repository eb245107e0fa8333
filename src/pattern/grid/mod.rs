//! Two-dimensional patterns `G(a, b)`: a function of `a ⊕ b`, `a | b`, `a & b`, `a + b`,
//! `min`, `max` or `|a − b|`; a nim-sum
//! `f(a) ⊕ g(b)`; periodic in both coordinates; Beatty pairs (Wythoff); a threshold on
//! `max/min` (Euclid's game). The slopes of the last two are fitted from the data among
//! small fractions and quadratic irrationals `(p + √d)/q`, and compared exactly in integers.

pub(crate) mod classes;
pub(crate) mod rows;
pub(crate) mod search;
mod slope;

pub use slope::Slope;

use crate::pattern::line::Line;
use classes::Classes;
use std::cmp::Ordering;

/// A two-dimensional pattern (see [`super::find_grid`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Grid {
    /// `G(a, b) = f(a op b)`.
    Op {
        /// The operation.
        op: Op,
        /// `f`.
        f: Line,
    },
    /// `G(a, b) = f(a) ⊕ g(b)`.
    Sum {
        /// `f(a) = G(a, 0)`.
        f: Line,
        /// `g(b) = G(0, b) ⊕ G(0, 0)`.
        g: Line,
    },
    /// `G(a, b) = T[a′][b′]`, `a′ = a` below `rows.0`, else `rows.0 + (a − rows.0) mod rows.1`.
    Periodic {
        /// Preperiod and period of the rows.
        rows: (u64, u64),
        /// Preperiod and period of the columns.
        cols: (u64, u64),
        /// The table's first `rows.0 + rows.1` rows and `cols.0 + cols.1` columns.
        t: Vec<Vec<u64>>,
    },
    /// `lose` at `(0, 0)` and at `(⌊kα⌋, ⌊kα⌋ + t·k)` and its mirror for `k ≥ 1`, `win`
    /// elsewhere.
    Beatty {
        /// The difference's step.
        t: u64,
        /// α.
        alpha: Slope,
        /// The values.
        lose: u64,
        /// The values.
        win: u64,
    },
    /// A class table: a function of a few features of the cell, outside a small corner
    /// ([`Classes`]).
    Classes(Classes),
    /// `G(a, b) = H(min(a, b), |a − b|)` for a symmetric table: `H` periodic away from the
    /// diagonal, or a function of the smaller heap and the difference.
    MinDiff(Box<Grid>),
    /// A table of a few rows (the kinds of a state: the last move, whose turn): each row
    /// `a` its own pattern `G(a, b) = f_a(b)`; defined for the rows of the table only.
    Rows(Vec<Line>),
    /// A table of a few rows read together: `G(a, b) = T[a][k(b)]`, `k(b)` the class of
    /// column `b` that every row shares (a period, a class table); for the table's rows only.
    Kinds {
        /// The class of a column (classes numbered as the table first shows them).
        key: Line,
        /// `T[a][class]`.
        t: Vec<Vec<u64>>,
    },
    /// With `m = min(a, b)`, `M = max(a, b)`: `zero` where `m = 0`, `equal` where `m = M`,
    /// `above` where `M > α·m` (`≥` if `inclusive`), `below` elsewhere.
    Ratio {
        /// α.
        alpha: Slope,
        /// Whether `M = α·m` counts as above.
        inclusive: bool,
        /// The values of the four regions.
        values: [u64; 4],
    },
}

/// A bitwise operation of the two coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// `a ⊕ b`.
    Xor,
    /// `a | b`.
    Or,
    /// `a & b`.
    And,
    /// `a + b`.
    Plus,
    /// `min(a, b)`.
    Min,
    /// `max(a, b)`.
    Max,
    /// `|a − b|`.
    Diff,
    /// `a mod (b + c)`, `c` 1 or 2 (take a multiple of the other heap plus c).
    ModB(u64),
    /// `b mod (a + c)`, `c` 1 or 2.
    ModA(u64),
}

impl Op {
    /// Every operation, in the order they are tried.
    pub const ALL: [Op; 11] = [
        Op::Xor,
        Op::Or,
        Op::And,
        Op::Plus,
        Op::Min,
        Op::Max,
        Op::Diff,
        Op::ModB(1),
        Op::ModA(1),
        Op::ModB(2),
        Op::ModA(2),
    ];

    /// `a op b`, exactly: `a + b` reaches 2^65 − 2.
    pub fn of(self, a: u64, b: u64) -> u128 {
        let (a, b) = (u128::from(a), u128::from(b));
        match self {
            Op::Xor => a ^ b,
            Op::Or => a | b,
            Op::And => a & b,
            Op::Plus => a + b,
            Op::Min => a.min(b),
            Op::Max => a.max(b),
            Op::Diff => a.max(b) - a.min(b),
            Op::ModB(c) => a % (b + u128::from(c)),
            Op::ModA(c) => b % (a + u128::from(c)),
        }
    }

    /// The operation in words and in Rust, of `a` and `b`.
    pub fn text(self) -> (&'static str, &'static str) {
        match self {
            Op::Xor => ("a ⊕ b", "a ^ b"),
            Op::Or => ("a | b", "a | b"),
            Op::And => ("a & b", "a & b"),
            Op::Plus => ("a + b", "u128::from(a) + u128::from(b)"),
            Op::Min => ("min(a, b)", "a.min(b)"),
            Op::Max => ("max(a, b)", "a.max(b)"),
            Op::Diff => ("|a − b|", "a.max(b) - a.min(b)"),
            // Below the divisor's u64: the remainder is at most a (or b).
            Op::ModB(1) => (
                "a mod (b + 1)",
                "(u128::from(a) % (u128::from(b) + 1)) as u64",
            ),
            Op::ModB(_) => (
                "a mod (b + 2)",
                "(u128::from(a) % (u128::from(b) + 2)) as u64",
            ),
            Op::ModA(1) => (
                "b mod (a + 1)",
                "(u128::from(b) % (u128::from(a) + 1)) as u64",
            ),
            Op::ModA(_) => (
                "b mod (a + 2)",
                "(u128::from(b) % (u128::from(a) + 2)) as u64",
            ),
        }
    }
}

impl Grid {
    /// The number of rows the pattern is defined for, when it is read from a table of a few
    /// rows (row by row, or the rows together); `None` when every row is.
    pub fn rows(&self) -> Option<u64> {
        match self {
            Grid::Rows(lines) => Some(lines.len() as u64),
            Grid::Kinds { t, .. } => Some(t.len() as u64),
            _ => None,
        }
    }

    /// `G(a, b)`, exactly, or `None` where it does not fit in a u64.
    pub fn at(&self, a: u64, b: u64) -> Option<u64> {
        let (lo, hi) = (a.min(b), a.max(b));
        match self {
            Grid::Op { op, f } => f.at_wide(op.of(a, b)),
            Grid::Rows(lines) => lines.get(a as usize)?.at(b),
            Grid::Kinds { key, t } => t.get(a as usize)?.get(key.at(b)? as usize).copied(),
            Grid::Sum { f, g } => Some(f.at(a)? ^ g.at(b)?),
            Grid::Classes(c) => c.at(a, b),
            Grid::MinDiff(inner) => inner.at(lo, hi - lo),
            Grid::Periodic { rows, cols, t } => {
                let fold = |x: u64, (s, p): (u64, u64)| if x < s { x } else { s + (x - s) % p };
                Some(t[fold(a, *rows) as usize][fold(b, *cols) as usize])
            }
            Grid::Beatty {
                t,
                alpha,
                lose,
                win,
            } => {
                let d = hi - lo;
                let losing = match d {
                    0 => lo == 0,
                    _ => d % t == 0 && alpha.floor_is(d / t, lo),
                };
                Some(if losing { *lose } else { *win })
            }
            Grid::Ratio {
                alpha,
                inclusive,
                values,
            } => Some(if lo == 0 {
                values[0]
            } else if lo == hi {
                values[1]
            } else {
                match alpha.cmp(u128::from(hi), lo) {
                    Ordering::Greater => values[3],
                    Ordering::Equal if *inclusive => values[3],
                    _ => values[2],
                }
            }),
        }
    }
}

/// Whether `grid` agrees with `table` on rows below `r` and columns below `c`.
pub(crate) fn agrees(grid: &Grid, table: &[Vec<u64>], r: usize, c: usize) -> bool {
    table[..r].iter().enumerate().all(|(a, row)| {
        row[..c]
            .iter()
            .enumerate()
            .all(|(b, &v)| grid.at(a as u64, b as u64) == Some(v))
    })
}

/// The two values of a win/lose table: the value at `(0, 0)` and the other one.
fn two_values(table: &[Vec<u64>]) -> Option<(u64, u64)> {
    let first = table[0][0];
    let other = table.iter().flatten().find(|&&v| v != first).copied()?;
    table
        .iter()
        .flatten()
        .all(|&v| v == first || v == other)
        .then(|| (first, other))
}

/// Beatty pairs: `t` (1 to 4) from the losing cell of least difference; α the root of
/// `α² + (t − 2)α − t = 0` where the pairs are complementary (Wythoff's game and its
/// relatives), else the one slope among [`Slope::candidates`] that fits the whole `n × n`
/// table (where at least 4 pairs must lie): `Err` with the slopes that fit when there are
/// several (a larger table tells them apart).
pub(crate) fn beatty(table: &[Vec<u64>], n: usize) -> Option<Result<Grid, Vec<Slope>>> {
    let (lose, win) = two_values(table)?;
    let t = (1..n).find(|&d| (0..n - d).any(|a| table[a][a + d] == lose))? as u64;
    let pairs = (1..n)
        .filter(|&a| (a..n).any(|b| table[a][b] == lose))
        .count();
    if t > 4 || pairs < 4 {
        return None;
    }
    let grid = |alpha| Grid::Beatty {
        t,
        alpha,
        lose,
        win,
    };
    // The losing pairs above the diagonal, against each slope's pairs (a floor by binary
    // search: O(n log n) a slope), then the whole table for the slopes that pass.
    let pairs: Vec<(usize, usize)> = (1..n)
        .flat_map(|a| (a..n).map(move |b| (a, b)))
        .filter(|&(a, b)| table[a][b] == lose)
        .collect();
    let floor = |alpha: Slope, k: u64| {
        let (mut lo, mut hi) = (0u64, n as u64);
        while lo < hi {
            let mid = (lo + hi + 1) / 2;
            if alpha.cmp(u128::from(mid), k) == Ordering::Greater {
                hi = mid - 1;
            } else {
                lo = mid;
            }
        }
        lo as usize
    };
    let expected = |alpha: Slope| -> Vec<(usize, usize)> {
        (1..)
            .map(|k| {
                let x = floor(alpha, k);
                (x, x + t as usize * k as usize)
            })
            .take_while(|&(_, b)| b < n)
            .collect()
    };
    // Complementary pairs (every number up to the largest first element is in exactly one
    // pair): then ⌊kα⌋ and ⌊kα⌋ + tk are complementary Beatty sequences, and Rayleigh's
    // theorem (1/α + 1/(α + t) = 1) forces α = (2 − t + √(t² + 4))/2.
    let last = pairs.iter().map(|p| p.0).max().unwrap_or(0);
    let mut count = vec![0u32; n];
    for &(a, b) in &pairs {
        count[a] += 1;
        count[b] += 1;
    }
    if (1..=last).all(|x| count[x] == 1) {
        let alpha = Slope::Quad {
            p: 2 - t as i64,
            d: t * t + 4,
            q: 2,
        };
        if expected(alpha) == pairs && agrees(&grid(alpha), table, n, n) {
            return Some(Ok(grid(alpha)));
        }
    }
    let fit: Vec<Slope> = Slope::candidates()
        .into_iter()
        .filter(|&alpha| expected(alpha) == pairs)
        .filter(|&alpha| agrees(&grid(alpha), table, n, n))
        .collect();
    // Otherwise the one slope that fits.
    match fit[..] {
        [] => None,
        [alpha] => Some(Ok(grid(alpha))),
        _ => Some(Err(fit)),
    }
}

/// A threshold on `max/min`: the four values read off the table, α among
/// [`Slope::candidates`] (both `>` and `≥` for fractions) that fits the corner `n × n`, where
/// at least 8 rows must show the change from `below` to `above`.
pub(crate) fn ratio(table: &[Vec<u64>], n: usize) -> Option<Grid> {
    let zero = table[0][0];
    let equal = table[1][1];
    let above = table[1][n - 1];
    let below = (1..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .map(|(a, b)| table[a][b])
        .find(|&v| v != above)?;
    let changes = (1..n)
        .filter(|&a| (a + 1..n).any(|b| table[a][b] == below) && table[a][n - 1] == above)
        .count();
    if changes < 8 {
        return None;
    }
    let values = [zero, equal, below, above];
    Slope::candidates()
        .into_iter()
        .flat_map(|alpha| {
            let both = matches!(alpha, Slope::Frac { .. });
            [false, true][..1 + usize::from(both)]
                .iter()
                .map(move |&inclusive| Grid::Ratio {
                    alpha,
                    inclusive,
                    values,
                })
                .collect::<Vec<_>>()
        })
        .find(|g| agrees(g, table, n, n))
}
