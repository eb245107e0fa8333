//! HackerRank A Chessboard Game (a-chessboard-game-1): t cases of one coin at (x, y) on a 15 × 15 board, moved by (−2, +1), (−2, −1), (+1, −2), (−1, −2); `First` if the first player wins, else `Second`.
use impartial::boards::knight_back;
use impartial::io::run;

const HELP: &str = include_str!("hr_a_chessboard_game_1.txt");

fn main() {
    run("hr_a_chessboard_game_1", HELP, |sc, out| {
        let t = knight_back::values(15);
        let cell = |v: u64| (1..=15).contains(&v).then(|| v as usize - 1);
        for _ in 0..sc.u64("a case count t")? {
            let x = sc.u64_map("a coordinate from 1 to 15", cell)?;
            let y = sc.u64_map("a coordinate from 1 to 15", cell)?;
            out.line(if t[x][y] != 0 { "First" } else { "Second" });
        }
        sc.finish()
    })
}
