//! The generators of Baekjoon's problems (`cargo xtask new` adds rows here).

use super::*;

/// One stone count up to `max` (a third of them below 60, for the search; any u64 when wide).
fn stones(g: &mut Gen, max: u64) {
    let n = match g.rng.random_range(0..3) {
        0 if !g.wide => g.rng.random_range(1..60),
        _ => g.between(1, max),
    };
    g.line(&[n]);
}

/// A count up to `max_count` (about n, or a few when small, for the search), then that many
/// piles from 1 to `max`.
fn piles(g: &mut Gen, max_count: u64, max: u64) {
    let (count, top) = match g.small() && g.rng.random_range(0..2) == 0 {
        true => (g.rng.random_range(1..=3), 7),
        false => (g.n.clamp(1, max_count), max),
    };
    g.list(count, |g| g.between(1, top));
}

/// `count` piles, each from `lo` to `hi`, for the worst cases.
fn worst_piles(g: &mut Gen, count: u64, lo: u64, hi: u64) {
    g.list(count, |g| g.rng.random_range(lo..=hi));
}

/// A one-number stone game of Baekjoon with a limit of `max` stones.
macro_rules! stone_game {
    ($bin:expr, $max:expr, $statement:expr, $time:expr, $source:expr) => {
        Generator {
            bin: $bin,
            about: "one N (a third below 60, for the search)",
            make: |g| stones(g, $max),
            limits: Limits {
                time: $time,
                source: $source,
                statement: $statement,
                about: "N at the limit (a single number: start-up is all)",
                worst: |g| g.line(&[$max]),
            },
        }
    };
}

/// A pile game of Baekjoon: up to `count` piles from 1 to `max`.
macro_rules! pile_game {
    ($bin:expr, $count:expr, $max:expr, $statement:expr, $time:expr, $source:expr) => {
        Generator {
            bin: $bin,
            about:
                "N piles within the statement (some inputs 1 to 3 piles below 8, for the search)",
            make: |g| piles(g, $count, $max),
            limits: Limits {
                time: $time,
                source: $source,
                statement: $statement,
                about: "the most piles, each near the largest size",
                worst: |g| worst_piles(g, $count, $max / 2, $max),
            },
        }
    };
}

/// One row per binary of Baekjoon.
pub const GENERATORS: &[Generator] = &[
    stone_game!("boj9655", 1000, "1 ≤ N ≤ 1000", 1.0, BOJ_USUAL),
    stone_game!("boj9657", 1000, "1 ≤ N ≤ 1000", 1.0, BOJ_USUAL),
    stone_game!("boj9660", 1_000_000_000_000, "1 ≤ N ≤ 10^12", 1.0, BOJ_COPY),
    stone_game!(
        "boj9661",
        1_000_000_000_000,
        "1 ≤ N ≤ 10^12",
        1.0,
        BOJ_USUAL
    ),
    pile_game!(
        "boj11868",
        100,
        1_000_000_000,
        "1 ≤ N ≤ 100, 1 ≤ P_i ≤ 10^9",
        2.0,
        BOJ_COPY
    ),
    pile_game!(
        "boj11869",
        100,
        1_000_000_000,
        "1 ≤ M ≤ 100, 1 ≤ P_i ≤ 10^9",
        2.0,
        BOJ_COPY
    ),
    pile_game!(
        "boj11871",
        100,
        2_147_000_000,
        "1 ≤ N ≤ 100, 1 ≤ P_i ≤ 2147000000, not all 2",
        1.0,
        BOJ_USUAL
    ),
    pile_game!(
        "boj11872",
        100,
        2_000_000_000,
        "1 ≤ N ≤ 100, 1 ≤ P_i ≤ 2·10^9",
        1.0,
        BOJ_USUAL
    ),
    Generator {
        bin: "boj13034",
        about: "one N from 3 to 1000 (a third below 12, for the search)",
        make: |g| {
            let n = match g.rng.random_range(0..3) {
                0 if !g.wide => g.rng.random_range(3..12),
                _ => g.between(3, 1000),
            };
            g.line(&[n]);
        },
        limits: Limits {
            time: 1.0,
            source: BOJ_USUAL,
            statement: "3 ≤ N ≤ 1000",
            about: "N = 1000 (the period is proven once, whatever N)",
            worst: |g| g.line(&[1000]),
        },
    },
    pile_game!(
        "boj16889",
        1_000_000,
        60,
        "1 ≤ N ≤ 10^6, 1 ≤ A_i ≤ 60",
        1.0,
        BOJ_USUAL
    ),
    pile_game!(
        "boj16895",
        1000,
        1000,
        "1 ≤ N ≤ 1000, 1 ≤ P_i ≤ 1000",
        1.0,
        BOJ_USUAL
    ),
    // New generators go above this line (`cargo xtask new` puts them here).
];
