//! HackerRank Move the Coins (move-the-coins): coins on a tree rooted at 1 move to parents; q questions hang u's subtree from v; `YES` if the first player wins, `NO`, or `INVALID`.
use impartial::graphs::{coins_to_root::CoinTree, union_find::UnionFind};
use impartial::io::run;

const HELP: &str = include_str!("hr_move_the_coins.txt");
const NODE: &str = "a node from 1 to n";
const OTHER: &str = "a node from 1 to n not yet joined to a";

fn main() {
    run("hr_move_the_coins", HELP, |sc, out| {
        let n = sc.u64_in("a node count n from 1 to 2^32 - 1", 1..=u64::from(u32::MAX))?;
        let coins = sc.u64s(n, "a coin count c_i")?;
        let (mut sets, mut edges) = (UnionFind::new(n as usize), Vec::new());
        for _ in 1..n {
            let a = sc.u64_in(NODE, 1..=n)? as u32 - 1;
            let join = |b: u64| ((1..=n).contains(&b) && sets.join(a, b as u32 - 1)).then(|| b);
            edges.push((a, sc.u64_map(OTHER, join)? as u32 - 1));
        }
        let tree = CoinTree::new(&coins, &edges, 0);
        for _ in 0..sc.u64("a question count q")? {
            let u = sc.u64_in("a node u from 2 to n", 2..=n)? as usize - 1;
            let v = sc.u64_in(NODE, 1..=n)? as usize - 1;
            let answer = tree.first_wins_after(u, v);
            out.line(answer.map_or("INVALID", |w| if w { "YES" } else { "NO" }));
        }
        sc.finish()
    })
}
