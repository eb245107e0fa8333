//! Luogu P2197 【模板】Nim 游戏: T cases of n piles; `Yes` if the first player wins.
use impartial::io::run;
use impartial::nim;

const HELP: &str = include_str!("p2197.txt");

fn main() {
    run("p2197", HELP, |sc, out| {
        let cases = sc.u64("a case count")?;
        for _ in 0..cases {
            let n = sc.u64("a pile count")?;
            let s = sc.fold_u64(n, "a pile size", 0, nim::add)?;
            out.line(if nim::first_wins(s) { "Yes" } else { "No" });
        }
        sc.finish()
    })
}
