//! Luogu P6560 \[SBCOI2020\] 时光的流逝: a directed graph (cycles allowed) and q games, each a start x and a goal y; whoever moves onto y wins, whoever cannot move loses; 1, -1 or 0 (a draw).
use impartial::graphs::retrograde::{Outcome, Retrograde};
use impartial::io::run;

const HELP: &str = include_str!("p6560.txt");

fn main() {
    run("p6560", HELP, |sc, out| {
        let n = sc.u64_in("a vertex count n from 1 to 10^5", 1..=100_000)?;
        let m = sc.u64("an edge count m")?;
        let q = sc.u64("a game count q")?;
        let mut graph = Retrograde::new(n as usize, &sc.edges(m, n)?);
        let what = format!("a vertex from 1 to {n}", n = n);
        for _ in 0..q {
            let x = sc.u64_in(&what, 1..=n)? as usize - 1;
            let y = sc.u64_in(&what, 1..=n)? as u32 - 1;
            out.line(match graph.outcome_of(&[(y, Outcome::Lose)], x) {
                Outcome::Win => "1",
                Outcome::Lose => "-1",
                Outcome::Draw => "0",
            });
        }
        sc.finish()
    })
}
