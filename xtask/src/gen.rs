//! `cargo xtask gen <bin> <n> [--seed S]`: a valid, deterministic input for `bin` with about `n`
//! numbers, for benchmarks and stress runs.

use impartial::io::Writer;
use impartial::wythoff;
use rand::rngs::StdRng;
use rand::{RngExt, SeedableRng};
use std::io::Write;

/// The bins `generate` knows, with what it makes for each.
pub const KINDS: &[(&str, &str)] = &[
    ("p2197", "one case of n piles below 2^30"),
    ("acwing891", "n piles below 2^30"),
    ("p1247", "n piles below 2^30"),
    ("hdu1846", "n cases `n m`, both in 1..=1000"),
    (
        "p2252",
        "n pairs below 10^9, about half of them losing positions",
    ),
];

/// Writes the input for `bin` to `out`.
pub fn generate<W: Write>(bin: &str, n: u64, seed: u64, out: &mut Writer<W>) -> Result<(), String> {
    let mut rng = StdRng::seed_from_u64(seed);
    let piles = |out: &mut Writer<W>, rng: &mut StdRng| {
        for i in 0..n {
            if i > 0 {
                out.byte(b' ');
            }
            out.u64(rng.random_range(0..1 << 30));
        }
        out.byte(b'\n');
    };
    match bin {
        "p2197" => {
            out.str("1\n").u64(n).byte(b'\n');
            piles(out, &mut rng);
        }
        "acwing891" | "p1247" => {
            out.u64(n).byte(b'\n');
            piles(out, &mut rng);
        }
        "hdu1846" => {
            out.u64(n).byte(b'\n');
            for _ in 0..n {
                out.u64(rng.random_range(1..=1000))
                    .byte(b' ')
                    .u64(rng.random_range(1..=1000))
                    .byte(b'\n');
            }
        }
        "p2252" => {
            for _ in 0..n {
                let (a, b) = if rng.random() {
                    // A losing pair (⌊kφ⌋, ⌊kφ⌋ + k) below 10^9, in either order.
                    let k = rng.random_range(0..=381_966_011u64);
                    let a = wythoff::floor_mul_phi(k) as u64;
                    if rng.random() {
                        (a, a + k)
                    } else {
                        (a + k, a)
                    }
                } else {
                    (
                        rng.random_range(0..=1_000_000_000),
                        rng.random_range(0..=1_000_000_000),
                    )
                };
                out.u64(a).byte(b' ').u64(b).byte(b'\n');
            }
        }
        _ => {
            let known: Vec<&str> = KINDS.iter().map(|k| k.0).collect();
            return Err(format!(
                "no generator for bin `{bin}`; generators: {}",
                known.join(", ")
            ));
        }
    }
    Ok(())
}
