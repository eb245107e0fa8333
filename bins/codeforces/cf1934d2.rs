//! Codeforces 1934 D2 XOR Break — Game Version (interactive): split p into p1 xor p2 = p with 0 < p1, p2 < p, and the opponent splits one of the parts; choose `first` or `second` in each of t games, then split `p1 p2` against the judge's splits and win each game within 63 splits.
use impartial::io::run;
use impartial::numbers::xor_break::{choose, first_wins, is_split, winning_split};

const HELP: &str = include_str!("cf1934d2.txt");
const REPLY: &str = "the judge's part p1, or 0 (it does not split; -1 means it rejected our split)";
const SPLIT: &str = "a part p2 of a split of one of our parts (0 after p1 = 0)";

fn main() {
    run("cf1934d2", HELP, |sc, out| {
        for _ in 0..sc.u64("a game count t")? {
            let n = sc.u64_in("a start n from 1 to 2^64 - 1", 1..=u64::MAX)?;
            let (mut ours, mut p, mut parts) = (first_wins(n), n, [n, n]);
            out.line(["second", "first"][usize::from(ours)]);
            while p != 0 {
                if std::mem::replace(&mut ours, true) {
                    parts = winning_split(p).map_or([0, 0], |(x, y)| [x, y]); // 0 0: never
                    out.u64s(parts).line("");
                }
                out.flush();
                let a = sc.u64_in(REPLY, 0..=n)?;
                let ok =
                    |b| (a == 0 && b == 0 || parts.iter().any(|&q| is_split(q, a, b))).then(|| b);
                p = choose(a, sc.u64_map(SPLIT, ok)?); // 0 after `0 0`: we won this game
            }
        }
        Ok(())
    })
}
