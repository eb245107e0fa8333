//! HackerRank Play on Benders (benders-play): a DAG of N locations and M one-way paths, then Q games of K soldiers; `Bumi` (first) or `Iroh`.
use impartial::{graphs::dag::Dag, io::run};

const HELP: &str = include_str!("hr_benders_play.txt");

fn main() {
    run("hr_benders_play", HELP, |sc, out| {
        let n = sc.u64_in("a location count N from 1 to 2^32 - 2", 1..=(1 << 32) - 2)?;
        let m = sc.u64_in("a path count M below 2^32", 0..=u64::from(u32::MAX))?;
        let edges = sc.edges(m, n)?;
        let values = Dag::from_edges(n as usize, &edges)
            .grundy()
            .unwrap_or_default();
        let what = "a location from 1 to N of a graph without cycles";
        // With a cycle `values` is empty, and so is the range: every location is refused.
        let range = 1..=values.len() as u64;
        for _ in 0..sc.u64("a game count Q")? {
            let k = sc.u64("a soldier count K")?;
            let x = sc.fold_u64_within(k, what, range.clone(), 0, |x, chunk| {
                chunk.iter().fold(x, |x, &v| x ^ values[v as usize - 1])
            })?;
            out.line(if x != 0 { "Bumi" } else { "Iroh" });
        }
        sc.finish()
    })
}
