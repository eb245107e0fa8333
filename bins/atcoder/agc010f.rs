//! AtCoder AGC 010 F Tree Game: a tree with A_i stones on vertex i; a turn takes a stone under the token and moves it to a neighbour; the vertices where the first player wins, ascending.
use impartial::graphs::token::winning_starts;
use impartial::io::run;

const HELP: &str = include_str!("agc010f.txt");

fn main() {
    run("agc010f", HELP, |sc, out| {
        let count = |n: u64| (1..u64::from(u32::MAX)).contains(&n).then(|| n);
        let n = sc.u64_map("a vertex count N from 1 to 2^32 - 2", count)?;
        let stones = sc.u64s(n, "a stone count A_i")?;
        // A loop (a vertex its own neighbour) is a move the rule below does not see: refused.
        let mut edges = Vec::new();
        for _ in 1..n {
            let a = sc.u64_in("a vertex from 1 to N", 1..=n)?;
            let other = |b: u64| ((1..=n).contains(&b) && b != a).then(|| b);
            let b = sc.u64_map("a vertex from 1 to N other than the edge's first", other)?;
            edges.push((a as u32 - 1, b as u32 - 1));
        }
        let wins = winning_starts(&stones, &edges);
        out.u64s((1..=n).filter(|&v| wins[v as usize - 1])).line("");
        sc.finish()
    })
}
