//! `cargo xtask gen <bin> <n> [--seed S] [--wide]`: a valid, deterministic input for a bin with
//! about `n` numbers, for benchmarks and stress runs.
//!
//! Every bin has one row in [`GENERATORS`]. Values and the sizes of cases stay within the
//! judge's limits (as many cases as it takes to reach `n`), unless `--wide` asks for the whole
//! range the bin accepts.
//!
//! This file is also compiled into the integration tests (via `#[path]`), which check that every
//! bin has a generator and that what it makes is valid.

use impartial::bigint::BigUint;
use impartial::io::Writer;
use impartial::wythoff;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use std::io::Write;

const LUOGU: &str = "Luogu: the usual 1 s; this problem's page not confirmed";
const ACWING: &str = "AcWing: the usual 1 s; this problem's page not confirmed";
const HDU: &str = "HDU: the usual 1 s for C/C++ (pages read 1000 or 2000/1000 MS); not confirmed";
const ATCODER: &str = "AtCoder: the usual 2 sec of its contests; this task's page not confirmed";
const ATCODER_PAGE: &str = "AtCoder: the task page's \"Time Limit: 2 sec\" (stored copy)";
const CODEFORCES: &str =
    "Codeforces: the problem page's time limit as remembered (not in a stored copy)";
const KATTIS: &str = "Kattis: the problem page's \"CPU Time limit: 1 second\" (stored copies)";
const CSES: &str = "CSES: the statement's \"Time limit: 1.00 s\" (stored copies of the task pages)";
const POJ: &str = "POJ: the usual 1000MS; this problem's page not confirmed";

/// The state a generator works with.
pub struct Gen<'a> {
    pub rng: StdRng,
    /// About how many numbers to make.
    pub n: u64,
    /// Whether to go beyond the judge's limits, to everything the bin accepts.
    pub wide: bool,
    pub out: Writer<&'a mut dyn Write>,
}

impl Gen<'_> {
    /// A number in `0..=max` (up to `u64::MAX` when wide).
    fn below(&mut self, max: u64) -> u64 {
        let max = if self.wide { u64::MAX } else { max };
        self.rng.random_range(0..=max)
    }

    /// A number in `min..=max`, or in `min..=u64::MAX` when wide.
    fn between(&mut self, min: u64, max: u64) -> u64 {
        let max = if self.wide { u64::MAX } else { max };
        self.rng.random_range(min..=max)
    }

    /// `count`, then `count` numbers from `draw`, on one line.
    fn list(&mut self, count: u64, mut draw: impl FnMut(&mut Self) -> u64) {
        self.out.u64(count).byte(b'\n');
        for i in 0..count {
            let v = draw(self);
            if i > 0 {
                self.out.byte(b' ');
            }
            self.out.u64(v);
        }
        self.out.byte(b'\n');
    }

    /// `count`, then `count` lines of two numbers from `draw`.
    fn pairs(&mut self, count: u64, mut draw: impl FnMut(&mut Self) -> [u64; 2]) {
        self.out.u64(count).byte(b'\n');
        for _ in 0..count {
            let pair = draw(self);
            self.line(&pair);
        }
    }

    /// `count` distinct values from `draw`, in the order first drawn (so a seed fixes the order,
    /// as iterating a hash set would not).
    fn distinct<T: Ord + Copy>(
        &mut self,
        count: u64,
        mut draw: impl FnMut(&mut Self) -> T,
    ) -> Vec<T> {
        let (mut seen, mut out) = (std::collections::BTreeSet::new(), Vec::new());
        while (out.len() as u64) < count {
            let v = draw(self);
            if seen.insert(v) {
                out.push(v);
            }
        }
        out
    }

    /// Numbers on a line.
    fn line(&mut self, values: &[u64]) {
        self.out.u64s(values.iter().copied()).byte(b'\n');
    }

    /// `limit` cases, or fewer if `n` asks for fewer (for the tests).
    fn cap(&self, limit: u64) -> u64 {
        self.n.clamp(1, limit)
    }

    /// Cases of at most `size` numbers each (the judge's size, unless wide), about `n` in all.
    fn cases(&self, size: u64) -> (u64, u64) {
        let size = if self.wide { self.n.max(1) } else { size };
        (self.n.div_ceil(size).max(1), size.min(self.n.max(1)))
    }
}

