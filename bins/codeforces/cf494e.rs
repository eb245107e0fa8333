//! Codeforces 494E Sharti: an n × n board whose white cells are the union of m rectangles; a move flips a square of side at most k whose lower-right cell is white; `Hamed` if the first player wins, else `Malek`.
use impartial::boards::square_flips::white_union_value;
use impartial::io::run;

const HELP: &str = include_str!("cf494e.txt");

fn main() {
    run("cf494e", HELP, |sc, out| {
        let n = sc.u64_in("a board side n from 1 to 10^9", 1..=1_000_000_000)?;
        let m = sc.u64_in("a rectangle count m from 1 to 5 * 10^4", 1..=50_000)?;
        let k = sc.u64_in("a square side k from 1 to n", 1..=n)?;
        let mut rects = Vec::with_capacity(m as usize);
        for _ in 0..m {
            let a = sc.u64_in("a top row a_i from 1 to n", 1..=n)?;
            let b = sc.u64_in("a left column b_i from 1 to n", 1..=n)?;
            let c = sc.u64_in("a bottom row c_i from a_i to n", a..=n)?;
            rects.push((
                a,
                b,
                c,
                sc.u64_in("a right column d_i from b_i to n", b..=n)?,
            ));
        }
        let first = white_union_value(&rects, k) != 0;
        out.line(if first { "Hamed" } else { "Malek" });
        sc.finish()
    })
}
