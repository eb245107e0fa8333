//! HackerRank Vertical Rooks (vertical-rooks): t games on n × n boards, a rook of each player per column; player 2 moves first; `player-1` or `player-2`.
use impartial::boards::column_rooks;
use impartial::io::run;

const HELP: &str = include_str!("hr_vertical_rooks.txt");

fn main() {
    run("hr_vertical_rooks", HELP, |sc, out| {
        for _ in 0..sc.u64("a game count t")? {
            let n = sc.u64_in("a board size n from 1 to 10^7", 1..=10_000_000)?;
            let first =
                sc.fold_u64_within(n, "a row from 1 to n", 1..=n, Vec::new(), |mut v, c| {
                    v.extend_from_slice(c);
                    v
                })?;
            let mut x = 0;
            for &a in &first {
                let what = "a row from 1 to n, not the first player's rook's";
                let b = sc.u64_map(what, |b| {
                    (1..=n).contains(&b).then(|| b).filter(|&b| b != a)
                })?;
                x ^= column_rooks::gap(a, b);
            }
            // Player 2 moves first: the mover wins iff the gaps' XOR is not 0.
            out.line(if x != 0 { "player-2" } else { "player-1" });
        }
        sc.finish()
    })
}
