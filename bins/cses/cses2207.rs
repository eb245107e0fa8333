//! CSES 2207 Grundy's Game: t tests of one heap n; a move splits a heap into two nonempty heaps of different sizes; `first` if the first player wins, else `second`.
use impartial::io::run;
use impartial::split::unequal;

const HELP: &str = include_str!("cses2207.txt");

fn main() {
    run("cses2207", HELP, |sc, out| {
        for _ in 0..sc.u64("a test count t")? {
            let n = sc.u64("a heap size n")?;
            out.line(["second", "first"][usize::from(unequal::first_wins(n))]);
        }
        sc.finish()
    })
}
