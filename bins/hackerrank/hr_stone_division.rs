//! HackerRank Stone Division (stone-division): a pile of n and a set S; a move splits a pile into s ∈ S equal piles; `First` if the first player wins, else `Second`.
use impartial::io::run;
use impartial::split::equal_parts;

const HELP: &str = include_str!("hr_stone_division.txt");

fn main() {
    run("hr_stone_division", HELP, |sc, out| {
        let n = sc.u64("a pile size n")?;
        let m = sc.u64_in("a set size m from 1 to 64", 1..=64)?;
        let set = sc.u64s(m, "a member of S")?;
        out.line(if equal_parts::first_wins_with(n, &set) {
            "First"
        } else {
            "Second"
        });
        sc.finish()
    })
}
