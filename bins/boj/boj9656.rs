//! Baekjoon 9656 (돌 게임 2): N stones, a move takes 1 or 3; whoever takes the last stone loses; `SK` if 상근 (first) wins, else `CY`.
use impartial::io::run;
use impartial::outcome::Outcomes;

const HELP: &str = include_str!("boj9656.txt");

fn main() {
    run("boj9656", HELP, |sc, out| {
        // Misère play: the outcomes' cycle, found at run time.
        let game = Outcomes::new(&[1, 3], true);
        let wins = sc.u64_map("a stone count N", |n| game.as_ref().map(|g| g.wins(n)))?;
        out.line(if wins { "SK" } else { "CY" });
        sc.finish()
    })
}
