//! HDU 3032 Nim or not Nim?: T cases of N heaps; a move takes from one heap or splits it in two; `Alice` if the first player wins, else `Bob`.
use impartial::io::run;
use impartial::sums::multi::lasker_xor;

const HELP: &str = include_str!("hdu3032.txt");

fn main() {
    run("hdu3032", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count T")? {
            let n = sc.u64("a heap count N")?;
            let x = sc.fold_u64_chunks(n, "a heap size", 0, lasker_xor)?;
            out.line(["Bob", "Alice"][usize::from(x != 0)]);
        }
        sc.finish()
    })
}
