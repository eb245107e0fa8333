//! Codeforces 1704F Colouring Game: t rows of red and blue cells; Alice whitens two neighbours with a red among them, Bob two with a blue; `Alice` if Alice (first) wins, else `Bob`.
use impartial::io::run;
use impartial::strings::own_colour_pairs::alice_wins;

const HELP: &str = include_str!("cf1704f.txt");

fn main() {
    run("cf1704f", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count t")? {
            let n = sc.u64_map("a length n from 2 to 10^6", |n| {
                (2..=1_000_000).contains(&n).then(|| n as usize)
            })?;
            let what = "a row of n cells R or B";
            let s = sc.word(what, n..=n, |b| b == b'R' || b == b'B')?;
            out.line(if alice_wins(&s) { "Alice" } else { "Bob" });
        }
        sc.finish()
    })
}
