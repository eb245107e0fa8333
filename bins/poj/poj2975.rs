//! POJ 2975 Nim: cases of n piles until `0`; the number of winning moves (piles a with a XOR x < a, x the nim-sum).
use impartial::io::run;
use impartial::nim;

const HELP: &str = include_str!("poj2975.txt");

fn main() {
    run("poj2975", HELP, |sc, out| {
        let mut piles = Vec::new();
        while !sc.at_end()? {
            let n = sc.u64("a pile count n")?;
            if n == 0 {
                break;
            }
            piles.clear();
            sc.fold_u64(n, "a pile size", (), |(), p| piles.push(p))?;
            out.u64(nim::winning_moves(&piles).count() as u64)
                .byte(b'\n');
        }
        sc.finish()
    })
}
