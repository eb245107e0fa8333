//! AtCoder ARC 131 C Zero XOR: N distinct numbers; players eat one each in turn; whoever leaves numbers whose xor is 0 wins; `Win` if the first player wins, else `Lose`.
use impartial::io::run;
use impartial::take::zero_xor::first_wins;
use std::collections::HashSet;

const HELP: &str = include_str!("arc131c.txt");

fn main() {
    run("arc131c", HELP, |sc, out| {
        let n = sc.u64_in("a count N of at least 1", 1..=u64::MAX)?;
        let (mut a, mut seen, mut x) = (Vec::new(), HashSet::new(), 0);
        for i in 1..=n {
            let what = match i == n {
                true => "a number A_i, not seen before, leaving a nonzero xor of all",
                false => "a number A_i, not seen before",
            };
            let v = sc.u64_map(what, |v| {
                (seen.insert(v) && (i < n || x ^ v != 0)).then(|| v)
            })?;
            x ^= v;
            a.push(v);
        }
        out.line(if first_wins(&a) { "Win" } else { "Lose" });
        sc.finish()
    })
}
