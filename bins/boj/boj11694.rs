//! Baekjoon 11694 (님 게임): misère Nim on N piles, whoever takes the last stone loses; `koosaga` if the first player wins, else `cubelover`.
use impartial::io::run;
use impartial::nim;

const HELP: &str = include_str!("boj11694.txt");

fn main() {
    run("boj11694", HELP, |sc, out| {
        let n = sc.u64("a pile count N")?;
        let (x, largest) = sc.fold_u64(n, "a pile size", (0, 0), nim::misere_fold)?;
        let wins = nim::misere_first_wins(x, largest);
        out.line(if wins { "koosaga" } else { "cubelover" });
        sc.finish()
    })
}
