//! Luogu P3179 \[HAOI2015\] 数组游戏: cells 1..n, k queries of w white cells; a move turns cells x, 2x, …, kx from a white x; `Yes` if the first player wins, else `No`.
use impartial::io::run;
use impartial::numbers::quotients::array_game;

const HELP: &str = include_str!("p3179.txt");

fn main() {
    run("p3179", HELP, |sc, out| {
        let n = sc.u64_in("a length n from 1 to 10^9", 1..=1_000_000_000)?;
        let values = array_game(n);
        let what = format!("a cell from 1 to {n}", n = n);
        for _ in 0..sc.u64("a query count k")? {
            let mut x = 0;
            for _ in 0..sc.u64("a white cell count w")? {
                x ^= values.get(n / sc.u64_in(&what, 1..=n)?);
            }
            out.line(if x != 0 { "Yes" } else { "No" });
        }
        sc.finish()
    })
}
