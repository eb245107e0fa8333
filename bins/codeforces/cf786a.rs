//! Codeforces 786A Berzerk: a monster on a circle of n objects, object 1 a black hole; each player moves it forward by an amount from their own set, and whoever moves it into the hole wins; Win, Lose or Loop for each start and each first player.
use impartial::game_graphs::{circle_hole, Outcome};
use impartial::io::run;

const HELP: &str = include_str!("cf786a.txt");

fn main() {
    run("cf786a", HELP, |sc, out| {
        let n = sc.u64_in("an object count n from 2 to 10000", 2..=10_000)?;
        let mut sets = [Vec::new(), Vec::new()];
        for set in &mut sets {
            let k = sc.u64_in("a set size k from 1 to n - 1", 1..=n - 1)?;
            let what = "an amount from 1 to n - 1";
            *set = sc.fold_u64_within(k, what, 1..=n - 1, Vec::new(), |mut v, c| {
                v.extend(c.iter().map(|&a| a as u32));
                v
            })?;
        }
        let word = |o: &Outcome| match o {
            Outcome::Win => "Win",
            Outcome::Lose => "Lose",
            Outcome::Draw => "Loop",
        };
        for line in circle_hole::outcomes(n as u32, [&sets[0], &sets[1]]) {
            let words: Vec<&str> = line.iter().map(word).collect();
            out.line(&words.join(" "));
        }
        sc.finish()
    })
}
