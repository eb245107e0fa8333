//! Library Checker Nim Product (64-bit): T pairs `A B`; one line per pair with the nim-product A ⊗ B.
use impartial::io::run;
use impartial::nimber;

const HELP: &str = include_str!("lc_nim_product_64.txt");

fn main() {
    run("lc_nim_product_64", HELP, |sc, out| {
        let factors = sc.u64_map("a pair count T below 2^63", |t| t.checked_mul(2))?;
        sc.fold_u64(factors, "a factor below 2^64", None, |a, v| match a {
            None => Some(v),
            Some(a) => {
                out.u64(nimber::product(a, v)).byte(b'\n');
                None
            }
        })?;
        sc.finish()
    })
}
