//! Baekjoon 11869 (님블, Nimble): coins on squares 0, 1, …; a move slides one coin left; the last move wins; `koosaga` if the first player wins, else `cubelover`.
use impartial::io::run;
use impartial::nim;

const HELP: &str = include_str!("boj11869.txt");

fn main() {
    run("boj11869", HELP, |sc, out| {
        // A coin on square p is a Nim pile of p.
        let m = sc.u64("a coin count M")?;
        let x = sc.fold_u64(m, "a square P_i", 0, nim::add)?;
        out.line(if nim::first_wins(x) {
            "koosaga"
        } else {
            "cubelover"
        });
        sc.finish()
    })
}
