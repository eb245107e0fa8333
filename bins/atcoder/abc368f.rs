//! AtCoder ABC 368 F Dividing Game: N numbers; a move replaces one by a proper divisor; `Anna` if the first player wins, else `Bruno` (each number is a Nim pile of Ω(A)).
use impartial::io::run;
use impartial::numbers::divide;

const HELP: &str = include_str!("abc368f.txt");

fn main() {
    run("abc368f", HELP, |sc, out| {
        let mut values = Vec::new();
        let n = sc.u64("a count N")?;
        sc.fold_u64_within(
            n,
            "a number from 1 to 10^10",
            1..=10_000_000_000,
            (),
            |(), chunk| values.extend_from_slice(chunk),
        )?;
        out.line(["Bruno", "Anna"][usize::from(divide::nim_sum(&values) != 0)]);
        sc.finish()
    })
}
