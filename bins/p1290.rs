//! Luogu P1290 欧几里德的游戏 (also POJ 2348, HDU 1525): C cases `M N` of Euclid's game; `Stan wins` if the first player wins, else `Ollie wins`.
use impartial::euclid;
use impartial::io::run;

const HELP: &str = include_str!("p1290.txt");
const NUMBER: &str = "a positive number";

fn main() {
    run("p1290", HELP, |sc, out| {
        let positive = |v: u64| (v >= 1).then_some(v);
        for _ in 0..sc.u64("a case count C")? {
            let (m, n) = (sc.u64_map(NUMBER, positive)?, sc.u64_map(NUMBER, positive)?);
            out.line(["Ollie wins", "Stan wins"][usize::from(euclid::first_wins(m, n))]);
        }
        sc.finish()
    })
}
