//! The two-dimensional search: each family of [`Grid`] fitted on the table, its structure
//! judged on the sequences it reads (`f` of `a op b`, the first column and row, the rows and
//! the columns), its evidence on the table's cells.

use super::classes as grid_classes;
use super::rows::{self, ids};
use super::{Grid, Op};
use crate::pattern::evidence::{self, Bits, Pool, Source};
use crate::pattern::line::judge::Judge;
use crate::pattern::line::{self, periodic, Fit, Line, Rule, Table};
use crate::pattern::{Abstained, Found};
use std::cell::RefCell;

/// The cells that count as evidence: every cell, or those with `a ≤ b` when the table is
/// symmetric (a symmetric rule's mirror cells repeat, not confirm).
struct Cells {
    /// `(a, b, G(a, b))`, row by row.
    list: Vec<(usize, usize, u64)>,
    pool: Pool,
    need: Bits,
}

impl Cells {
    fn new(rows: &[Vec<u64>]) -> Cells {
        let (r, c) = (rows.len(), rows[0].len());
        let symmetric = r == c && (0..r).all(|a| (0..a).all(|b| rows[a][b] == rows[b][a]));
        let list: Vec<(usize, usize, u64)> = (0..r)
            .flat_map(|a| (0..c).map(move |b| (a, b)))
            .filter(|&(a, b)| !symmetric || a <= b)
            .map(|(a, b)| (a, b, rows[a][b]))
            .collect();
        let pool = Pool::new(list.iter().map(|x| x.2).collect());
        let need = evidence::LEVEL + evidence::multiplicity(grid_candidates(r, c));
        Cells { list, pool, need }
    }

    /// The bits of every counted cell but those `fitted` says were read to fit the pattern,
    /// against the frequencies of all counted cells.
    fn bits(&self, fitted: impl Fn(usize, usize) -> bool) -> Bits {
        let all: Vec<u64> = self.list.iter().map(|c| c.2).collect();
        let conf: Vec<u64> = self
            .list
            .iter()
            .filter(|&&(a, b, _)| !fitted(a, b))
            .map(|c| c.2)
            .collect();
        self.pool.evidence(&all, &conf)
    }
}

/// The nearest refused candidate: its words, what it lacks, the side of a table that would
/// settle it.
type Nearest = RefCell<Option<(String, String, usize)>>;

fn keep_nearest(nearest: &Nearest, words: String, why: String, side: usize) {
    let mut n = nearest.borrow_mut();
    if n.as_ref().map_or(true, |x| side < x.2) {
        *n = Some((words, why, side));
    }
}

/// The one-dimensional pattern of `seq` under `judge` (the families a sequence of a table
/// can take: every one-dimensional family).
fn fit_line(seq: &[u64], judge: &Judge) -> Option<Fit> {
    line::fit(&Table { g: seq, from: 0 }, judge)
}

/// `f(a op b)`: the values of the op on the table, as far as they are all covered, fitted
/// as one sequence; the evidence is every cell but one of each value of `a op b` the fit read.
fn by_op(rows: &[Vec<u64>], cells: &Cells, op: Op, nearest: &Nearest) -> Option<(Grid, String)> {
    let at = |a: usize, b: usize| op.of(a as u64, b as u64) as usize;
    let mut f: Vec<Option<u64>> = Vec::new();
    let mut first: Vec<Option<(usize, usize)>> = Vec::new();
    for (a, row) in rows.iter().enumerate() {
        for (b, &v) in row.iter().enumerate() {
            let x = at(a, b);
            if f.len() <= x {
                f.resize(x + 1, None);
                first.resize(x + 1, None);
            }
            match f[x] {
                None => f[x] = Some(v),
                Some(w) if w != v => return None,
                Some(_) => {}
            }
        }
    }
    for &(a, b, _) in &cells.list {
        let x = at(a, b);
        if first[x].is_none() {
            first[x] = Some((a, b));
        }
    }
    let prefix: Vec<u64> = f
        .iter()
        .take_while(|v| v.is_some())
        .flatten()
        .copied()
        .collect();
    if prefix.len() < 2 {
        return None;
    }
    let evidence =
        |fitted: usize| cells.bits(|a, b| at(a, b) < fitted && first[at(a, b)] == Some((a, b)));
    let judge = Judge::with(&prefix, cells.need, Source::Cells(Box::new(evidence)));
    let found = fit_line(&prefix, &judge);
    if let Some(near) = judge.nearest.into_inner() {
        if let Some(need) = near.lack.need {
            let side = match op {
                Op::Plus => (need + 1) / 2,
                _ => need,
            };
            let words = Grid::Op { op, f: near.line }.words();
            keep_nearest(nearest, words, near.lack.why, side.max(rows.len() + 1));
        }
    }
    let fit = found?;
    let fitted = format!("f(v) for v < {}, v = {}", fit.fitted, op.text().0);
    Some((Grid::Op { op, f: fit.line }, fitted))
}

