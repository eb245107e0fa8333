//! HackerRank Fun Game (fun-game-1): T cases of arrays A and B; P1 picks indices for A_i points, P2 for B_i; `First`, `Second` or `Tie`.
use impartial::io::run;
use impartial::numbers::pick_by_sum;
use std::cmp::Ordering;

const HELP: &str = include_str!("hr_fun_game_1.txt");

fn main() {
    run("hr_fun_game_1", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count T")? {
            let n = sc.u64("an array length n")?;
            let a = sc.u64s(n, "a value A_i")?;
            let b = sc.u64s(n, "a value B_i")?;
            out.line(match pick_by_sum::outcome(&a, &b) {
                Ordering::Greater => "First",
                Ordering::Less => "Second",
                Ordering::Equal => "Tie",
            });
        }
        sc.finish()
    })
}
