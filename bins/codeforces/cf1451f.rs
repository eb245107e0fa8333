//! Codeforces 1451F Nullify The Matrix: t grids; lower a cell, rewrite a down-right path from it; `Ashish` if the first player wins, else `Jeel`.
use impartial::boards::path_rewrite::first_wins;
use impartial::io::run;

const HELP: &str = include_str!("cf1451f.txt");

fn main() {
    run("cf1451f", HELP, |sc, out| {
        let t = sc.u64("a number of test cases t")?;
        let mut cells = Vec::new();
        for _ in 0..t {
            let n = sc.u64_map("a row count n of at least 1", |n| (n >= 1).then(|| n))?;
            let m = sc.u64_map("a column count m of at least 1", |m| (m >= 1).then(|| m))?;
            cells.clear();
            for _ in 0..n {
                for _ in 0..m {
                    cells.push(sc.u64("a cell a_ij")?);
                }
            }
            out.line(if first_wins(m as usize, &cells) {
                "Ashish"
            } else {
                "Jeel"
            });
        }
        sc.finish()
    })
}
