//! The generators of Kattis's problems (`cargo xtask new` adds rows here).

use super::*;

/// One row per binary of Kattis.
pub const GENERATORS: &[Generator] = &[
    Generator {
        bin: "kattis_bachetsgame",
        about: "up to 100 lines, n ≤ 10^6 (a third below 30, for the search), up to 10 takes with 1 among them",
        make: |g| {
            for _ in 0..g.cap(100) {
                // "A sequence of positive numbers": n ≥ 1.
                let n = match g.rng.random_range(0..3) {
                    0 => g.rng.random_range(1..30),
                    _ => g.rng.random_range(1..=1_000_000),
                };
                let m = g.rng.random_range(1..=10);
                let mut takes = g.distinct(m - 1, |g| g.rng.random_range(2..=60));
                takes.insert(0, 1);
                let mut line = vec![n, m];
                line.extend(takes);
                g.line(&line);
            }
        },
        limits: Limits {
            time: 1.0,
            source: KATTIS,
            statement: "1 to 100 lines, n ≤ 10^6, m ≤ 10, 1 among the takes",
            about: "100 lines of n = 10^6 or 10^6 − 1 and 10 takes: 1 and 9 odd ones above 64 (each a word of earlier outcomes per 64 heaps; every other heap loses, the most marks for a table)",
            worst: |g| {
                for _ in 0..100 {
                    let mut line = vec![1_000_000 - g.rng.random_range(0..2), 10, 1];
                    line.extend(g.distinct(9, |g| 2 * g.rng.random_range(32..500_000) + 1));
                    g.line(&line);
                }
            },
        },
    },
    Generator {
        bin: "kattis_euclidsgame",
        about: "pairs below 2^31 (a third below 70, for the search), then 0 0",
        make: |g| {
            for _ in 0..g.n.clamp(1, 1_000_000) {
                let top = if g.rng.random_range(0..3) == 0 {
                    69
                } else {
                    (1 << 31) - 1
                };
                let pair = [g.rng.random_range(1..=top), g.rng.random_range(1..=top)];
                g.line(&pair);
            }
            g.line(&[0, 0]);
        },
        limits: Limits {
            time: 1.0,
            source: KATTIS,
            statement: "pairs of positive numbers below 2^31 (no count given), then 0 0",
            about: "10^6 pairs of consecutive Fibonacci numbers below 2^31 (the longest games)",
            worst: |g| {
                let fib: Vec<u64> =
                    std::iter::successors(Some((1u64, 2u64)), |&(a, b)| Some((b, a + b)))
                        .take_while(|&(_, b)| b < 1 << 31)
                        .map(|(_, b)| b)
                        .collect();
                for i in 0..1_000_000 {
                    let j = fib.len() - 1 - (i % 8) as usize;
                    g.line(&[fib[j], fib[j - 1]]);
                }
                g.line(&[0, 0]);
            },
        },
    },
    // New generators go above this line (`cargo xtask new` puts them here).
];
