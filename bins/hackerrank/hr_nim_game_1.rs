//! HackerRank Introduction to Nim Game (nim-game-1): g games of Nim, each n piles; `First` if the first player wins, else `Second`.
use impartial::io::run;
use impartial::nim;

const HELP: &str = include_str!("hr_nim_game_1.txt");

fn main() {
    run("hr_nim_game_1", HELP, |sc, out| {
        for _ in 0..sc.u64("a game count g")? {
            let n = sc.u64("a pile count n")?;
            let x = sc.fold_u64(n, "a pile size", 0, nim::add)?;
            out.line(if nim::first_wins(x) {
                "First"
            } else {
                "Second"
            });
        }
        sc.finish()
    })
}
