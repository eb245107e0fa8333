//! HackerRank Poker Nim (poker-nim-1): T cases of n piles and k; Nim where a player may also add chips to a pile, at most k times a pile; `First` if the first player wins, else `Second`.
use impartial::io::run;
use impartial::nim;

const HELP: &str = include_str!("hr_poker_nim_1.txt");

fn main() {
    run("hr_poker_nim_1", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count T")? {
            let n = sc.u64("a pile count n")?;
            sc.u64("an addition limit k")?;
            // Additions are finite and a removal undoes each: the outcome is Nim's.
            let x = sc.fold_u64(n, "a pile size", 0, nim::add)?;
            out.line(if nim::first_wins(x) {
                "First"
            } else {
                "Second"
            });
        }
        sc.finish()
    })
}
