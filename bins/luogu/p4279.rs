//! Luogu P4279 (SHOI2008) 小约翰的游戏 (HDU 1907 / POJ 3480 John): misère Nim; `John` if the first player wins.
use impartial::io::run;
use impartial::nim;

const HELP: &str = include_str!("p4279.txt");

fn main() {
    run("p4279", HELP, |sc, out| {
        let cases = sc.u64("a case count")?;
        for _ in 0..cases {
            let n = sc.u64("a pile count")?;
            let (s, largest) = sc.fold_u64(n, "a pile size", (0, 0), nim::misere_fold)?;
            out.line(if nim::misere_first_wins(s, largest) {
                "John"
            } else {
                "Brother"
            });
        }
        sc.finish()
    })
}
