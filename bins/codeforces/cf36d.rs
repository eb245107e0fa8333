//! Codeforces 36D New Game with a Chess Piece: t boards n × m and a jump k; a move goes one cell down or right or k cells diagonally; `+` if the first player wins, else `-`. Its judge reads input.txt and writes output.txt.
use impartial::boards::step_or_jump::first_wins;
use impartial::io::run_files;

const HELP: &str = include_str!("cf36d.txt");

fn main() {
    run_files("cf36d", HELP, |sc, out| {
        let t = sc.u64("a board count t")?;
        let k = sc.u64_in("a jump k of at least 1", 1..=u64::MAX)?;
        for _ in 0..t {
            let n = sc.u64_in("a length n of at least 1", 1..=u64::MAX)?;
            let m = sc.u64_in("a width m of at least 1", 1..=u64::MAX)?;
            out.line(if first_wins(n, m, k) { "+" } else { "-" });
        }
        sc.finish()
    })
}
