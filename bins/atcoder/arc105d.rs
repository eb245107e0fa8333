//! AtCoder ARC 105 D Let's Play Nim: T games of N bags; each move empties a bag onto one of N dishes, then Nim on the dishes; `First` if the first player wins, else `Second`.
use impartial::io::run;
use impartial::split::bags_to_dishes::first_wins;

const HELP: &str = include_str!("arc105d.txt");

fn main() {
    run("arc105d", HELP, |sc, out| {
        for _ in 0..sc.u64("a case count T")? {
            let n = sc.u64("a bag count N")?;
            let mut bags = sc.u64s(n, "a bag's coins a_i")?;
            out.line(if first_wins(&mut bags) {
                "First"
            } else {
                "Second"
            });
        }
        sc.finish()
    })
}
