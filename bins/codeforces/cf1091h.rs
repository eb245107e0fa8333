//! Codeforces 1091H New Year and the Tricolore Recreation: rows of blue, white and red tokens; move tokens by a prime or a product of two primes, never f; the winner when Alice starts, then when Bob starts.
use impartial::io::run;
use impartial::take::dense_subtraction::prime_takes_xor;

const HELP: &str = include_str!("cf1091h.txt");

fn main() {
    run("cf1091h", HELP, |sc, out| {
        let n = sc.u64_in("a row count n from 1 to 10^5", 1..=100_000)?;
        let f = sc.u64_in("a forbidden move f from 2 to 2 * 10^5", 2..=200_000)?;
        let mut gaps = Vec::with_capacity(2 * n as usize);
        let inside = |v: i64| (-100_000..=100_000).contains(&v);
        for _ in 0..n {
            let b = sc.i64_map("a column b_i from -10^5 to 10^5", |b| inside(b).then(|| b))?;
            let w = sc.i64_map("a column w_i above b_i, to 10^5", |w| {
                (inside(w) && w > b).then(|| w)
            })?;
            let r = sc.i64_map("a column r_i above w_i, to 10^5", |r| {
                (inside(r) && r > w).then(|| r)
            })?;
            gaps.push((w - b - 1) as usize);
            gaps.push((r - w - 1) as usize);
        }
        let alice = prime_takes_xor(&gaps, f as usize) != 0;
        out.line(if alice { "Alice" } else { "Bob" });
        out.line(if alice { "Bob" } else { "Alice" });
        sc.finish()
    })
}
