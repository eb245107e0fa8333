//! HackerRank Powers Game (powers-game-1): T games on 2^1 … 2^n, signed in turn, the second player wins iff the sum is a multiple of 17; `First` or `Second`.
use impartial::io::run;
use impartial::numbers::signed_powers;

const HELP: &str = include_str!("hr_powers_game_1.txt");

fn main() {
    run("hr_powers_game_1", HELP, |sc, out| {
        let t = sc.u64("a case count T")?;
        sc.fold_u64(t, "an exponent n", (), |(), n| {
            out.line(if signed_powers::first_wins(n) {
                "First"
            } else {
                "Second"
            });
        })?;
        sc.finish()
    })
}