/// The structure of `seq` (floors and regimes, no evidence): its pattern, or `None`.
fn structure(
    seq: &[u64],
    nearest: &Nearest,
    side: usize,
    wrap: &dyn Fn(Line) -> String,
) -> Option<Fit> {
    let judge = Judge::with(seq, 0, Source::Structure);
    let found = fit_line(seq, &judge);
    if let Some(near) = judge.nearest.into_inner() {
        if let Some(need) = near.lack.need {
            let words = wrap(near.line);
            keep_nearest(nearest, words, near.lack.why, need.max(side + 1));
        }
    }
    found
}

/// The preperiod and period of a periodic fit.
fn period_of(fit: &Fit) -> Option<(u64, u64)> {
    match &fit.line.rule {
        Rule::Affine {
            feature: None,
            s: 0,
            q,
            ..
        } => Some((fit.line.start(), *q)),
        _ => None,
    }
}

/// A candidate that holds on every cell of `rows` and whose confirming cells carry the bits;
/// records it as the nearest where they do not.
fn accept(rows: &[Vec<u64>], cells: &Cells, nearest: &Nearest, grid: &Grid, bits: Bits) -> bool {
    let (r, c) = (rows.len(), rows[0].len());
    if !super::agrees(grid, rows, r, c) {
        return false;
    }
    if bits < cells.need {
        let why = format!(
            "its confirming cells carry {} bits of evidence, {} needed",
            evidence::bits_words(bits),
            evidence::bits_words(cells.need)
        );
        keep_nearest(nearest, grid.words(), why, r.max(c) * 2);
        return false;
    }
    true
}

/// The first family that fits `rows` with evidence enough, and what it was fitted on: the
/// functions of `a op b`, `f(a) ⊕ g(b)`, periodic in both coordinates, the class tables, and
/// (with `slopes`) the win/lose slopes.
fn families(rows: &[Vec<u64>], nearest: &Nearest, slopes: bool) -> Option<(Grid, String)> {
    let (r, c) = (rows.len(), rows[0].len());
    let cells = Cells::new(rows);
    for op in Op::ALL {
        if let Some((grid, fitted)) = by_op(rows, &cells, op, nearest) {
            // The judge has weighed the cells already.
            if accept(rows, &cells, nearest, &grid, cells.need) {
                return Some((grid, fitted));
            }
        }
    }
    // f(a) ⊕ g(b).
    let col: Vec<u64> = rows.iter().map(|row| row[0]).collect();
    let top: Vec<u64> = rows[0].iter().map(|&v| v ^ rows[0][0]).collect();
    let f = structure(&col, nearest, r, &|f| {
        format!("G(a, b) = f(a) ⊕ g(b) where {}", f.words("f", "a"))
    });
    let g = structure(&top, nearest, c, &|g| {
        format!("G(a, b) = f(a) ⊕ g(b) where {}", g.words("g", "b"))
    });
    if let (Some(f), Some(g)) = (f, g) {
        let (ff, fg) = (f.fitted, g.fitted);
        let bits = cells.bits(|a, b| (b == 0 && a < ff) || (a == 0 && b < fg));
        let grid = Grid::Sum {
            f: f.line,
            g: g.line,
        };
        if accept(rows, &cells, nearest, &grid, bits) {
            let fitted = format!(
                "f(a) for a < {} (column 0) and g(b) for b < {} (row 0)",
                ff, fg
            );
            return Some((grid, fitted));
        }
    }
    // Periodic in both coordinates: the rows (and the columns) as one sequence each.
    let by_rows = ids(rows.to_vec());
    let by_cols = ids((0..c)
        .map(|b| rows.iter().map(|row| row[b]).collect())
        .collect());
    let periodic = |seq: &[u64], side| {
        let words = |_: Line| "G(a, b) periodic in both coordinates".to_string();
        let judge = Judge::with(seq, 0, Source::Structure);
        let t = Table { g: seq, from: 0 };
        let found = periodic::periodic(&t, &judge, usize::MAX).and_then(|fit| period_of(&fit));
        if found.is_none() {
            if let Some(near) = judge.nearest.into_inner() {
                if let Some(need) = near.lack.need {
                    keep_nearest(nearest, words(near.line), near.lack.why, need.max(side + 1));
                }
            }
        }
        found
    };
    if let (Some((sa, pa)), Some((sb, pb))) = (periodic(&by_rows, r), periodic(&by_cols, c)) {
        let (ra, rb) = ((sa + pa) as usize, (sb + pb) as usize);
        let t: Vec<Vec<u64>> = rows[..ra].iter().map(|row| row[..rb].to_vec()).collect();
        let bits = cells.bits(|a, b| a < ra && b < rb);
        let grid = Grid::Periodic {
            rows: (sa, pa),
            cols: (sb, pb),
            t,
        };
        if accept(rows, &cells, nearest, &grid, bits) {
            return Some((grid, format!("rows < {} and columns < {}", ra, rb)));
        }
    }
    // A class table of a few features of the cell.
    if let Some((classes, fitted)) = grid_classes::search(rows) {
        let bits = cells.bits(|a, b| fitted.contains(&(a, b)));
        let grid = Grid::Classes(classes);
        if accept(rows, &cells, nearest, &grid, bits) {
            let words = format!("the first cell of each class ({} cells)", fitted.len());
            return Some((grid, words));
        }
    }
    let n = r.min(c);
    if !slopes || n < 16 {
        return None;
    }
    // Beatty pairs: α the one slope that fits the whole table; read off it: the two values.
    match super::beatty(
        &rows[..n]
            .iter()
            .map(|row| row[..n].to_vec())
            .collect::<Vec<_>>(),
        n,
    ) {
        Some(Ok(grid)) => {
            let bits = cells.bits(|a, b| a == 0 && b <= 1);
            if accept(rows, &cells, nearest, &grid, bits) {
                return Some((grid, "the slope the whole table allows".to_string()));
            }
        }
        Some(Err(fit)) => {
            let shown: Vec<String> = fit.iter().take(3).map(|s| s.words()).collect();
            let why = format!(
                "{} slopes α fit its pairs ({}{})",
                fit.len(),
                shown.join(", "),
                if fit.len() > 3 { ", …" } else { "" }
            );
            keep_nearest(
                nearest,
                "G(a, b) = Beatty pairs (⌊kα⌋, ⌊kα⌋ + t·k)".into(),
                why,
                2 * n,
            );
        }
        None => {}
    }
    // Win/lose by a threshold of max/min: fitted on the top-left quarter.
    let half = n / 2;
    let corner: Vec<Vec<u64>> = rows[..half]
        .iter()
        .map(|row| row[..half].to_vec())
        .collect();
    let bits = cells.bits(|a, b| a < half && b < half);
    let grid = super::ratio(&corner, half)?;
    if accept(rows, &cells, nearest, &grid, bits) {
        return Some((grid, format!("the {} × {} corner", half, half)));
    }
    None
}

