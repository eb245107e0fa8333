//! AtCoder ABC 368 F Dividing Game: N numbers; a move replaces one by a proper divisor; `Anna` if the first player wins, else `Bruno` (each number is a Nim pile of Ω(A)).
use impartial::divisors;
use impartial::io::run;

const HELP: &str = include_str!("abc368f.txt");

fn main() {
    run("abc368f", HELP, |sc, out| {
        let mut x = 0;
        for _ in 0..sc.u64("a count N")? {
            x ^= divisors::omega(sc.u64_map("a number of at least 1", |a| (a >= 1).then_some(a))?);
        }
        out.line(["Bruno", "Anna"][usize::from(x != 0)]);
        sc.finish()
    })
}
