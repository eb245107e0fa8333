//! HackerRank Tower Breakers, Again! (tower-breakers-again-1): T cases of N towers; a move breaks a tower into y > 1 equal towers; `1` if the first player wins, else `2`.
use impartial::io::run;
use impartial::split::equal_parts;

const HELP: &str = include_str!("hr_tower_breakers_again_1.txt");
/// Ω of a height by trial division to its cube root: 10 µs at 10^12, 3 ms near 2^64.
const HEIGHTS: u64 = 1_000_000_000_000;

fn main() {
    run("hr_tower_breakers_again_1", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count T")? {
            let n = sc.u64("a tower count N")?;
            let what = "a tower height up to 10^12";
            let x = sc.fold_u64_within(n, what, 0..=HEIGHTS, 0, |x, hs| {
                hs.iter().fold(x, |x, &h| x ^ equal_parts::grundy(h))
            })?;
            out.line(if x != 0 { "1" } else { "2" });
        }
        sc.finish()
    })
}
