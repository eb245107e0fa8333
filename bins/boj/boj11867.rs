//! Baekjoon 11867 (박스 나누기 게임): two boxes of N and M stones; a move empties one box and splits the other into two non-empty boxes; `A` if the first player wins, else `B`.
use impartial::io::run;
use impartial::split::pairs::grundy;

const HELP: &str = include_str!("boj11867.txt");

fn main() {
    run("boj11867", HELP, |sc, out| {
        // The pair is one group of E&D (drop one pile, split the other).
        let n = sc.u64_in("a stone count N of at least 1", 1..=u64::MAX)?;
        let m = sc.u64_in("a stone count M of at least 1", 1..=u64::MAX)?;
        out.line(if grundy(n, m) != 0 { "A" } else { "B" });
        sc.finish()
    })
}
