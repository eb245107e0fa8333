//! The Luogu problems of part 2: each game written from its statement as a move list for
//! [`Game`] to search, and a reference solver per problem that uses the search on small
//! positions and, beyond them, a rule written here from the statement (checked against the
//! search wherever both apply).

use super::games::Game;
use super::problems::{word, Input};
use std::collections::HashMap;

/// The least value not among `values`.
pub fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let seen: Vec<u64> = values.into_iter().collect();
    (0..).find(|v| !seen.contains(v)).unwrap()
}

pub fn p10507(inp: &mut Input, out: &mut String) {
    super::solvers::poj1704(inp, out);
}

/// P10501 as written: pieces `(w, h)`; a cut splits one piece in two; cutting out a 1 × 1
/// piece wins at once (the state after it, `None`, has no move).
pub fn cutting() -> Game<Option<Vec<(u64, u64)>>> {
    Game::normal(|pieces: &Option<Vec<(u64, u64)>>| {
        let Some(pieces) = pieces else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for (i, &(w, h)) in pieces.iter().enumerate() {
            let cuts = (1..w).map(|a| ((a, h), (w - a, h)));
            for (p, q) in cuts.chain((1..h).map(|b| ((w, b), (w, h - b)))) {
                if p == (1, 1) || q == (1, 1) {
                    out.push(None);
                    continue;
                }
                let mut next = pieces.clone();
                next.remove(i);
                let norm = |(a, b): (u64, u64)| (a.min(b), a.max(b));
                next.extend([norm(p), norm(q)]);
                next.sort_unstable();
                out.push(Some(next));
            }
        }
        out
    })
}

/// The rule for P10501 written here: pieces keep both sides ≥ 2 (a strip loses at once).
fn cutting_value(w: u64, h: u64, memo: &mut HashMap<(u64, u64), u64>) -> u64 {
    if let Some(&v) = memo.get(&(w, h)) {
        return v;
    }
    let mut options = Vec::new();
    for a in 2..w.saturating_sub(1) {
        options.push(cutting_value(a, h, memo) ^ cutting_value(w - a, h, memo));
    }
    for b in 2..h.saturating_sub(1) {
        options.push(cutting_value(w, b, memo) ^ cutting_value(w, h - b, memo));
    }
    let v = mex(options);
    memo.insert((w, h), v);
    v
}

pub fn p10501(inp: &mut Input, out: &mut String) {
    let (mut search, mut memo) = (cutting(), HashMap::new());
    while let Some(w) = inp.try_u64() {
        let h = inp.u64();
        let reference = cutting_value(w, h, &mut memo) != 0;
        if w * h <= 15 {
            let start = Some(vec![(w.min(h), w.max(h))]);
            assert_eq!(search.wins(&start), reference, "the reference, {w} x {h}");
        }
        word(reference, "WIN", "LOSE", out);
    }
}

/// P10506 as written: heaps (those of 1 dropped, sorted); a heap of p > 1 becomes its
/// divisors below p, one of which is then removed.
pub fn beads() -> Game<Vec<u64>> {
    Game::normal(|heaps: &Vec<u64>| {
        let mut out = Vec::new();
        for (i, &p) in heaps.iter().enumerate() {
            let divisors: Vec<u64> = (1..p).filter(|d| p % d == 0).collect();
            for j in 0..divisors.len() {
                let mut next = heaps.clone();
                next.remove(i);
                let kept = divisors
                    .iter()
                    .enumerate()
                    .filter(|&(t, &d)| t != j && d > 1);
                next.extend(kept.map(|(_, &d)| d));
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    })
}

pub fn p10506(inp: &mut Input, out: &mut String) {
    let mut search = beads();
    let mut g = vec![0u64; 1001];
    for p in 2..=1000u64 {
        let values: Vec<u64> = (1..p)
            .filter(|d| p % d == 0)
            .map(|d| g[d as usize])
            .collect();
        let x = values.iter().fold(0, |x, v| x ^ v);
        g[p as usize] = mex(values.iter().map(|v| x ^ v));
    }
    while let Some(n) = inp.try_u64() {
        let mut heaps: Vec<u64> = inp.list(n).into_iter().filter(|&a| a > 1).collect();
        let reference = heaps.iter().fold(0, |x, &a| x ^ g[a as usize]) != 0;
        if heaps.len() <= 3 && heaps.iter().all(|&a| a <= 16) {
            heaps.sort_unstable();
            assert_eq!(search.wins(&heaps), reference, "the reference, {heaps:?}");
        }
        word(reference, "freda", "rainbow", out);
    }
}
