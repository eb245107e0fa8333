//! Codeforces 1965A Everything Nim: t games of n piles; a move takes the same k, at most the smallest nonempty pile, from every nonempty pile; `Alice` if the first player wins, else `Bob`.
use impartial::io::run;
use impartial::take::from_every::first_wins;

const HELP: &str = include_str!("cf1965a.txt");

fn main() {
    run("cf1965a", HELP, |sc, out| {
        for _ in 0..sc.u64("a test count t")? {
            let n = sc.u64("a pile count n")?;
            let mut piles = sc.u64s(n, "a pile size a_i")?;
            out.line(if first_wins(&mut piles) {
                "Alice"
            } else {
                "Bob"
            });
        }
        sc.finish()
    })
}
