//! Baekjoon 11872 (님 게임 나누기): Lasker's Nim — take from a pile or split one in two; the last stone wins; `koosaga` if the first player wins, else `cubelover`.
use impartial::io::run;
use impartial::sums::multi::lasker_grundy;

const HELP: &str = include_str!("boj11872.txt");

fn main() {
    run("boj11872", HELP, |sc, out| {
        let n = sc.u64("a pile count N")?;
        let x = sc.fold_u64(n, "a pile size", 0, |x, p| x ^ lasker_grundy(p))?;
        out.line(if x != 0 { "koosaga" } else { "cubelover" });
        sc.finish()
    })
}
