//! Luogu P10506 魔法珠: cases until the end of the input, each n heaps of beads; a heap splits into its divisors less one; `freda` if the first player wins, else `rainbow`.
use impartial::io::run;
use impartial::split::into_divisors::values;

const HELP: &str = include_str!("p10506.txt");

fn main() {
    run("p10506", HELP, |sc, out| {
        let g = values(1000);
        while !sc.at_end()? {
            let mut x = 0;
            for _ in 0..sc.u64("a heap count n")? {
                x ^= g[sc.u64_in("a heap from 1 to 1000", 1..=1000)? as usize];
            }
            out.line(if x != 0 { "freda" } else { "rainbow" });
        }
        sc.finish()
    })
}
