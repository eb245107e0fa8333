//! Codeforces 1747C Swap Game: t games of n piles; a move takes one from the first pile and swaps it with another; an empty first pile loses; `Alice` if the first player wins, else `Bob`.
use impartial::io::run;
use impartial::take::front_swap::first_wins;

const HELP: &str = include_str!("cf1747c.txt");

fn main() {
    run("cf1747c", HELP, |sc, out| {
        for _ in 0..sc.u64("a test count t")? {
            let n = sc.u64_map("a pile count n of at least 2", |n| (n >= 2).then(|| n))?;
            let piles = sc.u64s(n, "a pile size a_i")?;
            out.line(if first_wins(&piles) { "Alice" } else { "Bob" });
        }
        sc.finish()
    })
}
