//! The generators of HackerRank's problems (`cargo xtask new` adds rows here).

use super::hackerrank_shapes::*;
use super::*;

/// One row per binary of HackerRank after the first fifteen ([`super::hackerrank_first`]).
pub const GENERATORS: &[Generator] = &[
    Generator {
        bin: "hr_zero_move_nim",
        about: "up to 10 games of up to 10 piles below 2^30 (below 2^64 - 1 when wide)",
        make: |g| pile_cases(g, 10, 10, (1, (1 << 30) - 1, u64::MAX - 1), None),
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ g ≤ 10, 1 ≤ n ≤ 10, 1 ≤ p_i < 2^30",
            about: "10 games of 10 piles near 2^30",
            worst: |g| worst_cases(g, 10, 10, (1 << 30) - 1, None),
        },
    },
    Generator {
        bin: "hr_powers_game_1",
        about: "up to 10^6 exponents, half below 20 (for the search), the rest to 10^6 (any u64 when wide)",
        make: |g| {
            let t = g.cap(1_000_000);
            g.line(&[t]);
            for _ in 0..t {
                let n = match g.rng.random_range(0..2) {
                    0 => g.rng.random_range(1..20),
                    _ => g.between(1, 1_000_000),
                };
                g.line(&[n]);
            }
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ T ≤ 10^6, 1 ≤ n ≤ 10^6",
            about: "10^6 exponents near 10^6",
            worst: |g| {
                g.line(&[1_000_000]);
                for _ in 0..1_000_000 {
                    let n = g.rng.random_range(900_000..=1_000_000);
                    g.line(&[n]);
                }
            },
        },
    },
    Generator {
        bin: "hr_stone_division",
        about: "one game: n a product of small primes to 10^18 (below 48 when small, for the search), 1 to 10 distinct members of S, mostly its small divisors",
        make: |g| {
            let top = if g.small() { 48 } else { 1_000_000_000_000_000_000 };
            stone_division(g, top, 10)
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ n ≤ 10^18, 1 ≤ m ≤ 10, 2 ≤ s_i ≤ 10^18",
            about: "n = 2^6·3^4·5^2·7^2·11·13·17·19·23 (about 9·10^17, 53 760 divisors) with S its ten smallest odd members and primes",
            worst: |g| {
                g.line(&[897_612_484_786_617_600, 10]);
                g.line(&[3, 5, 7, 9, 11, 13, 15, 17, 19, 2]);
            },
        },
    },
    Generator {
        bin: "hr_stone_piles",
        about: "up to 50 cases of up to 50 piles of 1 to 50 (to 120 when wide)",
        make: |g| pile_cases(g, 50, 50, (1, 50, 120), None),
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ T ≤ 50, 1 ≤ N ≤ 50, 1 ≤ x_i ≤ 50",
            about: "50 cases of 50 piles near 50",
            worst: |g| worst_cases(g, 50, 50, 50, None),
        },
    },
    Generator {
        bin: "hr_permutation_game",
        about: "up to 100 permutations of 2 to 15 numbers, not increasing (to 20 numbers of any u64 when wide)",
        make: |g| {
            let t = g.cap(100);
            g.line(&[t]);
            for _ in 0..t {
                let top = if g.wide { 20 } else { 15 };
                let n = if g.small() { g.rng.random_range(2..=8) } else { top };
                permutation_case(g, n);
            }
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ t ≤ 100, 2 ≤ n ≤ 15, a permutation of 1 to n, not increasing",
            about: "100 permutations of 15",
            worst: |g| {
                g.line(&[100]);
                (0..100).for_each(|_| permutation_case(g, 15));
            },
        },
    },
    Generator {
        bin: "hr_bob_and_ben",
        about: "up to 100 games of about n / 2 trees in all (sum of n ≤ 10^6), m to 10^9 (1 to 6 in two-tree games now and then, for the search), k from 2 to 100",
        make: |g| {
            let games = g.cap(100).min(1 + g.n / 20);
            let per_game = (g.n / 2 / games).clamp(1, 1_000_000 / games);
            g.line(&[games]);
            for _ in 0..games {
                let (n, top) = match g.rng.random_range(0..3) {
                    0 => (g.rng.random_range(1..=2), 6),
                    _ => (per_game, 1_000_000_000),
                };
                g.pairs(n, |g| [g.between(1, top), g.between(2, 100)]);
            }
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ g ≤ 100, 1 ≤ n ≤ 10^6, 1 ≤ m_i ≤ 10^9, 2 ≤ k_i ≤ 100, the sum of n ≤ 10^6",
            about: "one game of 10^6 trees near 10^9",
            worst: |g| {
                g.line(&[1]);
                g.pairs(1_000_000, |g| {
                    [g.rng.random_range(900_000_000..=1_000_000_000), g.rng.random_range(2..=100)]
                });
            },
        },
    },
    Generator {
        bin: "hr_vertical_rooks",
        about: "up to 10 games on boards to 2000 (2 to 4 when small, for retrograde analysis; to 10^7 when wide), two different rows in each column",
        make: |g| {
            let t = g.cap(10).min(if g.small() { 10 } else { 1 + g.n / 5000 });
            let top = (g.n / t / 2).clamp(2, if g.wide { 10_000_000 } else { 2000 });
            g.line(&[t]);
            for _ in 0..t {
                let n = match g.small() {
                    true => g.rng.random_range(2..=4),
                    false => g.rng.random_range(top / 2..=top).max(2),
                };
                rook_rows(g, n);
            }
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ t ≤ 10, 2 ≤ n ≤ 2000, 1 ≤ r1_i, r2_i ≤ n, r1_i ≠ r2_i",
            about: "10 boards of 2000",
            worst: |g| {
                g.line(&[10]);
                (0..10).for_each(|_| rook_rows(g, 2000));
            },
        },
    },
    Generator {
        bin: "hr_benders_play",
        about: "a DAG of about n / 4 locations (2 to 10 when small, for the search) with paths from lower to higher labels under a shuffle, and games of 1 to 100 soldiers (1 to 3 when small)",
        make: |g| {
            let n = if g.small() { g.rng.random_range(2..=10) } else { (g.n / 4).clamp(2, 100_000) };
            let m = if g.small() { g.rng.random_range(1..=2 * n) } else { (g.n / 4).clamp(1, 1_000_000) };
            let q = if g.small() { 10 } else { (g.n / 100).clamp(1, 100_000) };
            let k = if g.small() { 3 } else { 100 };
            benders(g, n, m, q, k);
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 < N ≤ 10^5, 1 ≤ M ≤ 10^6, 1 ≤ K ≤ 100, 1 ≤ Q ≤ 10^5",
            about: "10^5 locations, 10^6 paths, 10^5 games of 100 soldiers",
            worst: |g| benders(g, 100_000, 1_000_000, 100_000, 100),
        },
    },
    Generator {
        bin: "hr_newyear_game",
        about: "up to 100 arrays of up to 2000 numbers from 1 to 2000 (any u64 when wide)",
        make: |g| pile_cases(g, 100, 2000, (1, 2000, u64::MAX), None),
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ T ≤ 100, 1 ≤ n ≤ 2000, 1 ≤ a_i ≤ 2000",
            about: "100 arrays of 2000 numbers near 2000",
            worst: |g| worst_cases(g, 100, 2000, 2000, None),
        },
    },
    Generator {
        bin: "hr_digits_square_board_1",
        about: "up to 10 boards of about n / 10 digits each (sides 1 to 3 when small, for the search; to 30, or 50 when wide), mostly prime digits now and then",
        make: |g| {
            let t = g.cap(10);
            let top = if g.wide { 50 } else { 30 };
            let side = ((g.n / t) as f64).sqrt() as u64;
            g.line(&[t]);
            for _ in 0..t {
                let n = match g.small() {
                    true => g.rng.random_range(1..=3),
                    false => side.clamp(1, top),
                };
                digit_board(g, n);
            }
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ T ≤ 10, 1 ≤ N ≤ 30, 1 ≤ A_(i,j) ≤ 9",
            about: "10 boards of 30 × 30 random digits",
            worst: |g| {
                g.line(&[10]);
                (0..10).for_each(|_| digit_board(g, 30));
            },
        },
    },
    Generator {
        bin: "hr_move_the_coins",
        about: "a random tree of about n / 5 nodes (2 to 6 with a few coins when small, for the search) with 0 to 20 coins each, and about n / 5 questions",
        make: |g| {
            let (n, q, top) = match g.small() {
                true => (g.rng.random_range(2..=6), 10, 2),
                false => ((g.n / 5).clamp(2, 50_000), (g.n / 5).clamp(1, 50_000), 20),
            };
            coin_tree(g, n, q, top);
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ n, q ≤ 5·10^4, 0 ≤ c_i ≤ 20, 2 ≤ u_i ≤ n, u_i ≠ v_i",
            about: "a tree of 5·10^4 nodes and 5·10^4 questions",
            worst: |g| coin_tree(g, 50_000, 50_000, 20),
        },
    },
    Generator {
        bin: "hr_fun_game_1",
        about: "up to 10 cases of two arrays of up to 1000 values from 1 to 10^5 (up to 8 values from 1 to 4 when small, for the minimax; any u64 when wide)",
        make: |g| {
            let t = g.cap(10);
            let len = (g.n / t / 2).clamp(1, 1000);
            g.line(&[t]);
            for _ in 0..t {
                let (n, top) = match g.small() {
                    true => (g.rng.random_range(1..=8), 4),
                    false => (len, 100_000),
                };
                g.line(&[n]);
                for _ in 0..2 {
                    let row: Vec<u64> = (0..n).map(|_| g.between(1, top)).collect();
                    g.line(&row);
                }
            }
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ T ≤ 10, 1 ≤ n ≤ 1000, 1 ≤ A_i, B_i ≤ 10^5",
            about: "10 cases of 1000 values near 10^5",
            worst: |g| {
                g.line(&[10]);
                for _ in 0..10 {
                    g.line(&[1000]);
                    for _ in 0..2 {
                        let row: Vec<u64> = (0..1000).map(|_| g.rng.random_range(1..=100_000)).collect();
                        g.line(&row);
                    }
                }
            },
        },
    },
    Generator {
        bin: "hr_tower_breakers_the_final_battle_1",
        about: "up to 100 heights: a third from 2 to 14 (for the minimax), the rest to 10^18 (any u64 when wide)",
        make: |g| {
            let t = g.cap(100);
            g.line(&[t]);
            for _ in 0..t {
                let n = match g.rng.random_range(0..3) {
                    0 => g.rng.random_range(2..=14),
                    _ => g.between(2, 1_000_000_000_000_000_000),
                };
                g.line(&[n]);
            }
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ T ≤ 100, 2 ≤ N ≤ 10^18",
            about: "100 heights near 10^18",
            worst: |g| {
                g.line(&[100]);
                for _ in 0..100 {
                    let n = g.rng.random_range(900_000_000_000_000_000..=1_000_000_000_000_000_000);
                    g.line(&[n]);
                }
            },
        },
    },
    Generator {
        bin: "hr_half",
        about: "up to 10^6 values of N: a third to 8 (for the search), a third to 3000 (for the brute force), the rest to 10^9 (any u64 when wide)",
        make: |g| {
            let t = g.cap(1_000_000);
            g.line(&[t]);
            for _ in 0..t {
                let n = match g.rng.random_range(0..3) {
                    0 => g.rng.random_range(1..=8),
                    1 => g.rng.random_range(1..=3000),
                    _ => g.between(1, 1_000_000_000),
                };
                g.line(&[n]);
            }
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ T ≤ 10^6, 1 ≤ N ≤ 10^9",
            about: "10^6 values near 10^9",
            worst: |g| {
                g.line(&[1_000_000]);
                for _ in 0..1_000_000 {
                    let n = g.rng.random_range(900_000_000..=1_000_000_000);
                    g.line(&[n]);
                }
            },
        },
    },
    Generator {
        bin: "hr_chocolate_game",
        about: "about n non-decreasing piles from 1 to 10^9 (2 to 8 piles to 6 when small, for the search; any u64 when wide), with runs of equal piles",
        make: |g| {
            let (n, step) = match g.small() {
                true => (g.rng.random_range(2..=8), 2),
                false => ((g.n - 1).clamp(2, 100_000), 1_000_000_000 / g.n.max(1) * 2),
            };
            rising_row(g, n, step);
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "2 ≤ n ≤ 10^5, 1 ≤ a_i ≤ 10^9, non-decreasing",
            about: "10^5 piles rising to about 10^9",
            worst: |g| rising_row(g, 100_000, 20_000),
        },
    },
    Generator {
        bin: "hr_taste_of_win",
        about: "n and m: when small, to 5 and 3 (for the search), to 64 and 6 (rows longer than the values) or to 10^4 and 10^7; else n in the upper half to 10^7 (10^8 when wide) and m to 30 or 10^7 (any u64 when wide)",
        make: |g| {
            let (n, m) = match (g.small(), g.rng.random_range(0..3)) {
                (true, 0) => (g.rng.random_range(1..=5), g.rng.random_range(1..=3)),
                (true, 1) => (g.rng.random_range(1..=64), g.rng.random_range(1..=6)),
                (true, _) => (g.rng.random_range(1..=10_000), g.between(1, 10_000_000)),
                (false, bits) => {
                    let top = if g.wide { 100_000_000 } else { 10_000_000 };
                    let m = match bits {
                        0 => g.rng.random_range(1..=30),
                        _ => g.between(1, 10_000_000),
                    };
                    (g.rng.random_range(top / 2..=top), m)
                }
            };
            g.line(&[n, m]);
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ n, m ≤ 10^7",
            about: "n = m = 10^7",
            worst: |g| g.line(&[10_000_000, 10_000_000]),
        },
    },
    Generator {
        bin: "hr_simple_game",
        about: "N, M, K: when small, N to 9 and M to 4 (for the search) or N to 60 and M to 10, K to 6; else N in the upper half to 600, M to 10, K = 2, 3 or to 600 (N to 1000, M to N and any u64 K when wide)",
        make: |g| {
            let (n, m) = match (g.small(), g.rng.random_range(0..2)) {
                (true, 0) => {
                    let n = g.rng.random_range(1..=9);
                    (n, g.rng.random_range(1..=n.min(4)))
                }
                (true, _) => {
                    let n = g.rng.random_range(1..=60);
                    (n, g.rng.random_range(1..=n.min(10)))
                }
                (false, _) => {
                    let top = if g.wide { 1000 } else { 600 };
                    let n = g.rng.random_range(top / 2..=top);
                    (n, g.rng.random_range(1..=if g.wide { n } else { 10 }))
                }
            };
            let k = match (g.small(), g.rng.random_range(0..4)) {
                (true, _) => g.rng.random_range(2..=6),
                (false, 0) => 2,
                (false, 1) => 3,
                (false, _) => g.between(4, 600),
            };
            g.line(&[n, m, k]);
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ M ≤ 10, M ≤ N ≤ 600, 2 ≤ K ≤ 600",
            about: "N = 600 stones in M = 10 piles, K = 600 (the transform's 1024 points over 591 sizes)",
            worst: |g| g.line(&[600, 10, 600]),
        },
    },
    Generator {
        bin: "hr_stone_division_2",
        about: "up to 10 queries: n a product of small primes to 10^12 (to 24 with up to 6 sizes when small, for the search; any u64 when wide), about n / 10 distinct sizes up to 1000, mostly divisors of n",
        make: |g| {
            let q = if g.small() { g.rng.random_range(1..=10) } else { 10 };
            g.line(&[q]);
            for _ in 0..q {
                match g.small() {
                    true => division_query(g, 24, (1, 6)),
                    false => {
                        let m = (g.n / 10).clamp(1, 1000);
                        division_query(g, 1_000_000_000_000, (m, m))
                    }
                }
            }
        },
        limits: Limits {
            time: 2.0,
            source: HACKERRANK,
            statement: "1 ≤ q ≤ 10, 1 ≤ n ≤ 10^12, 1 ≤ m ≤ 1000, 1 ≤ s_i ≤ 10^12",
            about: "10 queries, n = 963 761 198 400 (6720 divisors) with its 1000 largest divisors",
            worst: |g| {
                let n: u64 = 963_761_198_400;
                let mut divisors: Vec<u64> = (1..=1_000_000).filter(|d| n % d == 0).collect();
                let co: Vec<u64> = divisors.iter().map(|d| n / d).collect();
                divisors.extend(co);
                divisors.sort_unstable();
                divisors.dedup();
                let sizes = &divisors[divisors.len() - 1000..];
                g.line(&[10]);
                for _ in 0..10 {
                    g.line(&[n, 1000]);
                    g.line(sizes);
                }
            },
        },
    },
    // New generators go above this line
];
