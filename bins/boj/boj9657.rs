//! Baekjoon 9657 (돌 게임): N stones, a move takes 1, 3 or 4; the last stone wins; `SK` if 상근 (first) wins, else `CY`.
use impartial::io::run;
use impartial::sg::Subtraction;

const HELP: &str = include_str!("boj9657.txt");

fn main() {
    run("boj9657", HELP, |sc, out| {
        // The values of the subtraction game repeat, a period found at run time.
        let mut game = Subtraction::new([1, 3, 4]);
        let g = sc.u64_map("a stone count N", |n| game.grundy(n))?;
        out.line(if g != 0 { "SK" } else { "CY" });
        sc.finish()
    })
}
