//! Codeforces games that may go on for ever, written from their statements as move lists for
//! [`super::loopy`] to search.

use std::collections::HashMap;

/// 1190C: n cards (bits of a word); a move sets k consecutive cards to one side; whoever makes
/// every card alike wins (so a uniform row reached by a move is lost for the player to move).
/// The outcome of every row of n cards for the player to move, as a move left it.
pub fn window_paint(n: u32, k: u32) -> HashMap<u32, Option<bool>> {
    let all = (1u32 << n) - 1;
    let rows: Vec<u32> = (0..=all).collect();
    super::loopy::outcomes(&rows, |&row| {
        if row == 0 || row == all {
            return Vec::new();
        }
        let mut out = Vec::new();
        for i in 0..=n - k {
            let window = ((1u32 << k) - 1) << i;
            out.push(row & !window);
            out.push(row | window);
        }
        out
    })
}

/// 39E: `(a, b)` with a^b < n; a move adds one to a or to b, never reaching a^b ≥ n (that
/// loses). (1, b) may grow for ever: past b = 64 (where 2^b ≥ n surely) it is a loop.
/// The outcome of every position with b ≤ 64 reached from (1, 1).
pub fn power_growth(n: u64) -> HashMap<(u64, u64), Option<bool>> {
    let below = move |a: u64, b: u64| {
        (0..b)
            .try_fold(1u64, |p, _| p.checked_mul(a).filter(|&q| q < n))
            .is_some()
    };
    let roots: Vec<(u64, u64)> = (1..n).map(|a| (a, 1)).collect();
    super::loopy::outcomes(&roots, move |&(a, b): &(u64, u64)| {
        let mut out = Vec::new();
        if below(a + 1, b) {
            out.push((a + 1, b));
        }
        if b == 64 {
            out.push((a, b));
        } else if below(a, b + 1) {
            out.push((a, b + 1));
        }
        out
    })
}
