//! HackerRank Tower Breakers (tower-breakers-1): t cases of n towers of height m; a move cuts a tower to a proper divisor of its height; `1` if the first player wins, else `2`.
use impartial::io::run;
use impartial::numbers::divide;

const HELP: &str = include_str!("hr_tower_breakers_1.txt");
/// Ω of a height by trial division to its cube root: 10 µs at 10^12, 3 ms near 2^64.
const HEIGHTS: u64 = 1_000_000_000_000;

fn main() {
    run("hr_tower_breakers_1", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count t")? {
            let n = sc.u64("a tower count n")?;
            let m = sc.u64_in("a tower height m up to 10^12", 0..=HEIGHTS)?;
            out.line(if divide::copies_first_wins(n, m) {
                "1"
            } else {
                "2"
            });
        }
        sc.finish()
    })
}
