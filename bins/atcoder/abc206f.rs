//! AtCoder ABC 206 F Interval Game 2: T cases of N half-open intervals [L, R); a move chooses one meeting no chosen interval; `Alice` if the first player wins, else `Bob`.
use impartial::boards::intervals;
use impartial::io::run;

const HELP: &str = include_str!("abc206f.txt");

fn main() {
    run("abc206f", HELP, |sc, out| {
        let mut list = Vec::new();
        for _ in 0..sc.u64("a case count T")? {
            list.clear();
            for _ in 0..sc.u64("an interval count N")? {
                let left = |l: u64| (1..100).contains(&l).then(|| l as u32);
                let l = sc.u64_map("a left end L from 1 to 99", left)?;
                let right = |r: u64| (u64::from(l) < r && r <= 100).then(|| r as u32);
                let r = sc.u64_map("a right end R from L + 1 to 100", right)?;
                list.push((l, r));
            }
            let w = list.iter().map(|&(_, r)| r).max().unwrap_or(0);
            out.line(["Bob", "Alice"][usize::from(intervals::grundy(&list, w) != 0)]);
        }
        sc.finish()
    })
}
