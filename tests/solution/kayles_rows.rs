//! A solution of one's own, kept to test `cargo xtask bundle path/to/solution.rs`: rows of
//! pins in Kayles (knock down one pin or two adjacent ones); the input is a count n and n row
//! lengths up to 10^18; print `First` if the player to move wins, else `Second`.
use impartial::io::run;
use impartial::octal::Octal;

fn main() {
    run("kayles_rows", "kayles_rows: n, then n row lengths\n", |sc, out| {
        let kayles = Octal::parse("0.77").expect("a valid code");
        let values = kayles.periodic(1 << 16).expect("Kayles is periodic");
        let mut x = 0;
        for _ in 0..sc.u64("a row count n")? {
            x ^= values.grundy(sc.u64("a row length")?);
        }
        out.line(if x != 0 { "First" } else { "Second" });
        sc.finish()
    })
}
