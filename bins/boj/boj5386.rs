//! Baekjoon 5386 (금화 게임): one stack of S coins, a move takes a power of K; the last coin wins; per case the smallest winning take, or 0.
use impartial::io::run;
use impartial::take::subtraction::powers_winning_take;

const HELP: &str = include_str!("boj5386.txt");

fn main() {
    run("boj5386", HELP, |sc, out| {
        let t = sc.u64("a test count")?;
        // The cases in one stream, two numbers at a time (a count past u64 is cut: the input
        // ends first).
        let what = "a stack size S or a parameter K of at least 1";
        sc.fold_u64_within(t.saturating_mul(2), what, 1..=u64::MAX, None, |s, c| {
            c.iter().fold(s, |s, &v| match s {
                None => Some(v),
                Some(stack) => {
                    out.u64_line(powers_winning_take(stack, v).unwrap_or(0));
                    None
                }
            })
        })?;
        sc.finish()
    })
}
