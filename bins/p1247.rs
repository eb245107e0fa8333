//! Luogu P1247 取火柴游戏: k piles; the first winning move `a b` and the piles after it, or `lose`.
use impartial::io::{run, U64s};
use impartial::nim;

fn main() {
    run("p1247", |sc, out| {
        let k = sc.u64("a pile count")?;
        let mut piles = U64s::with_capacity(k);
        let sum = sc.fold_u64_batches(k, "a pile size", 0, |s, batch| {
            piles.extend_from_slice(batch);
            nim::add(s, nim::sum(batch.iter().copied()))
        })?;
        match nim::winning_move_given(piles.iter(), sum) {
            Some(m) => {
                out.u64(m.take())
                    .byte(b' ')
                    .u64(m.pile as u64 + 1)
                    .byte(b'\n');
                piles.set(m.pile, m.to);
                out.u64s_of(&piles).byte(b'\n');
            }
            None => {
                out.line("lose");
            }
        }
        sc.finish()
    })
}
