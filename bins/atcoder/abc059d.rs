//! AtCoder ABC 059 D Alice&Brown: two piles X and Y; a move takes 2i stones from one, discards i and puts i on the other; `Alice` if the first player wins, else `Brown`.
use impartial::io::run;
use impartial::take::half_across::first_wins;

const HELP: &str = include_str!("abc059d.txt");

fn main() {
    run("abc059d", HELP, |sc, out| {
        let x = sc.u64("a pile size X")?;
        let y = sc.u64("a pile size Y")?;
        out.line(if first_wins(x, y) { "Alice" } else { "Brown" });
        sc.finish()
    })
}
