//! HackerRank Kitty and Katty (kitty-and-katty): T games on blocks 1 to N; a move replaces two blocks A, B by A − B; the last block mod 3 decides; `Kitty` if she wins, else `Katty`.
use impartial::io::run;
use impartial::numbers::differences;

const HELP: &str = include_str!("hr_kitty_and_katty.txt");

fn main() {
    run("hr_kitty_and_katty", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count T")? {
            let n = sc.u64_in("a block count N of at least 1", 1..=u64::MAX)?;
            out.line(if differences::first_wins(n) {
                "Kitty"
            } else {
                "Katty"
            });
        }
        sc.finish()
    })
}
