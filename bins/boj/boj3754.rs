//! Baekjoon 3754 (John): misère Nim per test case, whoever eats the last M&M loses; `John` if the first player wins, else `Brother`.
use impartial::io::run;
use impartial::nim;

const HELP: &str = include_str!("boj3754.txt");

fn main() {
    run("boj3754", HELP, |sc, out| {
        for _ in 0..sc.u64("a test count T")? {
            let n = sc.u64("a colour count N")?;
            let (x, largest) = sc.fold_u64(n, "an amount A_i", (0, 0), nim::misere_fold)?;
            let john = nim::misere_first_wins(x, largest);
            out.line(if john { "John" } else { "Brother" });
        }
        sc.finish()
    })
}
