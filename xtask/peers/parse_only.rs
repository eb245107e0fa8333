//! Reads standard input in 64 KiB pieces and converts every number in it (each run of digits,
//! wrapping past 2^64), XORing them together, and prints nothing: the least any solution does
//! with the same input (`cargo xtask limits` runs it beside each binary). A plain byte loop,
//! as a careful contestant writes a fast reader.

use std::io::{ErrorKind, Read};

fn main() {
    let mut buf = vec![0u8; 1 << 16];
    let mut stdin = std::io::stdin().lock();
    let (mut all, mut number) = (0u64, 0u64);
    loop {
        let n = match stdin.read(&mut buf) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(_) => std::process::exit(1),
        };
        for &b in &buf[..n] {
            let digit = b.wrapping_sub(b'0');
            if digit < 10 {
                number = number.wrapping_mul(10).wrapping_add(u64::from(digit));
            } else {
                // Between numbers `number` is 0, and XORing 0 changes nothing.
                all ^= number;
                number = 0;
            }
        }
    }
    all ^= number;
    // The result is used, so the conversions cannot be optimised away.
    std::process::exit(i32::from(std::hint::black_box(all) == u64::MAX));
}
