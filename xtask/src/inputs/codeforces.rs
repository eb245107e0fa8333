//! The generators of Codeforces' problems after the first fifteen ([`super::codeforces_first`]);
//! `cargo xtask new` adds rows here.

use super::*;

/// One row per binary of Codeforces.
pub const GENERATORS: &[Generator] = &[
    Generator {
        bin: "cf317d",
        about: "one n ≤ 10^9 (--wide: below 2^30, the chains the library knows), from its upper half at large n (small: to 20, for the search)",
        make: |g| {
            let top = if g.wide { (1 << 30) - 1 } else { 1_000_000_000 };
            let n = match g.small() {
                true if g.rng.random() => g.rng.random_range(1..=20),
                true => g.rng.random_range(1..=top),
                false => g.rng.random_range(top / 2..=top),
            };
            g.line(&[n]);
        },
        limits: Limits {
            time: 1.0,
            source: "Codeforces: 1 s assumed (no stored copy gives this problem's limit; a write-up says \"within 1 second\")",
            statement: "1 ≤ n ≤ 10^9",
            about: "n = 10^9 (the most bases to sieve)",
            worst: |g| g.line(&[1_000_000_000]),
        },
    },
    Generator {
        bin: "cf255e",
        about: "n ≤ 77 777 piles to 777 777 777 777, a third near the runs' edges (small: 3 piles to 20, for the search)",
        make: |g| {
            let small = g.small() && g.rng.random();
            let n = if small { g.rng.random_range(1..=3) } else { g.n.clamp(1, 77_777) };
            let top = if small { 20 } else { 777_777_777_777 };
            let edges = [4, 16, 82, 6724, 50626, 2_562_991_876];
            g.list(n, |g| match g.rng.random_range(0..3) {
                0 if !small => (edges[g.rng.random_range(0..6)] + g.rng.random_range(0..3)) - 1,
                _ => g.between(1, top),
            });
        },
        limits: Limits {
            time: 2.0,
            source: "Codeforces: \"Time Limit: 2000 ms\" in the CP-Editor header of a stored solution",
            statement: "n ≤ 77 777, 1 ≤ a_i ≤ 777 777 777 777",
            about: "77 777 piles of 11 and 12 digits",
            worst: |g| g.list(77_777, |g| g.rng.random_range(10_000_000_000..=777_777_777_777)),
        },
    },
    Generator {
        bin: "cf1312f",
        about: "cases of castles to 10^18 with takes from 1 to 5, about the numbers asked in all (small: 3 castles to 20, for the search)",
        make: |g| {
            let small = g.small() && g.rng.random();
            let (cases, size) = match small {
                true => (g.cap(20), 3),
                false => g.cases(300_000),
            };
            let cases = cases.min(1000);
            g.out.u64(cases).byte(b'\n');
            for _ in 0..cases {
                let n = if small { g.rng.random_range(1..=size) } else { size };
                let takes = [0; 3].map(|_| g.rng.random_range(1..=5));
                g.line(&[n, takes[0], takes[1], takes[2]]);
                let top = if small { 20 } else { 1_000_000_000_000_000_000 };
                let castles: Vec<u64> = (0..n).map(|_| g.between(1, top)).collect();
                g.line(&castles);
            }
        },
        limits: Limits {
            time: 3.0,
            source: "Codeforces: \"Time Limit: 3000 ms\" in the CP-Editor headers of stored solutions",
            statement: "t ≤ 1000, 1 ≤ x, y, z ≤ 5, the sum of n ≤ 3·10^5, 1 ≤ a_i ≤ 10^18",
            about: "1000 cases, each of 300 castles of 18 and 19 digits and its own takes (1000 tables, the most to read)",
            worst: |g| {
                g.out.bytes(b"1000\n");
                for i in 0..1000u64 {
                    g.line(&[300, i % 5 + 1, i / 5 % 5 + 1, i / 25 % 5 + 1]);
                    let castles: Vec<u64> = (0..300)
                        .map(|_| g.rng.random_range(100_000_000_000_000_000..=1_000_000_000_000_000_000))
                        .collect();
                    g.line(&castles);
                }
            },
        },
    },
    Generator {
        bin: "cf346a",
        about: "n ≤ 100 distinct numbers to 10^9, half the time multiples of a common factor (small: to 12, for the search)",
        make: |g| {
            let small = g.small() && g.rng.random();
            let top = if small { 12 } else { 1_000_000_000 };
            let n = if small { g.rng.random_range(2..=5) } else { g.rng.random_range(60..=100) };
            // Room for n distinct multiples: a factor of at most top / 2n.
            let factor = match g.rng.random() {
                true => g.rng.random_range(1..=(top / (2 * n)).max(1)),
                false => 1,
            };
            let values = g.distinct(n, |g| factor * g.rng.random_range(1..=top / factor));
            g.line(&[n]);
            g.line(&values);
        },
        limits: Limits {
            time: 2.0,
            source: "Codeforces: 2 s assumed (no stored copy gives this problem's limit)",
            statement: "2 ≤ n ≤ 100, distinct 1 ≤ a_i ≤ 10^9",
            about: "100 distinct numbers of 9 and 10 digits",
            worst: |g| {
                let values = g.distinct(100, |g| g.rng.random_range(100_000_000..=1_000_000_000));
                g.line(&[100]);
                g.line(&values);
            },
        },
    },
    Generator {
        bin: "cf1191d",
        about: "n ≤ 10^5 piles to 10^9, distinct or with one value copied onto another (small: \
                to 6 piles to 8, for the search)",
        make: |g| {
            if g.small() && g.rng.random() {
                let n = g.rng.random_range(1..=6);
                g.list(n, |g| g.rng.random_range(0..=8));
                return;
            }
            let n = g.cap(100_000);
            let mut piles = g.distinct(n, |g| g.below(1_000_000_000));
            if n >= 2 && g.rng.random() {
                let (i, j) = (g.rng.random_range(0..n as usize), g.rng.random_range(0..n as usize));
                piles[i] = piles[j];
            }
            g.line(&[n]);
            g.line(&piles);
        },
        limits: Limits {
            time: 1.0,
            source: "Codeforces 1190B/1191D: 1 s (a CP-Editor header of the problem)",
            statement: "1 ≤ n ≤ 10^5, 0 ≤ a_i ≤ 10^9",
            about: "10^5 distinct piles of 9 and 10 digits",
            worst: |g| {
                let piles = g.distinct(100_000, |g| g.rng.random_range(100_000_000..=1_000_000_000));
                g.line(&[100_000]);
                g.line(&piles);
            },
        },
    },
    Generator {
        bin: "cf1451f",
        about: "t ≤ 10 grids to 100 × 100 of values to 10^6, half balanced (every anti-diagonal \
                xors to 0) (small: to 6 cells of 0 and 1, for the search)",
        make: |g| {
            let t = g.cap(10);
            g.out.u64(t).byte(b'\n');
            for _ in 0..t {
                let (n, m, top) = if g.small() && g.rng.random() {
                    let n = g.rng.random_range(1..=3);
                    (n, g.rng.random_range(1..=6 / n), 1)
                } else {
                    let per = (g.n / t).clamp(1, 10_000);
                    let n = g.rng.random_range(per.div_ceil(100)..=per.min(100));
                    (n, (per / n).clamp(1, 100), 1_000_000)
                };
                // A balanced grid's values stay below 2^19 (≤ 10^6), which its xors keep.
                let balanced = g.rng.random();
                let top = if balanced { top.min((1 << 19) - 1) } else { top };
                let mut grid: Vec<u64> = (0..n * m).map(|_| g.below(top)).collect();
                if balanced {
                    // Balance each anti-diagonal on its lowest cell.
                    for d in 0..n + m - 1 {
                        let rows: Vec<u64> = (0..n).filter(|&r| d >= r && d - r < m).collect();
                        let last = *rows.last().unwrap();
                        let rest = rows[..rows.len() - 1].iter().fold(0, |x, &r| x ^ grid[(r * m + d - r) as usize]);
                        grid[(last * m + d - last) as usize] = rest;
                    }
                }
                g.line(&[n, m]);
                for row in grid.chunks(m as usize) {
                    g.line(row);
                }
            }
        },
        limits: Limits {
            time: 2.0,
            source: "Codeforces: \"Time Limit: 2000 ms\" in the CP-Editor header of a stored solution",
            statement: "1 ≤ t ≤ 10, 1 ≤ n, m ≤ 100, 0 ≤ a_ij ≤ 10^6",
            about: "10 grids of 100 × 100 values of 6 and 7 digits",
            worst: |g| {
                g.out.u64(10).byte(b'\n');
                for _ in 0..10 {
                    g.line(&[100, 100]);
                    for _ in 0..100 {
                        let row: Vec<u64> = (0..100).map(|_| g.rng.random_range(100_000..=1_000_000)).collect();
                        g.line(&row);
                    }
                }
            },
        },
    },
    Generator {
        bin: "cf1190c",
        about: "a row of n ≤ 10^5 cards and 1 ≤ k ≤ n: random, or one side in a block or two \
                near the ends, k about half of n (small: to 10 cards, for the search)",
        make: |g| {
            let n = match g.small() && g.rng.random() {
                true => g.rng.random_range(1..=10),
                false => g.n.clamp(1, 100_000),
            };
            let (k, row) = match g.rng.random_range(0..3) {
                0 => (g.rng.random_range(1..=n), (0..n).map(|_| g.rng.random()).collect()),
                // One side at both ends only: who wins turns on k against the gap.
                _ => {
                    let (a, b) = (g.rng.random_range(0..=n / 2), g.rng.random_range(0..=n / 2));
                    let k = (n / 2 + g.rng.random_range(0..=2)).clamp(1, n);
                    (k, (0..n).map(|i| i < a || i >= n - b).collect::<Vec<bool>>())
                }
            };
            g.line(&[n, k]);
            let text: String = row.iter().map(|&one| if one { '1' } else { '0' }).collect();
            g.out.bytes(text.as_bytes()).byte(b'\n');
        },
        limits: Limits {
            time: 1.0,
            source: "Codeforces: \"Time Limit: 1000 ms\" in the CP-Editor headers of stored solutions",
            statement: "1 ≤ k ≤ n ≤ 10^5, a row of n cards 0 or 1",
            about: "10^5 cards 0…0 1 0 1…1 and k = 5·10^4: Quailty wins, every first move checked",
            worst: |g| {
                g.line(&[100_000, 50_000]);
                let text = ["0".repeat(49_999), "10".into(), "1".repeat(49_999)].concat();
                g.out.bytes(text.as_bytes()).byte(b'\n');
            },
        },
    },
    Generator {
        bin: "cf39e",
        about: "a ≤ 10^4, b ≤ 30 and n ≤ 10^9 with a^b < n, a = 1 or b = 1 a third of the time each \
                (small: n to 2 000, for the search)",
        make: |g| {
            let n = match (g.small(), g.rng.random()) {
                (true, true) => g.rng.random_range(2..=2_000),
                (true, false) => g.rng.random_range(2..=1_000_000_000),
                (false, _) => g.rng.random_range(500_000_000..=1_000_000_000),
            };
            let (mut a, mut b) = match g.rng.random_range(0..3) {
                0 => (1, g.rng.random_range(1..=30)),
                1 => (g.rng.random_range(1..=10_000), 1),
                _ => (g.rng.random_range(1..=40), g.rng.random_range(1..=30)),
            };
            // Shrink until a^b < n.
            while (0..b).try_fold(1u64, |p, _| p.checked_mul(a).filter(|&q| q < n)).is_none() {
                if b > 1 { b -= 1 } else { a -= 1 }
            }
            g.line(&[a, b, n]);
        },
        limits: Limits {
            time: 2.0,
            source: "Codeforces: \"2000 ms\" in a stored judge mirror's table (Hydro, CF-39E)",
            statement: "1 ≤ a ≤ 10^4, 1 ≤ b ≤ 30, 2 ≤ n ≤ 10^9, a^b < n",
            about: "a = 2, b = 1, n = 10^9: row 1 worked to √n, every row above it",
            worst: |g| g.line(&[2, 1, 1_000_000_000]),
        },
    },
    Generator {
        bin: "cf120e",
        about: "T ≤ 100 board sizes to 10^4 (small: to 4, for the search)",
        make: |g| {
            let t = g.cap(100);
            let top = if g.small() && g.rng.random() { 4 } else { 10_000 };
            g.out.u64(t).byte(b'\n');
            for _ in 0..t {
                let n = g.between(1, top);
                g.line(&[n]);
            }
        },
        limits: Limits {
            time: 2.0,
            source: "Codeforces: assumed 2 s (no stored copy gives this problem's limit)",
            statement: "1 ≤ T ≤ 100, 1 ≤ n_i ≤ 10^4",
            about: "100 boards of 10^4 and below",
            worst: |g| {
                g.out.u64(100).byte(b'\n');
                for _ in 0..100 {
                    let n = g.rng.random_range(5_000..=10_000);
                    g.line(&[n]);
                }
            },
        },
    },

    Generator {
        bin: "cf36d",
        about: "t ≤ 20 boards to 10^9 and a jump k to 10^9, small k or boards near multiples \
                of k + 1 half the time (small: boards to 60, for the search)",
        make: |g| {
            let t = g.cap(20);
            let small = g.small() && g.rng.random();
            let k = match (small, g.rng.random()) {
                (true, _) | (false, true) => g.rng.random_range(1..=8),
                (false, false) => g.between(1, 1_000_000_000),
            };
            g.line(&[t, k]);
            for _ in 0..t {
                let (n, m) = match small {
                    true => (g.rng.random_range(1..=60), g.rng.random_range(1..=60)),
                    false => (g.between(1, 1_000_000_000), g.between(1, 1_000_000_000)),
                };
                g.line(&[n, m]);
            }
        },
        limits: Limits {
            time: 2.0,
            source: "Codeforces: \"2 seconds\" on a stored copy of the statement",
            statement: "1 ≤ t ≤ 20, 1 ≤ k ≤ 10^9, 1 ≤ n, m ≤ 10^9",
            about: "20 boards of 9 and 10 digits, k = 2",
            worst: |g| {
                g.line(&[20, 2]);
                for _ in 0..20 {
                    let (n, m) = (g.rng.random_range(100_000_000..=1_000_000_000), g.rng.random_range(100_000_000..=1_000_000_000));
                    g.line(&[n, m]);
                }
            },
        },
    },

    Generator {
        bin: "cf305e",
        about: "a word of up to 5 000 letters from the first 1 to 4 of a-z, so that cuts abound \
                (small: to 9 letters, for the search)",
        make: |g| {
            let n = match g.small() && g.rng.random() {
                true => g.rng.random_range(1..=9),
                false => g.n.clamp(1, 5_000),
            };
            let letters = g.rng.random_range(1..=4u8);
            let word: Vec<u8> = (0..n).map(|_| b'a' + g.rng.random_range(0..letters)).collect();
            g.out.bytes(&word).byte(b'\n');
        },
        limits: Limits {
            time: 2.0,
            source: "Codeforces: \"2 seconds\" on a stored copy of the statement",
            statement: "1 to 5000 lowercase letters",
            about: "5 000 letters a: one run of 4 998 cuttable letters",
            worst: |g| {
                g.out.bytes(&[b'a'; 5_000]).byte(b'\n');
            },
        },
    },
    Generator {
        bin: "cf335c",
        about: "r ≤ 100 rows with legal cells reclaimed in random order, up to a full river \
                (small: to 7 rows and 4 cells, for the search)",
        make: |g| {
            let (r, tries) = match (g.small(), g.rng.random()) {
                (true, true) => (g.rng.random_range(1..=7), g.rng.random_range(0..=4)),
                (true, false) => (g.rng.random_range(1..=100), g.rng.random_range(0..=40)),
                (false, _) => (100, g.rng.random_range(200..=400)),
            };
            let mut rows = vec![0u64; r as usize + 2];
            let mut cells = Vec::new();
            for _ in 0..tries {
                let (i, c) = (g.rng.random_range(1..=r) as usize, g.rng.random_range(1..=2));
                if rows[i] == 0 && rows[i - 1] != 3 - c && rows[i + 1] != 3 - c {
                    rows[i] = c;
                    cells.push([i as u64, c]);
                }
            }
            g.line(&[r, cells.len() as u64]);
            cells.iter().for_each(|cell| g.line(cell));
        },
        limits: Limits {
            time: 2.0,
            source: "Codeforces: \"2 seconds\" on a stored copy of the statement",
            statement: "1 ≤ r ≤ 100, 0 ≤ n ≤ r, legal distinct cells",
            about: "100 free rows: the whole table of stretches",
            worst: |g| g.line(&[100, 0]),
        },
    },
    Generator {
        bin: "cf786a",
        about: "a circle of n ≤ 7000 objects and two sets of distinct amounts of random sizes \
                (small: to 12 objects, for the search; wide: to 10^4 objects, amounts repeated)",
        make: |g| {
            let n = match g.small() {
                true => g.rng.random_range(2..=12),
                false if g.wide => (g.n / 2).clamp(2, 10_000),
                false => (g.n / 2).clamp(2, 7_000),
            };
            g.line(&[n]);
            for _ in 0..2 {
                // About n numbers in all: sets of n/2 amounts or more, but for the search's.
                let k = match g.small() {
                    true => g.rng.random_range(1..n),
                    false => g.rng.random_range(n / 2..n),
                };
                let amounts = match g.wide {
                    true => (0..k).map(|_| g.rng.random_range(1..n)).collect(),
                    false => g.distinct(k, |g| g.rng.random_range(1..n)),
                };
                g.line(&[&[k][..], &amounts].concat());
            }
        },
        limits: Limits {
            time: 4.0,
            source: "Codeforces: \"time limit per test 4 seconds\" in two stored copies of the statement",
            statement: "2 ≤ n ≤ 7000, 1 ≤ k ≤ n − 1 distinct amounts from 1 to n − 1 a set",
            about: "n = 7000 and both sets every amount: every state decided, 98 million moves in all",
            worst: |g| {
                let all: Vec<u64> = std::iter::once(6_999).chain(1..7_000).collect();
                g.line(&[7_000]);
                g.line(&all);
                g.line(&all);
            },
        },
    },
    // New generators go above this line (`cargo xtask new` puts them here).
];
