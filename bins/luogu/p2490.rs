//! Luogu P2490 \[SDOI2011\] 黑白棋: `n k d`; the number of placements of k alternating pieces on 1 × n in which the first player wins, modulo 10^9 + 7.
use impartial::io::run;
use impartial::take::moore::winning_rows;

const HELP: &str = include_str!("p2490.txt");

fn main() {
    run("p2490", HELP, |sc, out| {
        let n = sc.u64_in("a length n from 1 to 10^5", 1..=100_000)?;
        let k = sc.u64_map("an even piece count k from 2 to n", |k| {
            (k >= 2 && k <= n && k % 2 == 0).then(|| k)
        })?;
        let d = sc.u64_in(&format!("a move size d from 1 to {k}", k = k), 1..=k)?;
        out.u64(winning_rows(
            n as usize,
            k as usize,
            d as usize,
            1_000_000_007,
        ))
        .line("");
        sc.finish()
    })
}
