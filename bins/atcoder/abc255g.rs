//! AtCoder ABC 255 G Constrained Nim: N heaps, M forbidden moves (taking Y from a heap of exactly X); `Takahashi` if the first player wins, else `Aoki`.
use impartial::io::run;
use impartial::take::forbidden::ForbiddenNim;

const HELP: &str = include_str!("abc255g.txt");

fn main() {
    run("abc255g", HELP, |sc, out| {
        let n = sc.u64("a heap count N")?;
        let m = sc.u64("a forbidden move count M")?;
        let heaps = sc.u64s(n, "a heap size")?;
        let mut pairs = Vec::new();
        for _ in 0..m {
            let x = sc.u64_map("a heap X of at least 1", |x| (x >= 1).then(|| x))?;
            let y = sc.u64_map("a take Y from 1 to X", |y| (1..=x).contains(&y).then(|| y))?;
            pairs.push((x, y));
        }
        let g = ForbiddenNim::new(pairs);
        let x = heaps.iter().fold(0, |x, &a| x ^ g.grundy(a));
        out.line(["Aoki", "Takahashi"][usize::from(x != 0)]);
        sc.finish()
    })
}
