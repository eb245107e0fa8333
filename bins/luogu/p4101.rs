//! Luogu P4101 \[HEOI2014\] 人人尽说江南好: T games of n heaps of one stone merged in pairs up to m stones; `0` if the first player wins, `1` if the second does.
use impartial::io::run;
use impartial::split::merging::first_wins;

const HELP: &str = include_str!("p4101.txt");

fn main() {
    run("p4101", HELP, |sc, out| {
        for _ in 0..sc.u64("a game count T")? {
            let n = sc.u64_in("a heap count n of at least 1", 1..=u64::MAX)?;
            let m = sc.u64_in("a cap m of at least 1", 1..=u64::MAX)?;
            out.line(if first_wins(n, m) { "0" } else { "1" });
        }
        sc.finish()
    })
}
