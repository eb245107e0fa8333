//! Luogu P2252 【模板】威佐夫博弈 (also POJ 1067, HDU 1527): pairs `a b` until end of input; `1` if the first player wins.
use impartial::io::run;
use impartial::wythoff;

fn main() {
    run("p2252", |sc, out| {
        while let Some(a) = sc.try_u64("a pile size a")? {
            let b = sc.u64("a pile size b")?;
            out.line(if wythoff::first_wins(a, b) { "1" } else { "0" });
        }
        Ok(())
    })
}
