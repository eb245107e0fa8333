//! Codeforces 1600E Array Game: a row of N numbers; a move takes the number at either end, the numbers taken strictly increasing; whoever takes last wins; `Alice` (first) or `Bob`.
use impartial::boards::increasing_ends::first_wins;
use impartial::io::run;

const HELP: &str = include_str!("cf1600e.txt");

fn main() {
    run("cf1600e", HELP, |sc, out| {
        let n = sc.u64_in("a length N from 1 to 10^7", 1..=10_000_000)?;
        let a = sc.u64s(n, "a number A_i")?;
        out.line(if first_wins(&a) { "Alice" } else { "Bob" });
        sc.finish()
    })
}
