//! Codeforces 1190C Tokitsukaze and Duel: a row of n cards; a move turns k consecutive cards to one side; all alike wins; `tokitsukaze` (first), `quailty` or `once again` (a draw).
use impartial::boards::window_paint::outcome;
use impartial::graphs::retrograde::Outcome;
use impartial::io::run;

const HELP: &str = include_str!("cf1190c.txt");

fn main() {
    run("cf1190c", HELP, |sc, out| {
        let n = sc.u64_map("a card count n of at least 1", |n| {
            (n >= 1).then(|| n as usize)
        })?;
        let k = sc.u64_map("a window k from 1 to n", |k| {
            (k >= 1 && k as usize <= n).then(|| k)
        })?;
        let what = "a row of n cards, each 0 or 1";
        let row = sc.word(what, n..=n, |b| b == b'0' || b == b'1')?;
        let cards: Vec<bool> = row.iter().map(|&b| b == b'1').collect();
        out.line(match outcome(&cards, k as usize) {
            Outcome::Win => "tokitsukaze",
            Outcome::Lose => "quailty",
            Outcome::Draw => "once again",
        });
        sc.finish()
    })
}
