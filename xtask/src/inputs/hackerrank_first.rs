//! The generators of HackerRank's first fifteen Game Theory problems (the rest, and new rows,
//! are in [`super::hackerrank`]).

use super::hackerrank_shapes::{pile_cases, worst_cases};
use super::*;

/// One row per binary.
pub const GENERATORS: &[Generator] = &[
    Generator {
        bin: "hr_game_of_stones_1",
        about: "up to 100 stone counts n ≤ 100 (any u64 when wide)",
        make: |g| {
            let t = g.cap(100);
            g.line(&[t]);
            for _ in 0..t {
                let n = g.between(1, 100);
                g.line(&[n]);
            }
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ T ≤ 100, 1 ≤ n ≤ 100",
            about: "100 cases of n from 90 to 100",
            worst: |g| {
                g.line(&[100]);
                for _ in 0..100 {
                    let n = g.rng.random_range(90..=100);
                    g.line(&[n]);
                }
            },
        },
    },
    Generator {
        bin: "hr_tower_breakers_1",
        about: "up to 1000 cases `n m` (a third with n ≤ 4 and m ≤ 60, for the search; m to 10^12 when wide)",
        make: |g| {
            let t = g.cap(1000).min(1 + g.n / 2);
            g.line(&[t]);
            for _ in 0..t {
                let (n, m) = match g.rng.random_range(0..3) {
                    0 => (g.rng.random_range(1..=4), g.rng.random_range(1..=60)),
                    // Wide: any n, heights up to 10^12 (what the bin accepts).
                    _ => {
                        let top = if g.wide { 1_000_000_000_000 } else { 1_000_000_000 };
                        (g.between(1, 1_000_000_000), g.rng.random_range(1..=top))
                    }
                };
                g.line(&[n, m]);
            }
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ t ≤ 1000, 1 ≤ n, m ≤ 10^9 (a stored copy)",
            about: "1000 cases of an odd n and a prime m near 10^9 (Ω by trial division to the cube root, then a primality test)",
            worst: |g| {
                g.line(&[1000]);
                for _ in 0..1000 {
                    let n = 2 * g.rng.random_range(0..500_000_000) + 1;
                    g.line(&[n, 999_999_937]);
                }
            },
        },
    },
    Generator {
        bin: "hr_nim_game_1",
        about: "up to 100 games of up to 100 piles of 0 to 100",
        make: |g| pile_cases(g, 100, 100, (0, 100, u64::MAX), None),
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ g ≤ 100, 1 ≤ n ≤ 100, 0 ≤ s_i ≤ 100",
            about: "100 games of 100 piles",
            worst: |g| worst_cases(g, 100, 100, 100, None),
        },
    },
    Generator {
        bin: "hr_misere_nim_1",
        about: "up to 100 cases of up to 100 piles of 1 to 10^9",
        make: |g| pile_cases(g, 100, 100, (1, 1_000_000_000, u64::MAX), None),
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ T ≤ 100, 1 ≤ n ≤ 100, 1 ≤ s_i ≤ 10^9",
            about: "100 cases of 100 piles",
            worst: |g| worst_cases(g, 100, 100, 1_000_000_000, None),
        },
    },
    Generator {
        bin: "hr_nimble_game_1",
        about: "up to 10^4 cases of up to 100 squares of 0 to 10^9 coins (small strips for the search)",
        make: |g| pile_cases(g, 10_000, 100, (0, 1_000_000_000, u64::MAX), None),
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ T ≤ 10^4, 1 ≤ n ≤ 100, 0 ≤ c_i ≤ 10^9",
            about: "10^4 cases of 100 squares",
            worst: |g| worst_cases(g, 10_000, 100, 1_000_000_000, None),
        },
    },
    Generator {
        bin: "hr_poker_nim_1",
        about: "up to 100 cases of up to 100 piles of 1 to 10^9 (0 to u64::MAX when wide), k ≤ 100",
        make: |g| {
            let lo = if g.wide { 0 } else { 1 };
            pile_cases(g, 100, 100, (lo, 1_000_000_000, u64::MAX), Some(100))
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ T ≤ 100, 1 ≤ n, k ≤ 100, 1 ≤ c_i ≤ 10^9",
            about: "100 cases of 100 piles, k = 100",
            worst: |g| worst_cases(g, 100, 100, 1_000_000_000, Some(100)),
        },
    },
    Generator {
        bin: "hr_chocolate_in_box",
        about: "N containers of 1 to 10^9 (1 to 3 below 8 now and then, for the search)",
        make: |g| {
            let (count, top) = match g.small() && g.rng.random_range(0..2) == 0 {
                true => (g.rng.random_range(1..=3), 7),
                false => (g.n.clamp(1, 1_000_000), 1_000_000_000),
            };
            g.list(count, |g| g.between(1, top));
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ N ≤ 10^6, 1 ≤ A[i] ≤ 10^9",
            about: "10^6 containers near 10^9",
            worst: |g| g.list(1_000_000, |g| g.rng.random_range(500_000_000..=1_000_000_000)),
        },
    },
    Generator {
        bin: "hr_a_chessboard_game_1",
        about: "up to 225 cells of the 15 × 15 board",
        make: |g| {
            let t = g.cap(225).min(1 + g.n / 2);
            g.line(&[t]);
            for _ in 0..t {
                let cell = [g.rng.random_range(1..=15), g.rng.random_range(1..=15)];
                g.line(&cell);
            }
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ t ≤ 225, 1 ≤ x, y ≤ 15",
            about: "225 cases, every cell once",
            worst: |g| {
                g.line(&[225]);
                for c in 0..225 {
                    g.line(&[c / 15 + 1, c % 15 + 1]);
                }
            },
        },
    },
    Generator {
        bin: "hr_chessboard_game_again_1",
        about: "cases of k coins on the 15 × 15 board (a third of them 1 or 2 coins, for the search)",
        make: |g| {
            let cases = g.cap(1000).min(1 + g.n / 20);
            let per_case = (g.n / cases / 2).clamp(1, 1000);
            g.line(&[cases]);
            for _ in 0..cases {
                let k = match g.rng.random_range(0..3) {
                    0 => g.rng.random_range(1..=2),
                    _ => per_case,
                };
                g.line(&[k]);
                for _ in 0..k {
                    let cell = [g.rng.random_range(1..=15), g.rng.random_range(1..=15)];
                    g.line(&cell);
                }
            }
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ T ≤ 1000, 1 ≤ k ≤ 1000, 1 ≤ x, y ≤ 15",
            about: "1000 cases of 1000 coins (2·10^6 coordinates)",
            worst: |g| {
                g.line(&[1000]);
                for _ in 0..1000 {
                    g.line(&[1000]);
                    for _ in 0..1000 {
                        let cell = [g.rng.random_range(1..=15), g.rng.random_range(1..=15)];
                        g.line(&cell);
                    }
                }
            },
        },
    },
    Generator {
        bin: "hr_alice_and_bobs_silly_game",
        about: "up to 1000 games, n ≤ 10^5 (a third up to 20, for the search; to 10^12 when wide)",
        make: |g| {
            let games = g.cap(1000);
            g.line(&[games]);
            for _ in 0..games {
                let n = match g.rng.random_range(0..3) {
                    0 => g.rng.random_range(1..=20),
                    _ if g.wide => g.rng.random_range(1..=1_000_000),
                    _ => g.rng.random_range(1..=100_000),
                };
                g.line(&[n]);
            }
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ g ≤ 1000, 1 ≤ n ≤ 10^5",
            about: "1000 games of n near 10^5",
            worst: |g| {
                g.line(&[1000]);
                for _ in 0..1000 {
                    let n = g.rng.random_range(99_000..=100_000);
                    g.line(&[n]);
                }
            },
        },
    },
    Generator {
        bin: "hr_kitty_and_katty",
        about: "up to 100 block counts N ≤ 10^5 (a third up to 60, for the minimax)",
        make: |g| {
            let t = g.cap(100);
            g.line(&[t]);
            for _ in 0..t {
                let n = match g.rng.random_range(0..3) {
                    0 => g.rng.random_range(1..=60),
                    _ => g.between(1, 100_000),
                };
                g.line(&[n]);
            }
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ T ≤ 100, 1 ≤ N ≤ 10^5",
            about: "100 cases of N near 10^5",
            worst: |g| {
                g.line(&[100]);
                for _ in 0..100 {
                    let n = g.rng.random_range(99_000..=100_000);
                    g.line(&[n]);
                }
            },
        },
    },
    Generator {
        bin: "hr_tower_breakers_revisited_1",
        about: "up to 100 cases of up to 100 heights to 10^6 (to 10^10 when wide; 1 to 3 below 8 now and then, for the search)",
        make: |g| pile_cases(g, 100, 100, (1, 1_000_000, 10_000_000_000), None),
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ T ≤ 100, 1 ≤ N ≤ 100, 1 ≤ h_i ≤ 10^6",
            about: "100 cases of 100 heights near 10^6",
            worst: |g| worst_cases(g, 100, 100, 1_000_000, None),
        },
    },
    Generator {
        bin: "hr_the_prime_game",
        about: "up to 10 cases of buckets to 10^18 (1 to 3 below 8 now and then, for the search)",
        make: |g| pile_cases(g, 10, 10_000, (1, 1_000_000_000_000_000_000, u64::MAX), None),
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ T ≤ 10, 1 ≤ N ≤ 10^4, 1 ≤ A_k ≤ 10^18",
            about: "10 cases of 10^4 buckets near 10^18",
            worst: |g| worst_cases(g, 10, 10_000, 1_000_000_000_000_000_000, None),
        },
    },
    Generator {
        bin: "hr_deforestation_1",
        about: "T ≤ 100 trees of up to 500 nodes, the first a path (small ones for the search when n is small; wide: extra edges close cycles)",
        make: |g| {
            // About n numbers: a tree of k nodes is 2k − 1 of them.
            let cases = g.cap(100).min(1 + g.n / 1000);
            g.line(&[cases]);
            for case in 0..cases {
                let n = match g.small() && g.rng.random_range(0..3) == 0 {
                    true => g.rng.random_range(1..=8),
                    false => (g.n / cases / 2).clamp(1, 500),
                };
                let mut edges = tree(g, n, case == 0);
                if g.wide {
                    let extra = g.rng.random_range(0..=n / 4 + 1);
                    edges.extend(
                        (0..extra).map(|_| [g.rng.random_range(1..=n), g.rng.random_range(1..=n)]),
                    );
                }
                g.line(&[edges.len() as u64 + 1]);
                edges.iter().for_each(|e| g.line(e));
            }
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ T ≤ 100, 1 ≤ N ≤ 500, a tree rooted at 1",
            about: "100 trees of 500 nodes: paths, stars and random trees in turn",
            worst: |g| {
                g.line(&[100]);
                for case in 0..100 {
                    let edges = tree(g, 500, case % 3 == 0);
                    g.line(&[500]);
                    edges.iter().for_each(|e| g.line(e));
                }
            },
        },
    },
    Generator {
        bin: "hr_tower_breakers_again_1",
        about: "up to 200 cases of up to 100 heights to 10^5 (1 to 3 below 8 now and then, for the search)",
        make: |g| pile_cases(g, 200, 100, (1, 100_000, 100_000), None),
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ T ≤ 200, 1 ≤ N ≤ 100, 1 ≤ h_i ≤ 10^5",
            about: "200 cases of 100 heights near 10^5",
            worst: |g| worst_cases(g, 200, 100, 100_000, None),
        },
    },
];
