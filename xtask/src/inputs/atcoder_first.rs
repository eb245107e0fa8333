//! The generators of AtCoder's first twelve problems in the catalogue (the rest, and new rows,
//! are in [`super::atcoder`]).

use super::*;

/// One row per binary.
pub const GENERATORS: &[Generator] = &[
    Generator {
        bin: "abc368f",
        about: "N numbers from 2 to 10^5 (wide: up to 10^10)",
        make: |g| {
            let max = if g.wide { 10_000_000_000 } else { 100_000 };
            g.list(g.n.max(1), |g| g.rng.random_range(2..=max));
        },
        limits: Limits {
            time: 2.0,
            source: ATCODER,
            statement: "N ≤ 10^5, 2 ≤ A_i ≤ 10^5",
            about: "10^5 numbers: the largest primes and products of two primes near √10^5",
            worst: |g| {
                let (mut primes, mut near) = (Vec::new(), Vec::new());
                for v in (2..=100_000u64).rev() {
                    let p = impartial::numbers::divide::is_prime(v);
                    if p && primes.len() < 1000 && v > 90_000 {
                        primes.push(v);
                    }
                    if p && (250..=400).contains(&v) {
                        near.push(v);
                    }
                }
                g.list(100_000, |g| match g.rng.random() {
                    true => primes[g.rng.random_range(0..primes.len())],
                    false => {
                        let a = near[g.rng.random_range(0..near.len())];
                        let b = near[g.rng.random_range(0..near.len())];
                        if a * b <= 100_000 {
                            a * b
                        } else {
                            a
                        }
                    }
                })
            },
        },
    },
    Generator {
        bin: "dp_k",
        about: "N ≤ 100 increasing take sizes, K up to 10^5 (about the count asked)",
        make: |g| {
            let k = g.n.clamp(1, 100_000);
            let fewest = if g.small() { 1 } else { 50 };
            let n = g.rng.random_range(fewest..=100.min(k));
            let mut takes = g.distinct(n, |g| g.rng.random_range(1..=k));
            takes.sort_unstable();
            g.line(&[n, k]);
            g.line(&takes);
        },
        limits: Limits {
            time: 2.0,
            source: ATCODER,
            statement: "N ≤ 100, K ≤ 10^5, 1 ≤ a_1 < … < a_N ≤ K",
            about: "K = 10^5 and the 100 odd take sizes 1..199: every even heap loses",
            worst: |g| {
                let takes: Vec<u64> = (0..100).map(|i| 2 * i + 1).collect();
                g.line(&[100, 100_000]);
                g.line(&takes);
            },
        },
    },
    Generator {
        bin: "abc297g",
        about: "N heaps from 1 to 10^9 (N ≤ 2·10^5), 1 ≤ L ≤ R ≤ 40 (small enough for the \
                oracle's tables; --worst has large ones)",
        make: |g| {
            let n = g.n.clamp(1, 200_000);
            let l = g.rng.random_range(1..=20);
            let r = g.rng.random_range(l..=40);
            g.line(&[n, l, r]);
            let heaps: Vec<u64> = (0..n).map(|_| g.between(1, 1_000_000_000)).collect();
            g.line(&heaps);
        },
        limits: Limits {
            time: 2.0,
            source: ATCODER,
            statement: "N ≤ 2·10^5, 1 ≤ L ≤ R ≤ 10^9, 1 ≤ A_i ≤ 10^9",
            about: "2·10^5 heaps of 9 and 10 digits, L = 12345, R = 987654321",
            worst: |g| {
                g.line(&[200_000, 12_345, 987_654_321]);
                let heaps: Vec<u64> = (0..200_000)
                    .map(|_| g.between(100_000_000, 1_000_000_000))
                    .collect();
                g.line(&heaps);
            },
        },
    },
    Generator {
        bin: "abc206f",
        about: "up to 20 cases of up to 8 intervals (12 wide) with ends in 1..=100",
        make: |g| {
            let small = g.small();
            let cases = (g.n / if small { 20 } else { 150 }).clamp(1, 20);
            g.out.u64(cases).byte(b'\n');
            for _ in 0..cases {
                let n = match (small, g.wide) {
                    (true, wide) => g.rng.random_range(1..=if wide { 12 } else { 8 }),
                    (false, _) => g.rng.random_range(50..=100),
                };
                g.pairs(n, |g| {
                    let l = g.rng.random_range(1..100);
                    [l, g.rng.random_range(l + 1..=100.min(l + 30))]
                });
            }
        },
        limits: Limits {
            time: 2.0,
            source: ATCODER_PAGE,
            statement: "T ≤ 20, N ≤ 100, 1 ≤ L < R ≤ 100",
            about: "20 cases of 100 random intervals over the whole range 1..100",
            worst: |g| {
                g.out.bytes(b"20\n");
                for _ in 0..20 {
                    g.pairs(100, |g| {
                        let l = g.rng.random_range(1..100);
                        [l, g.rng.random_range(l + 1..=100)]
                    });
                }
            },
        },
    },
    Generator {
        bin: "abc255g",
        about:
            "N heaps up to 120 and up to 150 forbidden moves from heaps up to 120 (small enough \
                for the oracle's table; --worst has heaps near 10^18)",
        make: |g| {
            let top = if g.small() { 120 } else { 1_000_000_000_000_000_000 };
            let n = if g.small() { g.n } else { g.n / 2 }.clamp(1, 200_000);
            let m = if g.small() { g.rng.random_range(1..=150.min(n)) } else { n / 2 };
            let pairs = g.distinct(m, |g| {
                let x = g.rng.random_range(1..=top);
                (x, g.rng.random_range(1..=x))
            });
            g.line(&[n, m]);
            let heaps: Vec<u64> = (0..n).map(|_| g.rng.random_range(1..=top)).collect();
            g.line(&heaps);
            pairs.iter().for_each(|&(x, y)| g.line(&[x, y]));
        },
        limits: Limits {
            time: 2.0,
            source: ATCODER,
            statement: "N, M ≤ 2·10^5, A_i ≤ 10^18, 1 ≤ Y_i ≤ X_i ≤ 10^18, pairs distinct",
            about: "2·10^5 heaps and 2·10^5 forbidden moves, all within 10^6 of 10^18, \
                    about 10 forbidden takes per special heap",
            worst: |g| {
                let top = 1_000_000_000_000_000_000u64;
                g.line(&[200_000, 200_000]);
                let heaps: Vec<u64> = (0..200_000)
                    .map(|_| top - g.rng.random_range(0..1_000_000))
                    .collect();
                g.line(&heaps);
                let pairs = g.distinct(200_000, |g| {
                    let x = top - g.rng.random_range(0..20_000);
                    (x, g.rng.random_range(1..=x))
                });
                pairs.iter().for_each(|&(x, y)| g.line(&[x, y]));
            },
        },
    },
    Generator {
        bin: "abc354e",
        about: "up to 12 cards with faces in 1..=4 (many pairs)",
        make: |g| {
            // Faces from four values, so that many pairs match: 1 to 4 for the oracle, else
            // up to 10^9, with all 18 cards.
            let (n, faces) = match g.small() {
                true => (g.rng.random_range(1..=12.min(g.n.max(1))), [1, 2, 3, 4]),
                false => (18, [0; 4].map(|_| g.rng.random_range(1..=1_000_000_000))),
            };
            g.pairs(n, |g| [0; 2].map(|_| faces[g.rng.random_range(0..4)]));
        },
        limits: Limits {
            time: 2.0,
            source: ATCODER_PAGE,
            statement: "N ≤ 18, 1 ≤ A_i, B_i ≤ 10^9",
            about: "18 distinct cards from a 4 × 5 grid of faces (each pairs with 7 others) that the first player loses: equal cards count as one kind, so distinct ones leave the most positions (2^18), and a search must refute every move",
            worst: |g| loop {
                let mut grid: Vec<[u64; 2]> =
                    (1..=4).flat_map(|a| (1..=5).map(move |b| [a, b])).collect();
                for i in (1..grid.len()).rev() {
                    grid.swap(i, g.rng.random_range(0..=i));
                }
                let cards = &grid[..18];
                let mut pairs = Vec::new();
                for (i, a) in cards.iter().enumerate() {
                    for (j, b) in cards.iter().enumerate().skip(i + 1) {
                        if a[0] == b[0] || a[1] == b[1] {
                            pairs.push(1 << i | 1 << j);
                        }
                    }
                }
                if !impartial::outcome::removal_wins(18, &pairs) {
                    let mut cards = cards.iter();
                    g.pairs(18, |_| *cards.next().expect("18 cards"));
                    break;
                }
            },
        },
    },
    Generator {
        bin: "abc212h",
        about: "N ≤ 30 and up to 8 distinct sizes below 32 (the oracle counts rows by DP)",
        make: |g| {
            let (n, k, top) = match g.small() {
                true => (g.rng.random_range(1..=30), g.rng.random_range(1..=8), 32),
                false => (g.rng.random_range(100_000..=200_000), (g.n - 2).min(65_535), 1 << 16),
            };
            let sizes = g.distinct(k, |g| g.rng.random_range(1..top));
            g.line(&[n, k]);
            g.line(&sizes);
        },
        limits: Limits {
            time: 2.0,
            source: ATCODER_PAGE,
            statement: "N ≤ 2·10^5, K < 2^16, 1 ≤ A_i < 2^16, distinct",
            about: "N = 2·10^5 and all 65535 sizes",
            worst: |g| {
                g.line(&[200_000, 65_535]);
                g.line(&(1..65_536).collect::<Vec<u64>>());
            },
        },
    },
    Generator {
        bin: "arc137c",
        about: "N ≤ 3·10^5 increasing numbers up to 10^9, the top two adjacent half the time",
        make: |g| {
            let n = g.n.clamp(2, 300_000);
            let least = if g.small() { n } else { 500_000_000 };
            let top = g.rng.random_range(least..=1_000_000_000.max(n));
            let mut a = g.distinct(n - 1, |g| g.rng.random_range(0..top));
            a.sort_unstable();
            if g.rng.random() {
                a.pop();
                a.push(top - 1);
                a.dedup();
                while (a.len() as u64) < n - 1 {
                    a.insert(0, a[0] - 1);
                }
            }
            a.push(top);
            g.out.u64(n).byte(b'\n');
            g.line(&a);
        },
        limits: Limits {
            time: 2.0,
            source: ATCODER,
            statement: "N ≤ 3·10^5, 0 ≤ A_1 < … < A_N ≤ 10^9",
            about: "3·10^5 increasing numbers of 9 and 10 digits, the top two adjacent",
            worst: |g| {
                let a: Vec<u64> = (0..300_000).map(|i| 100_000_000 + 3_000 * i).collect();
                g.out.bytes(b"300000\n");
                g.line(&a);
            },
        },
    },
    Generator {
        bin: "arc091f",
        about: "up to 30 heaps up to 600 with divisors 1..=40 (the oracle tabulates each heap)",
        make: |g| {
            let (n, heaps, divisors) = match g.small() {
                true => ((g.n / 2).clamp(1, 30), 600, 40),
                false => (200, 1_000_000_000, 1_000_000_000),
            };
            g.pairs(n, |g| {
                [g.rng.random_range(1..=heaps), g.rng.random_range(1..=divisors)]
            });
        },
        limits: Limits {
            time: 2.0,
            source: ATCODER,
            statement: "N ≤ 200, 1 ≤ A_i, K_i ≤ 10^9",
            about: "200 heaps near 10^9 with K near √(A / ln A), where the steps peak",
            worst: |g| {
                g.pairs(200, |g| {
                    [
                        g.rng.random_range(900_000_000..=1_000_000_000),
                        g.rng.random_range(5_000..9_000),
                    ]
                })
            },
        },
    },
    Generator {
        bin: "agc017d",
        about:
            "a tree of up to 10^5 vertices, random (the oracle searches those of up to 10 edges)",
        make: |g| {
            let n = (g.n / 2).clamp(2, 100_000);
            let edges = tree(g, n, false);
            g.out.u64(n).byte(b'\n');
            edges.iter().for_each(|e| g.line(e));
        },
        limits: Limits {
            time: 2.0,
            source: ATCODER_PAGE,
            statement: "N ≤ 10^5, a tree",
            about: "a path of 10^5 vertices, labels shuffled (the deepest tree)",
            worst: |g| {
                let edges = shaped_tree(g, 100_000, Shape::Path);
                g.out.bytes(b"100000\n");
                edges.iter().for_each(|e| g.line(e));
            },
        },
    },
    Generator {
        bin: "agc010f",
        about: "a random tree of up to 3000 vertices with up to 10^9 stones on each",
        make: |g| {
            let n = (g.n / 3).clamp(2, 3000);
            let stones: Vec<u64> = (0..n)
                .map(|_| g.rng.random_range(0..=1_000_000_000))
                .collect();
            let edges = tree(g, n, false);
            g.out.u64(n).byte(b'\n');
            g.line(&stones);
            edges.iter().for_each(|e| g.line(e));
        },
        limits: Limits {
            time: 2.0,
            source: ATCODER,
            statement: "N ≤ 3000, 0 ≤ A_i ≤ 10^9, a tree",
            about: "a path of 3000 vertices whose stones fall along it (from each start a plain search walks to the end: O(N²) for it)",
            worst: |g| {
                // Vertex order[i] is the i-th on the path, with 10^9 − i·300000 − (0..300000)
                // stones: strictly falling.
                let mut order: Vec<u64> = (1..=3000).collect();
                order.shuffle(&mut g.rng);
                let mut stones = vec![0u64; 3000];
                for (i, &v) in order.iter().enumerate() {
                    let top = 1_000_000_000 - 300_000 * i as u64;
                    stones[v as usize - 1] = top - g.rng.random_range(0..300_000);
                }
                let mut edges: Vec<[u64; 2]> = order.windows(2).map(|w| [w[0], w[1]]).collect();
                edges.shuffle(&mut g.rng);
                g.out.bytes(b"3000\n");
                g.line(&stones);
                edges.iter().for_each(|e| g.line(e));
            },
        },
    },
];
