//! AcWing 894 拆分-Nim游戏: a move splits a pile into two strictly smaller ones; `Yes` if the first player wins.
use impartial::io::run;
use impartial::sg;

const HELP: &str = include_str!("acwing894.txt");

fn main() {
    run("acwing894", HELP, |sc, out| {
        let n = sc.u64("a pile count")?;
        let sum = sc.fold_u64(n, "a pile size", 0, |s, x| s ^ sg::split_grundy(x))?;
        out.line(if sum != 0 { "Yes" } else { "No" });
        sc.finish()
    })
}
