//! Baekjoon 11868 (님 게임 2): Nim on N piles; the last stone wins; `koosaga` if the first player wins, else `cubelover`.
use impartial::io::run;
use impartial::nim;

const HELP: &str = include_str!("boj11868.txt");

fn main() {
    run("boj11868", HELP, |sc, out| {
        let n = sc.u64("a pile count N")?;
        let x = sc.fold_u64(n, "a pile size", 0, nim::add)?;
        out.line(if nim::first_wins(x) {
            "koosaga"
        } else {
            "cubelover"
        });
        sc.finish()
    })
}
