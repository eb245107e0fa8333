//! Cut a sheet of grid paper along a segment of an inner grid line, through some part not cut
//! before; whoever cannot cut loses. Used by Codeforces 277C (Game).
//!
//! A cut touches only the line it runs along (lines cross in points), and on that line it may
//! cut any amount from 1 to what is left: the segment from the line's start to the point where
//! that much uncut length has been passed. So each inner line is a Nim heap of its uncut
//! length, and the sheet is their sum. An n × m sheet has n − 1 inner vertical lines of length
//! m and m − 1 horizontal ones of length n; the lines no cut touched are alike, so only the
//! parity of their count matters, and a sheet of 10^9 × 10^9 costs what its cuts cost.

/// A cut: its ends `(xb, yb)` and `(xe, ye)`, x from 0 to n and y from 0 to m.
pub type Cut = (u64, u64, u64, u64);

/// A touched line: its position, its uncut length, and the merged cut intervals along it.
type Line = (u64, u64, Vec<(u64, u64)>);

/// One family of parallel lines: its touched lines, how many lines there are
/// (`1..lines + 1`) and their length.
struct Family {
    touched: Vec<Line>,
    lines: u64,
    len: u64,
}

impl Family {
    /// The lines touched by `segments` (position, from, to with from < to), sorted and merged.
    fn new(mut segments: Vec<(u64, u64, u64)>, lines: u64, len: u64) -> Self {
        segments.sort_unstable();
        let mut touched: Vec<Line> = Vec::new();
        for (at, from, to) in segments {
            match touched.last_mut() {
                Some(line) if line.0 == at => match line.2.last_mut() {
                    Some(last) if from <= last.1 => last.1 = last.1.max(to),
                    _ => line.2.push((from, to)),
                },
                _ => touched.push((at, 0, vec![(from, to)])),
            }
        }
        for line in &mut touched {
            line.1 = len - line.2.iter().map(|&(a, b)| b - a).sum::<u64>();
        }
        Family {
            touched,
            lines,
            len,
        }
    }

    /// The XOR of the family's uncut lengths.
    fn xor(&self) -> u64 {
        let untouched = self.lines - self.touched.len() as u64;
        let rest = if untouched % 2 == 1 { self.len } else { 0 };
        self.touched.iter().fold(rest, |x, line| x ^ line.1)
    }

    /// The first line (by position) whose uncut length `l` has `l ^ x < l`, and how far from
    /// the line's start a cut must run to leave `l ^ x` uncut.
    fn first_move(&self, x: u64) -> Option<(u64, u64)> {
        let fits = |l: u64| l ^ x < l;
        // The first untouched line: the first position the touched ones skip.
        let mut free = 1;
        for line in &self.touched {
            if line.0 != free {
                break;
            }
            free += 1;
        }
        let free = (free <= self.lines && fits(self.len)).then(|| (free, self.len, &[][..]));
        let touched = self.touched.iter().find(|line| fits(line.1));
        let (at, l, cuts) = match (free, touched) {
            (Some(f), Some(t)) if t.0 < f.0 => (t.0, t.1, &t.2[..]),
            (Some(f), _) => f,
            (None, Some(t)) => (t.0, t.1, &t.2[..]),
            (None, None) => return None,
        };
        // Pass `need` uncut length from the start, over the gaps between the cuts.
        let (mut need, mut at_end) = (l - (l ^ x), 0);
        for &(from, to) in cuts {
            if need <= from - at_end {
                break;
            }
            need -= from - at_end;
            at_end = to;
        }
        Some((at, at_end + need))
    }
}

/// Whether `c` is a cut the game allows on an n × m sheet: ends within it (x to n, y to m),
/// vertical or horizontal, of non-zero length, and not along the border.
///
/// # Constraints
/// Any values.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::boards::paper_cuts::is_cut;
/// assert!(is_cut(2, 2, (1, 2, 1, 0)));
/// assert!(!is_cut(2, 2, (0, 0, 0, 2))); // along the border
/// assert!(!is_cut(2, 2, (0, 1, 1, 2))); // slanted
/// ```
pub fn is_cut(n: u64, m: u64, (xb, yb, xe, ye): Cut) -> bool {
    let inside = xb <= n && xe <= n && yb <= m && ye <= m;
    let vertical = xb == xe && 0 < xb && xb < n && yb != ye;
    let horizontal = yb == ye && 0 < yb && yb < m && xb != xe;
    inside && (vertical || horizontal)
}

