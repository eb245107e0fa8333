//! AtCoder AGC 033 C Removing Coins: a tree with a coin on each vertex; a move takes a vertex's coins and every other coin steps toward it; `First` if the first player wins, else `Second`.
use impartial::graphs::coins_to_vertex::first_wins;
use impartial::io::run;

const HELP: &str = include_str!("agc033c.txt");

fn main() {
    run("agc033c", HELP, |sc, out| {
        let vertices = |n: u64| (1..1 << 32).contains(&n).then(|| n);
        let n = sc.u64_map("a vertex count N from 1 to 2^32 - 1", vertices)?;
        let edges = sc.edges(n - 1, n)?;
        out.line(if first_wins(n as usize, &edges) {
            "First"
        } else {
            "Second"
        });
        sc.finish()
    })
}
