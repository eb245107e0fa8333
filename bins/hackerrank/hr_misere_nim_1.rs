//! HackerRank Misère Nim (misere-nim-1): T cases of misère Nim, each n piles; `First` if the first player wins, else `Second`.
use impartial::io::run;
use impartial::nim;

const HELP: &str = include_str!("hr_misere_nim_1.txt");

fn main() {
    run("hr_misere_nim_1", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count T")? {
            let n = sc.u64("a pile count n")?;
            let (x, largest) = sc.fold_u64(n, "a pile size", (0, 0), nim::misere_fold)?;
            let first = nim::misere_first_wins(x, largest);
            out.line(if first { "First" } else { "Second" });
        }
        sc.finish()
    })
}
