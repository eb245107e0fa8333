//! Baekjoon 16879 (궁전 게임): N palaces move as a rook toward (0, 0) or one step diagonally toward it; `koosaga` if the first player wins, else `cubelover`.
use impartial::boards::palace::grundy;
use impartial::io::run;

const HELP: &str = include_str!("boj16879.txt");

fn main() {
    run("boj16879", HELP, |sc, out| {
        let mut x = 0;
        for _ in 0..sc.u64("a palace count N")? {
            let a = sc.u64("a coordinate x")?;
            let b = sc.u64("a coordinate y")?;
            x ^= grundy(a, b);
        }
        out.line(if x != 0 { "koosaga" } else { "cubelover" });
        sc.finish()
    })
}
