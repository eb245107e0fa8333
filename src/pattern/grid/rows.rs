//! Tables of a few long rows (the kinds of a state: the last move, whose turn), read two
//! ways: each row a sequence of its own, and the rows together (a class of the columns that
//! every row shares: a common period, a class table by row). Both are judged by the
//! one-dimensional rule, with the candidates of every reading counted.

use super::Grid;
use crate::pattern::line::judge::{Judge, Near};
use crate::pattern::line::{self, Line, Rule, Table};
use crate::pattern::{Abstained, Found};

/// The most rows a table read row by row may have (the kinds of a state).
pub(crate) const FEW_ROWS: usize = 8;

/// Row (or column) identities: equal rows get equal numbers, in order of first appearance.
pub(crate) fn ids(lines: Vec<Vec<u64>>) -> Vec<u64> {
    let mut seen: Vec<Vec<u64>> = Vec::new();
    lines
        .into_iter()
        .map(|x| match seen.iter().position(|s| *s == x) {
            Some(i) => i as u64,
            None => {
                seen.push(x);
                (seen.len() - 1) as u64
            }
        })
        .collect()
}

/// Why a sequence read from the table has no pattern, and the columns that would settle
/// its nearest candidate (`None`: no table length does).
fn lacks(what: &str, near: Option<Near>, name: &str) -> (String, Option<usize>) {
    match near {
        Some(near) => {
            // `G(0, ·)(b)` reads `G(0, b)`.
            let words = near.line.words(name, "b").replacen(
                &format!("{}(b)", name),
                &format!("{}(b)", name).replace("·)(b)", "b)"),
                1,
            );
            match near.lack.need {
                Some(need) => (
                    format!(
                        "{}: nearest: {}; {}: print at least {} columns",
                        what, words, near.lack.why, need
                    ),
                    Some(need),
                ),
                None => (
                    format!(
                        "{}: nearest: {}; {}; no table length settles it",
                        what, words, near.lack.why
                    ),
                    None,
                ),
            }
        }
        None => (format!("{}: no family fits it", what), None),
    }
}

/// The pattern of `seq` under the one-dimensional rule with `k` readings' candidates, or why
/// there is none.
fn fit(
    seq: &[u64],
    k: u64,
    what: &str,
    name: &str,
) -> Result<(Line, usize), (String, Option<usize>)> {
    let judge = Judge::new(
        seq,
        0,
        Box::new(move |len| line::candidates(len).saturating_mul(k)),
    );
    match line::fit(&Table { g: seq, from: 0 }, &judge) {
        Some(fit) => Ok((fit.line, fit.fitted)),
        None => Err(lacks(what, judge.nearest(), name)),
    }
}

/// The rows together: `G(a, b) = T[a][k(b)]`, `k` the class of column `b` (equal columns,
/// equal classes) when its pattern takes only classes the table shows (a period, a class
/// table); `None` otherwise.
fn together(rows: &[Vec<u64>], k: u64) -> Result<(Grid, usize), (String, Option<usize>)> {
    let c = rows[0].len();
    let columns: Vec<Vec<u64>> = (0..c)
        .map(|b| rows.iter().map(|row| row[b]).collect())
        .collect();
    let key = ids(columns.clone());
    let what = "the rows together (k(b) the class of column b)";
    let (line, fitted) = fit(&key, k, what, "k")?;
    let bounded = matches!(
        line.rule,
        Rule::Affine {
            feature: None,
            s: 0,
            ..
        } | Rule::Classes { .. }
    );
    if !bounded {
        return Err((format!("{}: its classes grow past the table", what), None));
    }
    let kinds = key.iter().copied().max().map_or(0, |m| m as usize + 1);
    let t: Vec<Vec<u64>> = (0..rows.len())
        .map(|a| {
            (0..kinds)
                .map(|id| columns[key.iter().position(|&x| x as usize == id).unwrap_or(0)][a])
                .collect()
        })
        .collect();
    Ok((Grid::Kinds { key: line, t }, fitted))
}

