//! Codeforces 603C Lieges of Legendre: n piles and k; a move removes a cow from a pile or splits a pile of 2x into k piles of x; `Kevin` if the first player wins, else `Nicky`.
use impartial::io::run;
use impartial::split::even_parts::grundy;

const HELP: &str = include_str!("cf603c.txt");

fn main() {
    run("cf603c", HELP, |sc, out| {
        let n = sc.u64("a pile count n")?;
        let k = sc.u64_in("a split count k of at least 1", 1..=u64::MAX)?;
        let x = sc.fold_u64(n, "a pile size", 0, |x, a| x ^ grundy(a, k))?;
        out.line(if x != 0 { "Kevin" } else { "Nicky" });
        sc.finish()
    })
}
