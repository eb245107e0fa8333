//! AcWing 893 集合-Nim游戏: take sizes s_1..s_k, piles h_1..h_n; `Yes` if the first player wins.
use impartial::io::run;
use impartial::sg::Subtraction;

const HELP: &str = include_str!("acwing893.txt");

fn main() {
    run("acwing893", HELP, |sc, out| {
        let k = sc.u64("a take-size count")?;
        let mut sizes = Vec::new();
        for _ in 0..k {
            sizes.push(sc.u64_map("a take size of at least 1", |s| (s >= 1).then(|| s))?);
        }
        let mut game = Subtraction::new(sizes);
        let what =
            "a pile size with a known Grundy value (below 2^20, or where the period covers it)";
        let mut sum = 0;
        for _ in 0..sc.u64("a pile count")? {
            sum ^= sc.u64_map(what, |h| game.grundy(h))?;
        }
        out.line(if sum != 0 { "Yes" } else { "No" });
        sc.finish()
    })
}
