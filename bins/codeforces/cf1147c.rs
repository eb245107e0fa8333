//! Codeforces 1147C Thanos Nim: n piles (n even); a move takes stones from exactly n/2 nonempty piles; `Alice` if the first player wins, else `Bob`.
use impartial::io::run;
use impartial::take::from_half::first_wins;

const HELP: &str = include_str!("cf1147c.txt");

fn main() {
    run("cf1147c", HELP, |sc, out| {
        let even = |n: u64| (n >= 2 && n % 2 == 0).then(|| n);
        let n = sc.u64_map("an even pile count n of at least 2", even)?;
        let piles = sc.u64s(n, "a pile size")?;
        out.line(["Bob", "Alice"][usize::from(first_wins(&piles))]);
        sc.finish()
    })
}
