//! Luogu P3185 \[HNOI2007\] 分裂游戏: t cases of n bottles of beans; the smallest winning first move `i j k` (or `-1 -1 -1`) and the number of winning first moves.
use impartial::io::run;
use impartial::split::beans::winning_moves;

const HELP: &str = include_str!("p3185.txt");

fn main() {
    run("p3185", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count t")? {
            let n = sc.u64_in("a bottle count from 1 to 21", 1..=21)?;
            let beans = (0..n).map(|_| sc.u64("a bean count"));
            let beans = beans.collect::<Result<Vec<_>, _>>()?;
            let (first, count) = winning_moves(&beans);
            match first {
                Some((i, j, k)) => out
                    .u64(i as u64)
                    .byte(b' ')
                    .u64(j as u64)
                    .byte(b' ')
                    .u64(k as u64),
                None => out.bytes(b"-1 -1 -1"),
            };
            out.line("").u64(count).line("");
        }
        sc.finish()
    })
}
