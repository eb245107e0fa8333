//! Generators for more of the AtCoder binaries, continued from [`super::atcoder`].

use super::*;

/// One row per binary of AtCoder, continued.
pub const GENERATORS: &[Generator] = &[
    Generator {
        bin: "arc131c",
        about: "N ≤ 4·10^5 distinct numbers to 10^9 with a nonzero xor, a third of them holding \
                the xor of the others (small: to 7 numbers to 30, for the search)",
        make: |g| {
            let small = g.small() && g.rng.random();
            let (n, top) = match small {
                true => (g.rng.random_range(1..=7), 30),
                false => (g.n.clamp(1, 400_000), 1_000_000_000),
            };
            let mut a = g.distinct(n, |g| g.between(1, top));
            let x = |a: &[u64]| a.iter().fold(0, |x, &v| x ^ v);
            // A third of the time the others' xor is 0, so that a[0] is the xor of all.
            if n >= 4 && g.rng.random_range(0..3) == 0 {
                let closing = x(&a[1..n as usize - 1]);
                let fits = closing <= top || g.wide;
                if closing != 0 && fits && !a[..n as usize - 1].contains(&closing) {
                    a[n as usize - 1] = closing;
                }
            }
            if x(&a) == 0 {
                a.pop(); // the last is then the xor of the rest: not 0
            }
            g.line(&[a.len() as u64]);
            g.line(&a);
        },
        limits: Limits {
            time: 2.0,
            source:
                "AtCoder: 2 sec assumed (ARC's usual; no stored copy of the task page gives it)",
            statement: "1 ≤ N ≤ 4·10^5, distinct 1 ≤ A_i ≤ 10^9, their xor not 0",
            about: "4·10^5 distinct numbers of 9 and 10 digits",
            worst: |g| {
                let mut a =
                    g.distinct(400_000, |g| g.rng.random_range(100_000_000..=1_000_000_000));
                if a.iter().fold(0, |x, &v| x ^ v) == 0 {
                    a[0] ^= 1 << 20;
                }
                g.line(&[400_000]);
                g.line(&a);
            },
        },
    },
    Generator {
        bin: "abc027c",
        about: "N to 10^18, of any bit length (small: to 5 000, for the search)",
        make: |g| {
            let n = match (g.small(), g.rng.random()) {
                (true, true) => g.rng.random_range(1..=5_000),
                (true, false) => {
                    g.between(1, 1_000_000_000_000_000_000) >> (g.rng.random_range(0..4) * 20)
                }
                (false, _) => g.between(500_000_000_000_000_000, 1_000_000_000_000_000_000),
            };
            g.line(&[n.max(1)]);
        },
        limits: Limits {
            time: 2.0,
            source:
                "AtCoder: 2 sec assumed (ABC's usual; no stored copy of the task page gives it)",
            statement: "1 ≤ N ≤ 10^18 (from solutions; the task page was not found)",
            about: "N = 10^18",
            worst: |g| g.line(&[1_000_000_000_000_000_000]),
        },
    },
    Generator {
        bin: "agc064c",
        about: "tests of sorted disjoint intervals below 64, 10^3 or 10^18, the sum of N to 10^4 \
                (small: short tests, many below 64 for the search)",
        make: |g| {
            let (mut budget, cap) = match g.small() {
                true => (g.n.max(4), 8),
                false => (g.n.min(30_000), 10_000),
            };
            let mut tests = Vec::new();
            let mut total = 0;
            while budget >= 3 && total < 10_000 && tests.len() < 10_000 {
                let n = g
                    .rng
                    .random_range(1..=(budget / 2).min(cap))
                    .min(10_000 - total);
                let top: u64 = match g.rng.random_range(0..3) {
                    0 => 63,
                    1 => 1_000,
                    _ => 1_000_000_000_000_000_000,
                };
                let top = top.max(4 * n);
                let mut ends = g.distinct(2 * n, |g| g.rng.random_range(0..=top));
                ends.sort_unstable();
                let intervals: Vec<[u64; 2]> = ends
                    .chunks(2)
                    .map(|e| {
                        [
                            e[0],
                            if g.rng.random_range(0..4) == 0 {
                                e[0]
                            } else {
                                e[1]
                            },
                        ]
                    })
                    .collect();
                budget = budget.saturating_sub(1 + 2 * n);
                total += n;
                tests.push(intervals);
            }
            g.line(&[tests.len() as u64]);
            for t in tests {
                g.line(&[t.len() as u64]);
                t.iter().for_each(|i| g.line(i));
            }
        },
        limits: Limits {
            time: 2.0,
            source: "AtCoder: \"2000 ms\" in a contestant's CP-Editor header quoting the task page",
            statement: "1 ≤ T ≤ 10^4, 1 ≤ N, ΣN ≤ 10^4, 0 ≤ l_i ≤ r_i ≤ 10^18, r_i < l_{i+1}",
            about: "10^4 tests of one wide interval each: 60 folds each",
            worst: |g| {
                g.line(&[10_000]);
                for _ in 0..10_000 {
                    let l = g.rng.random_range(0..=1_000_000_000_000);
                    let r = g
                        .rng
                        .random_range(900_000_000_000_000_000..=1_000_000_000_000_000_000);
                    g.line(&[1]);
                    g.line(&[l, r]);
                }
            },
        },
    },
];
