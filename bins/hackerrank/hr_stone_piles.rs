//! HackerRank Stone Piles (stone-piles): T games of N piles; a move splits a pile into two or more piles of different sizes; `ALICE` if Alice (first) wins, else `BOB`.
use impartial::io::run;
use impartial::split::distinct_parts;

const HELP: &str = include_str!("hr_stone_piles.txt");

fn main() {
    run("hr_stone_piles", HELP, |sc, out| {
        let mut g = distinct_parts::values(64);
        for _ in 0..sc.u64("a case count T")? {
            let n = sc.u64("a pile count N")?;
            let what = "a pile size from 1 to 1000";
            let piles = sc.fold_u64_within(n, what, 1..=1000, Vec::new(), |mut v, c| {
                v.extend_from_slice(c);
                v
            })?;
            let top = piles.iter().copied().max().unwrap_or(0) as usize;
            if top >= g.len() {
                g = distinct_parts::values(top.max(2 * g.len()).min(1000));
            }
            let x = piles.iter().fold(0, |x, &p| x ^ g[p as usize]);
            out.line(if x != 0 { "ALICE" } else { "BOB" });
        }
        sc.finish()
    })
}