/// A table of a few long rows (`r ≤ FEW_ROWS`, at least four times as long as there are
/// rows): the rows together if they share a class of the columns and row by row otherwise,
/// every candidate of both readings counted; the two are claimed only where they agree
/// past the table. Every row's pattern, or why there is none.
pub(crate) fn by_rows(rows: &[Vec<u64>]) -> Result<Found<Grid>, Abstained> {
    let (r, c) = (rows.len(), rows[0].len());
    let read = format!(
        "read as {} rows of {} values, each a sequence and the rows together",
        r, c
    );
    let k = r as u64 + 1;
    let joint = together(rows, k);
    let (mut lines, mut fitted) = (Vec::new(), Vec::new());
    let mut lack: Option<(String, Option<usize>)> = None;
    for (a, row) in rows.iter().enumerate() {
        match fit(row, k, &format!("row {}", a), &format!("G({}, ·)", a)) {
            Ok((line, end)) => {
                lines.push(line);
                fitted.push(format!("row {} on b < {}", a, end));
            }
            // The row that needs the longest table (any row that no length settles).
            Err(why) => {
                let worse = lack.as_ref().map_or(true, |l| {
                    l.1.is_some() && why.1.map_or(true, |n| Some(n) > l.1)
                });
                if worse {
                    lack = Some(why);
                }
            }
        }
    }
    let found = |grid: Grid, how: &str| Found {
        pattern: grid,
        holds_on: format!(
            "the whole {} × {} table ({}): {}, confirmed on the rest; observed, not proven",
            r, c, read, how
        ),
        fitted: None,
    };
    match (joint, lack) {
        (Ok((grid, end)), Some(_)) => Ok(found(
            grid,
            &format!("fitted on the columns b < {} together", end),
        )),
        (Ok((grid, _)), None) => {
            let each = Grid::Rows(lines);
            // Two descriptions that part past the table: neither is claimed.
            let far = (c as u64..4 * c as u64 + 64)
                .find(|&b| (0..r as u64).any(|a| grid.at(a, b) != each.at(a, b)));
            match far {
                None => Ok(found(
                    each,
                    &format!(
                        "fitted on {} (the rows together agree)",
                        fitted.join(", ")
                    ),
                )),
                Some(b) => Err(Abstained {
                    line: format!(
                        "nearest: {}; {} holds on the table as well, and the two part at b = {}: print at least {} columns",
                        grid.words(),
                        each.words(),
                        b,
                        b + 1
                    ),
                    need: Some(b as usize + 1),
                }),
            }
        }
        (Err(_), None) => Ok(found(
            Grid::Rows(lines),
            &format!("fitted on {}", fitted.join(", ")),
        )),
        (Err(joint), Some(row)) => {
            // The reading whose nearest candidate a shorter table settles.
            let (why, need) = match (joint.1, row.1) {
                (Some(j), Some(w)) if j < w => joint,
                (Some(_), None) => joint,
                _ => row,
            };
            Err(Abstained {
                line: format!("nothing fits ({}): {}", read, why),
                need,
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::pattern::{search_grid, Grid};

    /// Takes 1, 3, 7 or 9, never two of one class (the take's index mod 3) in a row: who
    /// wins, row `k` the last take's class (row 3: none yet), by exhaustive search.
    fn last_class(width: usize) -> Vec<Vec<u64>> {
        const TAKES: [usize; 4] = [1, 3, 7, 9];
        let mut t = vec![vec![0u64; width]; 4];
        for n in 0..width {
            for k in 0..4 {
                let win = TAKES
                    .iter()
                    .enumerate()
                    .any(|(j, &s)| s <= n && j % 3 != k && t[j % 3][n - s] == 0);
                t[k][n] = u64::from(win);
            }
        }
        t
    }

    /// The rows together: a period of the columns that every row shares, claimed where the
    /// rows one by one are not, right far past the table, and said to be read so.
    #[test]
    fn rows_together_share_a_class_of_the_columns() {
        let far = last_class(2000);
        let t: Vec<Vec<u64>> = far.iter().map(|row| row[..32].to_vec()).collect();
        let found = search_grid(&t).expect("the columns repeat with period 4");
        assert!(
            matches!(found.pattern, Grid::Kinds { .. }),
            "{}",
            found.words()
        );
        assert!(
            found
                .words()
                .starts_with("G(a, b) = T[a][k(b)] for the 4 rows a = 0 to 3, where k(b) = "),
            "{}",
            found.words()
        );
        assert!(
            found.holds_on.contains("the rows together"),
            "{}",
            found.holds_on
        );
        for (a, row) in far.iter().enumerate() {
            for (b, &v) in row.iter().enumerate() {
                assert_eq!(found.pattern.at(a as u64, b as u64), Some(v), "({a}, {b})");
            }
        }
        assert_eq!(found.pattern.at(4, 0), None, "the table has four rows");
        // Shorter, neither reading has the evidence; the advice names a width that decides.
        let short: Vec<Vec<u64>> = far.iter().map(|row| row[..20].to_vec()).collect();
        let why = search_grid(&short).unwrap_err();
        let need = why.need.expect("a wider table settles it");
        assert!(need > 20 && need <= 32, "{}", why.line);
        let wide: Vec<Vec<u64>> = far.iter().map(|row| row[..need].to_vec()).collect();
        let found = search_grid(&wide).expect("the width the advice named decides");
        assert!((0..4).all(
            |a| (0..2000).all(|b| found.pattern.at(a, b) == Some(far[a as usize][b as usize]))
        ));
    }

    /// A column class that grows with the table (no period, no class table) is not read as
    /// the rows together: every new column would be a class the table never showed.
    #[test]
    fn growing_column_classes_are_not_claimed_together() {
        let t: Vec<Vec<u64>> = (0..3u64)
            .map(|a| (0..80).map(|b| b + a).collect())
            .collect();
        if let Ok(found) = search_grid(&t) {
            assert!(
                !matches!(found.pattern, Grid::Kinds { .. }),
                "{}",
                found.words()
            );
            assert_eq!(found.pattern.at(2, 1000), Some(1002), "{}", found.words());
        }
    }
}
