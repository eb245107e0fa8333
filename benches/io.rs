//! Scanner and writer throughput on 10^6 generated numbers, each beside the std baseline on the
//! same bytes: `split_ascii_whitespace` + `parse` for reading, `write!` for writing.
//!
//! `cargo bench --bench io`; the fast path is the one this processor gets (the AVX2 bulk path
//! where detected, token by token otherwise), and the baseline path of the scanner is measured
//! as well.

// The library's rust-version (1.56) is the bundles' floor; tests and benchmarks run on stable.
#![allow(clippy::incompatible_msrv)]

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use impartial::io::{Scanner, Writer};
use std::hint::black_box;
use std::io::Write;

#[path = "../xtask/src/inputs/mod.rs"]
#[allow(dead_code)]
mod inputs;

/// The p2197 input of one case with `n` piles below 2^30.
fn nim_input(n: u64) -> Vec<u8> {
    let mut out = Vec::new();
    inputs::generate("p2197", n, 1, false, &mut out).expect("a generator for p2197");
    out
}

fn parse(c: &mut Criterion) {
    let input = nim_input(1_000_000);
    let mut group = c.benchmark_group("parse 10^6 numbers");
    group.throughput(Throughput::Bytes(input.len() as u64));
    group.bench_function("impartial Scanner::fold_u64", |b| {
        b.iter(|| {
            let mut sc = Scanner::new(black_box(&input[..]));
            let _cases = sc.u64("a case count").unwrap();
            let n = sc.u64("a pile count").unwrap();
            sc.fold_u64(n, "a pile size", 0, |a, v| a ^ v).unwrap()
        })
    });
    group.bench_function("impartial Scanner::u64 one by one", |b| {
        b.iter(|| {
            let mut sc = Scanner::new(black_box(&input[..]));
            let mut x = 0;
            while !sc.at_end().unwrap() {
                let v = sc.u64("a number").unwrap();
                x ^= v;
            }
            x
        })
    });
    group.bench_function("std split_ascii_whitespace + parse", |b| {
        b.iter(|| {
            let text = std::str::from_utf8(black_box(&input)).unwrap();
            text.split_ascii_whitespace()
                .map(|t| t.parse::<u64>().unwrap())
                .fold(0, |a, v| a ^ v)
        })
    });
    group.finish();
}

fn format(c: &mut Criterion) {
    let values: Vec<u64> = (0..1_000_000u64)
        .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 34)
        .collect();
    let bytes: usize = values.iter().map(|v| v.to_string().len() + 1).sum();
    let mut group = c.benchmark_group("format 10^6 numbers");
    group.throughput(Throughput::Bytes(bytes as u64));
    group.bench_function("impartial Writer::u64s", |b| {
        b.iter(|| {
            let mut out = Writer::new(std::io::sink());
            out.u64s(black_box(&values).iter().copied());
            out.flush();
        })
    });
    group.bench_function("std write! into BufWriter", |b| {
        b.iter(|| {
            let mut out = std::io::BufWriter::new(std::io::sink());
            for v in black_box(&values) {
                write!(out, "{v} ").unwrap();
            }
            out.flush().unwrap();
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = parse, format
}
criterion_main!(benches);
