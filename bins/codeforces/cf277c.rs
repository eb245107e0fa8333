//! Codeforces 277C Game: an n × m sheet with k cuts made; a move cuts along an inner grid line through paper not cut before; `SECOND` if the first player loses, else `FIRST` and a winning cut.
use impartial::boards::paper_cuts::{is_cut, winning_cut};
use impartial::io::run;

const HELP: &str = include_str!("cf277c.txt");
const END: &str = "an end ye to m: a vertical or horizontal cut, not zero, off the border";

fn main() {
    run("cf277c", HELP, |sc, out| {
        let n = sc.u64_in("a width n from 1 to 10^9", 1..=1_000_000_000)?;
        let m = sc.u64_in("a height m from 1 to 10^9", 1..=1_000_000_000)?;
        let k = sc.u64_in("a cut count k to 10^5", 0..=100_000)?;
        let mut cuts = Vec::with_capacity(k as usize);
        for _ in 0..k {
            let xb = sc.u64_in("an end xb from 0 to n", 0..=n)?;
            let yb = sc.u64_in("an end yb from 0 to m", 0..=m)?;
            let xe = sc.u64_in("an end xe from 0 to n", 0..=n)?;
            let ye = sc.u64_map(END, |ye| is_cut(n, m, (xb, yb, xe, ye)).then(|| ye))?;
            cuts.push((xb, yb, xe, ye));
        }
        match winning_cut(n, m, &cuts) {
            Some((a, b, c, d)) => out.line("FIRST").u64s([a, b, c, d]).line(""),
            None => out.line("SECOND"),
        };
        sc.finish()
    })
}
