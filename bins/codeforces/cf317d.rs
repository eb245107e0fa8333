//! Codeforces 317D Game with Powers: the numbers 1..n; choosing x forbids x and its powers; `Vasya` if the first player wins, else `Petya`.
use impartial::io::run;
use impartial::numbers::power_chains::{value, MAX_N};

const HELP: &str = include_str!("cf317d.txt");

fn main() {
    run("cf317d", HELP, |sc, out| {
        let what = "a number n from 1 to 2^30 - 1";
        let n = sc.u64_map(what, |n| (1..=MAX_N).contains(&n).then(|| n))?;
        let first_wins = value(n) != Some(0);
        out.line(if first_wins { "Vasya" } else { "Petya" });
        sc.finish()
    })
}
