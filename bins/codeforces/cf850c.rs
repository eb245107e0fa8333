//! Codeforces 850C Arpa and a game with Mojtaba: n numbers; a move picks a prime power p^k dividing one of them and divides every number divisible by it; Mojtaba moves first; `Mojtaba` if he wins, else `Arpa`.
use impartial::io::run;
use impartial::numbers::prime_powers::first_wins;

const HELP: &str = include_str!("cf850c.txt");

fn main() {
    run("cf850c", HELP, |sc, out| {
        let n = sc.u64("a number count n")?;
        let numbers = sc.u64s(n, "a number a_i")?;
        out.line(if first_wins(&numbers) {
            "Mojtaba"
        } else {
            "Arpa"
        });
        sc.finish()
    })
}
