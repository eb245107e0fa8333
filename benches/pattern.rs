//! The pattern finder at the sizes of issue 38: 1-D tables of 10^4 values and 2-D tables of
//! 200 × 200, where a pattern is found and where none is (every family tried, the slowest
//! case). `cargo bench --bench pattern`; the goal is under 0.5 s each, and docs/patterns.md
//! has the numbers.

use criterion::{criterion_group, criterion_main, Criterion};
use impartial::pattern::{find, find_grid};
use std::hint::black_box;

fn one_dimension(c: &mut Criterion) {
    let lasker: Vec<u64> = (0..10_000u64)
        .map(|n| match n % 4 {
            0 if n > 0 => n - 1,
            3 => n + 1,
            _ => n,
        })
        .collect();
    let grundys: Vec<u64> = impartial::split::unequal::values(9_999)
        .iter()
        .map(|&v| v.into())
        .collect();
    let omega: Vec<u64> = (0..10_000)
        .map(|n| u64::from(impartial::numbers::divide::omega(n)))
        .collect();
    let mut group = c.benchmark_group("find, 10^4 values");
    for (name, g) in [
        ("Lasker's Nim", &lasker),
        ("Omega(n)", &omega),
        ("Grundy's game (none)", &grundys),
    ] {
        group.bench_function(name, |b| b.iter(|| find(black_box(g))));
    }
    group.finish();
}

fn two_dimensions(c: &mut Criterion) {
    let table = |f: &dyn Fn(u64, u64) -> u64| -> Vec<Vec<u64>> {
        (0..200)
            .map(|a| (0..200).map(|b| f(a, b)).collect())
            .collect()
    };
    let wythoff = table(&|a, b| u64::from(!impartial::numbers::wythoff::is_losing(a, b)));
    let mut seed = 1u64;
    let mut noise = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed % 2
    };
    let coins: Vec<Vec<u64>> = (0..200)
        .map(|_| (0..200).map(|_| noise()).collect())
        .collect();
    let mut group = c.benchmark_group("find_grid, 200 x 200");
    group.bench_function("Wythoff", |b| b.iter(|| find_grid(black_box(&wythoff))));
    group.bench_function("coin flips (none)", |b| {
        b.iter(|| find_grid(black_box(&coins)))
    });
    group.finish();
}

criterion_group!(benches, one_dimension, two_dimensions);
criterion_main!(benches);
