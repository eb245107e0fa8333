//! Kattis euclidsgame Euclid's Game: lines `a b` until `0 0` (which may be left out); subtract a multiple of the lesser from the greater; `Stan wins` if the first player wins, else `Ollie wins`.
use impartial::io::run;
use impartial::numbers::euclid;

const HELP: &str = include_str!("kattis_euclidsgame.txt");
const WORDS: [&str; 2] = ["Ollie wins", "Stan wins"];

fn main() {
    run("kattis_euclidsgame", HELP, |sc, out| {
        while !sc.at_end()? {
            let a = sc.u64("a positive number, or 0 0 to end")?;
            let (what, range) = match a {
                0 => ("0 (after 0, the end of the games)", 0..=0),
                _ => ("a positive number", 1..=u64::MAX),
            };
            let b = sc.u64_in(what, range)?;
            if a == 0 {
                break;
            }
            out.line(WORDS[usize::from(euclid::first_wins(a, b))]);
        }
        sc.finish()
    })
}
