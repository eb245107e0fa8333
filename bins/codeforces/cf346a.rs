//! Codeforces 346A Alice and Bob: a set of distinct numbers; a move adds a missing difference |x − y|; `Alice` if the first player wins, else `Bob`.
use impartial::io::run;
use impartial::numbers::difference_closure::moves;
use std::collections::HashSet;

const HELP: &str = include_str!("cf346a.txt");

fn main() {
    run("cf346a", HELP, |sc, out| {
        let n = sc.u64_map("a count n of at least 1", |n| (n >= 1).then(|| n))?;
        let (mut set, mut seen) = (Vec::new(), HashSet::new());
        for _ in 0..n {
            let what = "a number a_i of at least 1, not seen before";
            set.push(sc.u64_map(what, |a| (a >= 1 && seen.insert(a)).then(|| a))?);
        }
        out.line(if moves(&set) % 2 == 1 { "Alice" } else { "Bob" });
        sc.finish()
    })
}
