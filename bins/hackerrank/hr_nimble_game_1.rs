//! HackerRank Nimble Game (nimble-game-1): T cases of n squares with c_i coins; a move carries one coin to a square further left; `First` if the first player wins, else `Second`.
use impartial::boards::nimble;
use impartial::io::run;

const HELP: &str = include_str!("hr_nimble_game_1.txt");

fn main() {
    run("hr_nimble_game_1", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count T")? {
            let n = sc.u64("a square count n")?;
            let (x, _) = sc.fold_u64(n, "a coin count", (0, 0), |(x, square), coins| {
                (nimble::add(x, square, coins), square + 1)
            })?;
            out.line(if x != 0 { "First" } else { "Second" });
        }
        sc.finish()
    })
}
