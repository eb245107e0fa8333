//! HackerRank A Stones Game (half): T cases of the piles 1 … N; a move destroys at least half of a pile; the fewest stones a winning first move destroys, or 0.
use impartial::io::run;
use impartial::take::at_least_half;

const HELP: &str = include_str!("hr_half.txt");

fn main() {
    run("hr_half", HELP, |sc, out| {
        let t = sc.u64("a case count T")?;
        sc.fold_u64(t, "a pile count N", (), |(), n| {
            out.u64(at_least_half::least_winning_cut(n)).line("");
        })?;
        sc.finish()
    })
}
