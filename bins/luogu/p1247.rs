//! Luogu P1247 取火柴游戏: k piles; the first winning move `a b` and the piles after it, or `lose`.
use impartial::io::run;
use impartial::nim;
use impartial::nim::Piles;

const HELP: &str = include_str!("p1247.txt");

fn main() {
    run("p1247", HELP, |sc, out| {
        let k = sc.u64("a pile count")?;
        let mut piles = Piles::with_capacity(k);
        let sum = sc.fold_u64_chunks(k, "a pile size", 0, |s, chunk| {
            piles.extend_from_slice(chunk);
            nim::add(s, nim::sum(chunk.iter().copied()))
        })?;
        match nim::winning_move_given(piles.iter(), sum) {
            Some(m) => {
                out.u64(m.take()).byte(b' ').u64(m.pile as u64 + 1);
                piles.set(m.pile, m.to);
                out.line("").u64s(piles.iter()).line("");
            }
            None => {
                out.line("lose");
            }
        }
        sc.finish()
    })
}
