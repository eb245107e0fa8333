//! Codeforces 1363C Game On Leaves: t trees of n nodes with a special node x; a move removes a leaf; whoever removes x wins; `Ayush` if the first player wins, else `Ashish`.
use impartial::graphs::leaf_to_target::first_wins;
use impartial::io::run;

const HELP: &str = include_str!("cf1363c.txt");

fn main() {
    run("cf1363c", HELP, |sc, out| {
        for _ in 0..sc.u64("a test count t")? {
            let n = sc.u64_map("a node count n from 1 to 2^32 - 1", |n| {
                (1..1 << 32).contains(&n).then(|| n)
            })?;
            let x = sc.u64_map("the special node x, from 1 to n", |x| {
                (1..=n).contains(&x).then(|| x)
            })?;
            let edges = sc.edges(n - 1, n)?;
            let x = (x - 1) as u32;
            let degree = edges.iter().filter(|&&(u, v)| u == x || v == x).count();
            out.line(if first_wins(n, degree as u64) {
                "Ayush"
            } else {
                "Ashish"
            });
        }
        sc.finish()
    })
}
