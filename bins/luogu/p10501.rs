//! Luogu P10501 Cutting Game (POJ 2311): lines `W H` until the end of the input; `WIN` if the first player can cut out a single cell first, else `LOSE`.
use impartial::io::run;
use impartial::split::cutting::Cutting;

const HELP: &str = include_str!("p10501.txt");

fn main() {
    run("p10501", HELP, |sc, out| {
        let game = Cutting::new(200);
        while !sc.at_end()? {
            let w = sc.u64_in("a width from 2 to 200", 2..=200)?;
            let h = sc.u64_in("a height from 2 to 200", 2..=200)?;
            out.line(["LOSE", "WIN"][usize::from(game.first_wins(w as usize, h as usize))]);
        }
        sc.finish()
    })
}
