//! HackerRank Bob and Ben (bob-and-ben): g games of forests given as n pairs (m, k); a move removes a node, a non-leaf with its tree; `BOB` (first) or `BEN`.
use impartial::graphs::leaf_or_tree;
use impartial::io::run;

const HELP: &str = include_str!("hr_bob_and_ben.txt");

fn main() {
    run("hr_bob_and_ben", HELP, |sc, out| {
        for _ in 0..sc.u64("a game count g")? {
            let n = sc.u64("a tree count n")?;
            // m and k alternate; only m matters (k shapes the tree, not its value).
            let what = "a node count m or a constant k";
            let (x, _) = sc.fold_u64(n.saturating_mul(2), what, (0, true), |(x, m), v| {
                (if m { x ^ leaf_or_tree::grundy(v) } else { x }, !m)
            })?;
            out.line(if x != 0 { "BOB" } else { "BEN" });
        }
        sc.finish()
    })
}
