//! CSES 1730 Nim Game I: t tests of n heaps; `first` if the first player wins Nim, else `second`.
use impartial::io::run;
use impartial::nim;

const HELP: &str = include_str!("cses1730.txt");

fn main() {
    run("cses1730", HELP, |sc, out| {
        for _ in 0..sc.u64("a test count t")? {
            let n = sc.u64("a heap count n")?;
            let sum = sc.fold_u64(n, "a heap size", 0, nim::add)?;
            out.line(["second", "first"][usize::from(nim::first_wins(sum))]);
        }
        sc.finish()
    })
}
