//! AtCoder AGC 064 C Erase and Divide Game: T boards, each the integers of N intervals; a move erases the evens or the odds and halves the rest, and whoever empties the board wins; `Takahashi` if the first player wins, else `Aoki`.
use impartial::io::run;
use impartial::numbers::erase_and_halve::first_wins;

const HELP: &str = include_str!("agc064c.txt");

fn main() {
    run("agc064c", HELP, |sc, out| {
        let mut budget = 10_000; // the sum of N over the tests
        let mut intervals = Vec::new();
        for _ in 0..sc.u64_in("a test count T from 1 to 10^4", 1..=10_000)? {
            let n = sc.u64_in("an interval count N of 1 or more, 10^4 in all", 1..=budget)?;
            budget -= n;
            intervals.clear();
            let mut least = 0; // l_i must exceed the r before it
            for _ in 0..n {
                let l = sc.u64_in(
                    "a start l_i above the end before, to 10^18",
                    least..=10u64.pow(18),
                )?;
                let r = sc.u64_in("an end r_i from l_i to 10^18", l..=10u64.pow(18))?;
                intervals.push((l, r));
                least = r + 1;
            }
            out.line(["Aoki", "Takahashi"][usize::from(first_wins(&intervals))]);
        }
        sc.finish()
    })
}
