//! Luogu P1247 取火柴游戏: k piles; the first winning move `a b` and the piles after it, or `lose`.
use impartial::io::run;
use impartial::nim;

fn main() {
    run("p1247", |sc, out| {
        let k = sc.u64("a pile count")?;
        let mut piles = Vec::new();
        sc.u64s_into(k, "a pile size", &mut piles)?;
        match nim::winning_move(&piles) {
            Some(m) => {
                out.u64(m.take())
                    .byte(b' ')
                    .u64(m.pile as u64 + 1)
                    .byte(b'\n');
                piles[m.pile] = m.to;
                out.u64s(piles.iter().copied()).byte(b'\n');
            }
            None => {
                out.line("lose");
            }
        }
        sc.finish()
    })
}
