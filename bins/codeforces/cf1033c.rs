//! Codeforces 1033C Permutation Game: a permutation on n cells; a token jumps a multiple of the number underfoot to a larger number; for each start, `A` if Alice (first) wins, else `B`.
use impartial::boards::multiple_jumps::first_wins;
use impartial::io::run;

const HELP: &str = include_str!("cf1033c.txt");

fn main() {
    run("cf1033c", HELP, |sc, out| {
        let n = sc.u64_in("a cell count n from 1 to 10^6", 1..=1_000_000)? as usize;
        let what = format!("a number from 1 to {} not seen before", n);
        let (mut a, mut seen) = (Vec::with_capacity(n), vec![false; n + 1]);
        for _ in 0..n {
            let mut new = |v: u64| {
                (1..=n as u64).contains(&v) && !std::mem::replace(&mut seen[v as usize], true)
            };
            a.push(sc.u64_map(&what, |v| new(v).then(|| v as u32))?);
        }
        let row: Vec<u8> = first_wins(&a)
            .iter()
            .map(|&w| if w { b'A' } else { b'B' })
            .collect();
        out.bytes(&row).line("");
        sc.finish()
    })
}
