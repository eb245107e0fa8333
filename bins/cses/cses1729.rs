//! CSES 1729 Stick Game: n and k take sizes; for every heap 1..=n, `W` if the player to move wins the subtraction game, else `L`, on one line.
use impartial::io::run;
use impartial::outcome;

const HELP: &str = include_str!("cses1729.txt");

fn main() {
    run("cses1729", HELP, |sc, out| {
        let count = |n: u64| (1..=10_000_000).contains(&n).then(|| n);
        let n = sc.u64_map("a stick count n from 1 to 10^7", count)?;
        let k = sc.u64("a move count k")?;
        let what = format!("a move from 1 to {n}", n = n);
        let mut moves = Vec::new();
        sc.fold_u64_within(k, &what, 1..=n, (), |(), c| moves.extend_from_slice(c))?;
        let wins = outcome::subtraction_outcomes(n as usize, &moves);
        let text: Vec<u8> = wins[1..]
            .iter()
            .map(|&w| [b'L', b'W'][usize::from(w)])
            .collect();
        out.bytes(&text).byte(b'\n');
        sc.finish()
    })
}
