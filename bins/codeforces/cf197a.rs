//! Codeforces 197A Plate Game: an a × b table and plates of radius r placed in turn, inside it and not overlapping; `First` if the first player wins, else `Second`.
use impartial::boards::point_mirror::plates_first_wins;
use impartial::io::run;

const HELP: &str = include_str!("cf197a.txt");

fn main() {
    run("cf197a", HELP, |sc, out| {
        let a = sc.u64_in("a table side a from 1 to 100", 1..=100)?;
        let b = sc.u64_in("a table side b from 1 to 100", 1..=100)?;
        let r = sc.u64_in("a plate radius r from 1 to 100", 1..=100)?;
        out.line(if plates_first_wins(a, b, r) {
            "First"
        } else {
            "Second"
        });
        sc.finish()
    })
}
