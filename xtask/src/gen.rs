//! `cargo xtask gen <bin> <n> [--seed S]`: a valid, deterministic input for `bin` with about `n`
//! numbers, for benchmarks and stress runs.

use impartial::bigint::BigUint;
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
    ("p4279", "one case of n piles below 5000"),
    ("hdu2176", "one case of n piles below 2·10^6, then 0"),
    ("hdu2149", "n lines `M N` below 1100"),
    (
        "hdu2177",
        "n pairs below 10^9 (a third of them losing), then 0 0",
    ),
    ("acwing892", "n steps of fewer than 10^9 stones"),
    ("acwing893", "100 take sizes and n piles, all at most 10^4"),
    ("acwing894", "n piles of at most 100"),
    (
        "hdu1536",
        "one test: 100 take sizes, n/100 positions of 100 heaps at most 10^4, then 0",
    ),
    (
        "hdu1848",
        "n/3 lines of three piles at most 1000, then 0 0 0",
    ),
    (
        "hdu2516",
        "n piles below 2^31, half of them Fibonacci numbers, then 0",
    ),
    (
        "hdu5973",
        "n pairs of 100-digit numbers, half of them losing positions",
    ),
];

/// Writes the input for `bin` to `out`.
pub fn generate<W: Write>(bin: &str, n: u64, seed: u64, out: &mut Writer<W>) -> Result<(), String> {
    let mut rng = StdRng::seed_from_u64(seed);
    let list = |out: &mut Writer<W>, rng: &mut StdRng, n: u64, below: u64| {
        for i in 0..n {
            if i > 0 {
                out.byte(b' ');
            }
            out.u64(rng.random_range(0..below));
        }
        out.byte(b'\n');
    };
    let piles = |out: &mut Writer<W>, rng: &mut StdRng| list(out, rng, n, 1 << 30);
    match bin {
        "p2197" => {
            out.bytes(b"1\n").u64(n).byte(b'\n');
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
        "p4279" => {
            out.bytes(b"1\n").u64(n).byte(b'\n');
            list(out, &mut rng, n, 5000);
        }
        "hdu2176" => {
            out.u64(n).byte(b'\n');
            list(out, &mut rng, n, 2_000_000);
            out.bytes(b"0\n");
        }
        "hdu2149" => {
            for _ in 0..n {
                out.u64(rng.random_range(1..1100))
                    .byte(b' ')
                    .u64(rng.random_range(1..1100))
                    .byte(b'\n');
            }
        }
        "hdu2177" => {
            for i in 0..n {
                let (a, b) = if i % 3 == 0 {
                    let k = rng.random_range(1..=381_966_011u64);
                    let a = wythoff::floor_mul_phi(k) as u64;
                    (a, a + k)
                } else {
                    let a = rng.random_range(1..1_000_000_000);
                    (a, rng.random_range(a..=1_000_000_000))
                };
                out.u64(a).byte(b' ').u64(b).byte(b'\n');
            }
            out.bytes(b"0 0\n");
        }
        "acwing892" => {
            out.u64(n).byte(b'\n');
            list(out, &mut rng, n, 1_000_000_000);
        }
        "acwing893" => {
            out.bytes(b"100\n");
            let mut sizes: Vec<u64> = (1..=10_000).collect();
            for i in 0..100 {
                let j = rng.random_range(i..sizes.len());
                sizes.swap(i, j);
            }
            out.u64s(sizes[..100].iter().copied())
                .byte(b'\n')
                .u64(n)
                .byte(b'\n');
            list(out, &mut rng, n, 10_001);
        }
        "acwing894" => {
            out.u64(n).byte(b'\n');
            list(out, &mut rng, n, 101);
        }
        "hdu1536" => {
            out.bytes(b"100 ");
            list(out, &mut rng, 100, 10_000);
            out.u64(n / 100).byte(b'\n');
            for _ in 0..n / 100 {
                out.bytes(b"100 ");
                list(out, &mut rng, 100, 10_001);
            }
            out.bytes(b"0\n");
        }
        "hdu1848" => {
            for _ in 0..n / 3 {
                for j in 0..3 {
                    out.u64(rng.random_range(1..=1000))
                        .byte(if j < 2 { b' ' } else { b'\n' });
                }
            }
            out.bytes(b"0 0 0\n");
        }
        "hdu2516" => {
            for _ in 0..n {
                let x = if rng.random() {
                    impartial::fibonacci::NUMBERS[rng.random_range(1..45)]
                } else {
                    rng.random_range(2..1 << 31)
                };
                out.u64(x).byte(b'\n');
            }
            out.bytes(b"0\n");
        }
        "hdu5973" => big_wythoff_pairs(n, 100, &mut rng, out),
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

/// `n` pairs of `digits`-digit numbers, alternately a losing pair and two random numbers.
///
/// A losing pair is built from a Zeckendorf representation, with additions only: a number whose
/// smallest term has an even index (1 = index 0, 2 = index 1, …) is the smaller element of its
/// pair, and the larger element is the same representation shifted up one index.
fn big_wythoff_pairs<W: Write>(n: u64, digits: usize, rng: &mut StdRng, out: &mut Writer<W>) {
    let limit =
        BigUint::from_decimal(format!("1{}", "0".repeat(digits)).as_bytes()).unwrap_or_default();
    let mut fib = vec![BigUint::from(1), BigUint::from(2)];
    while fib[fib.len() - 1] < limit {
        let next = fib[fib.len() - 1].add(&fib[fib.len() - 2]);
        fib.push(next);
    }
    // The shifted sum stays below F(len - 2) < 10^digits.
    let top = fib.len() - 4;
    let random_number = |rng: &mut StdRng| -> String {
        (0..digits)
            .map(|i| char::from(b'0' + rng.random_range(u8::from(i == 0)..10)))
            .collect()
    };
    for i in 0..n {
        if i % 2 == 0 {
            let mut terms = vec![top];
            let mut j = top;
            while j >= 2 {
                j -= if rng.random() { 2 } else { 3 };
                terms.push(j);
                if j < 3 {
                    break;
                }
            }
            let low = terms.len() - 1;
            if terms[low] % 2 == 1 {
                terms[low] -= 1;
            }
            let a = terms.iter().fold(BigUint::zero(), |s, &t| s.add(&fib[t]));
            let b = terms
                .iter()
                .fold(BigUint::zero(), |s, &t| s.add(&fib[t + 1]));
            out.bytes(a.to_string().as_bytes())
                .byte(b' ')
                .bytes(b.to_string().as_bytes())
                .byte(b'\n');
        } else {
            out.bytes(random_number(rng).as_bytes())
                .byte(b' ')
                .bytes(random_number(rng).as_bytes())
                .byte(b'\n');
        }
    }
}
