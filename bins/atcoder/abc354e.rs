//! AtCoder ABC 354 E Remove Pairs: N cards (A_i front, B_i back); a move removes two cards equal on the front or on the back; `Takahashi` if the first player wins, else `Aoki`.
use impartial::io::run;
use impartial::outcome::removal_wins;

const HELP: &str = include_str!("abc354e.txt");

fn main() {
    run("abc354e", HELP, |sc, out| {
        let n = sc.u64_map("a card count N up to 20", |n| (n <= 20).then_some(n as u32))?;
        let mut cards = Vec::new();
        for _ in 0..n {
            cards.push((sc.u64("a front A_i")?, sc.u64("a back B_i")?));
        }
        let mut pairs = Vec::new();
        for (i, a) in cards.iter().enumerate() {
            for (j, b) in cards.iter().enumerate().skip(i + 1) {
                if a.0 == b.0 || a.1 == b.1 {
                    pairs.push(1 << i | 1 << j);
                }
            }
        }
        out.line(["Aoki", "Takahashi"][usize::from(removal_wins(n, &pairs))]);
        sc.finish()
    })
}
