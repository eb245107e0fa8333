//! Codeforces 39E What Has Dirichlet Got to Do with That?: a boxes, b items; a move adds a box or an item; whoever brings a^b to n loses; the loser's name, `Masha` or `Stas`, or `Missing` for a draw.
use impartial::graphs::retrograde::Outcome;
use impartial::io::run;
use impartial::numbers::power_growth::outcome;

const HELP: &str = include_str!("cf39e.txt");

fn main() {
    run("cf39e", HELP, |sc, out| {
        let a = sc.u64_in("a box count a of at least 1", 1..=u64::MAX)?;
        let b = sc.u64_in("an item count b of at least 1", 1..=u64::MAX)?;
        let n = sc.u64_map("a bound n from 2 to 10^12, above a^b", |n| {
            // a^b < n, by at most 64 products when a ≥ 2 (each at least doubles).
            let fits = a == 1
                || (0..b)
                    .try_fold(1u64, |p, _| p.checked_mul(a).filter(|&q| q < n))
                    .is_some();
            ((2..=1_000_000_000_000).contains(&n) && fits).then(|| n)
        })?;
        out.line(match outcome(a, b, n) {
            Outcome::Win => "Masha",
            Outcome::Lose => "Stas",
            Outcome::Draw => "Missing",
        });
        sc.finish()
    })
}
