//! HackerRank Stone Division, Revisited (stone-division-2): q queries of a pile n and a set S; a move splits a pile of y into y / s equal piles for some s in S (s ≠ y, s dividing y); the most moves possible.
use impartial::io::run;
use impartial::split::equal_parts;

const HELP: &str = include_str!("hr_stone_division_2.txt");

fn main() {
    run("hr_stone_division_2", HELP, |sc, out| {
        let q = sc.u64("a query count q")?;
        for _ in 0..q {
            let n = sc.u64_in("a pile size n of at least 1", 1..=u64::MAX)?;
            let m = sc.u64_in("a set size m from 1 to 10^4", 1..=10_000)?;
            let sizes = sc.u64s(m, "a member of S")?;
            out.u64(equal_parts::most_moves(n, &sizes)).line("");
        }
        sc.finish()
    })
}
