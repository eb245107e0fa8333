//! Codeforces 1149E Election Promises: a DAG of cities with taxes; a convention lowers a city's tax and rewrites its direct successors' taxes; `LOSE`, or `WIN` and the taxes after a winning convention.
use impartial::graphs::rewrite_successors::winning_move;
use impartial::io::run;

const HELP: &str = include_str!("cf1149e.txt");

fn main() {
    run("cf1149e", HELP, |sc, out| {
        let n = sc.u64_in("a city count n from 1 to 200000", 1..=200_000)?;
        let m = sc.u64_in("a road count m from 0 to 200000", 0..=200_000)?;
        let what = "a tax h_i from 0 to 10^9";
        let h = (0..n).map(|_| sc.u64_in(what, 0..=1_000_000_000));
        let h = h.collect::<Result<Vec<u64>, _>>()?;
        let mut edges = Vec::with_capacity(m as usize);
        for _ in 0..m {
            let u = sc.u64_in("a city u from 1 to n", 1..=n)? as u32 - 1;
            edges.push((u, sc.u64_in("a city v from 1 to n", 1..=n)? as u32 - 1));
        }
        match winning_move(n as usize, &edges, &h) {
            Ok(Some(after)) => out.line("WIN").u64s(after).line(""),
            Ok(None) => out.line("LOSE"),
            Err(_) => return sc.refuse("roads that close no cycle"),
        };
        sc.finish()
    })
}
