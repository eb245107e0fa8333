//! HackerRank Game of Stones (game-of-stones-1): T cases of n stones; a move removes 2, 3 or 5; `First` if the first player wins, else `Second`.
use impartial::io::run;
use impartial::sg::Subtraction;

const HELP: &str = include_str!("hr_game_of_stones_1.txt");

fn main() {
    run("hr_game_of_stones_1", HELP, |sc, out| {
        // The values of the subtraction game repeat, a period found at run time.
        let mut game = Subtraction::new([2, 3, 5]);
        for _ in 0..sc.u64("a case count T")? {
            let g = sc.u64_map("a stone count n", |n| game.grundy(n))?;
            out.line(if g != 0 { "First" } else { "Second" });
        }
        sc.finish()
    })
}