/// The pattern of the table `rows[a][b] = G(a, b)`, or why there is none.
pub(crate) fn search(rows: &[Vec<u64>]) -> Result<Found<Grid>, Abstained> {
    let (r, c) = (rows.len(), rows.first().map_or(0, Vec::len));
    let refuse = |line: String| Abstained { line, need: None };
    if r == 0 || c == 0 || rows.iter().any(|row| row.len() != c) {
        return Err(refuse(
            "nothing fits: the rows are not of one length".to_string(),
        ));
    }
    if r <= rows::FEW_ROWS && c >= 4 * r {
        return rows::by_rows(rows);
    }
    let nearest: Nearest = RefCell::new(None);
    let whole = format!("the whole {} × {} table", r, c);
    let found = |grid: Grid, fitted: String| Found {
        pattern: grid,
        holds_on: format!(
            "{}: fitted on {}, confirmed on the rest; observed, not proven",
            whole, fitted
        ),
        fitted: None,
    };
    if let Some((grid, fitted)) = families(rows, &nearest, true) {
        return Ok(found(grid, fitted));
    }
    // A symmetric table in the coordinates (min(a, b), |a − b|): the families on the square
    // of cells (p, p + d), p, d < n/2, then checked on every cell.
    let n = r.min(c);
    let symmetric = r == c && (0..r).all(|a| (0..a).all(|b| rows[a][b] == rows[b][a]));
    if symmetric && n >= 16 {
        let h = n / 2;
        let moved: Vec<Vec<u64>> = (0..h)
            .map(|p| (0..h).map(|d| rows[p][p + d]).collect())
            .collect();
        if let Some((inner, fitted)) = families(&moved, &nearest, false) {
            let grid = Grid::MinDiff(Box::new(inner));
            if super::agrees(&grid, rows, r, c) {
                let fitted = format!("{} of H, on (min(a, b), |a − b|) below {}", fitted, h);
                return Ok(found(grid, fitted));
            }
        }
    }
    Err(
        match nearest
            .into_inner()
            .map(|(w, y, side)| (w, y, side.max(r + 1).max(c)))
        {
            // Never a table no larger than the one given: more rows, and no fewer columns.
            Some((words, why, side)) => Abstained {
                line: format!(
                    "nearest: {}; {}: print at least a {} × {} table",
                    words, why, side, side
                ),
                need: Some(side),
            },
            None => refuse("nothing fits: no family fits the whole table".to_string()),
        },
    )
}

/// `K` for a two-dimensional table of `r × c`: every one-dimensional candidate of a sequence
/// as long as the table's longest `a op b` for each of the eight ways a sequence is read (seven
/// operations, the rows and columns), every slope with each `t` and threshold, every class
/// table; all of them twice (the coordinates as they stand, and `(min, |a − b|)`).
pub(crate) fn grid_candidates(r: usize, c: usize) -> u64 {
    let slopes = super::Slope::candidates().len() as u64;
    let classes = grid_classes::candidates();
    // Everything twice: as the table stands, and in (min(a, b), |a − b|).
    let sequences = Op::ALL.len() as u64 + 1;
    2 * (sequences * line::candidates(2 * r.max(c)) + 8 * slopes + classes)
}
