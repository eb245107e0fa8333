//! HackerRank Play on Benders (benders-play): a DAG of N locations and M one-way paths, then Q games of K soldiers; `Bumi` (first) or `Iroh`.
use impartial::{graphs::dag::Values, io::run};

const HELP: &str = include_str!("hr_benders_play.txt");

fn main() {
    run("hr_benders_play", HELP, |sc, out| {
        let n = sc.u64_in("a location count N from 1 to 2^32 - 2", 1..=(1 << 32) - 2)?;
        let m = sc.u64_in("a path count M below 2^32", 0..=u64::from(u32::MAX))?;
        let edges = sc.edges(m, n)?;
        // Memory from the paths read, not from N; with a cycle every location is refused.
        let values = Values::of_edges(n, &edges);
        let what = "a location from 1 to N of a graph without cycles";
        let range = 1..=values.as_ref().map_or(0, |_| n);
        for _ in 0..sc.u64("a game count Q")? {
            let k = sc.u64("a soldier count K")?;
            let x = sc.fold_u64_within(k, what, range.clone(), 0, |x, chunk| {
                let values = values
                    .as_ref()
                    .expect("no location of a cyclic graph is read");
                chunk.iter().fold(x, |x, &v| x ^ values.get(v as u32 - 1))
            })?;
            out.line(if x != 0 { "Bumi" } else { "Iroh" });
        }
        sc.finish()
    })
}
