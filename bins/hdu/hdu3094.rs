//! HDU 3094 A tree game: T cases of a tree on N vertices rooted at 1, N − 1 edges `I J`; Green Hackenbush; `Alice` if the first player wins, else `Bob`.
use impartial::graphs::hackenbush;
use impartial::io::run;

const HELP: &str = include_str!("hdu3094.txt");

fn main() {
    run("hdu3094", HELP, |sc, out| {
        let mut scratch = hackenbush::Scratch::default();
        for _ in 0..sc.u64("a case count T")? {
            let count = |n: u64| (1..u64::from(u32::MAX)).contains(&n).then(|| n);
            let n = sc.u64_map("a vertex count N from 1 to 2^32 - 2", count)?;
            let edges = sc.edges(n - 1, n)?;
            let g = hackenbush::grundy_with(&mut scratch, &edges, 0);
            out.line(["Bob", "Alice"][usize::from(g != 0)]);
        }
        sc.finish()
    })
}