/// One row of [`GENERATORS`].
pub struct Generator {
    pub bin: &'static str,
    /// What it makes.
    pub about: &'static str,
    pub make: fn(&mut Gen),
    /// The judge's limits, and the largest input they allow at its worst for this bin.
    pub limits: Limits,
}

/// What a judge allows, for `cargo xtask limits`.
pub struct Limits {
    /// The time limit in seconds (C++'s, where a judge has one per language).
    pub time: f64,
    /// Where the time limit comes from (a judge's page, or the judge's usual limit where no
    /// copy of the page was found).
    pub source: &'static str,
    /// The statement's limits.
    pub statement: &'static str,
    /// What [`Limits::worst`] makes.
    pub about: &'static str,
    /// The largest input the statement allows, shaped to be the hardest for this bin (deepest
    /// trees, longest games, largest values and counts). `g.n` caps the number of cases (the
    /// tests make small ones); where the statement sets no bound on the cases, `about` says
    /// how many are made.
    pub worst: fn(&mut Gen),
}

/// The shapes of [`shaped_tree`].
#[derive(Clone, Copy)]
enum Shape {
    /// A path from the root: the deepest tree.
    Path,
    /// A path from the root with a leaf on each of its vertices.
    Caterpillar,
    /// Every vertex on the root.
    Star,
    /// Each vertex on a uniformly random earlier one.
    Random,
}

/// A tree on the vertices 1..=n (1 the root) of the given shape: edges `[a, b]` in random order
/// and orientation, labels other than the root's shuffled.
fn shaped_tree(g: &mut Gen, n: u64, shape: Shape) -> Vec<[u64; 2]> {
    let mut label: Vec<u64> = (2..=n).collect();
    label.shuffle(&mut g.rng);
    label.insert(0, 1);
    let mut edges: Vec<[u64; 2]> = (1..n as usize)
        .map(|v| {
            let p = match shape {
                Shape::Path => v - 1,
                Shape::Caterpillar => (v - 1) & !1,
                Shape::Star => 0,
                Shape::Random => g.rng.random_range(0..v),
            };
            match g.rng.random() {
                true => [label[p], label[v]],
                false => [label[v], label[p]],
            }
        })
        .collect();
    edges.shuffle(&mut g.rng);
    edges
}

/// A random tree on 1..=n, or a path from the root if `path` (see [`shaped_tree`]).
fn tree(g: &mut Gen, n: u64, path: bool) -> Vec<[u64; 2]> {
    shaped_tree(g, n, if path { Shape::Path } else { Shape::Random })
}

/// A POJ 3710 graph as its statement promises: a tree of under 40 nodes, and simple cycles of 3
/// to 6 edges, each hung on the tree at one tree node (never on another cycle's node, and no
/// branch grows from a cycle's other nodes), at most `max` nodes in all; cycles are added until
/// the next would not fit if `fill`, else each time with probability 3/4. The node count and
/// the edges.
fn cactus_of(g: &mut Gen, max: u64, fill: bool) -> (u64, Vec<[u64; 2]>) {
    let tree_nodes = g.rng.random_range(1..40.min(max + 1));
    let mut m = tree_nodes;
    let mut edges = tree(g, m, false);
    while fill || g.rng.random_range(0..4) > 0 {
        let (at, len) = (
            g.rng.random_range(1..=tree_nodes),
            g.rng.random_range(3..=6),
        );
        if m + len - 1 > max {
            break;
        }
        let ring: Vec<u64> = std::iter::once(at).chain(m + 1..m + len).collect();
        m += len - 1;
        edges.extend((0..ring.len()).map(|i| [ring[i], ring[(i + 1) % ring.len()]]));
    }
    (m, edges)
}

/// A POJ 3710 graph of under 100 nodes ([`cactus_of`]); wide: also random edges and loops
/// between any nodes. The node count and the edges.
fn cactus(g: &mut Gen) -> (u64, Vec<[u64; 2]>) {
    let (m, mut edges) = cactus_of(g, 99, false);
    if g.wide {
        let extra = g.rng.random_range(0..=m);
        edges.extend((0..extra).map(|_| [g.rng.random_range(1..=m), g.rng.random_range(1..=m)]));
    }
    (m, edges)
}

