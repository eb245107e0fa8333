//! Codeforces 1191D Tokitsukaze, CSL and Stone Game: piles; a move takes one stone; whoever leaves two equal piles or meets only empty ones loses; `sjfnb` if the first player wins, else `cslnb`.
use impartial::io::run;
use impartial::take::stay_distinct::first_wins;

const HELP: &str = include_str!("cf1191d.txt");

fn main() {
    run("cf1191d", HELP, |sc, out| {
        let n = sc.u64_map("a count n of at least 1", |n| (n >= 1).then(|| n))?;
        let mut piles = Vec::new();
        for _ in 0..n {
            piles.push(sc.u64("a pile size a_i")?);
        }
        out.line(if first_wins(&mut piles) {
            "sjfnb"
        } else {
            "cslnb"
        });
        sc.finish()
    })
}
