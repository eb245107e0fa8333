//! AtCoder ABC 209 E Shiritori: N words; each next word begins with the last three letters of the one before, repeats allowed; for each word said first, `Takahashi` (its sayer) wins, `Aoki`, or `Draw`.
use impartial::graphs::retrograde::Outcome;
use impartial::io::run;
use impartial::strings::word_chain::after_each;

const HELP: &str = include_str!("abc209e.txt");

fn main() {
    run("abc209e", HELP, |sc, out| {
        let n = sc.u64_map("a word count N of at least 1", |n| (n >= 1).then(|| n))?;
        let mut words = Vec::new();
        for _ in 0..n {
            let what = "a word s_i of 3 to 8 letters";
            words.push(sc.word(what, 3..=8, |b| b.is_ascii_alphabetic())?);
        }
        for o in after_each(&words, 3) {
            out.line(match o {
                Outcome::Win => "Takahashi",
                Outcome::Lose => "Aoki",
                Outcome::Draw => "Draw",
            });
        }
        sc.finish()
    })
}
