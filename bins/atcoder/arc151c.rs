//! AtCoder ARC 151 C 01 Game: a row of N cells, M of them written with 0 or 1; players write 0 or 1 in an empty cell, never beside an equal digit; `Takahashi` if the first player wins, else `Aoki`.
use impartial::io::run;
use impartial::strings::alternating_fill::row_value;

const HELP: &str = include_str!("arc151c.txt");

fn main() {
    run("arc151c", HELP, |sc, out| {
        let n = sc.u64_map("a cell count N of at least 1", |n| (n >= 1).then(|| n))?;
        let m = sc.u64_map("a written count M of at most N", |m| (m <= n).then(|| m))?;
        let mut written: Vec<(u64, bool)> = Vec::with_capacity(m.min(1 << 18) as usize);
        for _ in 0..m {
            let last = written.last().copied();
            let after = last.map_or(0, |(x, _)| x);
            let x = sc.u64_map("a cell X_i, increasing, at most N", |x| {
                (x > after && x <= n).then(|| x)
            })?;
            let beside = |y: bool| last.map_or(false, |l| l == (x - 1, y));
            let y = sc.u64_map("a digit Y_i, 0 or 1, unlike a written neighbour's", |y| {
                (y < 2 && !beside(y == 1)).then(|| y == 1)
            })?;
            written.push((x, y));
        }
        let first_wins = row_value(n, &written) != 0;
        out.line(if first_wins { "Takahashi" } else { "Aoki" });
        sc.finish()
    })
}
