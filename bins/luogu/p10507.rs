//! Luogu P10507 Georgia and Bob (POJ 1704): T cases of N chessmen on distinct cells moving left without passing; `Georgia will win` or `Bob will win`.
use impartial::boards::cells::Occupied;
use impartial::boards::staircase::Staircase;
use impartial::io::run;

const HELP: &str = include_str!("p10507.txt");

fn main() {
    run("p10507", HELP, |sc, out| {
        let (mut cells, mut taken) = (Vec::new(), Occupied::default());
        for _ in 0..sc.u64("a case count T")? {
            cells.clear();
            taken.clear();
            for _ in 0..sc.u64("a chessman count N")? {
                let free = |p: u64| (p >= 1 && taken.insert(p)).then(|| p);
                cells.push(sc.u64_map("a free cell of at least 1", free)?);
            }
            cells.sort_unstable();
            let wins = Staircase::of_pieces(&cells).first_wins();
            out.line(["Bob will win", "Georgia will win"][usize::from(wins)]);
        }
        sc.finish()
    })
}
