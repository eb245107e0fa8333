//! Reads standard input in 64 KiB pieces, touching one byte in 64, and prints nothing: the
//! least any program that reads the same input spends (`cargo xtask limits` runs it beside
//! each binary, on the same input).

use std::io::{ErrorKind, Read};

fn main() {
    let mut buf = vec![0u8; 1 << 16];
    let mut stdin = std::io::stdin().lock();
    let mut sum = 0u64;
    loop {
        let n = match stdin.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(_) => std::process::exit(1),
        };
        sum += buf[..n].iter().step_by(64).map(|&b| u64::from(b)).sum::<u64>();
    }
    // The sum is used, so the reads cannot be optimised away.
    std::process::exit(i32::from(std::hint::black_box(sum) == u64::MAX));
}
