//! HDU 2176 取(m堆)石子游戏: cases of m piles until `m = 0`; `No`, or `Yes` and every winning move `a b`.
use impartial::io::run;
use impartial::nim;

const HELP: &str = include_str!("hdu2176.txt");

fn main() {
    run("hdu2176", HELP, |sc, out| {
        let mut piles = Vec::new();
        while !sc.at_end()? {
            let m = sc.u64("a pile count m")?;
            if m == 0 {
                break;
            }
            piles.clear();
            sc.fold_u64(m, "a pile size", (), |(), p| piles.push(p))?;
            let mut moves = nim::winning_moves(&piles).peekable();
            out.line(if moves.peek().is_some() { "Yes" } else { "No" });
            for mv in moves {
                out.u64(mv.from).byte(b' ').u64(mv.to).byte(b'\n');
            }
        }
        sc.finish()
    })
}
