//! Codeforces 1396B Stoned Game: t games of n piles; a move takes one stone from a pile other than the previous move's; `T` if the first player wins, else `HL`.
use impartial::io::run;
use impartial::take::other_pile::first_wins;

const HELP: &str = include_str!("cf1396b.txt");

fn main() {
    run("cf1396b", HELP, |sc, out| {
        for _ in 0..sc.u64("a game count t")? {
            let n = sc.u64("a pile count n")?;
            let (mut largest, mut total) = (0, 0u64);
            for _ in 0..n {
                let fits = |a: u64| total.checked_add(a).map(|_| a);
                let a = sc.u64_map("a pile size (all piles summing below 2^64)", fits)?;
                {
                    let t = (largest.max(a), total + a);
                    largest = t.0;
                    total = t.1;
                }
            }
            out.line(["HL", "T"][usize::from(first_wins(largest, total))]);
        }
        sc.finish()
    })
}
