//! HackerRank Tower Breakers, Revisited! (tower-breakers-revisited-1): T cases of N towers of heights h_i; a move cuts a tower to a proper divisor of its height; `1` if the first player wins, else `2`.
use impartial::io::run;
use impartial::numbers::divide;

const HELP: &str = include_str!("hr_tower_breakers_revisited_1.txt");
/// Ω of a height by trial division to its cube root: 10 µs at 10^12, 3 ms near 2^64.
const HEIGHTS: u64 = 1_000_000_000_000;

fn main() {
    run("hr_tower_breakers_revisited_1", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count T")? {
            let n = sc.u64("a tower count N")?;
            let mut heights = Vec::new();
            let what = "a tower height up to 10^12";
            sc.fold_u64_within(n, what, 0..=HEIGHTS, (), |(), hs| {
                heights.extend_from_slice(hs)
            })?;
            out.line(if divide::nim_sum(&heights) != 0 {
                "1"
            } else {
                "2"
            });
        }
        sc.finish()
    })
}
