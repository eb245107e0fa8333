//! HDU 1536 / POJ 2960 S-Nim: per test a take-size set and m positions; one line of `W`/`L`; `0` ends.
use impartial::io::run;
use impartial::sg::Subtraction;

const HELP: &str = include_str!("hdu1536.txt");
const HEAP: &str = "a heap size with a known value (below 2^15, or where the period covers it)";
const TABLE: u64 = 1 << 15; // 100 tests of 100 take sizes: at most 100 · 100 · 2^16 marks

fn main() {
    run("hdu1536", HELP, |sc, out| {
        while !sc.at_end()? {
            let k = match sc.u64("a take-size count k")? {
                0 => break,
                k => k,
            };
            let take = |_| sc.u64_map("a take size of at least 1", |s| (s >= 1).then(|| s));
            let takes = (0..k).map(take).collect::<Result<Vec<_>, _>>()?;
            let mut game = Subtraction::with_limit(takes, TABLE);
            for _ in 0..sc.u64("a position count m")? {
                let mut sum = 0;
                for _ in 0..sc.u64("a heap count l")? {
                    sum ^= sc.u64_map(HEAP, |h| game.grundy(h))?;
                }
                out.byte(if sum != 0 { b'W' } else { b'L' });
            }
            out.byte(b'\n');
        }
        sc.finish()
    })
}
