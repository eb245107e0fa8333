//! Codeforces 1382B Sequential Nim: t games of n piles in a row; a move takes stones from the first nonempty pile; `First` if the first player wins, else `Second`.
use impartial::io::run;
use impartial::take::in_order::first_wins;

const HELP: &str = include_str!("cf1382b.txt");

fn main() {
    run("cf1382b", HELP, |sc, out| {
        for _ in 0..sc.u64("a test count t")? {
            let n = sc.u64("a pile count n")?;
            let piles = sc.u64s(n, "a pile size a_i")?;
            out.line(if first_wins(piles) { "First" } else { "Second" });
        }
        sc.finish()
    })
}
