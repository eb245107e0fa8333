//! AtCoder ABC 212 H Nim Counting: N and K sizes A_i; how many rows of 1 to N heaps, each of a size A_i, the first player wins at Nim, modulo 998244353.
use impartial::io::run;
use impartial::sums::counting::winning_rows;

const HELP: &str = include_str!("abc212h.txt");

fn main() {
    run("abc212h", HELP, |sc, out| {
        let n = sc.u64("a heap count bound N")?;
        let k = sc.u64("a size count K")?;
        let what = "a heap size from 1 to 2^24 - 1";
        let sizes = sc.fold_u64_within(k, what, 1..=(1 << 24) - 1, Vec::new(), |mut v, c| {
            v.extend_from_slice(c);
            v
        })?;
        out.u64(winning_rows(&sizes, n)).line("");
        sc.finish()
    })
}
