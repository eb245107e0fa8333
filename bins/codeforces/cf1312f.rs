//! Codeforces 1312F Attack on Red Kingdom: t cases of castles; an attack kills x, y or z defenders, never y twice or z twice in a row on a castle; the number of first attacks after which White makes the last attack.
use impartial::io::run;
use impartial::take::three_kinds::Kinds;

const HELP: &str = include_str!("cf1312f.txt");

fn main() {
    run("cf1312f", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count t")? {
            let n = sc.u64("a castle count n")?;
            let mut take = || {
                sc.u64_map("an attack x, y or z from 1 to 5", |v| {
                    (1..=5).contains(&v).then(|| v)
                })
            };
            let (x, y, z) = (take()?, take()?, take()?);
            let castles = sc.u64s(n, "a castle's defenders a_i")?;
            let kinds = Kinds::new(x, y, z);
            out.u64(kinds.winning_first_moves(&castles)).line("");
        }
        sc.finish()
    })
}