/// One HDU 1524 case: a graph without cycles on `n` positions, each with up to `out` random
/// out-positions (exactly as many as there are later ranks, up to `out`, if `full`), then
/// `queries` queries of up to 10 chessmen (exactly 10 if `full`), then `0`.
fn dag_case(g: &mut Gen, n: u64, out: u64, queries: u64, full: bool) {
    g.out.u64(n).byte(b'\n');
    // Edges go from lower to higher ranks; ranks are a random order of positions.
    let mut rank: Vec<u64> = (0..n).collect();
    rank.shuffle(&mut g.rng);
    let mut by_rank = vec![0; n as usize];
    for (v, &r) in rank.iter().enumerate() {
        by_rank[r as usize] = v as u64;
    }
    for &r in &rank {
        let most = (n - 1 - r).min(out);
        let x = if full {
            most
        } else {
            g.rng.random_range(0..=most)
        };
        let targets: Vec<u64> = (0..x)
            .map(|_| by_rank[g.rng.random_range(r + 1..n) as usize])
            .collect();
        g.out.u64(x).byte(b' ');
        g.line(&targets);
    }
    for _ in 0..queries {
        let m = if full { 10 } else { g.rng.random_range(1..=10) };
        g.out.u64(m).byte(b' ');
        let at: Vec<u64> = (0..m).map(|_| g.rng.random_range(0..n)).collect();
        g.line(&at);
    }
    g.out.bytes(b"0\n");
}

/// CSES's format of tests: t, then tests of a count and that many numbers in `lo..=10^9`, up
/// to `most` each, about `n` numbers and at most 2·10^5 in all (CSES's bound on their sum).
fn cses_tests(g: &mut Gen, lo: u64, most: u64) {
    let mut left = g.n.clamp(1, 200_000);
    let mut tests = Vec::new();
    while left > 0 {
        let n = g.rng.random_range(1..=most.min(left));
        tests.push(n);
        left -= n;
    }
    g.out.u64(tests.len() as u64).byte(b'\n');
    for n in tests {
        g.list(n, |g| g.between(lo, 1_000_000_000));
    }
}

/// A losing Wythoff pair `(⌊kφ⌋, ⌊kφ⌋ + k)` with both piles in `lo..=hi` (`hi` ≥ 4·`lo`).
fn losing_pair_between(g: &mut Gen, lo: u64, hi: u64) -> (u64, u64) {
    loop {
        let k = g.rng.random_range(lo / 2..=hi / 2);
        let a = wythoff::floor_mul_phi(k) as u64;
        if a >= lo && a + k <= hi {
            return (a, a + k);
        }
    }
}

/// A losing Wythoff pair `(⌊kφ⌋, ⌊kφ⌋ + k)` whose larger pile is at most `max` (u64).
fn losing_pair(g: &mut Gen, max: u64) -> (u64, u64) {
    loop {
        let k = g.rng.random_range(0..=max / 2);
        let a = wythoff::floor_mul_phi(k);
        if a + u128::from(k) <= u128::from(max) {
            return (a as u64, a as u64 + k);
        }
    }
}

