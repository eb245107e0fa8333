//! Baekjoon 11717 (Wall Making Game): an H × W board of empty and marked cells; a move walls the row and column of an empty unmarked cell out to the nearest walls; `First` if the first player wins, else `Second`.
use impartial::boards::cross_cut::grundy;
use impartial::io::run;

const HELP: &str = include_str!("boj11717.txt");

fn main() {
    run("boj11717", HELP, |sc, out| {
        let h = sc.u64_in("a height H from 1 to 20", 1..=20)? as usize;
        let w = sc.u64_in("a width W from 1 to 20", 1..=20)? as usize;
        let what = format!("a row of {w} '.' or 'X'", w = w);
        let mut marked = Vec::new();
        for _ in 0..h {
            let row = sc.word(&what, w..=w, |b| b == b'.' || b == b'X')?;
            marked.push(row.iter().map(|&b| b == b'X').collect());
        }
        out.line(if grundy(&marked) != 0 {
            "First"
        } else {
            "Second"
        });
        sc.finish()
    })
}
