//! Generators for more of the Codeforces binaries, continued from [`super::codeforces`]: token
//! rows, substrings, DAGs, rectangles, cuts and plates.

use super::*;

/// One row per binary of Codeforces, continued.
pub const GENERATORS: &[Generator] = &[
    Generator {
        bin: "cf1091h",
        about: "n ≤ 10^5 rows of tokens in columns −10^5 to 10^5, f small or anywhere in range \
                (small: to 20 rows within 3 000 columns, or 1 or 2 rows with gaps below 9, for \
                the search)",
        make: |g| {
            let search = g.small() && g.rng.random();
            let n = match (search, g.small()) {
                (true, _) => g.rng.random_range(1..=2),
                (false, true) => g.rng.random_range(1..=20),
                (false, false) => g.n.clamp(1, 100_000) / 3 + 1,
            };
            let f = match (g.small(), g.rng.random()) {
                (true, true) => g.rng.random_range(2..=20),
                (true, false) => g.rng.random_range(2..=200_000),
                (false, _) => g.rng.random_range(100_000..=200_000),
            };
            g.line(&[n, f]);
            for _ in 0..n {
                let (b, w, r) = if search {
                    let b = g.rng.random_range(-100_000..=99_980i64);
                    let w = b + g.rng.random_range(1..=9);
                    (b, w, w + g.rng.random_range(1..=9))
                } else {
                    // Small inputs stay within a window of 3 000 columns (the oracle's table
                    // grows as the square of the widest gap).
                    let (lo, hi) = if g.small() {
                        (-1_500, 1_500)
                    } else {
                        (-100_000, 100_000)
                    };
                    let mut c = [0i64; 3];
                    while !(c[0] < c[1] && c[1] < c[2]) {
                        c.iter_mut().for_each(|v| *v = g.rng.random_range(lo..=hi));
                        c.sort_unstable();
                    }
                    (c[0], c[1], c[2])
                };
                g.out.i64(b).byte(b' ').i64(w).byte(b' ').i64(r).byte(b'\n');
            }
        },
        limits: Limits {
            time: 2.0,
            source: "assumed: no stored copy of the statement gives the time limit; \
                     Codeforces' usual 2 seconds",
            statement: "1 ≤ n ≤ 10^5, 2 ≤ f ≤ 2·10^5, −10^5 ≤ b < w < r ≤ 10^5",
            about: "10^5 rows, one spanning the whole range: the table to 2·10^5",
            worst: |g| {
                g.line(&[100_000, 200_000]);
                for _ in 1..100_000 {
                    let mut c = [0i64; 3];
                    while !(c[0] < c[1] && c[1] < c[2]) {
                        c.iter_mut()
                            .for_each(|v| *v = g.rng.random_range(-100_000..=100_000));
                        c.sort_unstable();
                    }
                    g.out
                        .i64(c[0])
                        .byte(b' ')
                        .i64(c[1])
                        .byte(b' ')
                        .i64(c[2])
                        .byte(b'\n');
                }
                g.out.bytes(b"-100000 -99999 100000\n");
            },
        },
    },
    Generator {
        bin: "cf1037g",
        about: "a word of up to 10^5 letters from the first 1 to 26 of a-z and m ≤ 10^5 games \
                on its substrings (small: to 40 letters and short games, for the search)",
        make: |g| {
            let (len, m) = match g.small() {
                true => (g.rng.random_range(1..=40), g.n.clamp(2, 400) / 2),
                false => (
                    g.rng.random_range(50_000..=100_000),
                    g.n.clamp(2, 200_000) / 2,
                ),
            };
            let letters = g.rng.random_range(1..=26u8);
            let word: Vec<u8> = (0..len)
                .map(|_| b'a' + g.rng.random_range(0..letters))
                .collect();
            g.out.bytes(&word).byte(b'\n').u64(m).byte(b'\n');
            for _ in 0..m {
                let l = g.rng.random_range(1..=len);
                let r = match g.rng.random() {
                    true => g.rng.random_range(l..=len),
                    false => g.rng.random_range(l..=len.min(l + 7)),
                };
                g.line(&[l, r]);
            }
        },
        limits: Limits {
            time: 2.0,
            source: "assumed: no stored copy of the statement gives the time limit; \
                     Codeforces' usual 2 seconds",
            statement: "1 to 10^5 lowercase letters, 1 ≤ m ≤ 10^5, 1 ≤ l ≤ r ≤ the length",
            about: "10^5 random letters of all 26 and 10^5 games on random substrings",
            worst: |g| {
                let word: Vec<u8> = (0..100_000)
                    .map(|_| b'a' + g.rng.random_range(0..26u8))
                    .collect();
                g.out.bytes(&word).byte(b'\n').u64(100_000).byte(b'\n');
                for _ in 0..100_000 {
                    let l = g.rng.random_range(1..=100_000);
                    let r = g.rng.random_range(l..=100_000);
                    g.line(&[l, r]);
                }
            },
        },
    },
    Generator {
        bin: "cf1149e",
        about: "a DAG of n ≤ 2·10^5 cities and m ≤ 2·10^5 distinct roads, taxes to 10^9, half \
                of the time made losing level by level (small: to 3 cities and taxes to 3, for \
                the search, or to 40 cities)",
        make: |g| {
            let search = g.small() && g.rng.random();
            let n = match (search, g.small()) {
                (true, _) => g.rng.random_range(1..=3),
                (false, true) => g.rng.random_range(1..=40),
                (false, false) => (g.n / 4).clamp(1, 200_000),
            };
            let most = (n * (n - 1) / 2).min(2 * n).min(200_000);
            let m = g
                .rng
                .random_range(if g.small() { 0 } else { most / 2 }..=most);
            // Below 2^29, so that XOR-ing a level clear stays within 10^9.
            let top = if search {
                3
            } else if g.rng.random() {
                (1 << 29) - 1
            } else {
                7
            };
            let mut h: Vec<u64> = (0..n).map(|_| g.rng.random_range(0..=top)).collect();
            let roads = dag_roads(g, n, m);
            if g.rng.random() {
                losing_taxes(n, &roads, &mut h);
            }
            g.line(&[n, m]);
            g.line(&h);
            roads.iter().for_each(|r| g.line(r));
        },
        limits: Limits {
            time: 2.0,
            source: "Codeforces: \"2 seconds\" on a stored copy of the statement",
            statement:
                "1 ≤ n ≤ 2·10^5, 0 ≤ m ≤ 2·10^5, 0 ≤ h_i ≤ 10^9, no cycles, no repeated roads",
            about: "2·10^5 cities and 2·10^5 roads of a random DAG, taxes to 10^9",
            worst: |g| {
                let (n, m) = (200_000, 200_000);
                let h: Vec<u64> = (0..n)
                    .map(|_| g.rng.random_range(0..=1_000_000_000))
                    .collect();
                let roads = dag_roads(g, n, m);
                g.line(&[n, m]);
                g.line(&h);
                roads.iter().for_each(|r| g.line(r));
            },
        },
    },
    Generator {
        bin: "cf494e",
        about: "m ≤ 5·10^4 overlapping rectangles on a board to 10^9, k anywhere to n (small: \
                boards to 4 × 4 for the search, or to 60)",
        make: |g| {
            let search = g.small() && g.rng.random();
            let (n, m): (u64, u64) = match (search, g.small()) {
                (true, _) => (g.rng.random_range(1..=4), g.rng.random_range(1..=4)),
                (false, true) => (g.rng.random_range(1..=60), g.rng.random_range(1..=12)),
                (false, false) => (
                    g.rng.random_range(500_000_000..=1_000_000_000),
                    (g.n / 4).clamp(1, 50_000),
                ),
            };
            let k = match g.rng.random_range(0..3) {
                0 => n,
                1 => 1u64 << g.rng.random_range(0..=63 - n.leading_zeros()),
                _ => g.rng.random_range(1..=n),
            };
            g.line(&[n, m, k]);
            for _ in 0..m {
                random_rectangle(g, n);
            }
        },
        limits: Limits {
            time: 2.0,
            source: "assumed: no stored copy of the statement gives the time limit; \
                     Codeforces' usual 2 seconds",
            statement: "1 ≤ k ≤ n ≤ 10^9, 1 ≤ m ≤ 5·10^4, 1 ≤ a ≤ c ≤ n, 1 ≤ b ≤ d ≤ n",
            about: "5·10^4 random rectangles on a board of 10^9, k = n: one sweep of 10^5 events",
            worst: |g| {
                let n = 1_000_000_000;
                g.line(&[n, 50_000, n]);
                for _ in 0..50_000 {
                    random_rectangle(g, n);
                }
            },
        },
    },
    Generator {
        bin: "cf277c",
        about:
            "k ≤ 10^5 cuts on a sheet to 10^9 × 10^9, on a few lines, ends in either order, half \
                the time followed by a winning cut so that the second player wins (small: \
                sheets to 3 × 3 for the search, or to 40 × 40)",
        make: |g| {
            let search = g.small() && g.rng.random();
            let (n, m, k) = match (search, g.small()) {
                (true, _) => (
                    g.rng.random_range(1..=3),
                    g.rng.random_range(1..=3),
                    g.rng.random_range(0..=3),
                ),
                (false, true) => (
                    g.rng.random_range(1..=40),
                    g.rng.random_range(1..=40),
                    g.rng.random_range(0..=30),
                ),
                (false, false) => {
                    let side = 500_000_000..=1_000_000_000;
                    (
                        g.rng.random_range(side.clone()),
                        g.rng.random_range(side),
                        (g.n / 4).min(100_000),
                    )
                }
            };
            let mut cuts = paper_cuts(g, n, m, k);
            if g.rng.random() && cuts.len() < 100_000 {
                cuts.extend(impartial::boards::paper_cuts::winning_cut(n, m, &cuts));
            }
            g.line(&[n, m, cuts.len() as u64]);
            for &(a, b, c, d) in &cuts {
                g.line(&[a, b, c, d]);
            }
        },
        limits: Limits {
            time: 2.0,
            source: "assumed: no stored copy of the statement gives the time limit; \
                     Codeforces' usual 2 seconds",
            statement: "1 ≤ n, m ≤ 10^9, 0 ≤ k ≤ 10^5, cuts vertical or horizontal, off the border",
            about: "10^5 cuts on about 300 lines of a 10^9 × 10^9 sheet",
            worst: |g| {
                let n = 1_000_000_000;
                let cuts = paper_cuts(g, n, n, 100_000);
                g.line(&[n, n, cuts.len() as u64]);
                for &(a, b, c, d) in &cuts {
                    g.line(&[a, b, c, d]);
                }
            },
        },
    },
    Generator {
        bin: "cf197a",
        about: "one table and radius to 100, a plate fitting or just not half the time",
        make: |g| {
            let (a, b) = (g.rng.random_range(1..=100), g.rng.random_range(1..=100));
            let r = match g.rng.random() {
                true => (a.min(b) / 2 + g.rng.random_range(0..=1)).clamp(1, 100),
                false => g.rng.random_range(1..=100),
            };
            g.line(&[a, b, r]);
        },
        limits: Limits {
            time: 2.0,
            source: "assumed: no stored copy of the statement gives the time limit; \
                     Codeforces' usual 2 seconds",
            statement: "1 ≤ a, b, r ≤ 100",
            about: "a = b = r = 100",
            worst: |g| g.line(&[100, 100, 100]),
        },
    },
];

