//! The generators of AcWing's problems (`cargo xtask new` adds rows here).

use super::*;

/// One row per binary of AcWing.
pub const GENERATORS: &[Generator] = &[
    Generator {
        bin: "acwing891",
        about: "n piles up to 10^9",
        make: |g| g.list(g.n, |g| g.below(1_000_000_000)),
        limits: Limits {
            time: 1.0,
            source: ACWING,
            statement: "n ≤ 10^5, a_i ≤ 10^9",
            about: "10^5 piles of 9 and 10 digits",
            worst: |g| g.list(100_000, |g| g.rng.random_range(100_000_000..=1_000_000_000)),
        },
    },
    Generator {
        bin: "acwing892",
        about: "n steps of up to 10^9 stones",
        make: |g| g.list(g.n, |g| g.below(1_000_000_000)),
        limits: Limits {
            time: 1.0,
            source: ACWING,
            statement: "n ≤ 10^5, a_i ≤ 10^9",
            about: "10^5 steps of 9 and 10 digits",
            worst: |g| g.list(100_000, |g| g.between(100_000_000, 1_000_000_000)),
        },
    },
    Generator {
        bin: "acwing893",
        about: "up to 100 take sizes and n ≤ 100 piles (wide: any n), all from 1 to 10^4",
        make: |g| {
            let k = g.rng.random_range(1..=100);
            g.list(k, |g| g.rng.random_range(1..=10_000));
            let n = if g.wide { g.n } else { g.n.clamp(1, 100) };
            g.list(n, |g| g.rng.random_range(1..=10_000));
        },
        limits: Limits {
            time: 1.0,
            source: ACWING,
            statement: "k, n ≤ 100, numbers ≤ 10^4",
            about: "100 take sizes (the smallest 1), 100 piles from 9000 to 10^4",
            worst: |g| {
                g.list(100, |g| g.between(1, 10_000));
                g.list(100, |g| g.between(9_000, 10_000));
            },
        },
    },
    Generator {
        bin: "acwing894",
        about: "n ≤ 100 piles up to 100 (wide: any n, any size)",
        make: |g| {
            let n = if g.wide { g.n } else { g.n.clamp(1, 100) };
            g.list(n, |g| g.below(100))
        },
        limits: Limits {
            time: 1.0,
            source: ACWING,
            statement: "n ≤ 100, a_i ≤ 100",
            about: "100 piles from 50 to 100",
            worst: |g| g.list(100, |g| g.between(50, 100)),
        },
    },
    // New generators go above this line (`cargo xtask new` puts them here).
];
