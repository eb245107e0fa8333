//! Baekjoon 9659 (돌 게임 5): N stones up to 10^12, a move takes 1 or 3; the last stone wins; `SK` if 상근 (first) wins, else `CY`.
use impartial::io::run;
use impartial::sg::Subtraction;

const HELP: &str = include_str!("boj9659.txt");

fn main() {
    run("boj9659", HELP, |sc, out| {
        // The values of the subtraction game repeat, a period found at run time.
        let mut game = Subtraction::new([1, 3]);
        let g = sc.u64_map("a stone count N", |n| game.grundy(n))?;
        out.line(if g != 0 { "SK" } else { "CY" });
        sc.finish()
    })
}
