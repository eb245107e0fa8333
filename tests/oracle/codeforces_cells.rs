//! Reference solvers for more Codeforces binaries, continued from [`super::codeforces_rest`]:
//! games on the cells of a board, each checked against the search of
//! [`super::codeforces_games`] where the board is small.

use super::problems::Input;

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
