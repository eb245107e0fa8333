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

/// 786A Berzerk: a monster on objects 1..n in a circle, object 1 a black hole; the player to
/// move sends it forward by an amount of their own set, and moving it into the hole wins (so
/// the player to move at the hole has lost: no moves). Both lines of the answer, by search of
/// the states (object, player to move) from the statement.
pub fn cf786a(inp: &mut super::problems::Input, out: &mut String) {
    let n = inp.u64() as usize;
    let mut sets = Vec::new();
    for _ in 0..2 {
        let k = inp.u64();
        sets.push((0..k).map(|_| inp.u64() as usize).collect::<Vec<_>>());
    }
    // Objects 0-based: 0 is the hole.
    let roots: Vec<(usize, usize)> = (1..n).flat_map(|v| [(v, 0), (v, 1)]).collect();
    let found = super::loopy::outcomes(&roots, |&(v, p)| match v {
        0 => Vec::new(),
        _ => sets[p].iter().map(|&a| ((v + a) % n, 1 - p)).collect(),
    });
    for p in 0..2 {
        let words: Vec<&str> = (1..n)
            .map(|v| match found[&(v, p)] {
                Some(true) => "Win",
                Some(false) => "Lose",
                None => "Loop",
            })
            .collect();
        out.push_str(&words.join(" "));
        out.push('\n');
    }
}
