//! Baekjoon 11871 (님 게임 홀짝): take an even number that leaves some, or all of an odd pile; the last stone wins; `koosaga` if the first player wins, else `cubelover`.
use impartial::io::run;
use impartial::take::even_or_all::grundy;

const HELP: &str = include_str!("boj11871.txt");

fn main() {
    run("boj11871", HELP, |sc, out| {
        let n = sc.u64("a pile count N")?;
        let x = sc.fold_u64(n, "a pile size", 0, |x, p| x ^ grundy(p))?;
        out.line(if x != 0 { "koosaga" } else { "cubelover" });
        sc.finish()
    })
}
