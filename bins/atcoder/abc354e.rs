//! AtCoder ABC 354 E Remove Pairs: N cards (A_i front, B_i back); a move removes two cards equal on the front or on the back; `Takahashi` if the first player wins, else `Aoki`.
use impartial::io::run;
use impartial::outcome::pair_removal_wins;

const HELP: &str = include_str!("abc354e.txt");

fn main() {
    run("abc354e", HELP, |sc, out| {
        let n = sc.u64_map("a card count N up to 20", |n| (n <= 20).then(|| n as u32))?;
        let mut kinds: Vec<((u64, u64), u32)> = Vec::new();
        for _ in 0..n {
            let card = (sc.u64("a front A_i")?, sc.u64("a back B_i")?);
            match kinds.iter_mut().find(|(kind, _)| *kind == card) {
                Some((_, count)) => *count += 1,
                None => kinds.push((card, 1)),
            }
        }
        let mut pairs = Vec::new();
        for (k, (a, _)) in kinds.iter().enumerate() {
            for (l, (b, _)) in kinds.iter().enumerate().skip(k) {
                if a.0 == b.0 || a.1 == b.1 {
                    pairs.push((k, l));
                }
            }
        }
        let counts: Vec<u32> = kinds.iter().map(|(_, count)| *count).collect();
        out.line(["Aoki", "Takahashi"][usize::from(pair_removal_wins(&counts, &pairs))]);
        sc.finish()
    })
}
