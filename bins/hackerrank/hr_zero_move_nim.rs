//! HackerRank Zero-Move Nim (zero-move-nim): g games of Nim in which each pile may once be passed on; `W` if John (first) wins, else `L`.
use impartial::io::run;
use impartial::take::zero_move;

const HELP: &str = include_str!("hr_zero_move_nim.txt");

fn main() {
    run("hr_zero_move_nim", HELP, |sc, out| {
        for _ in 0..sc.u64("a game count g")? {
            let n = sc.u64("a pile count n")?;
            let what = "a pile size below 2^64 - 1";
            let x = sc.fold_u64_within(n, what, 0..=u64::MAX - 1, 0, |x, chunk| {
                chunk.iter().fold(x, |x, &p| x ^ zero_move::grundy(p))
            })?;
            out.line(if x != 0 { "W" } else { "L" });
        }
        sc.finish()
    })
}
