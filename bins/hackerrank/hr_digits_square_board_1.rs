//! HackerRank Digits Square Board (digits-square-board-1): T boards of N × N digits; a move cuts a board holding a non-prime digit in two; `First` or `Second`.
use impartial::io::run;
use impartial::split::marked_cuts;

const HELP: &str = include_str!("hr_digits_square_board_1.txt");

fn main() {
    run("hr_digits_square_board_1", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count T")? {
            let n = sc.u64_in("a board side N from 1 to 50", 1..=50)? as usize;
            let what = "a digit from 1 to 9";
            // A cell may be cut around while its digit is not prime (1, 4, 6, 8, 9).
            let marked =
                sc.fold_u64_within((n * n) as u64, what, 1..=9, Vec::new(), |mut m, c| {
                    m.extend(c.iter().map(|&d| ![2, 3, 5, 7].contains(&d)));
                    m
                })?;
            let first = marked_cuts::grundy(n, n, &marked) != 0;
            out.line(if first { "First" } else { "Second" });
        }
        sc.finish()
    })
}
