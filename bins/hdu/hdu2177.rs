//! HDU 2177 取(2堆)石子游戏: Wythoff pairs `a b` until `0 0`; `0`, or `1` and every position a winning move leaves.
use impartial::io::run;
use impartial::numbers::wythoff;

const HELP: &str = include_str!("hdu2177.txt");

fn main() {
    run("hdu2177", HELP, |sc, out| {
        while !sc.at_end()? {
            let a = sc.u64("a pile size a")?;
            let b = sc.u64("a pile size b")?;
            if a == 0 && b == 0 {
                break;
            }
            let moves = wythoff::winning_moves(a, b);
            out.line(if moves.is_empty() { "0" } else { "1" });
            for (x, y) in moves {
                out.u64(x).byte(b' ').u64(y).byte(b'\n');
            }
        }
        sc.finish()
    })
}
