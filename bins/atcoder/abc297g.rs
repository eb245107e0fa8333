//! AtCoder ABC 297 G Constrained Nim 2: N heaps, a move takes L to R stones from one; `First` if the first player wins, else `Second`.
use impartial::io::run;
use impartial::take::subtraction::interval_grundy;

const HELP: &str = include_str!("abc297g.txt");

fn main() {
    run("abc297g", HELP, |sc, out| {
        let n = sc.u64("a heap count N")?;
        let l = sc.u64_map("a least take L of at least 1", |l| (l >= 1).then(|| l))?;
        let r = sc.u64_map("a most take R of at least L", |r| (r >= l).then(|| r))?;
        let x = sc.fold_u64(n, "a heap size", 0, |x, a| x ^ interval_grundy(a, l, r))?;
        out.line(["Second", "First"][usize::from(x != 0)]);
        sc.finish()
    })
}
