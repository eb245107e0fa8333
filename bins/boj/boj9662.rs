//! Baekjoon 9662 (돌 게임 8): takes from a set of K sizes up to 22; how many N from 1 to M lose for 상근 (first), so that 창영 wins.
use impartial::io::run;
use impartial::outcome::Outcomes;

const HELP: &str = include_str!("boj9662.txt");

fn main() {
    run("boj9662", HELP, |sc, out| {
        let m = sc.u64("a largest stone count M")?;
        let k = sc.u64_in("a take count K from 1 to 22", 1..=22)?;
        let mut takes = Vec::new();
        for _ in 0..k {
            takes.push(sc.u64_in("a take from 1 to 22", 1..=22)?);
        }
        let game = Outcomes::new(&takes, false);
        // Heap 0 loses too: not counted.
        out.u64_line(game.map_or(0, |g| g.losses_through(m) - 1));
        sc.finish()
    })
}
