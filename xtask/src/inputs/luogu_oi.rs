//! The generators of Luogu's problems from the provincial olympiads (SDOI, HNOI, ZJOI, HAOI,
//! HEOI, POI, SBCOI).

use super::*;

/// One row per binary.
pub const GENERATORS: &[Generator] = &[
    Generator {
        bin: "p2148",
        about: "T ≤ 20 cases of up to 2·10^4 piles from 1 to 2·10^9",
        make: |g| {
            let (cases, size) = g.cases(20_000);
            g.out.u64(cases).byte(b'\n');
            for _ in 0..cases {
                let even = (size / 2).max(1) * 2;
                g.list(even, |g| g.between(1, 2_000_000_000));
            }
        },
        limits: Limits {
            time: 1.0,
            source: LUOGU,
            statement: "T ≤ 20, N ≤ 2·10^4 (even), piles ≤ 2·10^9",
            about: "20 cases of 2·10^4 piles of 10 digits",
            worst: |g| {
                let cases = g.cap(20);
                g.out.u64(cases).byte(b'\n');
                for _ in 0..cases {
                    g.list(20_000, |g| g.between(1_000_000_000, 2_000_000_000));
                }
            },
        },
    },
    Generator {
        bin: "p3480",
        about: "u ≤ 10 cases of up to 1000 non-decreasing piles, at most 10^4 pebbles a case",
        make: |g| {
            let (cases, size) = g.cases(1000);
            let cases = cases.min(10);
            g.out.u64(cases).byte(b'\n');
            for c in 0..cases {
                let (fewest, n, top) = match (g.small(), c % 2) {
                    (true, 0) => (1, 3, 7),
                    (true, _) => (1, size, 10_000 / size.max(1)),
                    (false, _) => (size.div_ceil(2), size, 10_000 / size.max(1)),
                };
                let n = g.rng.random_range(fewest..=n);
                let mut piles: Vec<u64> = (0..n).map(|_| g.rng.random_range(0..=top)).collect();
                piles.sort_unstable();
                g.out.u64(n).byte(b'\n');
                g.line(&piles);
            }
        },
        limits: Limits {
            time: 1.0,
            source: LUOGU,
            statement: "u ≤ 10, n ≤ 1000, a_1 ≤ … ≤ a_n, at most 10^4 pebbles a case",
            about: "10 cases of 1000 piles rising to 10",
            worst: |g| {
                let cases = g.cap(10);
                g.out.u64(cases).byte(b'\n');
                for _ in 0..cases {
                    let piles: Vec<u64> = (0..1000).map(|i| i / 100).collect();
                    g.out.bytes(b"1000\n");
                    g.line(&piles);
                }
            },
        },
    },
    Generator {
        bin: "p3185",
        about: "t ≤ 10 cases of 2 to 21 bottles of up to 10^4 beans (some tiny, for the search)",
        make: |g| {
            let cases = g.n.clamp(1, 10);
            g.out.u64(cases).byte(b'\n');
            for c in 0..cases {
                let (n, max) = match (g.small(), c % 2) {
                    (true, 0) => (g.rng.random_range(2..=4), 1),
                    (true, _) => (g.rng.random_range(2..=21), 10_000),
                    (false, _) => (g.rng.random_range(11..=21), 10_000),
                };
                g.list(n, |g| g.rng.random_range(0..=max));
            }
        },
        limits: Limits {
            time: 1.0,
            source: LUOGU,
            statement: "t ≤ 10, 2 ≤ n ≤ 21, 0 ≤ p_i ≤ 10^4",
            about: "10 cases of 21 bottles of 9999 or 10^4 beans",
            worst: |g| {
                let cases = g.cap(10);
                g.out.u64(cases).byte(b'\n');
                for _ in 0..cases {
                    g.list(21, |g| g.rng.random_range(9_999..=10_000));
                }
            },
        },
    },
    Generator {
        bin: "p2594",
        about: "T ≤ 50 boards up to 100 × 100 of H and T (some of at most 12 coins, for the search)",
        make: |g| {
            let games = g.n.clamp(1, 50);
            g.out.u64(games).byte(b'\n');
            for c in 0..games {
                let (n, m) = match c % 2 {
                    0 => (g.rng.random_range(1..=3), g.rng.random_range(1..=4)),
                    _ => (g.rng.random_range(1..=100), g.rng.random_range(1..=100)),
                };
                g.line(&[n, m]);
                for _ in 0..n {
                    let row: Vec<u8> = (0..m)
                        .map(|_| if g.rng.random_bool(0.5) { b'H' } else { b'T' })
                        .collect();
                    g.out.bytes(&row).byte(b'\n');
                }
            }
        },
        limits: Limits {
            time: 1.0,
            source: LUOGU,
            statement: "T ≤ 50, 1 ≤ n, m ≤ 100",
            about: "50 boards of 100 × 100 coins, tails and heads at random",
            worst: |g| {
                let games = g.cap(50);
                g.out.u64(games).byte(b'\n');
                for _ in 0..games {
                    g.out.bytes(b"100 100\n");
                    for _ in 0..100 {
                        let row: Vec<u8> = (0..100)
                            .map(|_| if g.rng.random_bool(0.5) { b'H' } else { b'T' })
                            .collect();
                        g.out.bytes(&row).byte(b'\n');
                    }
                }
            },
        },
    },
    Generator {
        bin: "p3179",
        about: "n up to 2000 (12 or less for the search, half the time), k ≤ 100 queries of up to 100 white cells",
        make: |g| {
            let (n, k, fewest) = match (g.small(), g.rng.random_bool(0.5)) {
                (true, true) => (g.rng.random_range(1..=12), g.n.clamp(1, 100), 1),
                (true, false) => (g.rng.random_range(1..=2000), g.n.clamp(1, 100), 1),
                (false, _) => (
                    g.rng.random_range(500_000_000..=1_000_000_000),
                    (g.n / 76).clamp(1, 100),
                    50,
                ),
            };
            g.out.u64(n).byte(b'\n').u64(k).byte(b'\n');
            for _ in 0..k {
                let w = g.rng.random_range(fewest.min(n)..=n.min(100));
                let mut cells = g.distinct(w, |g| g.rng.random_range(1..=n)).into_iter();
                g.list(w, |_| cells.next().expect("w distinct cells"));
            }
        },
        limits: Limits {
            time: 1.0,
            source: LUOGU,
            statement: "1 ≤ n ≤ 10^9, 1 ≤ k, w ≤ 100, cells distinct within a query",
            about: "n = 10^9 (every quotient tabulated), 100 queries of 100 white cells",
            worst: |g| {
                g.out.bytes(b"1000000000\n");
                let k = g.cap(100);
                g.out.u64(k).byte(b'\n');
                for _ in 0..k {
                    let mut cells = g
                        .distinct(100, |g| g.rng.random_range(1..=1_000_000_000))
                        .into_iter();
                    g.list(100, |_| cells.next().expect("100 distinct cells"));
                }
            },
        },
    },
    Generator {
        bin: "p3235",
        about: "T < 100 games of N < 100 heaps below 300 and F below 20 (some tiny, for the search)",
        make: |g| {
            let small = g.small();
            let t = if small { g.n } else { g.n / 75 }.clamp(1, 99);
            let f = match small {
                true => g.rng.random_range(1..=20),
                false => g.rng.random_range(1..100_000),
            };
            g.line(&[t, f]);
            for c in 0..t {
                let (fewest, n, max) = match (small, c % 2) {
                    (true, 0) => (1, 2, 6),
                    (true, _) => (1, 99, 299),
                    (false, _) => (50, 99, 99_999),
                };
                let n = g.rng.random_range(fewest..=n);
                g.list(n, |g| g.rng.random_range(1..=max));
            }
        },
        limits: Limits {
            time: 1.0,
            source: LUOGU,
            statement: "T < 100, N < 100, F < 10^5, heaps < 10^5",
            about: "F = 1, 99 games of 99 heaps: the 9801 largest heaps, each once",
            worst: |g| {
                // Distinct heaps, the largest allowed: the values are computed lazily, so
                // repeated heaps would cost nothing.
                let t = g.cap(99);
                g.line(&[t, 1]);
                let mut next = 100_000;
                for _ in 0..t {
                    g.list(99, |_| {
                        next -= 1;
                        next
                    });
                }
            },
        },
    },
    Generator {
        bin: "p4101",
        about: "T ≤ 100 games, n and m up to 10^9 (half with n ≤ 16, for the search)",
        make: |g| {
            let t = g.n.clamp(1, 100);
            g.out.u64(t).byte(b'\n');
            for c in 0..t {
                let pair = match c % 2 {
                    0 => [g.rng.random_range(1..=16), g.rng.random_range(1..=17)],
                    _ => [
                        g.rng.random_range(1..=1_000_000_000),
                        g.rng.random_range(1..=1_000_000_000),
                    ],
                };
                g.line(&pair);
            }
        },
        limits: Limits {
            time: 1.0,
            source: LUOGU,
            statement: "T ≤ 100, 1 ≤ n, m ≤ 10^9",
            about: "100 games of n and m near 10^9",
            worst: |g| {
                let t = g.cap(100);
                g.out.u64(t).byte(b'\n');
                for _ in 0..t {
                    let pair = [
                        g.rng.random_range(900_000_000..=1_000_000_000),
                        g.rng.random_range(1..=1_000_000_000),
                    ];
                    g.line(&pair);
                }
            },
        },
    },
    Generator {
        bin: "p2490",
        about: "one `n k d` with n ≤ 16 (the oracle tries every placement)",
        make: |g| {
            let n = match g.small() {
                true => g.rng.random_range(2..=16),
                false => g.rng.random_range(5_000..=10_000),
            };
            let k = 2 * g.rng.random_range(1..=(n / 2).min(50));
            let d = g.rng.random_range(1..=k);
            g.line(&[n, k, d]);
        },
        limits: Limits {
            time: 1.0,
            source: LUOGU,
            statement: "1 ≤ d ≤ k ≤ n ≤ 10^4, k even, k ≤ 100",
            about: "n = 10^4, k = 100, d = 1 (the most multiples of d + 1)",
            worst: |g| g.line(&[10_000, 100, 1]),
        },
    },
    Generator {
        bin: "p6560",
        about: "graphs of up to 12 vertices and 24 edges (cycles likely), up to 10 games",
        make: |g| {
            // Small: up to 12 vertices, for the oracle; else about the numbers asked, a third
            // of them in edges' ends beside 500 games.
            let (n, m, q) = match g.small() {
                true => {
                    let n = g.rng.random_range(2..=12);
                    (n, g.rng.random_range(1..=2 * n), g.n.clamp(1, 10))
                }
                false => ((g.n / 6 + 2).min(100_000), (g.n / 3).min(500_000), 500),
            };
            g.line(&[n, m, q]);
            for _ in 0..m {
                let e = [g.rng.random_range(1..=n), g.rng.random_range(1..=n)];
                g.line(&e);
            }
            for _ in 0..q {
                let x = g.rng.random_range(1..=n);
                let y = (x + g.rng.random_range(1..n) - 1) % n + 1;
                g.line(&[x, y]);
            }
        },
        limits: Limits {
            time: 1.0,
            source: LUOGU,
            statement: "n ≤ 10^5, m ≤ 5·10^5, q ≤ 500, x ≠ y",
            about: "10^5 vertices and 2.5·10^5 random edges (about 8% of the vertices without a move, whose losses reach most of the graph), 500 games from 1 or 2, a cycle of two apart (a draw: the analysis cannot stop early)",
            worst: |g| {
                let (n, m, q) = (100_000u64, 250_000u64, g.cap(500));
                g.line(&[n, m, q]);
                g.line(&[1, 2]);
                g.line(&[2, 1]);
                for _ in 2..m {
                    let e = [g.rng.random_range(3..=n), g.rng.random_range(3..=n)];
                    g.line(&e);
                }
                for i in 0..q {
                    let y = g.rng.random_range(3..=n);
                    g.line(&[1 + i % 2, y]);
                }
            },
        },
    },
];
