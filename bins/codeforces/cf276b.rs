//! Codeforces 276B Little Girl and Game: a word; a move removes any letter; a player who can arrange the letters into a palindrome before their move wins; `First` or `Second`.
use impartial::io::run;
use impartial::strings::palindrome_first::first_wins;

const HELP: &str = include_str!("cf276b.txt");

fn main() {
    run("cf276b", HELP, |sc, out| {
        let what = "a word of at most 10^6 lowercase letters";
        let s = sc.word(what, 1..=1_000_000, |b| b.is_ascii_lowercase())?;
        out.line(if first_wins(&s) { "First" } else { "Second" });
        sc.finish()
    })
}
