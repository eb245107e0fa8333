//! AcWing 892 台阶-Nim游戏: stones on steps 1..n, moves carry stones one step down; `Yes` if the first player wins.
use impartial::boards::staircase::Staircase;
use impartial::io::run;

const HELP: &str = include_str!("acwing892.txt");

fn main() {
    run("acwing892", HELP, |sc, out| {
        let n = sc.u64("a step count")?;
        let stairs = sc.fold_u64(n, "a stone count", Staircase::default(), Staircase::push)?;
        out.line(if stairs.first_wins() { "Yes" } else { "No" });
        sc.finish()
    })
}
