//! Codeforces 1220C Substring Game in the Lesson: a word; from each letter a game where a move grows the substring to a lexicographically smaller one; `Ann` (first) or `Mike` for each start.
use impartial::io::run;
use impartial::strings::smaller_substring::first_wins;

const HELP: &str = include_str!("cf1220c.txt");

fn main() {
    run("cf1220c", HELP, |sc, out| {
        let what = "a word of at most 10^6 lowercase letters";
        let s = sc.word(what, 1..=1_000_000, |b| b.is_ascii_lowercase())?;
        for ann in first_wins(&s) {
            out.line(if ann { "Ann" } else { "Mike" });
        }
        sc.finish()
    })
}
