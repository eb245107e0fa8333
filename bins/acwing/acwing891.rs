//! AcWing 891 Nim游戏: n piles; `Yes` if the first player wins.
use impartial::io::run;
use impartial::nim;

const HELP: &str = include_str!("acwing891.txt");

fn main() {
    run("acwing891", HELP, |sc, out| {
        let n = sc.u64("a pile count")?;
        let s = sc.fold_u64(n, "a pile size", 0, nim::add)?;
        out.line(if nim::first_wins(s) { "Yes" } else { "No" });
        sc.finish()
    })
}
