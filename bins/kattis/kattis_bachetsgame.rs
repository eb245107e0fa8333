//! Kattis bachetsgame Bachet's Game: lines `n m s_1 .. s_m` until the end of input; take any s_i stones; `Stan wins` if the first player wins, else `Ollie wins`. Games are solved 64 at a time, answered before a bad line's error.
use impartial::io::run;
use impartial::outcome::subtraction_wins;

const HELP: &str = include_str!("kattis_bachetsgame.txt");

fn main() {
    run("kattis_bachetsgame", HELP, |sc, out| loop {
        let mut games: Vec<(usize, Vec<u64>)> = Vec::new();
        let mut read = || {
            while games.len() < 64 && !sc.at_end()? {
                let n = sc.u64_in("a stone count n up to 10^7", 0..=10_000_000)?;
                let m = sc.u64("a take count m")?;
                let mut takes = Vec::new();
                sc.fold_u64_within(m, "a take of at least 1", 1..=u64::MAX, (), |(), c| {
                    takes.extend_from_slice(c)
                })?;
                games.push((n as usize, takes));
            }
            Ok(games.len() < 64)
        };
        let ended = read();
        for wins in subtraction_wins(&games) {
            out.line(["Ollie wins", "Stan wins"][usize::from(wins)]);
        }
        if ended? {
            return Ok(());
        }
    })
}
