//! HDU 1517 A Multiplication Game (also POJ 2505): targets n until the end of input; p = 1 is multiplied by 2..9 in turn; `Stan wins.` if the first player reaches p ≥ n first, else `Ollie wins.`
use impartial::io::run;
use impartial::numbers::multiply;

const HELP: &str = include_str!("hdu1517.txt");

fn main() {
    run("hdu1517", HELP, |sc, out| {
        while !sc.at_end()? {
            let n = sc.u64_map("a target n of at least 2", |n| (n >= 2).then(|| n))?;
            out.line(["Ollie wins.", "Stan wins."][usize::from(multiply::first_wins(n))]);
        }
        sc.finish()
    })
}
