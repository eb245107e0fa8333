//! Codeforces 15C Industrial Nim: n quarries, quarry i has dumpers of x_i, x_i + 1, ..., x_i + m_i - 1 stones; Nim on all of them; `tolik` if the first player wins, else `bolik`.
use impartial::io::run;
use impartial::nim;

const HELP: &str = include_str!("cf15c.txt");

fn main() {
    run("cf15c", HELP, |sc, out| {
        let mut x = 0;
        for _ in 0..sc.u64("a quarry count n")? {
            let first = sc.u64("a first dumper x_i")?;
            let fits = |m: u64| (m >= 1 && first.checked_add(m - 1).is_some()).then(|| m);
            let count = sc.u64_map(
                "a dumper count m_i of at least 1 (x_i + m_i - 1 below 2^64)",
                fits,
            )?;
            x ^= nim::range_sum(first, count);
        }
        out.line(if x != 0 { "tolik" } else { "bolik" });
        sc.finish()
    })
}
