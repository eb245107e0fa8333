//! The generators of CSES's problems (`cargo xtask new` adds rows here).

use super::*;

/// One row per binary of CSES.
pub const GENERATORS: &[Generator] = &[
    Generator {
        bin: "cses1729",
        about: "n ≈ the count asked (at most 10^6), up to 100 distinct take sizes including 1",
        make: |g| {
            let n = g.n.clamp(1, 1_000_000);
            let fewest = if g.small() { 1 } else { 50 };
            let k = g.rng.random_range(fewest.min(n)..=100.min(n));
            let mut takes = g.distinct(k - 1, |g| g.rng.random_range(2..=n.max(2)));
            takes.retain(|&p| p <= n);
            takes.insert(g.rng.random_range(0..=takes.len()), 1);
            g.line(&[n, takes.len() as u64]);
            g.line(&takes);
        },
        limits: Limits {
            time: 1.0,
            source: CSES,
            statement: "n ≤ 10^6, k ≤ 100 distinct take sizes ≤ n, one of them 1",
            about: "n = 10^6 and the 100 odd take sizes 1..199: every even heap loses, the most losses to mark from",
            worst: |g| {
                let takes: Vec<u64> = (0..100).map(|i| 2 * i + 1).collect();
                g.line(&[1_000_000, 100]);
                g.line(&takes);
            },
        },
    },
    Generator {
        bin: "cses1730",
        about: "tests of up to 50 heaps, 2·10^5 numbers at most, heaps from 1 to 10^9",
        make: |g| cses_tests(g, 1, 50),
        limits: Limits {
            time: 1.0,
            source: CSES,
            statement: "t ≤ 2·10^5, n ≤ 2·10^5, the sum of all n ≤ 2·10^5, heaps from 1 to 10^9",
            about: "2·10^5 tests of one heap of 9 or 10 digits: the most tokens and lines",
            worst: |g| cses_worst(g, 1),
        },
    },
    Generator {
        bin: "cses1098",
        about: "tests of up to 50 heaps, 2·10^5 numbers at most, heaps from 1 to 10^9",
        make: |g| cses_tests(g, 1, 50),
        limits: Limits {
            time: 1.0,
            source: CSES,
            statement: "t ≤ 2·10^5, n ≤ 2·10^5, the sum of all n ≤ 2·10^5, heaps from 1 to 10^9",
            about: "2·10^5 tests of one heap of 9 or 10 digits: the most tokens and lines",
            worst: |g| cses_worst(g, 1),
        },
    },
    Generator {
        bin: "cses1099",
        about: "tests of up to 50 stairs, 2·10^5 numbers at most, 0 to 10^9 balls each",
        make: |g| cses_tests(g, 0, 50),
        limits: Limits {
            time: 1.0,
            source: CSES,
            statement: "t ≤ 2·10^5, n ≤ 2·10^5, the sum of all n ≤ 2·10^5, 0 ≤ p_i ≤ 10^9",
            about: "10^5 tests of two stairs of 9 or 10 digits: the most tokens and lines",
            worst: |g| cses_worst(g, 2),
        },
    },
    Generator {
        bin: "cses2207",
        about: "up to 10^5 heaps from 1 to 10^6, a fifth of them the losing heaps up to 1222",
        make: |g| {
            let t = g.n.clamp(1, 100_000);
            g.out.u64(t).byte(b'\n');
            for _ in 0..t {
                let n = match g.rng.random_range(0..5) {
                    0 => impartial::split::unequal::ZEROS[g.rng.random_range(1..42)],
                    _ => g.between(1, 1_000_000),
                };
                g.out.u64(n).byte(b'\n');
            }
        },
        limits: Limits {
            time: 1.0,
            source: CSES,
            statement: "t ≤ 10^5, 1 ≤ n ≤ 10^6",
            about: "10^5 heaps of 6 and 7 digits",
            worst: |g| {
                let t = g.cap(100_000);
                g.out.u64(t).byte(b'\n');
                for _ in 0..t {
                    let n = g.between(100_000, 1_000_000);
                    g.out.u64(n).byte(b'\n');
                }
            },
        },
    },
    Generator {
        bin: "cses2208",
        about: "tests of up to 50 heaps, 2·10^5 numbers at most, heaps from 1 to 10^9",
        make: |g| cses_tests(g, 1, 50),
        limits: Limits {
            time: 1.0,
            source: CSES,
            statement: "t ≤ 2·10^5, n ≤ 2·10^5, the sum of all n ≤ 2·10^5, heaps from 1 to 10^9",
            about: "2·10^5 tests of one heap of 9 or 10 digits: the most tokens and lines",
            worst: |g| cses_worst(g, 1),
        },
    },
    // New generators go above this line (`cargo xtask new` puts them here).
];
