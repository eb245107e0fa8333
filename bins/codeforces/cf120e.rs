//! Codeforces 120E Put Knight!: boards of n × n; players place knights that attack no other; `0` if the first player (Petya) wins, else `1`. Its judge reads input.txt and writes output.txt.
use impartial::boards::point_mirror::knights_first_wins;
use impartial::io::run_files;

const HELP: &str = include_str!("cf120e.txt");

fn main() {
    run_files("cf120e", HELP, |sc, out| {
        for _ in 0..sc.u64("a board count T")? {
            let n = sc.u64("a board size n")?;
            out.line(if knights_first_wins(n) { "0" } else { "1" });
        }
        sc.finish()
    })
}
