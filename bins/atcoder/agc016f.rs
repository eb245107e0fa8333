//! AtCoder AGC 016 F Games on DAG: a DAG on N vertices, tokens on 1 and 2; the number of edge subsets under which the first player wins, modulo 10^9 + 7.
use impartial::graphs::grundy_layers::equal_values;
use impartial::io::run;

const HELP: &str = include_str!("agc016f.txt");
const P: u64 = 1_000_000_007;

fn main() {
    run("agc016f", HELP, |sc, out| {
        let n = sc.u64_in("a vertex count N from 2 to 15", 2..=15)?;
        let m = sc.u64_in("an edge count M of at most N(N - 1)/2", 0..=n * (n - 1) / 2)?;
        let (mut edges, mut seen) = (Vec::new(), [0u32; 16]);
        for _ in 0..m {
            let x = sc.u64_map("a vertex x_i below N", |x| (1..n).contains(&x).then(|| x))?;
            let what = "a vertex y_i above x_i, at most N, the edge not seen before";
            let y = sc.u64_map(what, |y| {
                (y > x && y <= n && seen[x as usize] >> y & 1 == 0).then(|| y)
            })?;
            seen[x as usize] |= 1 << y;
            edges.push((x as usize - 1, y as usize - 1));
        }
        let all = (0..m).fold(1, |w, _| w * 2 % P);
        out.u64((all + P - equal_values(n as usize, &edges, 0, 1, P)) % P)
            .line("");
        sc.finish()
    })
}
