#![forbid(unsafe_code)]
use impartial::io::run;
fn main() {
    run("forbid", "", |sc, out| {
        let n = sc.u64("n")?;
        out.u64_line(n);
        sc.finish()
    })
}
