//! HDU 1846 Brave Game (Bash's game): C cases `n m`; `first` if the first player wins.
use impartial::io::run;
use impartial::take::bash;

const HELP: &str = include_str!("hdu1846.txt");

fn main() {
    run("hdu1846", HELP, |sc, out| {
        let cases = sc.u64("a case count")?;
        for _ in 0..cases {
            let n = sc.u64("a pile size n")?;
            let m = sc.u64("a move limit m")?;
            out.line(if bash::first_wins(n, m) {
                "first"
            } else {
                "second"
            });
        }
        sc.finish()
    })
}
