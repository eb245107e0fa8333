//! Reference solvers for more Codeforces binaries, continued from [`super::codeforces_rest`]:
//! games on the cells of a board, each checked against the search of
//! [`super::codeforces_games`] where the board is small.

use super::problems::Input;
use std::collections::BTreeMap;

pub fn cf494e(inp: &mut Input, out: &mut String) {
    let (n, m, k) = (inp.u64(), inp.u64(), inp.u64());
    let rects: Vec<[u64; 4]> = (0..m)
        .map(|_| [inp.u64(), inp.u64(), inp.u64(), inp.u64()])
        .collect();
    // A reference by the rule min(lowbit x, lowbit y, P) summed over a grid compressed at the
    // rectangles' edges: a block of the grid is white whole or not at all, and the cells of a
    // block worth at least 2^i are its rows and its columns divisible by 2^i.
    let cut = |lo: usize, hi: usize| {
        let mut at: Vec<u64> = rects.iter().flat_map(|r| [r[lo], r[hi] + 1]).collect();
        at.sort_unstable();
        at.dedup();
        at
    };
    let (rows, cols) = (cut(0, 2), cut(1, 3));
    let multiples = |from: u64, to: u64, step: u64| (to - 1) / step - (from - 1) / step;
    let top = 63 - k.leading_zeros();
    let mut at_least = vec![0u64; top as usize + 2]; // cells worth ≥ 2^i, to 2^top
    for i in 0..rows.len() - 1 {
        for j in 0..cols.len() - 1 {
            let white = rects
                .iter()
                .any(|r| r[0] <= rows[i] && rows[i] <= r[2] && r[1] <= cols[j] && cols[j] <= r[3]);
            if white {
                for (b, count) in at_least.iter_mut().enumerate().take(top as usize + 1) {
                    let step = 1u64 << b;
                    *count += multiples(rows[i], rows[i + 1], step)
                        * multiples(cols[j], cols[j + 1], step);
                }
            }
        }
    }
    let value =
        (0..=top as usize).fold(0u64, |v, b| v | ((at_least[b] - at_least[b + 1]) & 1) << b);
    if n <= 4 {
        let n = n as usize;
        let white = (0..n * n)
            .filter(|&c| {
                let (x, y) = (c as u64 / n as u64 + 1, c as u64 % n as u64 + 1);
                rects
                    .iter()
                    .any(|r| r[0] <= x && x <= r[2] && r[1] <= y && y <= r[3])
            })
            .fold(0u32, |w, c| w | 1 << c);
        let searched = super::codeforces_games::square_flips(n, k as usize).wins(&white);
        assert_eq!(searched, value != 0, "the reference, {rects:?}, k = {k}");
    }
    out.push_str(if value != 0 { "Hamed\n" } else { "Malek\n" });
}

pub fn cf277c(inp: &mut Input, out: &mut String) {
    let (n, m, k) = (inp.u64(), inp.u64(), inp.u64());
    let cuts: Vec<[u64; 4]> = (0..k)
        .map(|_| [inp.u64(), inp.u64(), inp.u64(), inp.u64()])
        .collect();
    // A reference by Nim over the inner lines: each a heap of its uncut length (vertical lines
    // x = 1..n of length m, horizontal y = 1..m of length n). Lines keyed (0, x) and (1, y),
    // their cuts merged by a sweep of sorted starts.
    let mut lines: BTreeMap<(u8, u64), Vec<(u64, u64)>> = BTreeMap::new();
    for &[xb, yb, xe, ye] in &cuts {
        let (key, a, b) = match xb == xe {
            true => ((0, xb), yb.min(ye), yb.max(ye)),
            false => ((1, yb), xb.min(xe), xb.max(xe)),
        };
        lines.entry(key).or_default().push((a, b));
    }
    let length = |family: u8| if family == 0 { m } else { n };
    let uncut = |family: u8, cut: &[(u64, u64)]| {
        let mut cut = cut.to_vec();
        cut.sort_unstable();
        let (mut covered, mut reach) = (0, 0);
        for (a, b) in cut {
            if b > reach {
                covered += b - a.max(reach);
                reach = b;
            }
        }
        length(family) - covered
    };
    let count = |family: u8| if family == 0 { n - 1 } else { m - 1 };
    let mut x = 0;
    for family in 0..2u8 {
        let touched = lines.keys().filter(|key| key.0 == family).count() as u64;
        if (count(family) - touched) % 2 == 1 {
            x ^= length(family);
        }
    }
    for (key, cut) in &lines {
        x ^= uncut(key.0, cut);
    }
    // The move: the first line of the first family (by position) whose heap `l` has
    // `l ^ x < l`, cut from its start over `l − (l ^ x)` uncut units.
    let reference = (x != 0).then(|| {
        // Candidates: the touched lines and the first untouched one (the others are alike).
        let (family, at) = (0..2u8)
            .find_map(|family| {
                let mut at: Vec<u64> = lines
                    .keys()
                    .filter(|k| k.0 == family)
                    .map(|k| k.1)
                    .collect();
                at.extend((1..=count(family)).find(|p| !lines.contains_key(&(family, *p))));
                at.sort_unstable();
                at.into_iter()
                    .find(|&p| {
                        let l = lines
                            .get(&(family, p))
                            .map_or(length(family), |c| uncut(family, c));
                        l ^ x < l
                    })
                    .map(|p| (family, p))
            })
            .expect("a line holds the top bit of the sum");
        let cut = lines.get(&(family, at)).cloned().unwrap_or_default();
        let l = uncut(family, &cut);
        // The shortest end t with `l − (l ^ x)` uncut units in [0, t].
        let (mut lo, mut hi) = (1, length(family));
        while lo < hi {
            let t = (lo + hi) / 2;
            let mut with = cut.clone();
            with.push((0, t));
            if l - uncut(family, &with) >= l - (l ^ x) {
                hi = t;
            } else {
                lo = t + 1;
            }
        }
        let mut after = cut;
        after.push((0, lo));
        assert_eq!(uncut(family, &after), l ^ x, "the cut leaves the sum 0");
        match family {
            0 => [at, 0, at, lo],
            _ => [0, at, lo, at],
        }
    });
    if n <= 3 && m <= 3 {
        use super::codeforces_games::{paper_cut_bits, paper_cuts};
        let done = cuts.iter().fold(0, |d, &c| d | paper_cut_bits(n, m, c));
        let mut game = paper_cuts(n, m);
        assert_eq!(
            game.wins(&done),
            reference.is_some(),
            "the reference, {n} {m} {cuts:?}"
        );
        if let Some(c) = reference {
            let bits = paper_cut_bits(n, m, c);
            assert!(
                bits & !done != 0 && !game.wins(&(done | bits)),
                "the move {c:?}"
            );
        }
    }
    match reference {
        Some(c) => out.push_str(&format!("FIRST\n{} {} {} {}\n", c[0], c[1], c[2], c[3])),
        None => out.push_str("SECOND\n"),
    }
}

pub fn cf197a(inp: &mut Input, out: &mut String) {
    let (a, b, r) = (inp.u64(), inp.u64(), inp.u64());
    // No search reaches a continuous table: the reference is the mirror theorem (see
    // `boards::point_mirror`): the first player wins iff a plate of diameter 2r fits at all.
    let fits = 2 * r <= a && 2 * r <= b;
    out.push_str(if fits { "First\n" } else { "Second\n" });
}
