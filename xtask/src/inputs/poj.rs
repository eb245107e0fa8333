//! The generators of POJ's problems (`cargo xtask new` adds rows here).

use super::*;

/// One row per binary of POJ.
pub const GENERATORS: &[Generator] = &[
    Generator {
        bin: "poj3710",
        about: "cases of up to 99 trees of under 100 nodes with simple cycles hung on their nodes \
                (wide: any graphs)",
        make: |g| {
            // About 65 numbers a tree: 99 trees make a case of about 6400 numbers.
            let small = g.small();
            let (cases, size) = g.cases(if small { 40_000 } else { 6_400 });
            for _ in 0..cases {
                let trees = (size / if small { 400 } else { 65 }).clamp(1, 99);
                g.out.u64(trees).byte(b'\n');
                for _ in 0..trees {
                    let (m, edges) = cactus(g);
                    g.line(&[m, edges.len() as u64]);
                    edges.iter().for_each(|e| g.line(e));
                }
            }
        },
        limits: Limits {
            time: 1.0,
            source: POJ,
            statement: "cases until the end of input (no count given), N < 100 trees, m < 100 nodes, k < 500 edges; simple cycles hang on the tree at one node",
            about: "100 cases of 99 graphs of 99 nodes, cycles of 3 to 6 edges hung on a tree",
            worst: |g| {
                for _ in 0..g.cap(100) {
                    g.out.bytes(b"99\n");
                    for _ in 0..99 {
                        let (m, edges) = cactus_of(g, 99, true);
                        g.line(&[m, edges.len() as u64]);
                        edges.iter().for_each(|e| g.line(e));
                    }
                }
            },
        },
    },
    Generator {
        bin: "poj1704",
        about: "T ≤ 20 cases of up to 1000 chessmen on distinct cells from 1 to 10^4",
        make: |g| {
            let (cases, size) = g.cases(1000);
            let cases = if g.wide { cases } else { cases.min(20) };
            g.out.u64(cases).byte(b'\n');
            for _ in 0..cases {
                let mut cells = g.distinct(size, |g| g.between(1, 10_000)).into_iter();
                g.list(size, |_| cells.next().expect("size distinct cells"));
            }
        },
        limits: Limits {
            time: 1.0,
            source: POJ,
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
        bin: "poj2975",
        about: "cases of up to 1000 piles from 1 to 10^9, then 0",
        make: |g| {
            let (cases, size) = g.cases(1000);
            for _ in 0..cases {
                g.list(size, |g| g.between(1, 1_000_000_000));
            }
            g.out.bytes(b"0\n");
        },
        limits: Limits {
            time: 1.0,
            source: POJ,
            statement: "cases until 0 (no count given), n ≤ 1000, piles from 1 to 10^9",
            about: "1000 cases of 1000 piles of 9 and 10 digits",
            worst: |g| {
                for _ in 0..g.cap(1000) {
                    g.list(1000, |g| g.between(100_000_000, 1_000_000_000));
                }
                g.out.bytes(b"0\n");
            },
        },
    },
    // New generators go above this line (`cargo xtask new` puts them here).
];
