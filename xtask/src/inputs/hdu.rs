//! The generators of HDU's problems (`cargo xtask new` adds rows here).

use super::*;

/// One row per binary of HDU.
pub const GENERATORS: &[Generator] = &[
    Generator {
        bin: "hdu1846",
        about: "n/2 cases `n m` from 1 to 1000",
        make: |g| {
            g.pairs((g.n / 2).max(1), |g| {
                [g.between(1, 1000), g.between(1, 1000)]
            })
        },
        limits: Limits {
            time: 1.0,
            source: HDU,
            statement: "C cases (no bound given), 1 ≤ n, m ≤ 1000",
            about: "10^6 cases of 3- and 4-digit numbers",
            worst: |g| {
                g.pairs(g.cap(1_000_000), |g| {
                    [g.between(100, 1000), g.between(100, 1000)]
                })
            },
        },
    },
    Generator {
        bin: "hdu2176",
        about: "cases of up to 2·10^5 piles below 10^6, then 0",
        make: |g| {
            let (cases, size) = g.cases(200_000);
            for _ in 0..cases {
                g.list(size, |g| g.below(2_000_000));
            }
            g.out.bytes(b"0\n");
        },
        limits: Limits {
            time: 1.0,
            source: HDU,
            statement: "cases until 0 (no count given), m ≤ 2·10^5, a_i ≤ 2·10^6",
            about: "10 cases of 2·10^5 − 1 piles, every one a winning move, so all are printed",
            worst: |g| {
                // Every pile has bit 20 and their count is odd: bit 20 tops the nim-sum.
                for _ in 0..g.cap(10) {
                    g.list(199_999, |g| g.between(1 << 20, 2_000_000));
                }
                g.out.bytes(b"0\n");
            },
        },
    },
    Generator {
        bin: "hdu2149",
        about: "n/2 lines `M N` from 1 to 1100",
        make: |g| {
            for _ in 0..(g.n / 2).max(1) {
                // Wide values keep at most 10^6 winning bids a line (the bin's own limit).
                let m = g.between(1, 1100);
                let n = match g.wide {
                    true => g.rng.random_range(1..=m.saturating_add(999_999)),
                    false => g.between(1, 1100),
                };
                g.line(&[m, n]);
            }
        },
        limits: Limits {
            time: 1.0,
            source: HDU,
            statement: "lines `M N` until the end of input (no count given), 1 ≤ M, N ≤ 1100",
            about: "1000 lines with 1000 to 1100 winning bids each",
            worst: |g| {
                for _ in 0..g.cap(1000) {
                    let m = g.between(1, 100);
                    g.line(&[m, 1100]);
                }
            },
        },
    },
    Generator {
        bin: "hdu2177",
        about: "n/2 pairs `a b` with a ≤ b ≤ 10^9, a third of them losing, then 0 0",
        make: |g| {
            for i in 0..(g.n / 2).max(1) {
                let (a, b) = match i % 3 {
                    0 => losing_pair(g, if g.wide { u64::MAX } else { 1_000_000_000 }),
                    _ => {
                        let a = g.between(1, 1_000_000_000);
                        (
                            a,
                            g.rng
                                .random_range(a..=if g.wide { u64::MAX } else { 1_000_000_000 }),
                        )
                    }
                };
                g.line(&[a, b]);
            }
            g.out.bytes(b"0 0\n");
        },
        limits: Limits {
            time: 1.0,
            source: HDU,
            statement: "pairs a ≤ b ≤ 10^9 until 0 0 (no count given)",
            about: "10^6 pairs of 9 and 10 digits, a third of them losing, the rest with moves",
            worst: |g| {
                for i in 0..g.cap(1_000_000) {
                    let (a, b) = match i % 3 {
                        0 => losing_pair_between(g, 100_000_000, 1_000_000_000),
                        _ => {
                            let a = g.between(100_000_000, 1_000_000_000);
                            (a, g.between(a, 1_000_000_000))
                        }
                    };
                    g.line(&[a, b]);
                }
                g.out.bytes(b"0 0\n");
            },
        },
    },
    Generator {
        bin: "hdu1536",
        about: "tests of up to 100 take sizes and 100 positions of up to 100 heaps, all ≤ 10^4, then 0",
        make: |g| {
            let tests = (g.n / 10_000).max(1);
            for _ in 0..tests {
                let k = g.rng.random_range(1..=100);
                let sizes: Vec<u64> = (0..k).map(|_| g.rng.random_range(1..=10_000)).collect();
                g.out.u64(k).byte(b' ');
                g.line(&sizes);
                let m = (g.n / tests / 100).clamp(1, 100);
                g.out.u64(m).byte(b'\n');
                for _ in 0..m {
                    let l = g.rng.random_range(1..=100);
                    g.list(l, |g| g.rng.random_range(0..=10_000));
                }
            }
            g.out.bytes(b"0\n");
        },
        limits: Limits {
            time: 1.0,
            source: HDU,
            statement: "tests until 0 (no count given), k, m, l ≤ 100, numbers ≤ 10^4",
            about: "100 tests of 100 take sizes, 100 positions of 100 heaps from 9000 to 10^4",
            worst: |g| {
                for _ in 0..g.cap(100) {
                    let sizes: Vec<u64> = (0..100).map(|_| g.between(1, 10_000)).collect();
                    g.out.u64(100).byte(b' ');
                    g.line(&sizes);
                    g.out.bytes(b"100\n");
                    for _ in 0..100 {
                        g.list(100, |g| g.between(9_000, 10_000));
                    }
                }
                g.out.bytes(b"0\n");
            },
        },
    },
    Generator {
        bin: "hdu1848",
        about: "n/3 lines of three piles from 1 to 1000, then 0 0 0",
        make: |g| {
            for _ in 0..(g.n / 3).max(1) {
                let piles: Vec<u64> = (0..3).map(|_| g.rng.random_range(1..=1000)).collect();
                g.line(&piles);
            }
            g.out.bytes(b"0 0 0\n");
        },
        limits: Limits {
            time: 1.0,
            source: HDU,
            statement: "lines `m n p` until 0 0 0 (no count given), 1 ≤ m, n, p ≤ 1000",
            about: "10^6 lines of three piles from 100 to 1000",
            worst: |g| {
                for _ in 0..g.cap(1_000_000) {
                    let piles = [0; 3].map(|_| g.between(100, 1000));
                    g.line(&piles);
                }
                g.out.bytes(b"0 0 0\n");
            },
        },
    },
    Generator {
        bin: "hdu2516",
        about: "n piles from 2 to 2^31 - 1, half of them Fibonacci numbers, then 0",
        make: |g| {
            let max = if g.wide { u64::MAX } else { (1 << 31) - 1 };
            let fibs: Vec<u64> = impartial::numbers::fibonacci::NUMBERS
                .iter()
                .copied()
                .filter(|&f| (2..=max).contains(&f))
                .collect();
            for _ in 0..g.n.max(1) {
                let x = match g.rng.random() {
                    true => fibs[g.rng.random_range(0..fibs.len())],
                    false => g.rng.random_range(2..=max),
                };
                g.out.u64(x).byte(b'\n');
            }
            g.out.bytes(b"0\n");
        },
        limits: Limits {
            time: 1.0,
            source: HDU,
            statement: "n until 0 (no count given), 2 ≤ n < 2^31",
            about: "10^6 piles above 2^30, half of them Fibonacci numbers",
            worst: |g| {
                let fibs: Vec<u64> = impartial::numbers::fibonacci::NUMBERS
                    .iter()
                    .copied()
                    .filter(|&f| (1 << 28..1 << 31).contains(&f))
                    .collect();
                for i in 0..g.cap(1_000_000) {
                    let x = match i % 2 {
                        0 => fibs[g.rng.random_range(0..fibs.len())],
                        _ => g.rng.random_range(1 << 30..1 << 31),
                    };
                    g.out.u64(x).byte(b'\n');
                }
                g.out.bytes(b"0\n");
            },
        },
    },
    Generator {
        bin: "hdu5973",
        about: "n/2 pairs of 100-digit numbers, half of them losing (wide: 1000 digits)",
        make: |g| {
            let digits = if g.wide { 1000 } else { 100 };
            big_wythoff_pairs(g, digits);
        },
        limits: Limits {
            time: 1.0,
            source: HDU,
            statement: "pairs until the end of input (no count given), a, b ≤ 10^100",
            about: "10^5 pairs of 100 digits, half of them losing (the slow case)",
            worst: |g| {
                g.n = 2 * g.cap(100_000);
                big_wythoff_pairs(g, 100);
            },
        },
    },
    Generator {
        bin: "hdu3032",
        about: "T ≤ 100 cases of up to 10^6 heaps from 1 to 2^31 - 1",
        make: |g| {
            let (cases, size) = g.cases(1_000_000);
            g.out.u64(cases).byte(b'\n');
            for _ in 0..cases {
                g.list(size, |g| g.between(1, (1 << 31) - 1));
            }
        },
        limits: Limits {
            time: 1.0,
            source: HDU,
            statement: "T ≤ 100, N ≤ 10^6, heaps from 1 to 2^31 − 1",
            about: "100 cases of 10^6 heaps of 10 digits (1 GB)",
            worst: |g| {
                let cases = g.cap(100);
                g.out.u64(cases).byte(b'\n');
                for _ in 0..cases {
                    g.list(1_000_000, |g| g.between(1 << 30, (1 << 31) - 1));
                }
            },
        },
    },
    Generator {
        bin: "hdu3595",
        about: "cases of up to 1000 games `x y` from 1 to 1000",
        make: |g| {
            let (cases, size) = g.cases(2000);
            for _ in 0..cases {
                g.pairs(size / 2, |g| [g.between(1, 1000), g.between(1, 1000)]);
            }
        },
        limits: Limits {
            time: 1.0,
            source: HDU,
            statement: "up to 100 cases, N ≤ 1000 games, piles ≤ 1000",
            about: "100 cases of 1000 games, all the longest Euclid's games below 1000",
            worst: |g| {
                // Consecutive Fibonacci numbers make the longest games; scaled, nearly as long.
                let fib = [
                    1u64, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987,
                ];
                for _ in 0..g.cap(100) {
                    g.pairs(1000, |g| {
                        let i = g.rng.random_range(8..fib.len() - 1);
                        let k = g.between(1, 1000 / fib[i + 1]);
                        [fib[i] * k, fib[i + 1] * k]
                    });
                }
            },
        },
    },
    Generator {
        bin: "hdu3404",
        about: "T ≤ 100 cases of up to 1000 distinct lit cells with coordinates from 1 to 10^4",
        make: |g| {
            let (cases, size) = g.cases(2000);
            g.out.u64(cases).byte(b'\n');
            for _ in 0..cases {
                let cells = g.distinct(size / 2, |g| (g.between(1, 10_000), g.between(1, 10_000)));
                g.out.u64(cells.len() as u64).byte(b'\n');
                for (x, y) in cells {
                    g.line(&[x, y]);
                }
            }
        },
        limits: Limits {
            time: 1.0,
            source: HDU,
            statement: "T ≤ 100, n ≤ 1000 distinct cells, coordinates ≤ 10^4",
            about: "100 cases of 1000 distinct cells with coordinates from 1000 to 10^4",
            worst: |g| {
                let cases = g.cap(100);
                g.out.u64(cases).byte(b'\n');
                for _ in 0..cases {
                    let cells =
                        g.distinct(1000, |g| (g.between(1000, 10_000), g.between(1000, 10_000)));
                    g.out.bytes(b"1000\n");
                    for (x, y) in cells {
                        g.line(&[x, y]);
                    }
                }
            },
        },
    },
    Generator {
        bin: "hdu3094",
        about: "T ≤ 100 trees of up to 10^5 vertices, the first a path (wide: extra edges close cycles)",
        make: |g| {
            let (cases, size) = g.cases(200_000);
            g.out.u64(cases).byte(b'\n');
            for case in 0..cases {
                let n = (size / 2).max(1);
                let mut edges = tree(g, n, case == 0);
                if g.wide {
                    let extra = g.rng.random_range(0..=n / 4 + 1);
                    edges.extend(
                        (0..extra).map(|_| [g.rng.random_range(1..=n), g.rng.random_range(1..=n)]),
                    );
                }
                g.out.u64(edges.len() as u64 + 1).byte(b'\n');
                edges.iter().for_each(|e| g.line(e));
            }
        },
        limits: Limits {
            time: 1.0,
            source: HDU,
            statement: "T ≤ 100, N ≤ 10^5, a tree rooted at 1",
            about: "100 trees of 10^5 vertices, labels shuffled: paths, caterpillars, stars and random trees in turn",
            worst: |g| {
                let cases = g.cap(100);
                g.out.u64(cases).byte(b'\n');
                for case in 0..cases {
                    let shape = [Shape::Path, Shape::Caterpillar, Shape::Star, Shape::Random];
                    let edges = shaped_tree(g, 100_000, shape[case as usize % 4]);
                    g.out.bytes(b"100000\n");
                    edges.iter().for_each(|e| g.line(e));
                }
            },
        },
    },
    Generator {
        bin: "hdu1524",
        about: "cases of a 1000-position graph without cycles and queries of up to 10 chessmen",
        make: |g| {
            let (cases, size) = g.cases(20_000);
            for _ in 0..cases {
                let n = (size / 10).clamp(1, if g.wide { 100_000 } else { 1000 });
                dag_case(g, n, 5, (size / 20).max(1), false);
            }
        },
        limits: Limits {
            time: 1.0,
            source: HDU,
            statement: "cases until the end of input (no count given), N ≤ 1000 positions (edges not bounded), M ≤ 10 chessmen per query (queries not bounded)",
            about: "10 graphs of 1000 positions and 10^5 edges, each with 10^4 queries of 10 chessmen",
            worst: |g| {
                for _ in 0..g.cap(10) {
                    dag_case(g, 1000, 100, 10_000, true);
                }
            },
        },
    },
    Generator {
        bin: "hdu1517",
        about: "n targets from 2 to 4294967294, one per line",
        make: |g| {
            for _ in 0..g.n.max(1) {
                let n = g.between(2, 4_294_967_294);
                g.out.u64(n).byte(b'\n');
            }
        },
        limits: Limits {
            time: 1.0,
            source: HDU,
            statement: "n until the end of input (no count given), 1 < n < 4294967295",
            about: "10^6 targets of 10 digits",
            worst: |g| {
                for _ in 0..g.cap(1_000_000) {
                    let n = g.between(1_000_000_000, 4_294_967_294);
                    g.out.u64(n).byte(b'\n');
                }
            },
        },
    },
    // New generators go above this line (`cargo xtask new` puts them here).
];
