//! HDU 1848 Fibonacci again and again: three piles, moves take a Fibonacci number; `Fibo` if the first player wins; `0 0 0` ends.
use impartial::io::run;
use impartial::numbers::fibonacci::Subtract;

const HELP: &str = include_str!("hdu1848.txt");

fn main() {
    run("hdu1848", HELP, |sc, out| {
        let mut game = Subtract::new();
        let mut pile = |x| game.grundy(x).map(|g| (x, g));
        let what = "a pile size below 2^20";
        while !sc.at_end()? {
            let m = sc.u64_map(what, &mut pile)?;
            let n = sc.u64_map(what, &mut pile)?;
            let p = sc.u64_map(what, &mut pile)?;
            if (m.0, n.0, p.0) == (0, 0, 0) {
                break;
            }
            out.line(if m.1 ^ n.1 ^ p.1 != 0 {
                "Fibo"
            } else {
                "Nacci"
            });
        }
        sc.finish()
    })
}