/// The generators, one per bin (`cargo xtask new` adds a row).
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
        bin: "acwing891",
        about: "n piles up to 10^9",
        make: |g| g.list(g.n, |g| g.below(1_000_000_000)),
        limits: Limits {
            time: 1.0,
            source: ACWING,
            statement: "n ≤ 10^5, a_i ≤ 10^9",
            about: "10^5 piles of 9 and 10 digits",
            worst: |g| g.list(100_000, |g| g.rng.random_range(100_000_000..=1_000_000_000)),
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
        bin: "hdu2176",
        about: "cases of up to 2·10^5 piles below 10^6, then 0",
        make: |g| {
            let (cases, size) = g.cases(200_000);
            for _ in 0..cases {
                g.list(size, |g| g.below(999_999));
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
        bin: "acwing892",
        about: "n steps of up to 10^9 stones",
        make: |g| g.list(g.n, |g| g.below(1_000_000_000)),
        limits: Limits {
            time: 1.0,
            source: ACWING,
            statement: "n ≤ 10^5, a_i ≤ 10^9",
            about: "10^5 steps of 9 and 10 digits",
            worst: |g| g.list(100_000, |g| g.between(100_000_000, 1_000_000_000)),
        },
    },
    Generator {
        bin: "acwing893",
        about: "up to 100 take sizes and n ≤ 100 piles (wide: any n), all from 1 to 10^4",
        make: |g| {
            let k = g.rng.random_range(1..=100);
            g.list(k, |g| g.rng.random_range(1..=10_000));
            let n = if g.wide { g.n } else { g.n.clamp(1, 100) };
            g.list(n, |g| g.rng.random_range(1..=10_000));
        },
        limits: Limits {
            time: 1.0,
            source: ACWING,
            statement: "k, n ≤ 100, numbers ≤ 10^4",
            about: "100 take sizes (the smallest 1), 100 piles from 9000 to 10^4",
            worst: |g| {
                g.list(100, |g| g.between(1, 10_000));
                g.list(100, |g| g.between(9_000, 10_000));
            },
        },
    },
    Generator {
        bin: "acwing894",
        about: "n ≤ 100 piles up to 100 (wide: any n, any size)",
        make: |g| {
            let n = if g.wide { g.n } else { g.n.clamp(1, 100) };
            g.list(n, |g| g.below(100))
        },
        limits: Limits {
            time: 1.0,
            source: ACWING,
            statement: "n ≤ 100, a_i ≤ 100",
            about: "100 piles from 50 to 100",
            worst: |g| g.list(100, |g| g.between(50, 100)),
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
            let fibs: Vec<u64> = impartial::fibonacci::NUMBERS
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
                let fibs: Vec<u64> = impartial::fibonacci::NUMBERS
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
        bin: "lc_nim_product_64",
        about: "n/2 pairs of numbers below 2^64 (Library Checker: T ≤ 10^6)",
        make: |g| g.pairs((g.n / 2).max(1), |g| [g.rng.random(), g.rng.random()]),
        limits: Limits {
            time: 10.0,
            source: "library-checker-problems, math/nim_product_64/info.toml: timelimit = 10.0",
            statement: "T ≤ 10^6, A, B < 2^64",
            about: "10^6 pairs of 64-bit numbers",
            worst: |g| {
                g.pairs(g.cap(1_000_000), |g| {
                    [
                        g.rng.random::<u64>() | 1 << 63,
                        g.rng.random::<u64>() | 1 << 63,
                    ]
                })
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
        bin: "poj3710",
        about: "cases of up to 99 trees of under 100 nodes with simple cycles hung on their nodes \
                (wide: any graphs)",
        make: |g| {
            let (cases, size) = g.cases(40_000);
            for _ in 0..cases {
                let trees = (size / 400).clamp(1, 99);
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
                let fib: Vec<u64> = impartial::fibonacci::NUMBERS
                    .iter()
                    .copied()
                    .filter(|&f| f < 1 << 31)
                    .collect();
                g.pairs(g.cap(1_000_000), |g| {
                    let i = g.rng.random_range(fib.len() - 12..fib.len() - 1);
                    let k = g.between(1, ((1 << 31) - 1) / fib[i + 1]);
                    let (a, b) = (fib[i] * k, fib[i + 1] * k);
                    if g.rng.random() { [a, b] } else { [b, a] }
                })
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
                    let p = impartial::divisors::is_prime(v);
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
                        if a * b <= 100_000 { a * b } else { a }
                    }
                })
            },
        },
    },
    Generator {
        bin: "cses1729",
        about: "n ≈ the count asked (at most 10^6), up to 100 distinct take sizes including 1",
        make: |g| {
            let n = g.n.clamp(1, 1_000_000);
            let k = g.rng.random_range(1..=100.min(n));
            let mut takes = g.distinct(k - 1, |g| g.rng.random_range(2..=n.max(2)));
            takes.retain(|&p| p <= n);
            takes.insert(g.rng.random_range(0..=takes.len()), 1);
            g.line(&[n, takes.len() as u64]);
            g.line(&takes);
        },
        limits: Limits {
            time: 1.0,
            source: CSES,
            statement: "n ≤ 10^6, k ≤ 100 distinct take sizes ≤ n, one of them 1",
            about: "n = 10^6 and the 100 odd take sizes 1..199: every even heap loses, the most losses to mark from",
            worst: |g| {
                let takes: Vec<u64> = (0..100).map(|i| 2 * i + 1).collect();
                g.line(&[1_000_000, 100]);
                g.line(&takes);
            },
        },
    },
    Generator {
        bin: "cses1730",
        about: "tests of up to 50 heaps, 2·10^5 numbers at most, heaps from 1 to 10^9",
        make: |g| cses_tests(g, 1, 50),
        limits: Limits {
            time: 1.0,
            source: CSES,
            statement: "t ≤ 2·10^5, n ≤ 2·10^5, the sum of all n ≤ 2·10^5, heaps from 1 to 10^9",
            about: "2·10^5 tests of one heap of 9 or 10 digits: the most tokens and lines",
            worst: |g| {
                let t = g.cap(200_000);
                g.out.u64(t).byte(b'\n');
                for _ in 0..t {
                    g.list(1, |g| g.between(100_000_000, 1_000_000_000));
                }
            },
        },
    },
    Generator {
        bin: "cses1098",
        about: "tests of up to 50 heaps, 2·10^5 numbers at most, heaps from 1 to 10^9",
        make: |g| cses_tests(g, 1, 50),
        limits: Limits {
            time: 1.0,
            source: CSES,
            statement: "t ≤ 2·10^5, n ≤ 2·10^5, the sum of all n ≤ 2·10^5, heaps from 1 to 10^9",
            about: "2·10^5 tests of one heap of 9 or 10 digits: the most tokens and lines",
            worst: |g| {
                let t = g.cap(200_000);
                g.out.u64(t).byte(b'\n');
                for _ in 0..t {
                    g.list(1, |g| g.between(100_000_000, 1_000_000_000));
                }
            },
        },
    },
    Generator {
        bin: "cses1099",
        about: "tests of up to 50 stairs, 2·10^5 numbers at most, 0 to 10^9 balls each",
        make: |g| cses_tests(g, 0, 50),
        limits: Limits {
            time: 1.0,
            source: CSES,
            statement: "t ≤ 2·10^5, n ≤ 2·10^5, the sum of all n ≤ 2·10^5, 0 ≤ p_i ≤ 10^9",
            about: "10^5 tests of two stairs of 9 or 10 digits: the most tokens and lines",
            worst: |g| {
                let t = g.cap(100_000);
                g.out.u64(t).byte(b'\n');
                for _ in 0..t {
                    g.list(2, |g| g.between(100_000_000, 1_000_000_000));
                }
            },
        },
    },
    Generator {
        bin: "cses2207",
        about: "up to 10^5 heaps from 1 to 10^6, a fifth of them the losing heaps up to 1222",
        make: |g| {
            let t = g.n.clamp(1, 100_000);
            g.out.u64(t).byte(b'\n');
            for _ in 0..t {
                let n = match g.rng.random_range(0..5) {
                    0 => impartial::grundy_game::ZEROS[g.rng.random_range(1..42)],
                    _ => g.between(1, 1_000_000),
                };
                g.out.u64(n).byte(b'\n');
            }
        },
        limits: Limits {
            time: 1.0,
            source: CSES,
            statement: "t ≤ 10^5, 1 ≤ n ≤ 10^6",
            about: "10^5 heaps of 6 and 7 digits",
            worst: |g| {
                let t = g.cap(100_000);
                g.out.u64(t).byte(b'\n');
                for _ in 0..t {
                    let n = g.between(100_000, 1_000_000);
                    g.out.u64(n).byte(b'\n');
                }
            },
        },
    },
    Generator {
        bin: "cses2208",
        about: "tests of up to 50 heaps, 2·10^5 numbers at most, heaps from 1 to 10^9",
        make: |g| cses_tests(g, 1, 50),
        limits: Limits {
            time: 1.0,
            source: CSES,
            statement: "t ≤ 2·10^5, n ≤ 2·10^5, the sum of all n ≤ 2·10^5, heaps from 1 to 10^9",
            about: "2·10^5 tests of one heap of 9 or 10 digits: the most tokens and lines",
            worst: |g| {
                let t = g.cap(200_000);
                g.out.u64(t).byte(b'\n');
                for _ in 0..t {
                    g.list(1, |g| g.between(100_000_000, 1_000_000_000));
                }
            },
        },
    },
    Generator {
        bin: "dp_k",
        about: "N ≤ 100 increasing take sizes, K up to 10^5 (about the count asked)",
        make: |g| {
            let k = g.n.clamp(1, 100_000);
            let n = g.rng.random_range(1..=100.min(k));
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
            let cases = (g.n / 20).clamp(1, 20);
            g.out.u64(cases).byte(b'\n');
            for _ in 0..cases {
                let n = g.rng.random_range(1..=if g.wide { 12 } else { 8 });
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
        about: "N heaps up to 120 and up to 150 forbidden moves from heaps up to 120 (small enough \
                for the oracle's table; --worst has heaps near 10^18)",
        make: |g| {
            let n = g.n.clamp(1, 200_000);
            let m = g.rng.random_range(1..=150.min(n));
            let pairs = g.distinct(m, |g| {
                let x = g.rng.random_range(1..=120);
                (x, g.rng.random_range(1..=x))
            });
            g.line(&[n, m]);
            let heaps: Vec<u64> = (0..n).map(|_| g.rng.random_range(1..=120)).collect();
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
            let n = g.rng.random_range(1..=12.min(g.n.max(1)));
            g.pairs(n, |g| {
                [g.rng.random_range(1..=4), g.rng.random_range(1..=4)]
            });
        },
        limits: Limits {
            time: 2.0,
            source: ATCODER_PAGE,
            statement: "N ≤ 18, 1 ≤ A_i, B_i ≤ 10^9",
            about: "18 cards with faces in 1..=3: every card pairs with most others",
            worst: |g| {
                g.pairs(18, |g| {
                    [g.rng.random_range(1..=3), g.rng.random_range(1..=3)]
                })
            },
        },
    },
    Generator {
        bin: "abc212h",
        about: "N ≤ 30 and up to 8 distinct sizes below 32 (the oracle counts rows by DP)",
        make: |g| {
            let n = g.rng.random_range(1..=30);
            let k = g.rng.random_range(1..=8);
            let sizes = g.distinct(k, |g| g.rng.random_range(1..32));
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
            let top = g.rng.random_range(n..=1_000_000_000.max(n));
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
            let n = (g.n / 2).clamp(1, 30);
            g.pairs(n, |g| {
                [g.rng.random_range(1..=600), g.rng.random_range(1..=40)]
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
        about: "a tree of up to 10^5 vertices, random (the oracle searches those of up to 10 edges)",
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
            about: "a path of 3000 vertices with random stones",
            worst: |g| {
                let stones: Vec<u64> = (0..3000)
                    .map(|_| g.rng.random_range(0..=1_000_000_000))
                    .collect();
                let edges = shaped_tree(g, 3000, Shape::Path);
                g.out.bytes(b"3000\n");
                g.line(&stones);
                edges.iter().for_each(|e| g.line(e));
            },
        },
    },
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
            let small = g.rng.random();
            let n = if small {
                2 * g.rng.random_range(1..=2)
            } else {
                2 * g.rng.random_range(1..=25)
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
            let t = g.cap(100);
            g.out.u64(t).byte(b'\n');
            for _ in 0..t {
                let small = g.rng.random();
                let n = if small {
                    g.rng.random_range(1..=4)
                } else {
                    g.rng.random_range(1..=100)
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
        bin: "kattis_bachetsgame",
        about: "up to 100 lines, n ≤ 10^6 (a third below 30, for the search), up to 10 takes with 1 among them",
        make: |g| {
            for _ in 0..g.cap(100) {
                let n = match g.rng.random_range(0..3) {
                    0 => g.rng.random_range(0..30),
                    _ => g.rng.random_range(0..=1_000_000),
                };
                let m = g.rng.random_range(1..=10);
                let mut takes = g.distinct(m - 1, |g| g.rng.random_range(2..=60));
                takes.insert(0, 1);
                let mut line = vec![n, m];
                line.extend(takes);
                g.line(&line);
            }
        },
        limits: Limits {
            time: 1.0,
            source: KATTIS,
            statement: "1 to 100 lines, n ≤ 10^6, m ≤ 10, 1 among the takes",
            about: "100 lines of n = 10^6 or 10^6 − 1 and 10 takes: 1 and 9 odd ones above 64 (each a word of earlier outcomes per 64 heaps; every other heap loses, the most marks for a table)",
            worst: |g| {
                for _ in 0..100 {
                    let mut line = vec![1_000_000 - g.rng.random_range(0..2), 10, 1];
                    line.extend(g.distinct(9, |g| 2 * g.rng.random_range(32..500_000) + 1));
                    g.line(&line);
                }
            },
        },
    },
    Generator {
        bin: "kattis_euclidsgame",
        about: "pairs below 2^31 (a third below 70, for the search), then 0 0",
        make: |g| {
            for _ in 0..g.n.clamp(1, 1_000_000) {
                let top = if g.rng.random_range(0..3) == 0 {
                    69
                } else {
                    (1 << 31) - 1
                };
                let pair = [g.rng.random_range(1..=top), g.rng.random_range(1..=top)];
                g.line(&pair);
            }
            g.line(&[0, 0]);
        },
        limits: Limits {
            time: 1.0,
            source: KATTIS,
            statement: "pairs of positive numbers below 2^31 (no count given), then 0 0",
            about: "10^6 pairs of consecutive Fibonacci numbers below 2^31 (the longest games)",
            worst: |g| {
                let fib: Vec<u64> =
                    std::iter::successors(Some((1u64, 2u64)), |&(a, b)| Some((b, a + b)))
                        .take_while(|&(_, b)| b < 1 << 31)
                        .map(|(_, b)| b)
                        .collect();
                for i in 0..1_000_000 {
                    let j = fib.len() - 1 - (i % 8) as usize;
                    g.line(&[fib[j], fib[j - 1]]);
                }
                g.line(&[0, 0]);
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
            let top = if k <= 3 { 10 } else { 1_000_000_000 };
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
            let n = g.rng.random_range(1..=100.min(g.n.max(1)));
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
        bin: "p10507",
        about: "T ≤ 20 cases of up to 1000 chessmen on distinct cells from 1 to 10^4",
        make: |g| {
            let (cases, size) = g.cases(1000);
            let cases = if g.wide { cases } else { cases.min(20) };
            g.out.u64(cases).byte(b'\n');
            for _ in 0..cases {
                let size = g.rng.random_range(1..=size);
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
                let (n, max) = if c % 2 == 0 { (3, 16) } else { (size, 1000) };
                let n = g.rng.random_range(1..=n);
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
    Generator {
        bin: "p3480",
        about: "u ≤ 10 cases of up to 1000 non-decreasing piles, at most 10^4 pebbles a case",
        make: |g| {
            let (cases, size) = g.cases(1000);
            let cases = cases.min(10);
            g.out.u64(cases).byte(b'\n');
            for c in 0..cases {
                let (n, top) = if c % 2 == 0 {
                    (3, 7)
                } else {
                    (size, 10_000 / size.max(1))
                };
                let n = g.rng.random_range(1..=n);
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
                let (n, max) = if c % 2 == 0 {
                    (g.rng.random_range(2..=4), 1)
                } else {
                    (g.rng.random_range(2..=21), 10_000)
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
            let n = if g.rng.random_bool(0.5) {
                g.rng.random_range(1..=12)
            } else {
                g.rng.random_range(1..=2000)
            };
            let k = g.n.clamp(1, 100);
            g.out.u64(n).byte(b'\n').u64(k).byte(b'\n');
            for _ in 0..k {
                let w = g.rng.random_range(1..=n.min(100));
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
            let t = g.n.clamp(1, 99);
            let f = g.rng.random_range(1..=20);
            g.line(&[t, f]);
            for c in 0..t {
                let (n, max) = if c % 2 == 0 { (2, 6) } else { (99, 299) };
                let n = g.rng.random_range(1..=n);
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
            let n = g.rng.random_range(2..=16);
            let k = 2 * g.rng.random_range(1..=n / 2);
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
            let n = g.rng.random_range(2..=12);
            let m = g.rng.random_range(1..=2 * n);
            let q = g.n.clamp(1, 10);
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
            about: "a path 1 → … → 10^5 with 4·10^5 random edges back along it, 500 games toward the path's end",
            worst: |g| {
                let (n, m, q) = (100_000u64, 500_000u64, g.cap(500));
                g.line(&[n, m, q]);
                for v in 1..n {
                    g.line(&[v, v + 1]);
                }
                for _ in 0..m - (n - 1) {
                    let a = g.rng.random_range(2..=n);
                    let b = g.rng.random_range(1..a);
                    g.line(&[a, b]);
                }
                for _ in 0..q {
                    let y = g.rng.random_range(n - 10..=n);
                    let x = g.rng.random_range(1..y);
                    g.line(&[x, y]);
                }
            },
        },
    },
    // New generators go above this line (`cargo xtask new` puts them here).
];

/// The generator of `bin`.
pub fn generator(bin: &str) -> Result<&'static Generator, String> {
    GENERATORS.iter().find(|g| g.bin == bin).ok_or_else(|| {
        let known: Vec<String> = GENERATORS
            .iter()
            .map(|g| format!("  {}: {}", g.bin, g.about))
            .collect();
        format!(
            "no generator for bin `{bin}`; the generators:\n{}",
            known.join("\n")
        )
    })
}

/// Writes the input for `bin` to `out`: about `n` numbers from `seed`, within the judge's
/// limits unless `wide`.
pub fn generate(
    bin: &str,
    n: u64,
    seed: u64,
    wide: bool,
    out: &mut dyn Write,
) -> Result<(), String> {
    let make = generator(bin)?.make;
    let mut g = Gen {
        rng: StdRng::seed_from_u64(seed),
        n,
        wide,
        out: Writer::new(out),
    };
    make(&mut g);
    g.out.flush();
    g.out
        .error()
        .map_or(Ok(()), |e| Err(format!("cannot write: {e}")))
}

/// Writes the largest input the judge of `bin` allows, at its worst for `bin`, to `out`: at
/// most `cases` cases (`u64::MAX` for all), from `seed`.
pub fn generate_worst(bin: &str, cases: u64, seed: u64, out: &mut dyn Write) -> Result<(), String> {
    let make = generator(bin)?.limits.worst;
    let mut g = Gen {
        rng: StdRng::seed_from_u64(seed),
        n: cases,
        wide: false,
        out: Writer::new(out),
    };
    make(&mut g);
    g.out.flush();
    g.out
        .error()
        .map_or(Ok(()), |e| Err(format!("cannot write: {e}")))
}

/// `n / 2` pairs of `digits`-digit numbers, alternately a losing pair and two random numbers.
///
/// A losing pair is built from a Zeckendorf representation, with additions only: a number whose
/// smallest term has an even index (1 = index 0, 2 = index 1, …) is the smaller element of its
/// pair, and the larger element is the same representation shifted up one index.
fn big_wythoff_pairs(g: &mut Gen, digits: usize) {
    let limit =
        BigUint::from_decimal(format!("1{}", "0".repeat(digits)).as_bytes()).unwrap_or_default();
    let mut fib = vec![BigUint::from(1), BigUint::from(2)];
    while fib[fib.len() - 1] < limit {
        let next = fib[fib.len() - 1].add(&fib[fib.len() - 2]);
        fib.push(next);
    }
    // The shifted sum stays below F(len - 2) < 10^digits.
    let top = fib.len() - 4;
    for i in 0..(g.n / 2).max(1) {
        let (a, b) = if i % 2 == 0 {
            let mut terms = vec![top];
            let mut j = top;
            while j >= 2 {
                j -= if g.rng.random() { 2 } else { 3 };
                terms.push(j);
                if j < 3 {
                    break;
                }
            }
            let low = terms.len() - 1;
            if terms[low] % 2 == 1 {
                terms[low] -= 1;
            }
            let a = terms.iter().fold(BigUint::zero(), |s, &t| s.add(&fib[t]));
            let b = terms
                .iter()
                .fold(BigUint::zero(), |s, &t| s.add(&fib[t + 1]));
            (a.to_string(), b.to_string())
        } else {
            let mut number = || -> String {
                (0..digits)
                    .map(|i| char::from(b'0' + g.rng.random_range(u8::from(i == 0)..10)))
                    .collect()
            };
            (number(), number())
        };
        g.out
            .bytes(a.as_bytes())
            .byte(b' ')
            .bytes(b.as_bytes())
            .byte(b'\n');
    }
}
