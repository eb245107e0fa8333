//! Regimes: where a table's own history says its rule changed behaviour, and how far the
//! table must reach before a pattern from its last change may be claimed.
//!
//! Two kinds of history, read off the head (the values before the candidate's start):
//! - **Regimes**: regular stretches (periodic with at least three periods, or constant),
//!   each beginning where the rule changed behaviour (Codeforces 255E: 0 up to 3, 1 from 4, 2
//!   from 16, 0 from 82). A head may end with a few values of its own (a departure) without
//!   hiding the regime before them.
//!   - One change (a regular stretch from the table's start, then the candidate from `s`):
//!     rules whose reach grows as a root of `n` change next near `s²`; the table must reach
//!     there.
//!   - Two changes `c < s`: the growth they show (`beyond`), and `s²` at least.
//!   - Three or more whose gaps grow: the changes come ever further apart, so a change past
//!     any table is likely: no length settles the candidate, and it is not claimed.
//! - **Departures**: scattered values that break the candidate's rule (an octal game's
//!   exceptions), grouped in stretches; the last two stretches' ends spread by `r`, and the
//!   next may come near `x·r` or once skipped (`beyond`); a single stretch, [`HEAD_FACTOR`]
//!   times the start.
//!
//! The largest requirement applies: an earlier regime never lowers the bound.

use super::{Lack, Observation, GAP, HEAD_FACTOR};

/// The smoothing of [`beyond`]'s ratio: the first few heaps of any game are special, and a
/// change at 2 followed by one at 11 is no ×5.5 spread.
const SMOOTH: usize = 4;

/// The least length of a constant regime, and of a periodic one (with three periods).
const CONSTANT: usize = 8;
const PERIODIC: usize = 6;

/// The longest period a regime may have.
const MAX_PERIOD: usize = 12;

/// Values of its own a head may end with after a regime, without hiding it: up to this many,
/// or half the head.
const SLACK: usize = 3;

/// Where a table must reach after changes at `x0 < x`: `x·r·max(2, r)`, with the ratio
/// `r = (x + SMOOTH)/(x0 + SMOOTH)`: the next change is due near `x·r`, and may be skipped
/// once (a new move whose echo of the head happens to agree).
fn beyond(x0: usize, x: usize) -> usize {
    let (x, a, b) = (x as u128, (x + SMOOTH) as u128, (x0 + SMOOTH) as u128);
    let r_x = (x * a + b - 1) / b; // x·r, rounded up
    let far = if 2 * b >= a {
        2 * r_x
    } else {
        (r_x.saturating_mul(a) + b - 1) / b
    };
    far.min(usize::MAX as u128) as usize
}

/// `a/b` with one decimal: `5.2`.
fn ratio_words(a: usize, b: usize) -> String {
    let tenths = (10 * a + b / 2) / b.max(1);
    format!("{}.{}", tenths / 10, tenths % 10)
}

/// The regular stretches of `g` (relative positions): for each period `p` up to
/// [`MAX_PERIOD`], the maximal `[b, e)` with `g[i] = g[i − p]` for `b + p ≤ i < e`, at
/// least three periods and [`CONSTANT`] (p = 1) or [`PERIODIC`] values long.
fn stretches(g: &[u64]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for p in 1..=MAX_PERIOD.min(g.len() / 3) {
        let least = (3 * p).max(if p == 1 { CONSTANT } else { PERIODIC });
        let mut i = p;
        while i < g.len() {
            if g[i] != g[i - p] {
                i += 1;
                continue;
            }
            let u = i;
            while i < g.len() && g[i] == g[i - p] {
                i += 1;
            }
            if i - u + p >= least {
                out.push((u - p, i));
            }
        }
    }
    out
}

/// The regimes before `s` (relative), latest first, each as `[b, e)`: the regular stretch in
/// force just before `s` (one covering a position at most [`SLACK`] or half the head before
/// it, the earliest such start), then the one before that, and so on. A stretch may run on
/// past the next one's start (a rule whose values agree across a change): its end `e` is
/// where its own rule stopped holding.
fn regimes(g: &[u64], s: usize) -> Vec<(usize, usize)> {
    let all = stretches(g);
    let mut out = Vec::new();
    let mut at = s;
    while at > 0 {
        let slack = SLACK.max(at / 2).min(at);
        // The latest position before `at` that a stretch covers, and that stretch.
        let found = (at - slack..at).rev().find_map(|x| {
            all.iter()
                .filter(|&&(b, e)| b <= x && x < e && b < at)
                .min_by_key(|&&(b, e)| (b, std::cmp::Reverse(e)))
                .copied()
        });
        match found {
            Some((b, e)) => {
                out.push((b, e));
                at = b;
            }
            None => break,
        }
    }
    out
}

