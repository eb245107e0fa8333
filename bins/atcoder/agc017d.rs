//! AtCoder AGC 017 D Game on Tree: a tree on N vertices rooted at 1; a move cuts an edge and drops the part without vertex 1 (Green Hackenbush); `Alice` if the first player wins, else `Bob`.
use impartial::graphs::hackenbush;
use impartial::io::run;

const HELP: &str = include_str!("agc017d.txt");

fn main() {
    run("agc017d", HELP, |sc, out| {
        let count = |n: u64| (2..u64::from(u32::MAX)).contains(&n).then(|| n);
        let n = sc.u64_map("a vertex count N from 2 to 2^32 - 2", count)?;
        let edges = sc.edges(n - 1, n)?;
        out.line(["Bob", "Alice"][usize::from(hackenbush::grundy(&edges, 0) != 0)]);
        sc.finish()
    })
}
