//! Baekjoon 24656 (Destructive Game): piles (a_i, b_i); a move removes a power of b_i from pile i; whoever cannot move loses; `Alice` if the first player wins, else `Bob`.
use impartial::io::run;
use impartial::take::subtraction::powers_grundy;

const HELP: &str = include_str!("boj24656.txt");

fn main() {
    run("boj24656", HELP, |sc, out| {
        let n = sc.u64("a pile count N")?;
        // The pairs in one stream, two numbers at a time (a count past u64 is cut: the input
        // ends first).
        let what = "a pile a_i or a base b_i of at least 1";
        let start = (0, None);
        let (x, _) =
            sc.fold_u64_within(n.saturating_mul(2), what, 1..=u64::MAX, start, |s, c| {
                c.iter().fold(s, |(x, a), &v| match a {
                    None => (x, Some(v)),
                    Some(a) => (x ^ powers_grundy(a, v), None),
                })
            })?;
        out.line(if x != 0 { "Alice" } else { "Bob" });
        sc.finish()
    })
}
