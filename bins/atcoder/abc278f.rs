//! AtCoder ABC 278 F Shiritori: N words, each said once at most, each next one beginning with the last letter of the one before; `First` if the first player wins, else `Second`.
use impartial::io::run;
use impartial::strings::word_chain::first_wins_once;

const HELP: &str = include_str!("abc278f.txt");

fn main() {
    run("abc278f", HELP, |sc, out| {
        let n = sc.u64_map("a word count N from 1 to 16", |n| {
            (1..=16).contains(&n).then(|| n)
        })?;
        let mut words = Vec::new();
        for _ in 0..n {
            let what = "a word S_i of 1 to 10 lowercase letters";
            words.push(sc.word(what, 1..=10, |b| b.is_ascii_lowercase())?);
        }
        out.line(if first_wins_once(&words) {
            "First"
        } else {
            "Second"
        });
        sc.finish()
    })
}
