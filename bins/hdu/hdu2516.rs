//! HDU 2516 取石子游戏 (the Fibonacci game): one pile of n per line until `0`; `Second win` if the first player loses.
use impartial::io::run;
use impartial::numbers::fibonacci;

const HELP: &str = include_str!("hdu2516.txt");

fn main() {
    run("hdu2516", HELP, |sc, out| {
        while !sc.at_end()? {
            let n = sc.u64("a pile size n")?;
            if n == 0 {
                break;
            }
            out.line(if fibonacci::game_first_wins(n) {
                "First win"
            } else {
                "Second win"
            });
        }
        sc.finish()
    })
}
