//! AtCoder ARC 137 C Distinct Numbers: N increasing numbers; a move replaces the largest by a smaller non-negative number not present; `Alice` if the first player wins, else `Bob`.
use impartial::io::run;
use impartial::numbers::replace_largest::first_wins;

const HELP: &str = include_str!("arc137c.txt");

fn main() {
    run("arc137c", HELP, |sc, out| {
        let n = sc.u64_map("a count N of at least 2", |n| (n >= 2).then(|| n))?;
        let (mut second, mut largest) = (0, sc.u64("a number A_1")?);
        for _ in 1..n {
            let above = |a: u64| (a > largest).then(|| a);
            {
                let t = (largest, sc.u64_map("a number above the one before", above)?);
                second = t.0;
                largest = t.1;
            }
        }
        out.line(["Bob", "Alice"][usize::from(first_wins(n, second, largest))]);
        sc.finish()
    })
}
