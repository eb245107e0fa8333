//! Baekjoon 16877 (핌버): Nim where a move takes a Fibonacci number of stones; `koosaga` if the first player wins, else `cubelover`.
use impartial::io::run;
use impartial::numbers::fibonacci::subtract_values;

const HELP: &str = include_str!("boj16877.txt");

fn main() {
    run("boj16877", HELP, |sc, out| {
        let n = sc.u64("a pile count N")?;
        let what = "a pile size P_i up to 10^7";
        let piles = sc.fold_u64_within(n, what, 0..=10_000_000, Vec::new(), |mut v, c| {
            v.extend_from_slice(c);
            v
        })?;
        // One table up to the largest pile: the values have no known period.
        let g = subtract_values(piles.iter().copied().max().unwrap_or(0) as usize);
        let x = piles.iter().fold(0, |x, &p| x ^ g[p as usize]);
        out.line(if x != 0 { "koosaga" } else { "cubelover" });
        sc.finish()
    })
}
