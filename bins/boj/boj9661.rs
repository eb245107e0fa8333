//! Baekjoon 9661 (돌 게임 7): N stones, a move takes a power of 4 (1, 4, 16, …); whoever cannot move loses; `SK` if 상근 (first) wins, else `CY`.
use impartial::io::run;
use impartial::take::subtraction::powers_first_wins;

const HELP: &str = include_str!("boj9661.txt");

fn main() {
    run("boj9661", HELP, |sc, out| {
        let n = sc.u64("a stone count N")?;
        out.line(if powers_first_wins(n, 4) { "SK" } else { "CY" });
        sc.finish()
    })
}
