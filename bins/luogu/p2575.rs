//! Luogu P2575 高手过招 (also HDU 5724 Chess): T cases of n rows of a 20-column board, each m pieces; a piece jumps right to the first free cell; `YES` if the first player wins, else `NO`.
use impartial::boards::jumping;
use impartial::io::run;

const HELP: &str = include_str!("p2575.txt");

fn main() {
    run("p2575", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count T")? {
            let mut x = 0;
            for _ in 0..sc.u64("a row count n")? {
                let mut row = 0u64;
                for _ in 0..sc.u64_map("a piece count m up to 20", |m| (m <= 20).then(|| m))? {
                    let free = |c: u64| (1..=20).contains(&c) && row >> (c - 1) & 1 == 0;
                    row |= sc.u64_map("a free column from 1 to 20", |c| {
                        free(c).then(|| 1 << (c - 1))
                    })?;
                }
                x ^= jumping::grundy(row, 20);
            }
            out.line(["NO", "YES"][usize::from(x != 0)]);
        }
        sc.finish()
    })
}
