//! CSES 2208 Another Game: t tests of n heaps; a move takes one coin from each heap of a nonempty set; `first` if the first player wins, else `second`.
use impartial::io::run;
use impartial::outcome;

const HELP: &str = include_str!("cses2208.txt");

fn main() {
    run("cses2208", HELP, |sc, out| {
        for _ in 0..sc.u64("a test count t")? {
            let n = sc.u64("a heap count n")?;
            let odd = sc.fold_u64(n, "a heap size", false, outcome::one_each_fold)?;
            out.line(["second", "first"][usize::from(odd)]);
        }
        sc.finish()
    })
}
