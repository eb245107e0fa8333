//! HackerRank Tower Breakers, Revisited! (tower-breakers-revisited-1): T cases of N towers of heights h_i; a move cuts a tower to a proper divisor of its height; `1` if the first player wins, else `2`.
use impartial::io::run;
use impartial::numbers::divide;

const HELP: &str = include_str!("hr_tower_breakers_revisited_1.txt");

fn main() {
    run("hr_tower_breakers_revisited_1", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count T")? {
            let n = sc.u64("a tower count N")?;
            let heights = sc.u64s(n, "a tower height")?;
            out.line(if divide::nim_sum(&heights) != 0 {
                "1"
            } else {
                "2"
            });
        }
        sc.finish()
    })
}
