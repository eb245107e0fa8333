//! Codeforces 1194D 1-2-K Game: T games of a chip at cell n moved left by 1, 2 or k cells; `Alice` if the first player wins, else `Bob`.
use impartial::io::run;
use impartial::take::subtraction::one_two_k_first_wins;

const HELP: &str = include_str!("cf1194d.txt");

fn main() {
    run("cf1194d", HELP, |sc, out| {
        for _ in 0..sc.u64("a game count T")? {
            let n = sc.u64("a cell n")?;
            let k = sc.u64_in("a jump k of at least 1", 1..=u64::MAX)?;
            out.line(["Bob", "Alice"][usize::from(one_two_k_first_wins(n, k))]);
        }
        sc.finish()
    })
}
