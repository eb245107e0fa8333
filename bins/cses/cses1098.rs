//! CSES 1098 Nim Game II: t tests of n heaps, a move takes 1 to 3 sticks from one heap; `first` if the first player wins, else `second`.
use impartial::io::run;
use impartial::{nim, take::bash};

const HELP: &str = include_str!("cses1098.txt");

fn main() {
    run("cses1098", HELP, |sc, out| {
        for _ in 0..sc.u64("a test count t")? {
            let n = sc.u64("a heap count n")?;
            let sum = sc.fold_u64(n, "a heap size", 0, |s, x| s ^ bash::grundy(x, 3))?;
            out.line(["second", "first"][usize::from(nim::first_wins(sum))]);
        }
        sc.finish()
    })
}
