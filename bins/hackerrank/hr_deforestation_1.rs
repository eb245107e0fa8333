//! HackerRank Deforestation (deforestation-1): Green Hackenbush on T trees rooted at 1; `Alice` if the first player wins, else `Bob`.
use impartial::graphs::hackenbush;
use impartial::io::run;

const HELP: &str = include_str!("hr_deforestation_1.txt");

fn main() {
    run("hr_deforestation_1", HELP, |sc, out| {
        let mut scratch = hackenbush::Scratch::default();
        for _ in 0..sc.u64("a case count T")? {
            let count = |n: u64| (1..u64::from(u32::MAX)).contains(&n).then(|| n);
            let n = sc.u64_map("a node count N from 1 to 2^32 - 2", count)?;
            let edges = sc.edges(n - 1, n)?;
            let g = hackenbush::grundy_with(&mut scratch, &edges, 0);
            out.line(if g != 0 { "Alice" } else { "Bob" });
        }
        sc.finish()
    })
}
