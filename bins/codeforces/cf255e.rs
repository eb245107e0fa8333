//! Codeforces 255E Furlo and Rublo and Game: n piles; a move reduces a pile of x to y with x^{1/4} ≤ y ≤ √x; `Furlo` if the first player wins, else `Rublo`.
use impartial::io::run;
use impartial::take::root_range::Runs;

const HELP: &str = include_str!("cf255e.txt");

fn main() {
    run("cf255e", HELP, |sc, out| {
        let runs = Runs::new();
        let n = sc.u64("a pile count n")?;
        let sum = sc.fold_u64_chunks(n, "a pile a_i", 0, |s, chunk| {
            chunk.iter().fold(s, |s, &a| s ^ runs.grundy(a))
        })?;
        out.line(if sum != 0 { "Furlo" } else { "Rublo" });
        sc.finish()
    })
}
