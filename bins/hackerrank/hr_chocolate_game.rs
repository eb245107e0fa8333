//! HackerRank Chocolate Game (chocolate-game): n non-decreasing piles; every window of two or more is a game of taking that keeps the order; how many Laurel (first) wins.
use impartial::boards::staircase;
use impartial::io::run;

const HELP: &str = include_str!("hr_chocolate_game.txt");

fn main() {
    run("hr_chocolate_game", HELP, |sc, out| {
        let n = sc.u64("a pile count n")?;
        let mut piles: Vec<u64> = Vec::new();
        for _ in 0..n {
            let floor = piles.last().copied().unwrap_or(0);
            let what = "a pile size no smaller than the one before";
            piles.push(sc.u64_map(what, |v| (v >= floor).then(|| v))?);
        }
        out.u64(staircase::rising_windows_first_wins(&piles))
            .line("");
        sc.finish()
    })
}
