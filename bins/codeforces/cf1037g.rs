//! Codeforces 1037G A Game on Strings: a word and m games on its substrings; a move deletes every copy of a letter from a word, which falls into pieces; `Alice` if the first player wins, else `Bob`.
use impartial::io::run;
use impartial::strings::delete_letter::DeleteLetter;

const HELP: &str = include_str!("cf1037g.txt");

fn main() {
    run("cf1037g", HELP, |sc, out| {
        let what = "a word s of 1 to 10^5 lowercase letters";
        let s = sc.word(what, 1..=100_000, |b| b.is_ascii_lowercase())?;
        let game = DeleteLetter::new(&s);
        let n = s.len() as u64;
        for _ in 0..sc.u64_in("a game count m from 1 to 10^5", 1..=100_000)? {
            let l = sc.u64_in("a start l from 1 to |s|", 1..=n)?;
            let r = sc.u64_in("an end r from l to |s|", l..=n)?;
            let first = game.first_wins(l as usize - 1, r as usize - 1);
            out.line(if first { "Alice" } else { "Bob" });
        }
        sc.finish()
    })
}
