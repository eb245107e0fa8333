//! HDU 3595 GG and MM: cases until the end of input, each N games `x y` of Euclid's game played all at once (Every-SG); `MM` if the first player wins, else `GG`.
use impartial::io::run;
use impartial::{numbers::euclid, sums::every};

const HELP: &str = include_str!("hdu3595.txt");

fn main() {
    run("hdu3595", HELP, |sc, out| {
        while !sc.at_end()? {
            let mut longest = 0;
            for _ in 0..sc.u64("a game count N")? {
                let (x, y) = (sc.u64("a pile x")?, sc.u64("a pile y")?);
                longest = longest.max(euclid::every_steps(x, y).steps);
            }
            out.line(["GG", "MM"][usize::from(every::first_wins([longest]))]);
        }
        sc.finish()
    })
}
