//! HackerRank Tastes Like Winning (taste-of-win): n and m; the number of ordered rows of n different Nim heaps below 2^m that the first player wins, modulo 10^9 + 7.
use impartial::io::run;
use impartial::sums::distinct_rows;

const HELP: &str = include_str!("hr_taste_of_win.txt");

fn main() {
    run("hr_taste_of_win", HELP, |sc, out| {
        let n = sc.u64_in("a heap count n from 1 to 10^8", 1..=100_000_000)?;
        let m = sc.u64("a bit count m")?;
        out.u64(distinct_rows::winning_rows(n, m)).line("");
        sc.finish()
    })
}
