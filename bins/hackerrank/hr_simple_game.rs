//! HackerRank Simple Game (simple-game): N stones in M piles, a move splits a pile into 2 to K piles; the number of ordered arrangements the first player wins, modulo 10^9 + 7.
use impartial::io::run;
use impartial::split::few_parts;

const HELP: &str = include_str!("hr_simple_game.txt");

fn main() {
    run("hr_simple_game", HELP, |sc, out| {
        let n = sc.u64_in("a stone count N from 1 to 1000", 1..=1000)?;
        let m = sc.u64_in("a pile count M from 1 to N", 1..=n)?;
        let k = sc.u64_in("a split bound K of at least 2", 2..=u64::MAX)?;
        // A pile of at most N stones never splits into more than N piles.
        let k = k.min(n) as usize;
        out.u64(few_parts::winning_rows(n as usize, m as usize, k))
            .line("");
        sc.finish()
    })
}
