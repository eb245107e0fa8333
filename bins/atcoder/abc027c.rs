//! AtCoder ABC 027 C 倍々ゲーム: x from 1 becomes 2x or 2x + 1 each move; whoever makes x exceed N loses; `Takahashi` if the first player wins, else `Aoki`.
use impartial::io::run;
use impartial::numbers::doubling::first_wins;

const HELP: &str = include_str!("abc027c.txt");

fn main() {
    run("abc027c", HELP, |sc, out| {
        let n = sc.u64_in("a bound N of at least 1", 1..=u64::MAX)?;
        out.line(if first_wins(n) { "Takahashi" } else { "Aoki" });
        sc.finish()
    })
}
