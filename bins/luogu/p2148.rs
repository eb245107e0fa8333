//! Luogu P2148 \[SDOI2009\] E&D: T cases of N piles in groups of two; a move removes one pile of a group and splits the other in two; `YES` if the first player wins, else `NO`.
use impartial::io::run;
use impartial::split::pairs;

const HELP: &str = include_str!("p2148.txt");
const PILE: &str = "a pile size of at least 1";

fn main() {
    run("p2148", HELP, |sc, out| {
        let positive = |v: u64| (v >= 1).then(|| v);
        for _ in 0..sc.u64("a case count T")? {
            let mut x = 0;
            for _ in 0..sc.u64_map("an even pile count N", |n| (n % 2 == 0).then(|| n / 2))? {
                let (a, b) = (sc.u64_map(PILE, positive)?, sc.u64_map(PILE, positive)?);
                x ^= pairs::grundy(a, b);
            }
            out.line(["NO", "YES"][usize::from(x != 0)]);
        }
        sc.finish()
    })
}
