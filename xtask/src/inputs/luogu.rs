//! The generators of Luogu's problems (`cargo xtask new` adds rows here); those of the provincial
//! olympiads' problems are in `luogu_oi.rs`.

use super::*;

/// One row per binary.
pub const GENERATORS: &[Generator] = &[
    Generator {
        bin: "p2197",
        about: "cases of up to 10^4 piles below 10^4",
        make: |g| {
            let (cases, size) = g.cases(10_000);
            g.out.u64(cases).byte(b'\n');
            for _ in 0..cases {
                g.list(size, |g| g.below(9_999));
            }
        },
        limits: Limits {
            time: 1.0,
            source: LUOGU,
            statement: "T ≤ 10, n ≤ 10^4, a_i ≤ 10^4",
            about: "10 cases of 10^4 piles from 5000 to 10^4",
            worst: |g| {
                let cases = g.cap(10);
                g.out.u64(cases).byte(b'\n');
                for _ in 0..cases {
                    g.list(10_000, |g| g.rng.random_range(5_000..=10_000));
                }
            },
        },
    },
    Generator {
        bin: "p1247",
        about: "n piles from 1 to 10^9",
        make: |g| g.list(g.n, |g| g.between(1, 1_000_000_000)),
        limits: Limits {
            time: 1.0,
            source: LUOGU,
            statement: "k ≤ 5·10^5, a_i ≤ 10^9",
            about: "5·10^5 piles of 9 and 10 digits; only the last can move, so all are printed",
            worst: |g| {
                // Only the last pile has bit 29, which is then the top bit of the nim-sum.
                let mut piles: Vec<u64> = (1..500_000)
                    .map(|_| g.rng.random_range(100_000_000..1 << 29))
                    .collect();
                piles.push(g.rng.random_range(1 << 29..=1_000_000_000));
                g.out.u64(piles.len() as u64).byte(b'\n');
                g.line(&piles);
            },
        },
    },
    Generator {
        bin: "p2252",
        about: "n/2 pairs up to 10^9, in either order, half of them losing",
        make: |g| {
            for _ in 0..(g.n / 2).max(1) {
                let (a, b) = match g.rng.random() {
                    true => losing_pair(g, if g.wide { u64::MAX } else { 1_000_000_000 }),
                    false => (g.below(1_000_000_000), g.below(1_000_000_000)),
                };
                let pair = if g.rng.random() { [a, b] } else { [b, a] };
                g.line(&pair);
            }
        },
        limits: Limits {
            time: 1.0,
            source: LUOGU,
            statement: "pairs until the end of input (no count given), piles ≤ 10^9",
            about: "10^6 pairs of 9 and 10 digits, half of them losing",
            worst: |g| {
                for i in 0..g.cap(1_000_000) {
                    let (a, b) = match i % 2 {
                        0 => losing_pair_between(g, 100_000_000, 1_000_000_000),
                        _ => (
                            g.between(100_000_000, 1_000_000_000),
                            g.between(100_000_000, 1_000_000_000),
                        ),
                    };
                    g.line(&[a, b]);
                }
            },
        },
    },
    Generator {
        bin: "p4279",
        about: "T ≤ 500 cases of up to 50 piles from 1 to 5000",
        make: |g| {
            let (cases, size) = g.cases(50);
            let cases = if g.wide { cases } else { cases.min(500) };
            g.out.u64(cases).byte(b'\n');
            for _ in 0..cases {
                g.list(size, |g| g.between(1, 5000));
            }
        },
        limits: Limits {
            time: 1.0,
            source: LUOGU,
            statement: "T ≤ 500, n ≤ 50, a_i ≤ 5000",
            about: "500 cases of 50 piles from 1000 to 5000",
            worst: |g| {
                let cases = g.cap(500);
                g.out.u64(cases).byte(b'\n');
                for _ in 0..cases {
                    g.list(50, |g| g.between(1000, 5000));
                }
            },
        },
    },
    Generator {
        bin: "p1290",
        about: "n/2 cases `M N` from 1 to 2^31 - 1",
        make: |g| {
            let max = (1 << 31) - 1;
            g.pairs((g.n / 2).max(1), |g| [g.between(1, max), g.between(1, max)]);
        },
        limits: Limits {
            time: 1.0,
            source: LUOGU,
            statement: "C cases (no bound given), M, N fit a 32-bit signed long",
            about: "10^6 cases, scaled consecutive Fibonacci numbers below 2^31: the longest games",
            worst: |g| {
                let fib: Vec<u64> = impartial::numbers::fibonacci::NUMBERS
                    .iter()
                    .copied()
                    .filter(|&f| f < 1 << 31)
                    .collect();
                g.pairs(g.cap(1_000_000), |g| {
                    let i = g.rng.random_range(fib.len() - 12..fib.len() - 1);
                    let k = g.between(1, ((1 << 31) - 1) / fib[i + 1]);
                    let (a, b) = (fib[i] * k, fib[i + 1] * k);
                    if g.rng.random() {
                        [a, b]
                    } else {
                        [b, a]
                    }
                })
            },
        },
    },
    Generator {
        bin: "p2575",
        about: "T ≤ 100 cases of up to 1000 rows of up to 20 pieces",
        make: |g| {
            let (cases, size) = g.cases(10_000);
            g.out.u64(cases).byte(b'\n');
            for _ in 0..cases {
                let rows = (size / 10).max(1);
                g.out.u64(rows).byte(b'\n');
                for _ in 0..rows {
                    let mut cols: Vec<u64> = (1..=20).collect();
                    cols.shuffle(&mut g.rng);
                    let m = g.rng.random_range(0..=20);
                    g.list(m, |_| cols.pop().expect("m ≤ 20 columns"));
                }
            }
        },
        limits: Limits {
            time: 1.0,
            source: LUOGU,
            statement: "T ≤ 100, n ≤ 1000 rows, m ≤ 20 pieces a row",
            about: "100 cases of 1000 rows of 10 to 19 pieces",
            worst: |g| {
                let cases = g.cap(100);
                g.out.u64(cases).byte(b'\n');
                for _ in 0..cases {
                    g.out.bytes(b"1000\n");
                    for _ in 0..1000 {
                        let mut cols: Vec<u64> = (1..=20).collect();
                        cols.shuffle(&mut g.rng);
                        let m = g.rng.random_range(10..=19);
                        g.list(m, |_| cols.pop().expect("m ≤ 20 columns"));
                    }
                }
            },
        },
    },
    Generator {
        bin: "p10507",
        about: "T ≤ 20 cases of up to 1000 chessmen on distinct cells from 1 to 10^4",
        make: |g| {
            let (cases, size) = g.cases(1000);
            let cases = if g.wide { cases } else { cases.min(20) };
            g.out.u64(cases).byte(b'\n');
            for _ in 0..cases {
                let fewest = if g.small() { 1 } else { size.div_ceil(2) };
                let size = g.rng.random_range(fewest..=size);
                let mut cells = g.distinct(size, |g| g.between(1, 10_000)).into_iter();
                g.list(size, |_| cells.next().expect("size distinct cells"));
            }
        },
        limits: Limits {
            time: 1.0,
            source: LUOGU,
            statement: "T ≤ 20, N ≤ 1000 distinct positions ≤ 10^4",
            about: "20 cases of 1000 distinct positions from 1000 to 10^4, in decreasing order",
            worst: |g| {
                let cases = g.cap(20);
                g.out.u64(cases).byte(b'\n');
                for _ in 0..cases {
                    let mut cells = g.distinct(1000, |g| g.between(1000, 10_000));
                    cells.sort_unstable_by(|a, b| b.cmp(a));
                    g.out.bytes(b"1000\n");
                    g.line(&cells);
                }
            },
        },
    },
    Generator {
        bin: "p10501",
        about: "lines W H from 2 to 200 (a third of them small enough for the search)",
        make: |g| {
            for i in 0..(g.n / 2).max(1) {
                let max = if i % 3 == 0 { 5 } else { 200 };
                let (w, h) = (g.rng.random_range(2..=max), g.rng.random_range(2..=max));
                g.line(&[w, h]);
            }
        },
        limits: Limits {
            time: 1.0,
            source: LUOGU,
            statement: "lines W H until the end, 2 ≤ W, H ≤ 200 (no count given)",
            about: "10^5 lines of W, H from 150 to 200",
            worst: |g| {
                for _ in 0..g.cap(100_000) {
                    let (w, h) = (g.rng.random_range(150..=200), g.rng.random_range(150..=200));
                    g.line(&[w, h]);
                }
            },
        },
    },
    Generator {
        bin: "p10506",
        about: "cases until the end of up to 100 heaps from 1 to 1000 (some tiny, for the search)",
        make: |g| {
            let (cases, size) = g.cases(100);
            for c in 0..cases {
                let (fewest, n, max) = match (g.small(), c % 2) {
                    (true, 0) => (1, 3, 16),
                    (true, _) => (1, size, 1000),
                    (false, _) => (size.div_ceil(2), size, 1000),
                };
                let n = g.rng.random_range(fewest..=n);
                g.list(n, |g| g.rng.random_range(1..=max));
            }
        },
        limits: Limits {
            time: 1.0,
            source: LUOGU,
            statement: "cases until the end (no count given), n ≤ 100, 1 ≤ a_i ≤ 1000",
            about: "10^4 cases of 100 heaps from 500 to 1000",
            worst: |g| {
                for _ in 0..g.cap(10_000) {
                    g.list(100, |g| g.rng.random_range(500..=1000));
                }
            },
        },
    },
    // New generators go above this line (`cargo xtask new` puts them here).
];
