//! Luogu P2594 \[ZJOI2009\] 染色游戏: T boards of n × m coins (`H` or `T`); a move turns a connected set ending at a tail in its lowest-right corner; `-_-` if the first player wins, else `=_=`.
use impartial::boards::coins::Corner;
use impartial::io::run;

const HELP: &str = include_str!("p2594.txt");

fn main() {
    run("p2594", HELP, |sc, out| {
        for _ in 0..sc.u64("a game count T")? {
            let n = sc.u64_in("a row count from 1 to 100", 1..=100)? as u32;
            let m = sc.u64_in("a column count from 1 to 100", 1..=100)? as usize;
            let what = format!("a row of {m} H or T", m = m);
            let mut board = Corner::default();
            for i in 1..=n {
                let row = sc.word(&what, m..=m, |b| b == b'H' || b == b'T')?;
                board.add_row(i, row.iter().map(|&c| c == b'T'));
            }
            out.line(if board.first_wins() { "-_-" } else { "=_=" });
        }
        sc.finish()
    })
}
