//! Codeforces 1537D Deleting Divisors: t games from n, a move subtracts a divisor other than 1 and the number; `Alice` if the first player wins, else `Bob`.
use impartial::io::run;
use impartial::numbers::subtract_divisor::first_wins;

const HELP: &str = include_str!("cf1537d.txt");

fn main() {
    run("cf1537d", HELP, |sc, out| {
        for _ in 0..sc.u64("a game count t")? {
            let n = sc.u64("a number n")?;
            out.line(["Bob", "Alice"][usize::from(first_wins(n))]);
        }
        sc.finish()
    })
}
