//! Luogu P2252 【模板】威佐夫博弈 (also POJ 1067, HDU 1527): pairs `a b` until end of input; `1` if the first player wins.
use impartial::io::run;
use impartial::numbers::wythoff;

const HELP: &str = include_str!("p2252.txt");

fn main() {
    run("p2252", HELP, |sc, out| {
        let what = ["a pile size a", "a pile size b"];
        sc.fold_records(what, (), |(), [a, b]| {
            out.bytes(&[b'0' + u8::from(wythoff::first_wins(a, b)), b'\n']);
        })
    })
}
