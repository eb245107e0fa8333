//! Luogu P3235 \[HNOI2014\] 江南乐: T games of N heaps and a threshold F; a move splits a heap of at least F into M near-equal heaps; one line of T answers, 1 if the first player wins, else 0.
use impartial::io::run;
use impartial::split::near_equal::values;

const HELP: &str = include_str!("p3235.txt");

fn main() {
    run("p3235", HELP, |sc, out| {
        let t = sc.u64("a game count T")?;
        let f = sc.u64_in("a threshold F from 1 to 10^5", 1..=100_000)? as usize;
        let g = values(100_000, f);
        for i in 0..t {
            let mut x = 0;
            for _ in 0..sc.u64("a heap count N")? {
                let a = sc.u64_in("a heap from 1 to 10^5", 1..=100_000)? as usize;
                x ^= g[a];
            }
            out.bytes(if i == 0 { b"" } else { b" " })
                .u64(u64::from(x != 0));
        }
        out.line("");
        sc.finish()
    })
}
