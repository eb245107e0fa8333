//! HDU 5973 Game of Taking Stones: Wythoff pairs `a b` of any length (up to 10^5 digits here) until end of input; `1` if the first player wins.
use impartial::bigint::BigUint;
use impartial::io::run;
use impartial::numbers::wythoff_big;

const HELP: &str = include_str!("hdu5973.txt");

/// Longest pile accepted, in decimal digits (the products cost O(digits²)).
const MAX_DIGITS: usize = 100_000;

fn main() {
    run("hdu5973", HELP, |sc, out| {
        let what = "a pile size of at most 100000 digits";
        let read = |d: &[u8]| BigUint::from_decimal(d);
        while !sc.at_end()? {
            let a = sc.decimal_map(what, MAX_DIGITS, read)?;
            let b = sc.decimal_map(what, MAX_DIGITS, read)?;
            out.line(if wythoff_big::first_wins(&a, &b) {
                "1"
            } else {
                "0"
            });
        }
        Ok(())
    })
}
