//! AtCoder ARC 091 F Strange Nim: N heaps A_i with divisors K_i; a move takes 1 to floor(X / K_i) from a heap of X; `Takahashi` if the first player wins, else `Aoki`.
use impartial::io::run;
use impartial::take::subtraction::fraction_grundy;

const HELP: &str = include_str!("arc091f.txt");

fn main() {
    run("arc091f", HELP, |sc, out| {
        let mut x = 0;
        for _ in 0..sc.u64("a heap count N")? {
            let a = sc.u64_in("a heap size A_i up to 10^12", 0..=1_000_000_000_000)?;
            let k = sc.u64_map("a divisor K_i of at least 1", |k| (k >= 1).then(|| k))?;
            x ^= fraction_grundy(a, k);
        }
        out.line(["Aoki", "Takahashi"][usize::from(x != 0)]);
        sc.finish()
    })
}
