//! AtCoder EDPC K Stones: a heap of K and N take sizes; `First` if the first player (Taro) wins the subtraction game, else `Second`.
use impartial::io::run;
use impartial::outcome;

const HELP: &str = include_str!("dp_k.txt");

fn main() {
    run("dp_k", HELP, |sc, out| {
        let n = sc.u64("a take size count N")?;
        let heap = |k: u64| (k <= 10_000_000).then(|| k);
        let k = sc.u64_map("a heap K up to 10^7", heap)?;
        let mut takes = Vec::new();
        let what = "a take size of at least 1";
        sc.fold_u64_within(n, what, 1..=u64::MAX, (), |(), c| {
            takes.extend_from_slice(c)
        })?;
        let first = outcome::subtraction_outcomes(k as usize, &takes)[k as usize];
        out.line(["Second", "First"][usize::from(first)]);
        sc.finish()
    })
}
