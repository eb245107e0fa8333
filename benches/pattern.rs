//! The pattern finder at the sizes of issue 38: 1-D tables of 10^4 values and 2-D tables of
//! 200 × 200, where a pattern is found and where none is (every family tried, the slowest
//! case). `cargo bench --bench pattern`; the goal is under 0.5 s each, and docs/patterns.md
//! has the numbers.

// The library's rust-version (1.56) is the bundles' floor; tests and benchmarks run on stable.
#![allow(clippy::incompatible_msrv)]

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
    // Take k prime to n (π(spf(n))) and Fibonacci Nim's outcomes (a class table).
    let gcd = |mut a: u64, mut b: u64| {
        while b != 0 {
            (a, b) = (b, a % b);
        }
        a
    };
    let mut coprime: Vec<u64> = Vec::new();
    for n in 0..10_000u64 {
        let mut seen: Vec<u64> = (1..=n)
            .filter(|&k| gcd(k, n) == 1)
            .map(|k| coprime[(n - k) as usize])
            .collect();
        seen.sort_unstable();
        seen.dedup();
        coprime.push((0..).find(|v| seen.binary_search(v).is_err()).unwrap_or(0));
    }
    let fib = impartial::pattern::Seq::Fibonacci;
    let fibonacci_nim: Vec<u64> = (0..10_000u64)
        .map(|n| u64::from(n > 0 && !fib.contains(u128::from(n))))
        .collect();
    let mut group = c.benchmark_group("find, 10^4 values");
    for (name, g) in [
        ("Lasker's Nim", &lasker),
        ("Omega(n)", &omega),
        ("take k prime to n", &coprime),
        ("Fibonacci Nim", &fibonacci_nim),
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
    // A king and a knight toward the corner, by their moves (anti-diagonal by anti-diagonal;
    // the knight's options may lie outside the square: computed on a larger triangle).
    let by_mex = |moves: &dyn Fn(usize, usize) -> Vec<(usize, usize)>| {
        let n = 200;
        let mut t = vec![vec![0u64; 3 * n]; 3 * n];
        for s in 0..2 * n {
            for a in 0..=s {
                let mut seen: Vec<u64> = moves(a, s - a).iter().map(|&(x, y)| t[x][y]).collect();
                seen.sort_unstable();
                t[a][s - a] = (0..).find(|v| seen.binary_search(v).is_err()).unwrap_or(0);
            }
        }
        t[..n].iter().map(|r| r[..n].to_vec()).collect::<Vec<_>>()
    };
    let king = by_mex(&|a, b| {
        let mut o = Vec::new();
        if a > 0 {
            o.push((a - 1, b));
        }
        if b > 0 {
            o.push((a, b - 1));
        }
        if a > 0 && b > 0 {
            o.push((a - 1, b - 1));
        }
        o
    });
    let knight = by_mex(&|a, b| {
        [(-2i64, 1i64), (-2, -1), (1, -2), (-1, -2)]
            .iter()
            .map(|&(x, y)| (a as i64 + x, b as i64 + y))
            .filter(|&(x, y)| x >= 0 && y >= 0)
            .map(|(x, y)| (x as usize, y as usize))
            .collect()
    });
    let mut group = c.benchmark_group("find_grid, 200 x 200");
    group.bench_function("Wythoff", |b| b.iter(|| find_grid(black_box(&wythoff))));
    group.bench_function("a king (class table)", |b| {
        b.iter(|| find_grid(black_box(&king)))
    });
    group.bench_function("a knight ((min, |a - b|))", |b| {
        b.iter(|| find_grid(black_box(&knight)))
    });
    group.bench_function("coin flips (none)", |b| {
        b.iter(|| find_grid(black_box(&coins)))
    });
    group.finish();
}

criterion_group!(benches, one_dimension, two_dimensions);
criterion_main!(benches);