/// `m` distinct roads `u v` (1-based) that close no cycle: each from an earlier to a later city
/// of a random order.
fn dag_roads(g: &mut Gen, n: u64, m: u64) -> Vec<[u64; 2]> {
    let mut order: Vec<u64> = (1..=n).collect();
    order.shuffle(&mut g.rng);
    g.distinct(m, |g| {
        let (a, b) = (g.rng.random_range(0..n), g.rng.random_range(0..n - 1));
        let b = if b >= a { b + 1 } else { b };
        [order[a.min(b) as usize], order[a.max(b) as usize]]
    })
}

/// Changes one tax on each Grundy level so that every level's taxes XOR to 0 (a lost position).
fn losing_taxes(n: u64, roads: &[[u64; 2]], h: &mut [u64]) {
    let n = n as usize;
    let (mut next, mut before, mut waiting) =
        (vec![Vec::new(); n], vec![Vec::new(); n], vec![0; n]);
    for r in roads {
        let (u, v) = (r[0] as usize - 1, r[1] as usize - 1);
        next[u].push(v);
        before[v].push(u);
        waiting[u] += 1;
    }
    let mut level = vec![0usize; n];
    let mut ready: Vec<usize> = (0..n).filter(|&v| waiting[v] == 0).collect();
    while let Some(v) = ready.pop() {
        let mut seen: Vec<usize> = next[v].iter().map(|&u| level[u]).collect();
        seen.sort_unstable();
        level[v] = seen.iter().fold(0, |l, &s| if s == l { l + 1 } else { l });
        for &u in &before[v] {
            waiting[u] -= 1;
            if waiting[u] == 0 {
                ready.push(u);
            }
        }
    }
    let mut xor = vec![0u64; n + 1];
    (0..n).for_each(|v| xor[level[v]] ^= h[v]);
    for v in 0..n {
        h[v] ^= xor[level[v]]; // the first city of each level takes its level's XOR
        xor[level[v]] = 0;
    }
}

