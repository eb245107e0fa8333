//! Baekjoon 16895 (님 게임 3): Nim on N piles; how many first moves win for 구사과 (the first player).
use impartial::io::run;
use impartial::nim;

const HELP: &str = include_str!("boj16895.txt");

fn main() {
    run("boj16895", HELP, |sc, out| {
        let n = sc.u64("a pile count N")?;
        let piles = sc.u64s(n, "a pile size")?;
        out.u64_line(nim::winning_moves(&piles).count() as u64);
        sc.finish()
    })
}
