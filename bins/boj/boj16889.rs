//! Baekjoon 16889 (중복 없는 님 게임): Nim where no amount is taken twice from one pile; `koosaga` if the first player wins, else `cubelover`.
use impartial::io::run;
use impartial::take::distinct_amounts::grundy;

const HELP: &str = include_str!("boj16889.txt");

fn main() {
    run("boj16889", HELP, |sc, out| {
        let n = sc.u64("a pile count N")?;
        let x = sc.fold_u64(n, "a pile size", 0, |x, a| x ^ grundy(a))?;
        out.line(if x != 0 { "koosaga" } else { "cubelover" });
        sc.finish()
    })
}
