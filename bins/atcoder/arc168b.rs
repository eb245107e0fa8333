//! AtCoder ARC 168 B Arbitrary Nim: N piles; choose k, then Nim taking 1 to k; the largest k with which Alice (first) wins, `-1` if no largest, `0` if none.
use impartial::io::run;
use impartial::take::bash::{winning_bound, Bound};

const HELP: &str = include_str!("arc168b.txt");

fn main() {
    run("arc168b", HELP, |sc, out| {
        let n = sc.u64("a pile count N")?;
        let mut piles = sc.u64s(n, "a pile A_i")?;
        match winning_bound(&mut piles) {
            Bound::Unbounded => out.line("-1"),
            Bound::Never => out.line("0"),
            Bound::Largest(k) => out.u64(k).line(""),
        };
        sc.finish()
    })
}
