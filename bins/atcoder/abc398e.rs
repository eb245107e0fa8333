//! AtCoder ABC 398 E Tree Game (interactive): a tree on N vertices; a move adds an edge `i j` (i < j) not there yet that closes no odd cycle; choose `First` or `Second`, then play `i j` against the judge's `i j` and win.
use impartial::graphs::bipartite_edges::EdgeGame;
use impartial::io::{run, Error};

const HELP: &str = include_str!("abc398e.txt");
const VERTEX: &str = "a vertex from 1 to N";
const REPLY: &str = "the judge's vertex i from 1 to N - 1, or -1 (it cannot move)";
const LEGAL: &str = "the judge's vertex j: i < j, i and j on opposite sides, not yet joined";

fn main() {
    run("abc398e", HELP, |sc, out| {
        let n = sc.u64_in("a vertex count N from 2 to 100", 2..=100)?;
        let mut vertex = || sc.u64_in(VERTEX, 1..=n).map(|v| v as u32 - 1); // sc.edges reads ahead
        let edges = (1..n)
            .map(|_| Ok((vertex()?, vertex()?)))
            .collect::<Result<Vec<_>, Error>>()?;
        let mut game = EdgeGame::new(n as usize, &edges);
        out.line(["Second", "First"][usize::from(game.first_wins())]); // ours: the odd counts
        loop {
            if let Some((i, j)) = game.first_wins().then(|| game.play()).flatten() {
                out.u64s([i, j]).line("");
            }
            out.flush();
            match sc.i64_map(REPLY, |i| (i == -1 || 1 <= i && i < n as i64).then(|| i))? {
                -1 => return sc.i64_map("-1 -1, its second -1", |j| (j == -1).then(|| ())), // won
                i => sc.u64_map(LEGAL, |j| game.add(i as u64, j).ok().map(|()| j))?,
            };
        }
    })
}
