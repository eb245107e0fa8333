//! POJ 3710 Christmas Game: cases until the end of input, each N graphs (m nodes, k edges `a b`, root 1) with cycles hanging off trees; Green Hackenbush; `Sally` if the first player wins, else `Harry`.
use impartial::graphs::hackenbush;
use impartial::io::run;

const HELP: &str = include_str!("poj3710.txt");

fn main() {
    run("poj3710", HELP, |sc, out| {
        let mut edges = Vec::new();
        while !sc.at_end()? {
            let mut x = 0;
            for _ in 0..sc.u64("a tree count N")? {
                let count = |m: u64| (1..=u64::from(u32::MAX)).contains(&m).then(|| m);
                let m = sc.u64_map("a node count m from 1 to 2^32 - 1", count)?;
                let (what, node) = (format!("a node from 1 to {m}", m = m), |v| {
                    (1..=m).contains(&v)
                });
                edges.clear();
                for _ in 0..sc.u64("an edge count k")? {
                    let mut end = || sc.u64_map(&what, |v| node(v).then(|| v as u32 - 1));
                    edges.push((end()?, end()?));
                }
                x ^= hackenbush::grundy(&edges, 0);
            }
            out.line(["Harry", "Sally"][usize::from(x != 0)]);
        }
        sc.finish()
    })
}
