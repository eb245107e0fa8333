//! HackerRank Chocolate in Box (chocolate-in-box): N containers of chocolates, Nim; how many first moves win for the first player.
use impartial::io::run;
use impartial::nim;

const HELP: &str = include_str!("hr_chocolate_in_box.txt");

fn main() {
    run("hr_chocolate_in_box", HELP, |sc, out| {
        let n = sc.u64("a container count N")?;
        let piles = sc.u64s(n, "a chocolate count")?;
        out.u64_line(nim::winning_moves(&piles).count() as u64);
        sc.finish()
    })
}
