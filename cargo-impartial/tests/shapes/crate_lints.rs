//! A solution that lints itself strictly.
#![deny(missing_docs, unreachable_pub, rust_2018_idioms, unsafe_code)]
use impartial::io::run;
fn main() {
    run("lints", "", |sc, out| {
        let n = sc.u64("n")?;
        out.u64_line(impartial::take::bash::grundy(n, 3));
        sc.finish()
    })
}
