//! End to end: the release binaries `p2197`, `p1247`, `p2252` and `hdu5973` on generated inputs
//! (10^6 numbers; 10^4 pairs of 100 digits for `hdu5973`), each run as a process with stdin
//! from a file, beside an idiomatic std solution of the same problem run in-process on the same
//! bytes (`read_to_string`, `split_ascii_whitespace`, `parse`, `format!`).
//!
//! `cargo bench --bench bins` (HTML report: `target/criterion/report/index.html`). The race
//! against C++ and idiomatic Rust peers, by CPU time, is `cargo xtask race`. The inputs are
//! written to the temporary directory and removed when the bench ends.

// The library's rust-version (1.56) is the bundles' floor; tests and benchmarks run on stable.
#![allow(clippy::incompatible_msrv)]

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::fmt::Write as _;
use std::hint::black_box;
use std::path::PathBuf;
use std::process::{Command, Stdio};

#[path = "../xtask/src/inputs/mod.rs"]
#[allow(dead_code)]
mod inputs;

/// A generated input file, removed when dropped.
struct Input(PathBuf);

impl Input {
    fn new(bin: &str, n: u64) -> Input {
        let mut out = Vec::new();
        inputs::generate(bin, n, 7, false, &mut out).expect("a generator");
        let name = format!("impartial-bench-{}-{bin}-{n}.in", std::process::id());
        let path = std::env::temp_dir().join(name);
        std::fs::write(&path, out).expect("a temporary file");
        Input(path)
    }
}

impl Drop for Input {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn run(exe: &str, input: &PathBuf) {
    let status = Command::new(exe)
        .stdin(std::fs::File::open(input).unwrap())
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
}

/// Idiomatic std solutions, for comparison.
fn std_p2197(text: &str) -> String {
    let mut it = text
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let mut out = String::new();
    for _ in 0..it.next().unwrap() {
        let n = it.next().unwrap();
        let x = (0..n).fold(0, |a, _| a ^ it.next().unwrap());
        out.push_str(if x != 0 { "Yes\n" } else { "No\n" });
    }
    out
}

fn std_p1247(text: &str) -> String {
    let mut it = text
        .split_ascii_whitespace()
        .map(|t| t.parse::<u64>().unwrap());
    let k = it.next().unwrap();
    let mut piles: Vec<u64> = (0..k).map(|_| it.next().unwrap()).collect();
    let x = piles.iter().fold(0, |a, p| a ^ p);
    let Some(b) = piles.iter().position(|&p| p ^ x < p) else {
        return "lose\n".into();
    };
    let mut out = format!("{} {}\n", piles[b] - (piles[b] ^ x), b + 1);
    piles[b] ^= x;
    for (i, p) in piles.iter().enumerate() {
        let _ = write!(out, "{}{p}", if i > 0 { " " } else { "" });
    }
    out.push('\n');
    out
}

fn std_p2252(text: &str) -> String {
    let v: Vec<u64> = text
        .split_ascii_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let mut out = String::new();
    for pair in v.chunks(2) {
        let (a, b) = (pair[0].min(pair[1]), pair[0].max(pair[1]));
        // The usual double-precision solution (inexact near 10^15, fine for these inputs).
        let losing = a == ((b - a) as f64 * (1.0 + 5f64.sqrt()) / 2.0) as u64;
        out.push_str(if losing { "0\n" } else { "1\n" });
    }
    out
}

fn end_to_end(c: &mut Criterion) {
    let mut group = c.benchmark_group("end to end");
    group.sample_size(15);
    type Std = fn(&str) -> String;
    let cases: [(&str, u64, Option<Std>); 4] = [
        ("p2197", 1_000_000, Some(std_p2197)),
        ("p1247", 1_000_000, Some(std_p1247)),
        ("p2252", 500_000, Some(std_p2252)),
        ("hdu5973", 10_000, None),
    ];
    for (bin, n, baseline) in cases {
        let input = Input::new(bin, n);
        let path = &input.0;
        let bytes = std::fs::read(path).unwrap();
        group.throughput(Throughput::Bytes(bytes.len() as u64));
        let exe = match bin {
            "p2197" => env!("CARGO_BIN_EXE_p2197"),
            "p1247" => env!("CARGO_BIN_EXE_p1247"),
            "p2252" => env!("CARGO_BIN_EXE_p2252"),
            _ => env!("CARGO_BIN_EXE_hdu5973"),
        };
        group.bench_function(format!("{bin} binary"), |b| b.iter(|| run(exe, path)));
        if let Some(solve) = baseline {
            let text = String::from_utf8(bytes).unwrap();
            group.bench_function(format!("{bin} idiomatic std, in-process"), |b| {
                b.iter(|| solve(black_box(&text)))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, end_to_end);
criterion_main!(benches);
