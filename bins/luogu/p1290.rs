//! Luogu P1290 欧几里德的游戏 (also POJ 2348, HDU 1525): C cases `M N` of Euclid's game; `Stan wins` if the first player wins, else `Ollie wins`.
use impartial::io::run;
use impartial::numbers::euclid;

const HELP: &str = include_str!("p1290.txt");
const WORDS: [&str; 2] = ["Ollie wins", "Stan wins"];

fn main() {
    run("p1290", HELP, |sc, out| {
        let numbers = sc.u64("a case count C")?.saturating_mul(2);
        let mut first = None;
        sc.fold_u64_within(
            numbers,
            "a positive number",
            1..=u64::MAX,
            (),
            |(), chunk| {
                for &n in chunk {
                    match first.take() {
                        None => first = Some(n),
                        Some(m) => {
                            out.line(WORDS[usize::from(euclid::first_wins(m, n))]);
                        }
                    }
                }
            },
        )?;
        sc.finish()
    })
}
