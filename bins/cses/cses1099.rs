//! CSES 1099 Stair Game: t tests of n stairs with balls; a move carries balls from stair k ≥ 2 to k − 1; `first` if the first player wins, else `second`.
use impartial::boards::staircase::Staircase;
use impartial::io::run;

const HELP: &str = include_str!("cses1099.txt");

fn main() {
    run("cses1099", HELP, |sc, out| {
        for _ in 0..sc.u64("a test count t")? {
            let n = sc.u64("a stair count n")?;
            // Balls on stair 1 never move: stairs 2..n are staircase Nim's steps 1..n-1.
            if n > 0 {
                sc.u64("a ball count")?;
            }
            let stairs = Staircase::default();
            let s = sc.fold_u64(n.saturating_sub(1), "a ball count", stairs, Staircase::push)?;
            out.line(["second", "first"][usize::from(s.first_wins())]);
        }
        sc.finish()
    })
}
