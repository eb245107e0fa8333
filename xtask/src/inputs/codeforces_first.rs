//! The generators of Codeforces' first fifteen problems in the catalogue (the rest, and new
//! rows, are in [`super::codeforces`]).

use super::*;

/// One row per binary.
pub const GENERATORS: &[Generator] = &[
    Generator {
        bin: "cf1194d",
        about: "up to 100 games, n ≤ 10^9 (a third of them ≤ 300), k from 3 to 10^9 (often a multiple of 3)",
        make: |g| {
            let t = g.cap(100);
            g.pairs(t, |g| {
                let n = match g.rng.random_range(0..3) {
                    0 => g.rng.random_range(0..=300),
                    _ => g.rng.random_range(0..=1_000_000_000),
                };
                let k = match g.rng.random() {
                    true => 3 * g.rng.random_range(1..=333_333_333),
                    false => g.rng.random_range(3..=1_000_000_000),
                };
                [n, k]
            });
        },
        limits: Limits {
            time: 2.0,
            source: CODEFORCES,
            statement: "T ≤ 100, 0 ≤ n ≤ 10^9, 3 ≤ k ≤ 10^9",
            about: "100 games of 10-digit n and k",
            worst: |g| {
                g.pairs(100, |g| {
                    [g.rng.random_range(900_000_000..=1_000_000_000), 999_999_999]
                })
            },
        },
    },
    Generator {
        bin: "cf1537d",
        about: "t ≤ 10^4 numbers up to 10^9: powers of two, odd and even numbers",
        make: |g| {
            let t = g.cap(10_000);
            g.list(t, |g| match g.rng.random_range(0..4) {
                0 => 1 << g.rng.random_range(0..30),
                1 => g.rng.random_range(1..=3000),
                _ => g.rng.random_range(1..=1_000_000_000),
            });
        },
        limits: Limits {
            time: 2.0,
            source: CODEFORCES,
            statement: "t ≤ 10^4, 1 ≤ n ≤ 10^9",
            about: "10^4 numbers of 9 and 10 digits",
            worst: |g| g.list(10_000, |g| g.rng.random_range(100_000_000..=1_000_000_000)),
        },
    },
    Generator {
        bin: "cf1147c",
        about: "an even n ≤ 50 piles from 1 to 50 (small ones, 4 piles to 4, for the search)",
        make: |g| {
            let small = g.small() && g.rng.random();
            let n = match (small, g.small()) {
                (true, _) => 2 * g.rng.random_range(1..=2),
                (false, true) => 2 * g.rng.random_range(1..=25),
                (false, false) => 2 * g.rng.random_range(13..=25),
            };
            let top = if small { 4 } else { 50 };
            let least = g.rng.random_range(1..=top);
            g.list(n, |g| match g.rng.random() {
                true => least,
                false => g.rng.random_range(least..=top),
            });
        },
        limits: Limits {
            time: 1.0,
            source: CODEFORCES,
            statement: "2 ≤ n ≤ 50, n even, 1 ≤ a_i ≤ 50",
            about: "50 piles",
            worst: |g| g.list(50, |g| g.rng.random_range(1..=50)),
        },
    },
    Generator {
        bin: "cf768e",
        about: "n ≤ 10^6 piles from 1 to 60, one a line",
        make: |g| {
            let n = g.n.clamp(1, 1_000_000);
            g.out.u64(n).byte(b'\n');
            for _ in 0..n {
                let s = g.rng.random_range(1..=60);
                g.line(&[s]);
            }
        },
        limits: Limits {
            time: 3.0,
            source: CODEFORCES,
            statement: "n ≤ 10^6, 1 ≤ s_i ≤ 60",
            about: "10^6 piles of 10 to 60",
            worst: |g| {
                g.out.bytes(b"1000000\n");
                for _ in 0..1_000_000 {
                    let s = g.rng.random_range(10..=60);
                    g.line(&[s]);
                }
            },
        },
    },
    Generator {
        bin: "cf1396b",
        about: "t ≤ 100 games of n ≤ 100 piles to 100 (half of them small, for the search)",
        make: |g| {
            let t = if g.small() { g.cap(100) } else { (g.n / 76).clamp(1, 100) };
            g.out.u64(t).byte(b'\n');
            for _ in 0..t {
                let small = g.small() && g.rng.random();
                let n = match (small, g.small()) {
                    (true, _) => g.rng.random_range(1..=4),
                    (false, true) => g.rng.random_range(1..=100),
                    (false, false) => g.rng.random_range(50..=100),
                };
                let top = if small { 3 } else { 100 };
                g.list(n, |g| g.rng.random_range(1..=top));
            }
        },
        limits: Limits {
            time: 1.0,
            source: CODEFORCES,
            statement: "t ≤ 100, n ≤ 100, 1 ≤ a_i ≤ 100",
            about: "100 games of 100 piles",
            worst: |g| {
                g.out.bytes(b"100\n");
                for _ in 0..100 {
                    g.list(100, |g| g.rng.random_range(1..=100));
                }
            },
        },
    },
    Generator {
        bin: "cf15c",
        about: "n ≤ 10^5 quarries, x_i and m_i up to 10^16 (some tiny, for the search)",
        make: |g| {
            let n = g.n.clamp(1, 100_000);
            g.pairs(n, |g| match g.rng.random_range(0..4) {
                0 => [g.rng.random_range(1..4), g.rng.random_range(1..=2)],
                _ => [
                    g.rng.random_range(1..=10_000_000_000_000_000),
                    g.rng.random_range(1..=10_000_000_000_000_000),
                ],
            });
        },
        limits: Limits {
            time: 2.0,
            source: "Codeforces: the problem's \"time limit per test: 2 seconds\" (a stored copy of the round's samples)",
            statement: "n ≤ 10^5, 1 ≤ x_i, m_i ≤ 10^16",
            about: "10^5 quarries of 17-digit x_i and m_i",
            worst: |g| {
                g.pairs(100_000, |g| {
                    [
                        g.rng
                            .random_range(1_000_000_000_000_000..=10_000_000_000_000_000),
                        g.rng
                            .random_range(1_000_000_000_000_000..=10_000_000_000_000_000),
                    ]
                })
            },
        },
    },
    Generator {
        bin: "cf603c",
        about: "n ≤ 10^5 piles up to 10^9 (small ones when k ≤ 3, for the search), k up to 10^9",
        make: |g| {
            let n = g.n.clamp(1, 100_000);
            let k = match g.rng.random() {
                true => g.rng.random_range(1..=3),
                false => g.rng.random_range(1..=1_000_000_000),
            };
            g.line(&[n, k]);
            let top = if k <= 3 && g.small() { 10 } else { 1_000_000_000 };
            let piles: Vec<u64> = (0..n).map(|_| g.rng.random_range(1..=top)).collect();
            g.line(&piles);
        },
        limits: Limits {
            time: 2.0,
            source: CODEFORCES,
            statement: "n ≤ 10^5, 1 ≤ k ≤ 10^9, 1 ≤ a_i ≤ 10^9",
            about: "10^5 piles of the form 2^j·(odd) near 10^9, k odd (the longest halvings)",
            worst: |g| {
                g.line(&[100_000, 1]);
                let piles: Vec<u64> = (0..100_000)
                    .map(|_| (1u64 << g.rng.random_range(20..=28)) * g.rng.random_range(1..=3))
                    .collect();
                g.line(&piles);
            },
        },
    },
    Generator {
        bin: "cf850c",
        about: "n ≤ 100 numbers up to 10^9: small ones, prime powers and products of a few primes",
        make: |g| {
            let fewest = if g.small() { 1 } else { 50 };
            let n = g.rng.random_range(fewest..=100.min(g.n.max(1)));
            g.list(n, |g| match g.rng.random_range(0..3) {
                0 => g.rng.random_range(1..=64),
                1 => [2u64, 3, 5, 7][g.rng.random_range(0..4)].pow(g.rng.random_range(1..=10)),
                _ => g.rng.random_range(1..=1_000_000_000),
            });
        },
        limits: Limits {
            time: 1.0,
            source: CODEFORCES,
            statement: "n ≤ 100, 1 ≤ a_i ≤ 10^9",
            about: "100 numbers drawn from the powers 2^1..2^29 and four primes near 10^9 (the longest trial divisions)",
            worst: |g| {
                let mut v: Vec<u64> = (1..30).map(|e| 1u64 << e).collect();
                let primes = [999_999_937u64, 999_999_929, 999_999_893, 999_999_883];
                while v.len() < 100 {
                    v.push(primes[g.rng.random_range(0..4)]);
                }
                g.list(100, |g| v[g.rng.random_range(0..100)]);
            },
        },
    },
    Generator {
        bin: "cf1382b",
        about: "t ≤ 1000 games, n in all about the count asked (≤ 10^5), runs of 1 before larger piles to 10^9 (small: 5 piles to 4, for the search)",
        make: |g| {
            let t = if g.small() { g.cap(100) } else { 1000.min(g.n / 20).max(1) };
            let each = (g.n.min(100_000) / t).max(1);
            g.out.u64(t).byte(b'\n');
            for _ in 0..t {
                let small = g.small() && g.rng.random();
                let n = if small { g.rng.random_range(1..=5) } else { g.rng.random_range(1..=each) };
                let (top, ones) = if small { (4, 2) } else { (1_000_000_000, 7) };
                g.list(n, |g| match g.rng.random_range(0..10) < ones {
                    true => 1,
                    false => g.between(1, top),
                });
            }
        },
        limits: Limits {
            time: 1.0,
            source: "Codeforces: the problem page's \"time limit per test: 1 second\" (a stored copy)",
            statement: "t ≤ 1000, n ≥ 1, Σn ≤ 10^5, 1 ≤ a_i ≤ 10^9",
            about: "one game of 10^5 piles of 9 and 10 digits (the most bytes to read)",
            worst: |g| {
                g.out.bytes(b"1\n");
                g.list(100_000, |g| g.rng.random_range(100_000_000..=1_000_000_000));
            },
        },
    },
    Generator {
        bin: "cf1965a",
        about: "t ≤ 10^4 games, n in all about the count asked (≤ 2·10^5), sizes to 10^9 with runs 1, 2, 3, … half the time (small: 4 piles to 6, for the search)",
        make: |g| {
            let t = if g.small() { g.cap(100) } else { 10_000.min(g.n / 20).max(1) };
            let each = (g.n.min(200_000) / t).max(1);
            g.out.u64(t).byte(b'\n');
            for _ in 0..t {
                let small = g.small() && g.rng.random();
                let n = if small { g.rng.random_range(1..=4) } else { g.rng.random_range(1..=each) };
                let top = if small { 6 } else { 1_000_000_000 };
                let run = g.rng.random_range(0..=n.min(top));
                let mut i = 0;
                g.list(n, |g| {
                    i += 1;
                    match i <= run {
                        true => i,
                        false => g.between(1, top),
                    }
                });
            }
        },
        limits: Limits {
            time: 2.0,
            source: "Codeforces: \"timeLimit\":2000 in the Competitive Companion headers of stored solutions",
            statement: "t ≤ 10^4, n ≥ 1, Σn ≤ 2·10^5, 1 ≤ a_i ≤ 10^9",
            about: "one game of 2·10^5 distinct piles of 9 and 10 digits (the most to read and sort)",
            worst: |g| {
                g.out.bytes(b"1\n");
                g.list(200_000, |g| g.rng.random_range(100_000_000..=1_000_000_000));
            },
        },
    },
    Generator {
        bin: "cf1363c",
        about: "t ≤ 10 trees of n ≤ 1000 nodes (random, path or star), a random special node (small: 7 nodes, for the search)",
        make: |g| {
            let t = if g.small() { g.cap(10) } else { 10 };
            g.out.u64(t).byte(b'\n');
            for _ in 0..t {
                let small = g.small() && g.rng.random();
                let n = match small {
                    true => g.rng.random_range(1..=7),
                    false => (g.n / 20).clamp(1, 1000) - g.rng.random_range(0..=(g.n / 200).min(100)),
                };
                let shape = match g.rng.random_range(0..4) {
                    0 => Shape::Path,
                    1 => Shape::Star,
                    _ => Shape::Random,
                };
                let edges = shaped_tree(g, n, shape);
                let x = g.rng.random_range(1..=n);
                g.line(&[n, x]);
                edges.iter().for_each(|e| g.line(e));
            }
        },
        limits: Limits {
            time: 2.0,
            source: "Codeforces: \"Time Limit: 2000 ms\" in the CP-Editor header of a stored solution",
            statement: "t ≤ 10, 1 ≤ n ≤ 1000, 1 ≤ x ≤ n, a tree",
            about: "10 random trees of 1000 nodes",
            worst: |g| {
                g.out.bytes(b"10\n");
                for _ in 0..10 {
                    let edges = shaped_tree(g, 1000, Shape::Random);
                    let x = g.rng.random_range(1..=1000);
                    g.line(&[1000, x]);
                    edges.iter().for_each(|e| g.line(e));
                }
            },
        },
    },
    Generator {
        bin: "cf1747c",
        about: "t ≤ 2·10^4 games, n in all about the count asked (≤ 2·10^5), the first pile near the least of the others (small: 4 piles to 5, for the search)",
        make: |g| {
            let t = if g.small() { g.cap(100) } else { 20_000.min(g.n / 20).max(1) };
            let each = (g.n.min(200_000) / t).max(2);
            g.out.u64(t).byte(b'\n');
            for _ in 0..t {
                let small = g.small() && g.rng.random();
                let n = if small { g.rng.random_range(2..=4) } else { g.rng.random_range(2..=each) };
                let top = if small { 5 } else { 1_000_000_000 };
                let mut piles: Vec<u64> = (0..n).map(|_| g.between(1, top)).collect();
                // The first pile at the least of the others, one above, or one below.
                let least = piles[1..].iter().copied().min().unwrap_or(1);
                piles[0] = (least + g.rng.random_range(0..=2)).saturating_sub(1).clamp(1, top.max(least + 1));
                g.out.u64(n).byte(b'\n');
                g.line(&piles);
            }
        },
        limits: Limits {
            time: 1.0,
            source: "Codeforces: \"Time Limit: 1000 ms\" in the CP-Editor headers of stored solutions",
            statement: "t ≤ 2·10^4, 2 ≤ n ≤ 10^5, Σn ≤ 2·10^5, 1 ≤ a_i ≤ 10^9",
            about: "two games of 10^5 piles of 9 and 10 digits (the most to read)",
            worst: |g| {
                g.out.bytes(b"2\n");
                for _ in 0..2 {
                    g.list(100_000, |g| g.rng.random_range(100_000_000..=1_000_000_000));
                }
            },
        },
    },
    Generator {
        bin: "cf914b",
        about: "n ≤ 10^5 cards to 10^5, paired half the time with an odd one now and then (small: 6 cards to 4, for the search)",
        make: |g| {
            let small = g.small() && g.rng.random();
            let n = if small { g.rng.random_range(1..=6) } else { g.n.clamp(1, 100_000) };
            let top = if small { 4 } else { 100_000 };
            let mut cards: Vec<u64> = (0..n).map(|_| g.between(1, top)).collect();
            if g.rng.random() {
                // Paired, and now and then one card changed.
                for i in (1..cards.len()).step_by(2) {
                    cards[i] = cards[i - 1];
                }
                if g.rng.random() {
                    let i = g.rng.random_range(0..cards.len());
                    cards[i] = g.between(1, top);
                }
                cards.shuffle(&mut g.rng);
            }
            g.out.u64(n).byte(b'\n');
            g.line(&cards);
        },
        limits: Limits {
            time: 2.0,
            source: CODEFORCES,
            statement: "n ≤ 10^5, 1 ≤ a_i ≤ 10^5",
            about: "10^5 cards of 5 and 6 digits that pair up, shuffled (every pair must be compared)",
            worst: |g| {
                let mut cards: Vec<u64> = (0..50_000)
                    .map(|_| g.rng.random_range(10_000..=100_000))
                    .flat_map(|v| [v, v])
                    .collect();
                cards.shuffle(&mut g.rng);
                g.out.bytes(b"100000\n");
                g.line(&cards);
            },
        },
    },
    Generator {
        bin: "cf1033c",
        about: "a permutation of about the count asked (≤ 10^5) cells, shuffled (small: up to 8, for the search)",
        make: |g| {
            let n = if g.small() { g.rng.random_range(1..=8) } else if g.wide { g.n.clamp(1, 1_000_000) } else { g.n.clamp(1, 100_000) };
            let mut a: Vec<u64> = (1..=n).collect();
            a.shuffle(&mut g.rng);
            g.out.u64(n).byte(b'\n');
            g.line(&a);
        },
        limits: Limits {
            time: 1.0,
            source: "Codeforces: \"Time Limit: 1000 ms\" in the CP-Editor header of a stored solution",
            statement: "1 ≤ n ≤ 10^5, a a permutation of 1..n",
            about: "a shuffled permutation of 10^5 cells",
            worst: |g| {
                let mut a: Vec<u64> = (1..=100_000).collect();
                a.shuffle(&mut g.rng);
                g.out.u64(100_000).byte(b'\n');
                g.line(&a);
            },
        },
    },
    Generator {
        bin: "cf1600e",
        about: "a row of about the count asked (≤ 2·10^5) numbers to 10^9, rising from both ends for a while, then random (small: 10 numbers to 4, for the search)",
        make: |g| {
            let small = g.small() && g.rng.random();
            let n = if small { g.rng.random_range(1..=10) } else { g.n.clamp(1, 200_000) };
            let top = if small { 4 } else { 1_000_000_000 };
            let mut a: Vec<u64> = (0..n).map(|_| g.between(0, top)).collect();
            // Runs rising from both ends, of lengths of either parity.
            let (l, r) = (g.rng.random_range(0..=n.min(9)) as usize, g.rng.random_range(0..=n.min(9)) as usize);
            a[..l].sort_unstable();
            a[n as usize - r..].sort_unstable_by(|x, y| y.cmp(x));
            g.out.u64(n).byte(b'\n');
            g.line(&a);
        },
        limits: Limits {
            time: 1.0,
            source: "Codeforces: \"Time Limit: 1000 ms\" in the CP-Editor header of a stored solution",
            statement: "1 ≤ N ≤ 2·10^5, 0 ≤ A_i ≤ 10^9",
            about: "2·10^5 numbers of 9 and 10 digits, rising from both ends to the middle (the longest runs)",
            worst: |g| {
                let mut a: Vec<u64> = (0..200_000).map(|_| g.rng.random_range(100_000_000..=1_000_000_000)).collect();
                a[..100_000].sort_unstable();
                a[100_000..].sort_unstable_by(|x, y| y.cmp(x));
                g.out.u64(200_000).byte(b'\n');
                g.line(&a);
            },
        },
    },
];
