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
    stone_game!("boj9656", 1000, "1 ≤ N ≤ 1000", 1.0, BOJ_USUAL),
    stone_game!("boj9658", 1000, "1 ≤ N ≤ 1000", 1.0, BOJ_USUAL),
    stone_game!("boj9659", 1_000_000_000_000, "1 ≤ N ≤ 10^12", 1.0, BOJ_USUAL),
    Generator {
        bin: "boj9662",
        about: "M, K ≤ 22 takes from 1 to 22 (M below 3000 when small, for the search)",
        make: |g| {
            let (m, k) = match g.small() {
                true => (g.rng.random_range(1..3000), g.rng.random_range(1..=22)),
                false => (g.between(500_000_000, 1_000_000_000), g.rng.random_range(12..=22)),
            };
            let mut takes = g.distinct(k, |g| g.rng.random_range(1..=22));
            takes.sort_unstable();
            g.line(&[m]);
            g.line(&[k]);
            g.line(&takes);
        },
        limits: Limits {
            time: 1.0,
            source: BOJ_USUAL,
            statement: "1 ≤ M ≤ 10^9, 1 ≤ K ≤ 22, takes from 1 to 22, increasing",
            about: "M = 10^9 and the takes 2 5 6 7 15 16 17 20 22 (period 305: the longest among 5000 random sets)",
            worst: |g| {
                g.line(&[1_000_000_000]);
                g.line(&[9]);
                g.line(&[2, 5, 6, 7, 15, 16, 17, 20, 22]);
            },
        },
    },
    pile_game!("boj11694", 100, 1_000_000_000, "1 ≤ N ≤ 100, 1 ≤ P_i ≤ 10^9 (as 11868)", 1.0, BOJ_USUAL),
    Generator {
        bin: "boj16877",
        about: "N ≤ 10^5 piles to 3·10^6 (to 10^7 when wide: the bin's bound; a few small ones for the search)",
        make: |g| {
            let (count, top) = match g.small() && g.rng.random_range(0..2) == 0 {
                true => (g.rng.random_range(1..=3), 7),
                false => (g.n.clamp(1, 100_000), if g.wide { 10_000_000 } else { 3_000_000 }),
            };
            g.list(count, |g| g.rng.random_range(1..=top));
        },
        limits: Limits {
            time: 1.0,
            source: BOJ_USUAL,
            statement: "1 ≤ N ≤ 10^5, 1 ≤ P_i ≤ 3·10^6 (from accepted solutions)",
            about: "10^5 piles near 3·10^6 (the table to the largest)",
            worst: |g| worst_piles(g, 100_000, 2_900_000, 3_000_000),
        },
    },
    Generator {
        bin: "boj11867",
        about: "two boxes from 1 to 100",
        make: |g| {
            let low = if g.small() { 1 } else { 50 };
            let pair = [g.between(low, 100), g.between(1, 100)];
            g.line(&pair);
        },
        limits: Limits {
            time: 1.0,
            source: BOJ_USUAL,
            statement: "1 ≤ N, M ≤ 100",
            about: "N = M = 99 (a single pair: start-up is all)",
            worst: |g| g.line(&[99, 99]),
        },
    },
    Generator {
        bin: "boj24678",
        about: "T ≤ 2·10^5 cases of three piles to 10^9 (below 15 when small, for the search)",
        make: |g| {
            let t = (g.n / 3).clamp(1, 200_000);
            let top = if g.small() { 14 } else { 1_000_000_000 };
            g.out.u64(t).byte(b'\n');
            for _ in 0..t {
                let p = [g.between(1, top), g.between(1, top), g.between(1, top)];
                g.line(&p);
            }
        },
        limits: Limits {
            time: 1.0,
            source: "Baekjoon: the \"1 초\" a stored solution file quotes with the statement",
            statement: "1 ≤ T ≤ 200000, 1 ≤ x, y, z ≤ 10^9",
            about: "2·10^5 cases of three piles near 10^9",
            worst: |g| {
                g.out.bytes(b"200000\n");
                for _ in 0..200_000 {
                    let p = [0; 3].map(|_: u64| g.rng.random_range(900_000_000..=1_000_000_000));
                    g.line(&p);
                }
            },
        },
    },
    Generator {
        bin: "boj2600",
        about: "three takes below 31, five games of two bottles to 500 (to 40 when small, for the search)",
        make: |g| {
            let mut takes = g.distinct(3, |g| g.rng.random_range(1..=30));
            takes.sort_unstable();
            g.line(&takes);
            let top = if g.small() { 40 } else { 500 };
            for _ in 0..5 {
                let pair = [g.between(0, top), g.between(0, top)];
                g.line(&pair);
            }
        },
        limits: Limits {
            time: 1.0,
            source: BOJ_USUAL,
            statement: "b1 < b2 < b3 ≤ 30, 0 ≤ k1, k2 ≤ 500 (from accepted solutions)",
            about: "the takes 28 29 30 and bottles near 500",
            worst: |g| {
                g.line(&[28, 29, 30]);
                for _ in 0..5 {
                    let pair = [g.rng.random_range(450..=500), g.rng.random_range(450..=500)];
                    g.line(&pair);
                }
            },
        },
    },
    Generator {
        bin: "boj16879",
        about: "N ≤ 3·10^5 palaces on squares below 3000",
        make: |g| {
            let n = g.n.div_ceil(2).clamp(1, 300_000);
            g.pairs(n, |g| [g.below(2999), g.below(2999)]);
        },
        limits: Limits {
            time: 0.5,
            source: "Baekjoon: the \"0.5초\" a stored copy of the statement quotes",
            statement: "1 ≤ N ≤ 300000, 0 ≤ x, y < 3000",
            about: "3·10^5 palaces on random squares",
            worst: |g| g.pairs(300_000, |g| [g.rng.random_range(0..3000), g.rng.random_range(0..3000)]),
        },
    },
    Generator {
        bin: "boj11717",
        about: "an H × W board up to 20 × 20, a fifth of its cells marked (up to 12 cells when small, for the search)",
        make: |g| {
            let (h, w) = match g.small() {
                true => (g.rng.random_range(1..=3), g.rng.random_range(1..=4)),
                false => (g.rng.random_range(10..=20), g.rng.random_range(10..=20)),
            };
            g.line(&[h, w]);
            for _ in 0..h {
                let row: Vec<u8> = (0..w)
                    .map(|_| if g.rng.random_range(0..5) == 0 { b'X' } else { b'.' })
                    .collect();
                g.out.bytes(&row).byte(b'\n');
            }
        },
        limits: Limits {
            time: 2.0,
            source: "Baekjoon: the \"2 초\" a stored BaekjoonHub copy of the page quotes",
            statement: "1 ≤ H, W ≤ 20",
            about: "an empty 20 × 20 board (every cell of every sub-rectangle tried)",
            worst: |g| {
                g.line(&[20, 20]);
                for _ in 0..20 {
                    g.out.bytes(&[b'.'; 20]).byte(b'\n');
                }
            },
        },
    },
    Generator {
        bin: "boj3754",
        about: "T ≤ 474 tests of N ≤ 47 amounts to 4747 (small ones for the search)",
        make: |g| {
            let t = (g.n / 48).clamp(1, 474);
            g.line(&[t]);
            for _ in 0..t {
                let (n, top) = match g.small() && g.rng.random_range(0..2) == 0 {
                    true => (g.rng.random_range(1..=3), 7),
                    false => (g.rng.random_range(1..=47), 4747),
                };
                g.list(n, |g| g.between(1, top));
            }
        },
        limits: Limits {
            time: 1.0,
            source: "Baekjoon: the \"1 초\" a stored BaekjoonHub copy of the page quotes",
            statement: "1 ≤ T ≤ 474, 1 ≤ N ≤ 47, 1 ≤ A_i ≤ 4747",
            about: "474 tests of 47 amounts near 4747",
            worst: |g| {
                g.line(&[474]);
                for _ in 0..474 {
                    g.list(47, |g| g.rng.random_range(4000..=4747));
                }
            },
        },
    },
    Generator {
        bin: "boj24656",
        about: "N ≤ 10^5 piles and bases to 10^9 (a third of them small, for the search)",
        make: |g| {
            let n = g.n.div_ceil(2).clamp(1, 100_000);
            g.pairs(n, |g| match g.rng.random_range(0..3) {
                0 => [g.rng.random_range(1..=300), g.rng.random_range(1..=12)],
                _ => [g.between(1, 1_000_000_000), g.between(1, 1_000_000_000)],
            });
        },
        limits: Limits {
            time: 1.0,
            source: BOJ_USUAL,
            statement: "1 ≤ N ≤ 10^5, 1 ≤ a_i, b_i ≤ 10^9",
            about: "10^5 piles and bases near 10^9",
            worst: |g| {
                let draw = |g: &mut Gen| g.rng.random_range(900_000_000..=1_000_000_000);
                g.pairs(100_000, |g| [draw(g), draw(g)]);
            },
        },
    },
    Generator {
        bin: "boj5386",
        about: "test cases of S ≤ 10^9 and K ≤ 100 (a third of S below 300, for the search)",
        make: |g| {
            let t = g.n.div_ceil(2).clamp(1, 100_000);
            g.line(&[t]);
            for _ in 0..t {
                let s = match g.rng.random_range(0..3) {
                    0 => g.rng.random_range(1..=300),
                    _ => g.between(1, 1_000_000_000),
                };
                let k = g.between(1, 100);
                g.line(&[s, k]);
            }
        },
        limits: Limits {
            time: 1.0,
            source: BOJ_USUAL,
            statement: "1 ≤ S ≤ 10^9, 1 ≤ K ≤ 100 (the number of cases not given)",
            about: "10^5 cases near the limits (the statement gives no count)",
            worst: |g| {
                g.line(&[100_000]);
                for _ in 0..100_000 {
                    let s = g.rng.random_range(900_000_000..=1_000_000_000);
                    let k = g.rng.random_range(1..=100);
                    g.line(&[s, k]);
                }
            },
        },
    },
    // New generators go above this line (`cargo xtask new` puts them here).
];
