//! The generators of HackerRank's problems (`cargo xtask new` adds rows here).

use super::*;

/// Cases of about n numbers in all (at most `max_cases`), each a count up to `max_count`
/// (1 to 3 values below 8 in a third of them, for the search) and that many values from `lo`
/// to `hi` (to `wide` with `--wide`); `head` adds a number after the count (Poker Nim's k).
pub(super) fn pile_cases(
    g: &mut Gen,
    max_cases: u64,
    max_count: u64,
    (lo, hi, wide): (u64, u64, u64),
    head: Option<u64>,
) {
    let cases = max_cases.min(1 + g.n / 10);
    let per_case = (g.n / cases).clamp(2, max_count + 1) - 1;
    g.line(&[cases]);
    for _ in 0..cases {
        let (count, top) = match g.rng.random_range(0..3) {
            0 => (g.rng.random_range(1..=3), 7),
            _ => (per_case, hi),
        };
        let mut line = vec![count];
        line.extend(head.map(|k| g.between(1, k)));
        g.line(&line);
        let top = match g.wide && top == hi {
            true => wide,
            false => top.max(lo),
        };
        let values: Vec<u64> = (0..count).map(|_| g.rng.random_range(lo..=top)).collect();
        g.line(&values);
    }
}

/// The largest input: `cases` cases of `count` values near `hi` (and k at its limit).
pub(super) fn worst_cases(g: &mut Gen, cases: u64, count: u64, hi: u64, head: Option<u64>) {
    g.line(&[cases]);
    for _ in 0..cases {
        let mut line = vec![count];
        line.extend(head);
        g.line(&line);
        let values: Vec<u64> = (0..count)
            .map(|_| g.rng.random_range(hi / 2..=hi))
            .collect();
        g.line(&values);
    }
}

/// Stone Division's game: n a product of small primes up to `top` (any u64 when wide), and
/// up to `max_m` distinct members of S, most of them small, some above n.
fn stone_division(g: &mut Gen, top: u64, max_m: u64) {
    let mut n = 1u64;
    let primes = [2, 3, 5, 7, 11, 13, 17, 19, 23];
    let top = if g.wide { u64::MAX } else { top };
    // Small inputs stop at random (for varied searches); large ones fill the range.
    while !g.small() || g.rng.random_range(0..12) > 0 {
        let p = primes[g.rng.random_range(0..primes.len())];
        match n.checked_mul(p) {
            Some(v) if v <= top => n = v,
            _ => break,
        }
    }
    let m = g.rng.random_range(1..=max_m);
    let set = g.distinct(m, |g| match g.rng.random_range(0..6) {
        0 => g.rng.random_range(2..=top.max(2)),
        _ => g.rng.random_range(2..=30),
    });
    g.line(&[n, m]);
    g.line(&set);
}

/// A length n and a permutation of 1 to n that is not increasing (with `--wide`, n distinct
/// numbers of any size).
fn permutation_case(g: &mut Gen, n: u64) {
    let mut row: Vec<u64> = match g.wide {
        true => g.distinct(n, |g| g.rng.random()),
        false => (1..=n).collect(),
    };
    while row.windows(2).all(|w| w[0] < w[1]) {
        row.shuffle(&mut g.rng);
    }
    g.line(&[n]);
    g.line(&row);
}

/// A board size n, then n rows of player 1's rooks and n of player 2's, one a line, the two
/// of a column different.
fn rook_rows(g: &mut Gen, n: u64) {
    g.line(&[n]);
    let first: Vec<u64> = (0..n).map(|_| g.rng.random_range(1..=n)).collect();
    first.iter().for_each(|&a| g.line(&[a]));
    for &a in &first {
        let b = g.rng.random_range(1..n);
        g.line(&[if b >= a { b + 1 } else { b }]);
    }
}

/// Play on Benders: n locations, m paths from a lower to a higher position of a random order
/// (so no cycle), q games of 1 to k soldiers.
fn benders(g: &mut Gen, n: u64, m: u64, q: u64, k: u64) {
    let mut order: Vec<u64> = (1..=n).collect();
    order.shuffle(&mut g.rng);
    g.line(&[n, m]);
    for _ in 0..m {
        let a = g.rng.random_range(0..n - 1);
        let b = g.rng.random_range(a + 1..n);
        g.line(&[order[a as usize], order[b as usize]]);
    }
    g.line(&[q]);
    for _ in 0..q {
        let count = g.rng.random_range(1..=k);
        g.list(count, |g| g.rng.random_range(1..=n));
    }
}

/// A side n and n rows of n digits: uniform, or (one board in three) prime but for a few.
fn digit_board(g: &mut Gen, n: u64) {
    g.line(&[n]);
    let sparse = g.rng.random_range(0..3) == 0;
    for _ in 0..n {
        let row: Vec<u64> = (0..n)
            .map(|_| match sparse && g.rng.random_range(0..8) > 0 {
                true => [2, 3, 5, 7][g.rng.random_range(0..4)],
                false => g.rng.random_range(1..=9),
            })
            .collect();
        g.line(&row);
    }
}

/// Move the Coins: a tree on n nodes (each node's parent an earlier one in a shuffled order,
/// node 1 first), coins to `top` (any u64 when wide), and q questions u ≠ v, u ≥ 2.
fn coin_tree(g: &mut Gen, n: u64, q: u64, top: u64) {
    let mut order: Vec<u64> = (2..=n).collect();
    order.shuffle(&mut g.rng);
    order.insert(0, 1);
    g.line(&[n]);
    let coins: Vec<u64> = (0..n).map(|_| g.below(top)).collect();
    g.line(&coins);
    for i in 1..n as usize {
        let p = order[g.rng.random_range(0..i)];
        match g.rng.random_range(0..2) {
            0 => g.line(&[p, order[i]]),
            _ => g.line(&[order[i], p]),
        }
    }
    g.line(&[q]);
    for _ in 0..q {
        let u = g.rng.random_range(2..=n);
        let v = g.rng.random_range(1..n);
        g.line(&[u, if v >= u { v + 1 } else { v }]);
    }
}

/// n non-decreasing piles from 1, each step from 0 to `step` (one in four 0; to 10^9 at
/// most, or any u64 when wide).
fn rising_row(g: &mut Gen, n: u64, step: u64) {
    let top = if g.wide { u64::MAX } else { 1_000_000_000 };
    let mut v = 1u64;
    let row: Vec<u64> = (0..n)
        .map(|_| {
            if g.rng.random_range(0..4) > 0 {
                let s = g.rng.random_range(0..=step);
                v = v.saturating_add(s).min(top);
            }
            v
        })
        .collect();
    g.line(&[n]);
    g.line(&row);
}

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
        about: "up to 10 boards of about n / 10 digits each (sides 1 to 3 when small, for the search; to 30, or 60 when wide), mostly prime digits now and then",
        make: |g| {
            let t = g.cap(10);
            let top = if g.wide { 60 } else { 30 };
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
    // New generators go above this line
];
