//! Codeforces 305E Playing with String: a word; a move cuts out a letter whose neighbours are equal, splitting the word; `Second` if the first player loses, else `First` and the first winning letter (from 1).
use impartial::io::run;
use impartial::strings::equal_sides_cut::first_winning_cut;

const HELP: &str = include_str!("cf305e.txt");

fn main() {
    run("cf305e", HELP, |sc, out| {
        let what = "a word s of 1 to 5000 lowercase letters";
        let s = sc.word(what, 1..=5000, |b| b.is_ascii_lowercase())?;
        match first_winning_cut(&s) {
            Some(i) => out.line("First").u64(i as u64 + 1).line(""),
            None => out.line("Second"),
        };
        sc.finish()
    })
}
