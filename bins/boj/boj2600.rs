//! Baekjoon 2600 (구슬게임): takes b1, b2, b3 from either of two bottles; five games of (k1, k2); `A` if the first player wins, else `B`, per game.
use impartial::io::run;
use impartial::sg::Subtraction;

const HELP: &str = include_str!("boj2600.txt");

fn main() {
    run("boj2600", HELP, |sc, out| {
        let mut takes = Vec::new();
        for _ in 0..3 {
            takes.push(sc.u64_in("a take b_i of at least 1", 1..=u64::MAX)?);
        }
        // The two bottles are a sum of two subtraction games.
        let mut game = Subtraction::new(takes);
        let what = "a bottle with a known value (below 2^20, or where the period covers it)";
        for _ in 0..5 {
            let a = sc.u64_map(what, |k| game.grundy(k))?;
            let b = sc.u64_map(what, |k| game.grundy(k))?;
            out.line(if a != b { "A" } else { "B" });
        }
        sc.finish()
    })
}
