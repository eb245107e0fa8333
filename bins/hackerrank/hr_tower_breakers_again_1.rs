//! HackerRank Tower Breakers, Again! (tower-breakers-again-1): T cases of N towers; a move breaks a tower into y > 1 equal towers; `1` if the first player wins, else `2`.
use impartial::io::run;
use impartial::split::equal_parts;

const HELP: &str = include_str!("hr_tower_breakers_again_1.txt");

fn main() {
    run("hr_tower_breakers_again_1", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count T")? {
            let n = sc.u64("a tower count N")?;
            let x = sc.fold_u64(n, "a tower height", 0, |x, h| x ^ equal_parts::grundy(h))?;
            out.line(if x != 0 { "1" } else { "2" });
        }
        sc.finish()
    })
}
