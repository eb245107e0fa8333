//! Codeforces 768E Game of Stones: n piles; a move takes an amount never taken from that pile before; Sam moves first; `YES` if Jon (the second player) wins, else `NO`.
use impartial::io::run;
use impartial::take::distinct_amounts::grundy;

const HELP: &str = include_str!("cf768e.txt");

fn main() {
    run("cf768e", HELP, |sc, out| {
        let n = sc.u64("a pile count n")?;
        let x = sc.fold_u64(n, "a pile size", 0, |x, s| x ^ grundy(s))?;
        out.line(if x == 0 { "YES" } else { "NO" });
        sc.finish()
    })
}