/// The requirement the table's history sets on a candidate that starts at `o.start`, if the
/// table does not meet it.
pub(crate) fn regime(o: &Observation) -> Option<Lack> {
    let (from, start, end) = (o.from, o.start, o.from + o.g.len());
    let mut need = 0usize;
    let mut why = String::new();
    let take = |n: usize, w: String, need: &mut usize, why: &mut String| {
        if n > *need {
            *need = n;
            *why = w;
        }
    };
    // A table that ends constant, whatever explains it, is what a rule whose moves stopped
    // mattering shows until its reach grows again: from a change at c the table reaches
    // (c + SMOOTH)².
    let last = o.g[o.g.len() - 1];
    let c = o.g.len() - o.g.iter().rev().take_while(|&&v| v == last).count();
    if o.constant && c > 0 {
        let square = (from + c + SMOOTH).saturating_mul(from + c + SMOOTH);
        take(
            square,
            format!(
                "G is constant from n = {}, as a rule whose reach stopped growing is until it grows again: a change may come near n = {}",
                from + c,
                square
            ),
            &mut need,
            &mut why,
        );
    }
    if start == from {
        return match end < need {
            true => Some(Lack {
                why,
                need: Some(need - from),
            }),
            false => None,
        };
    }
    let s = start - from;
    // Regimes: the changes, ascending and absolute, the candidate's start last.
    let found = regimes(o.g, s);
    if !found.is_empty() {
        let mut points: Vec<usize> = found
            .iter()
            .filter(|&&(b, _)| b > 0)
            .map(|&(b, _)| from + b)
            .collect();
        points.reverse();
        points.push(start);
        let gaps: Vec<usize> = points.windows(2).map(|w| w[1] - w[0]).collect();
        let growing = gaps.windows(2).any(|w| w[1] > w[0]);
        let list: Vec<String> = points.iter().map(usize::to_string).collect();
        if points.len() >= 3 && growing {
            return Some(Lack {
                why: format!(
                    "G changed at n = {}: the gaps grow, so a change past the table is likely (observed from n = {} to {}, not claimed)",
                    list.join(", "),
                    start,
                    end - 1
                ),
                need: None,
            });
        }
        // The change is where the regime before it stopped holding, which may be past the
        // candidate's start (the new values agree with the old for a while): the table must
        // reach past that point's square, by as many values as the regime took to show
        // itself (a change at c² may agree with the old values up to (c + 1)²).
        let change = start.max(from + found[0].1);
        let square = (change + 1).saturating_mul(change + 1);
        if let [.., c, _] = points[..] {
            take(
                beyond(c, start).max(square),
                format!(
                    "G changed at n = {} and n = {} (×{}), and may change again near {}",
                    c,
                    start,
                    ratio_words(start + SMOOTH, c + SMOOTH),
                    beyond(c, start).max(square)
                ),
                &mut need,
                &mut why,
            );
        } else {
            take(
                square,
                format!(
                    "G changed at n = {} after {} values of one regime: a rule whose reach grows as a root of n changes next near n = {}",
                    change,
                    change - from,
                    square
                ),
                &mut need,
                &mut why,
            );
        }
    }
    // Departures that spread.
    let mut ends: Vec<usize> = Vec::new();
    for (i, &d) in o.departs.iter().enumerate() {
        let apart = |next: &usize| next - d > (next / GAP).max(2);
        if o.departs.get(i + 1).map_or(true, apart) {
            ends.push(d);
        }
    }
    // A constant tail after departures that come ever further apart (a win/lose table's
    // losses at 3, 9, 15, 23, then wins): the next may come past any table.
    let gaps: Vec<usize> = ends.windows(2).map(|w| w[1] - w[0]).collect();
    if o.constant && gaps.windows(2).any(|w| w[1] > w[0]) {
        let list: Vec<String> = ends.iter().map(usize::to_string).collect();
        return Some(Lack {
            why: format!(
                "G departs from it at n = {}, ever further apart: a departure past the table is likely (observed from n = {} to {}, not claimed)",
                list.join(", "),
                start,
                end - 1
            ),
            need: None,
        });
    }
    match ends[..] {
        [.., e1, e2] => take(
            beyond(e1 + 1, e2 + 1),
            format!(
                "the head departs from it up to n = {} and again at n = {} (×{}), and may again near {}",
                e1,
                e2,
                ratio_words(e2 + 1 + SMOOTH, e1 + 1 + SMOOTH),
                (e2 + 1).saturating_mul(e2 + 1 + SMOOTH) / (e1 + 1 + SMOOTH)
            ),
            &mut need,
            &mut why,
        ),
        _ => take(
            HEAD_FACTOR.saturating_mul(start),
            format!(
                "the values below n = {} depart from it, and a next departure may come {} times further",
                start, HEAD_FACTOR
            ),
            &mut need,
            &mut why,
        ),
    }

    if end < need {
        Some(Lack {
            why,
            need: Some(need - from),
        })
    } else {
        None
    }
}
