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