/// `k` cuts on an `n` × `m` sheet (none if it has no inner line), on about √k lines of each
/// direction, ends in either order, some of them whole lines.
fn paper_cuts(g: &mut Gen, n: u64, m: u64, k: u64) -> Vec<(u64, u64, u64, u64)> {
    if n < 2 && m < 2 {
        return Vec::new();
    }
    let few = |g: &mut Gen, inner: u64| -> Vec<u64> {
        let count = ((k as f64).sqrt() as u64 + 1)
            .min(inner.saturating_sub(1))
            .max(1);
        (0..count)
            .map(|_| g.rng.random_range(1..inner.max(2)))
            .collect()
    };
    let (xs, ys) = (few(g, n), few(g, m));
    (0..k)
        .map(|_| {
            let vertical = m < 2 || (n >= 2 && g.rng.random());
            let (line, len) = match vertical {
                true => (xs[g.rng.random_range(0..xs.len())], m),
                false => (ys[g.rng.random_range(0..ys.len())], n),
            };
            let (mut a, mut b) = (g.rng.random_range(0..=len), g.rng.random_range(0..=len));
            if g.rng.random_range(0..8) == 0 {
                (a, b) = (0, len);
            }
            if a == b {
                b = if a == 0 { 1 } else { a - 1 };
            }
            match vertical {
                true => (line, a, line, b),
                false => (a, line, b, line),
            }
        })
        .collect()
}

/// A rectangle `a b c d` of an `n` × `n` board (a ≤ c, b ≤ d), on a line of its own.
fn random_rectangle(g: &mut Gen, n: u64) {
    let (a, c) = (g.rng.random_range(1..=n), g.rng.random_range(1..=n));
    let (b, d) = (g.rng.random_range(1..=n), g.rng.random_range(1..=n));
    g.line(&[a.min(c), b.min(d), a.max(c), b.max(d)]);
}
