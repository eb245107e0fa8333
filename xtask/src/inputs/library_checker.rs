//! The generators of Library Checker's problems (`cargo xtask new` adds rows here).

use super::*;

/// One row per binary of Library Checker.
pub const GENERATORS: &[Generator] = &[
    Generator {
        bin: "lc_nim_product_64",
        about: "n/2 pairs of numbers below 2^64 (Library Checker: T ≤ 10^6)",
        make: |g| g.pairs((g.n / 2).max(1), |g| [g.rng.random(), g.rng.random()]),
        limits: Limits {
            time: 10.0,
            source: "library-checker-problems, math/nim_product_64/info.toml: timelimit = 10.0",
            statement: "T ≤ 10^6, A, B < 2^64",
            about: "10^6 pairs of 64-bit numbers",
            worst: |g| {
                g.pairs(g.cap(1_000_000), |g| {
                    [
                        g.rng.random::<u64>() | 1 << 63,
                        g.rng.random::<u64>() | 1 << 63,
                    ]
                })
            },
        },
    },
    // New generators go above this line (`cargo xtask new` puts them here).
];
