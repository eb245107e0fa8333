//! Codeforces 1373B 01 Game: t words of `0` and `1`; a move deletes two adjacent different characters; `DA` if Alice (first) wins, else `NET`.
use impartial::io::run;
use impartial::strings::pair_deletion::{first_wins, unequal_moves};

const HELP: &str = include_str!("cf1373b.txt");

fn main() {
    run("cf1373b", HELP, |sc, out| {
        let what = "a word of 0 and 1 of at most 10^6 characters";
        for _ in 0..sc.u64("a case count t")? {
            let s = sc.word(what, 1..=1_000_000, |b| b == b'0' || b == b'1')?;
            out.line(if first_wins(unequal_moves(&s)) {
                "DA"
            } else {
                "NET"
            });
        }
        sc.finish()
    })
}
