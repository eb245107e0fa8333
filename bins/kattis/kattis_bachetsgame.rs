//! Kattis bachetsgame Bachet's Game: lines `n m s_1 .. s_m` until the end of input; take any s_i stones; `Stan wins` if the first player wins, else `Ollie wins`.
use impartial::io::run;
use impartial::outcome::subtraction_outcomes;

const HELP: &str = include_str!("kattis_bachetsgame.txt");

fn main() {
    run("kattis_bachetsgame", HELP, |sc, out| {
        let mut takes = Vec::new();
        while !sc.at_end()? {
            let n = sc.u64_in("a stone count n up to 10^8", 0..=100_000_000)?;
            let m = sc.u64("a take count m")?;
            takes.clear();
            sc.fold_u64_within(m, "a take of at least 1", 1..=u64::MAX, (), |(), c| {
                takes.extend_from_slice(c)
            })?;
            let wins = subtraction_outcomes(n as usize, &takes)[n as usize];
            out.line(["Ollie wins", "Stan wins"][usize::from(wins)]);
        }
        Ok(())
    })
}
