//! AtCoder ABC 278 G Generalized Subtraction Game (interactive): cards 1..N in a row, a move takes y consecutive cards, L <= y <= R; choose `First` or `Second`, then play `x y` against the judge's `a b` and win.
use impartial::boards::card_row::CardRow;
use impartial::io::run;

const HELP: &str = include_str!("abc278g.txt");
const REPLY: &str = "the judge's card a, or 0 (it cannot move; -1 means it rejected our move)";

fn main() {
    run("abc278g", HELP, |sc, out| {
        let n = sc.u64_in("a card count N from 1 to 10^4", 1..=10_000)?;
        let l = sc.u64_in("a least take L from 1 to N", 1..=n)?;
        let mut row = CardRow::new(n, l, sc.u64_in("a most take R from L to N", l..=n)?);
        let mut ours = row.first_wins();
        out.line(["Second", "First"][usize::from(ours)]);
        loop {
            if std::mem::replace(&mut ours, true) {
                let (x, y) = row.play().unwrap_or((0, 0)); // 0 0: no move (never, if we chose well)
                out.u64(x).byte(b' ').u64(y).line("");
            }
            out.flush();
            let a = sc.u64_in(REPLY, 0..=n)?;
            let legal = |b: u64| (a == 0 && b == 0 || row.legal(a, b)).then(|| b);
            let b = sc.u64_map("a legal take b of the judge (0 after a = 0)", legal)?;
            if row.remove(a, b).is_err() {
                return Ok(()); // `0 0`, the one reply that is no move: the judge cannot move
            }
        }
    })
}