/// A winning cut on an n × m sheet with `cuts` made (each vertical or horizontal, of
/// non-zero length, off the border, ends in either order), or `None` if the player to move
/// loses. The cut is the first of its kind: on the first vertical line (smallest x), else the
/// first horizontal one, that a winning cut can use, from the line's start.
///
/// # Constraints
/// `n, m ≥ 1` below 2^63; every cut one that [`is_cut`] accepts.
///
/// # Complexity
/// O(k log k) for k cuts.
///
/// # Example
/// ```
/// use impartial::boards::paper_cuts::winning_cut;
/// // Codeforces 277C's samples: a 2 × 1 sheet, and a 2 × 2 sheet cut through.
/// assert_eq!(winning_cut(2, 1, &[]), Some((1, 0, 1, 1)));
/// let cuts = [(0, 1, 2, 1), (0, 1, 2, 1), (1, 2, 1, 0), (1, 1, 1, 2)];
/// assert_eq!(winning_cut(2, 2, &cuts), None);
/// ```
pub fn winning_cut(n: u64, m: u64, cuts: &[Cut]) -> Option<Cut> {
    let (mut vertical, mut horizontal) = (Vec::new(), Vec::new());
    for &(xb, yb, xe, ye) in cuts {
        if xb == xe {
            vertical.push((xb, yb.min(ye), yb.max(ye)));
        } else {
            horizontal.push((yb, xb.min(xe), xb.max(xe)));
        }
    }
    let vertical = Family::new(vertical, n - 1, m);
    let horizontal = Family::new(horizontal, m - 1, n);
    let x = vertical.xor() ^ horizontal.xor();
    if x == 0 {
        return None;
    }
    match vertical.first_move(x) {
        Some((at, to)) => Some((at, 0, at, to)),
        None => horizontal.first_move(x).map(|(at, to)| (0, at, to, at)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Search;

    /// The game on an n × m sheet searched whole: each unit of each inner line cut or not (bits,
    /// vertical lines first); a move cuts a segment of a line holding an uncut unit.
    fn units(n: u64, m: u64) -> Vec<(u64, u64, bool)> {
        let mut out = Vec::new();
        for x in 1..n {
            (0..m).for_each(|y| out.push((x, y, true)));
        }
        for y in 1..m {
            (0..n).for_each(|x| out.push((y, x, false)));
        }
        out
    }

    fn cut_bits(units: &[(u64, u64, bool)], c: Cut) -> u32 {
        let (xb, yb, xe, ye) = c;
        let (line, from, to, vertical) = if xb == xe {
            (xb, yb.min(ye), yb.max(ye), true)
        } else {
            (yb, xb.min(xe), xb.max(xe), false)
        };
        units.iter().enumerate().fold(0, |bits, (i, &(l, at, v))| {
            let hit = v == vertical && l == line && from <= at && at < to;
            bits | u32::from(hit) << i
        })
    }

    fn all_cuts(n: u64, m: u64) -> Vec<Cut> {
        let mut out = Vec::new();
        for x in 1..n {
            for a in 0..m {
                (a + 1..=m).for_each(|b| out.push((x, a, x, b)));
            }
        }
        for y in 1..m {
            for a in 0..n {
                (a + 1..=n).for_each(|b| out.push((a, y, b, y)));
            }
        }
        out
    }

    #[test]
    fn matches_search_on_small_sheets() {
        for (n, m) in [
            (1, 1),
            (2, 1),
            (1, 3),
            (2, 2),
            (3, 2),
            (2, 3),
            (3, 3),
            (4, 2),
        ] {
            let units = units(n, m);
            let cuts = all_cuts(n, m);
            let masks: Vec<u32> = cuts.iter().map(|&c| cut_bits(&units, c)).collect();
            let moves = masks.clone();
            let mut game = Search::new(move |&done: &u32| {
                let open = moves.iter().filter(|&&c| c & !done != 0);
                open.map(|&c| done | c).collect::<Vec<u32>>()
            });
            // Every position reached by up to two cuts, as the cuts that made it.
            let mut made: Vec<Vec<Cut>> = vec![vec![]];
            for &a in &cuts {
                made.push(vec![a]);
                made.extend(cuts.iter().take(12).map(|&b| vec![a, b]));
            }
            for made in made {
                let done = made.iter().fold(0, |d, &c| d | cut_bits(&units, c));
                let answer = winning_cut(n, m, &made);
                assert_eq!(
                    answer.is_some(),
                    game.grundy(&done) != 0,
                    "{} {} {:?}",
                    n,
                    m,
                    made
                );
                if let Some(c) = answer {
                    let bits = cut_bits(&units, c);
                    assert!(masks.contains(&bits) && bits & !done != 0, "{:?}", c);
                    assert_eq!(
                        game.grundy(&(done | bits)),
                        0,
                        "{} {} {:?}: {:?}",
                        n,
                        m,
                        made,
                        c
                    );
                }
            }
        }
    }

    #[test]
    fn large_sheets_leave_a_zero_sum() {
        // 10^9 × 10^9 with cuts on a few lines: after the cut, every line's uncut length XORs
        // to 0 (a cut added to the list is a cut like any other).
        let big = 1_000_000_000;
        let cuts = vec![
            (5, 0, 5, 700),
            (5, 300, 5, 1_000),
            (5, 2_000, 5, 1_500),
            (0, 9, 12, 9),
            (1, 2, 1, big),
        ];
        let c = winning_cut(big, big, &cuts).expect("the first player wins");
        let mut after = cuts.clone();
        after.push(c);
        assert_eq!(winning_cut(big, big, &after), None, "{:?}", c);
        assert_eq!(winning_cut(1, 1, &[]), None);
    }
}
