//! HDU 3404 Switch lights: T cases of n lit cells `x y`; the 2-D coin-turning game, a cell worth the nim-product x ⊗ y; `Have a try, lxhgww.` if the first player wins.
use impartial::io::run;
use impartial::nimber;

const HELP: &str = include_str!("hdu3404.txt");
const COORD: &str = "a coordinate of at least 1";

fn main() {
    run("hdu3404", HELP, |sc, out| {
        let at_least_1 = |v: u64| (v >= 1).then(|| v);
        for _ in 0..sc.u64("a case count T")? {
            let mut x = 0;
            for _ in 0..sc.u64("a light count n")? {
                let (a, b) = (
                    sc.u64_map(COORD, at_least_1)?,
                    sc.u64_map(COORD, at_least_1)?,
                );
                x ^= nimber::product(a, b);
            }
            out.line(["Don't waste your time.", "Have a try, lxhgww."][usize::from(x != 0)]);
        }
        sc.finish()
    })
}
