//! HackerRank Permutation Game (permutation-game): t rows; a move removes one number; whoever leaves an increasing row wins; `Alice` (first) or `Bob`.
use impartial::boards::until_increasing;
use impartial::io::run;

const HELP: &str = include_str!("hr_permutation_game.txt");

fn main() {
    run("hr_permutation_game", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count t")? {
            let n = sc.u64_in("a row length n from 1 to 20", 1..=20)?;
            let row = sc.u64s(n, "a number of the row")?;
            let alice = until_increasing::first_wins(&row);
            out.line(if alice { "Alice" } else { "Bob" });
        }
        sc.finish()
    })
}
