//! CSES 2207 Grundy's Game: t tests of one heap n; a move splits a heap into two nonempty heaps of different sizes; `first` if the first player wins, else `second`.
use impartial::grundy_game;
use impartial::io::run;

const HELP: &str = include_str!("cses2207.txt");

fn main() {
    run("cses2207", HELP, |sc, out| {
        for _ in 0..sc.u64("a test count t")? {
            let n = sc.u64("a heap size n")?;
            out.line(["second", "first"][usize::from(grundy_game::first_wins(n))]);
        }
        sc.finish()
    })
}
