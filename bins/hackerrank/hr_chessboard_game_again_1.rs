//! HackerRank Chessboard Game, Again! (chessboard-game-again-1): T cases of k coins on a 15 × 15 board, each moved as in A Chessboard Game; `First` if the first player wins, else `Second`.
use impartial::boards::knight_back;
use impartial::io::run;

const HELP: &str = include_str!("hr_chessboard_game_again_1.txt");

fn main() {
    run("hr_chessboard_game_again_1", HELP, |sc, out| {
        let t = knight_back::values(15);
        let cell = |v: u64| (1..=15).contains(&v).then(|| v as usize - 1);
        for _ in 0..sc.u64("a case count T")? {
            let mut g = 0;
            for _ in 0..sc.u64("a coin count k")? {
                let x = sc.u64_map("a coordinate from 1 to 15", cell)?;
                let y = sc.u64_map("a coordinate from 1 to 15", cell)?;
                g ^= t[x][y];
            }
            out.line(if g != 0 { "First" } else { "Second" });
        }
        sc.finish()
    })
}
