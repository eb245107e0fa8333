//! AtCoder AGC 002 E Candy Piles: N piles; a move eats a largest pile whole or one candy from every pile; whoever eats the last candy loses; `First` if the first player wins, else `Second`.
use impartial::io::run;
use impartial::take::largest_or_layer::first_wins;

const HELP: &str = include_str!("agc002e.txt");

fn main() {
    run("agc002e", HELP, |sc, out| {
        let n = sc.u64("a pile count N")?;
        let mut piles = sc.u64s(n, "a pile size a_i")?;
        out.line(if first_wins(&mut piles) {
            "First"
        } else {
            "Second"
        });
        sc.finish()
    })
}
