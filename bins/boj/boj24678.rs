//! Baekjoon 24678 (돌무더기 게임 1): three piles; a move takes one from each of two piles and adds one to the third; whoever cannot move wins; `R` if the first player wins, else `B`, per case.
use impartial::io::run;
use impartial::take::pair_to_third::first_wins;

const HELP: &str = include_str!("boj24678.txt");

fn main() {
    run("boj24678", HELP, |sc, out| {
        let t = sc.u64("a case count T")?;
        // The piles of all cases in one stream, three at a time (a count past u64 is cut:
        // the input ends first).
        let mut p = [0u64; 3];
        sc.fold_u64(t.saturating_mul(3), "a pile", 0usize, |i, v| {
            p[i] = v;
            if i == 2 {
                out.line(if first_wins(p[0], p[1], p[2]) {
                    "R"
                } else {
                    "B"
                });
                return 0;
            }
            i + 1
        })?;
        sc.finish()
    })
}
