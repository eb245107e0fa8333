//! Codeforces 1104B Game with string: a word of lowercase letters; a move deletes two adjacent equal letters; `Yes` if the first player wins, else `No`.
use impartial::io::run;
use impartial::strings::pair_deletion::{equal_moves, first_wins};

const HELP: &str = include_str!("cf1104b.txt");

fn main() {
    run("cf1104b", HELP, |sc, out| {
        let what = "a word of at most 10^6 lowercase letters";
        let s = sc.word(what, 1..=1_000_000, |b| b.is_ascii_lowercase())?;
        out.line(if first_wins(equal_moves(&s)) {
            "Yes"
        } else {
            "No"
        });
        sc.finish()
    })
}
