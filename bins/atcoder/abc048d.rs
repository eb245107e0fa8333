//! AtCoder ABC 048 D An Ordinary Game (ARC 064 B): a word with no two equal letters side by side; a move deletes an inner letter without making two equal letters meet; `First` if Takahashi (first) wins, else `Second`.
use impartial::io::run;
use impartial::strings::distinct_neighbours::first_wins;

const HELP: &str = include_str!("abc048d.txt");

fn main() {
    run("abc048d", HELP, |sc, out| {
        let what = "a word of 3 to 10^6 lowercase letters, no two equal side by side";
        let mut last = 0;
        let new_letter = |b: u8| b.is_ascii_lowercase() && b != std::mem::replace(&mut last, b);
        let s = sc.word(what, 3..=1_000_000, new_letter)?;
        out.line(if first_wins(&s) { "First" } else { "Second" });
        sc.finish()
    })
}
