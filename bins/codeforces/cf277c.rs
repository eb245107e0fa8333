//! Codeforces 277C Game: an n × m sheet with k cuts made; a move cuts along an inner grid line through paper not cut before; `SECOND` if the first player loses, else `FIRST` and a winning cut.
use impartial::boards::paper_cuts::winning_cut;
use impartial::io::run;

const HELP: &str = include_str!("cf277c.txt");
const END: &str = "an end ye from 0 to m making the cut vertical or horizontal, of non-zero \
                   length and off the border";

fn main() {
    run("cf277c", HELP, |sc, out| {
        let n = sc.u64_in("a width n from 1 to 10^9", 1..=1_000_000_000)?;
        let m = sc.u64_in("a height m from 1 to 10^9", 1..=1_000_000_000)?;
        let mut cuts =
            Vec::with_capacity(sc.u64_in("a cut count k to 10^5", 0..=100_000)? as usize);
        for _ in 0..cuts.capacity() {
            let xb = sc.u64_in("an end xb from 0 to n", 0..=n)?;
            let yb = sc.u64_in("an end yb from 0 to m", 0..=m)?;
            let xe = sc.u64_in("an end xe from 0 to n", 0..=n)?;
            let ye = sc.u64_map(END, |ye| {
                let vertical = xb == xe && 0 < xb && xb < n && ye != yb;
                let horizontal = yb == ye && 0 < yb && yb < m && xe != xb;
                (ye <= m && (vertical || horizontal)).then(|| ye)
            })?;
            cuts.push((xb, yb, xe, ye));
        }
        match winning_cut(n, m, &cuts) {
            Some((a, b, c, d)) => out.line("FIRST").u64s([a, b, c, d]).line(""),
            None => out.line("SECOND"),
        };
        sc.finish()
    })
}
