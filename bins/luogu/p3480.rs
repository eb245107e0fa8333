//! Luogu P3480 [POI 2009] KAM-Pebbles: u cases of n non-decreasing piles; a move takes from one pile keeping the row non-decreasing; `TAK` if the first player wins, else `NIE`.
use impartial::boards::staircase::Staircase;
use impartial::io::run;

const HELP: &str = include_str!("p3480.txt");

fn main() {
    run("p3480", HELP, |sc, out| {
        let mut piles = Vec::new();
        for _ in 0..sc.u64("a case count u")? {
            piles.clear();
            for _ in 0..sc.u64("a pile count n")? {
                let least = piles.last().copied().unwrap_or(0);
                let rising = |a: u64| (a >= least).then(|| a);
                piles.push(sc.u64_map("a pile no smaller than the one before", rising)?);
            }
            let wins = Staircase::of_rising_piles(&piles).first_wins();
            out.line(if wins { "TAK" } else { "NIE" });
        }
        sc.finish()
    })
}
