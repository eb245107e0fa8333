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
}

/// A tree on the vertices 1..=n (1 the root): edges `[a, b]` in random order and orientation,
/// labels shuffled; a path from the root if `path`.
fn tree(g: &mut Gen, n: u64, path: bool) -> Vec<[u64; 2]> {
    let mut label: Vec<u64> = (2..=n).collect();
    label.shuffle(&mut g.rng);
    label.insert(0, 1);
    let mut edges: Vec<[u64; 2]> = (1..n as usize)
        .map(|v| {
            let p = if path {
                v - 1
            } else {
                g.rng.random_range(0..v)
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

/// A POJ 3710 graph: a tree of under 40 nodes with simple cycles of 3 to 6 edges hung on its
/// nodes, under 100 nodes and 500 edges in all; wide: also random edges and loops between any
/// nodes. The node count and the edges.
fn cactus(g: &mut Gen) -> (u64, Vec<[u64; 2]>) {
    let mut m = g.rng.random_range(1..40);
    let mut edges = tree(g, m, false);
    while g.rng.random_range(0..4) > 0 {
        let (at, len) = (g.rng.random_range(1..=m), g.rng.random_range(3..=6));
        if m + len > 99 {
            break;
        }
        let ring: Vec<u64> = std::iter::once(at).chain(m + 1..m + len).collect();
        m += len - 1;
        edges.extend((0..ring.len()).map(|i| [ring[i], ring[(i + 1) % ring.len()]]));
    }
    if g.wide {
        let extra = g.rng.random_range(0..=m);
        edges.extend((0..extra).map(|_| [g.rng.random_range(1..=m), g.rng.random_range(1..=m)]));
    }
    (m, edges)
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
    },
    Generator {
        bin: "acwing891",
        about: "n piles up to 10^9",
        make: |g| g.list(g.n, |g| g.below(1_000_000_000)),
    },
    Generator {
        bin: "p1247",
        about: "n piles from 1 to 10^9",
        make: |g| g.list(g.n, |g| g.between(1, 1_000_000_000)),
    },
    Generator {
        bin: "hdu1846",
        about: "n/2 cases `n m` from 1 to 1000",
        make: |g| g.pairs((g.n / 2).max(1), |g| [g.between(1, 1000), g.between(1, 1000)]),
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
    },
    Generator {
        bin: "p4279",
        about: "cases of up to 50 piles from 1 to 5000",
        make: |g| {
            let (cases, size) = g.cases(50);
            g.out.u64(cases).byte(b'\n');
            for _ in 0..cases {
                g.list(size, |g| g.between(1, 5000));
            }
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
    },
    Generator {
        bin: "acwing892",
        about: "n steps of up to 10^9 stones",
        make: |g| g.list(g.n, |g| g.below(1_000_000_000)),
    },
    Generator {
        bin: "acwing893",
        about: "up to 100 take sizes and n piles, all from 1 to 10^4",
        make: |g| {
            let k = g.rng.random_range(1..=100);
            g.list(k, |g| g.rng.random_range(1..=10_000));
            g.list(g.n, |g| g.rng.random_range(1..=10_000));
        },
    },
    Generator {
        bin: "acwing894",
        about: "n piles up to 100",
        make: |g| g.list(g.n, |g| g.below(100)),
    },
    Generator {
        bin: "hdu1536",
        about:
            "tests of up to 100 take sizes and 100 positions of up to 100 heaps, all ≤ 10^4, then 0",
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
    },
    Generator {
        bin: "hdu5973",
        about: "n/2 pairs of 100-digit numbers, half of them losing (wide: 1000 digits)",
        make: |g| {
            let digits = if g.wide { 1000 } else { 100 };
            big_wythoff_pairs(g, digits);
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
    },
    Generator {
        bin: "lc_nim_product_64",
        about: "n/2 pairs of numbers below 2^64 (Library Checker: T ≤ 10^6)",
        make: |g| g.pairs((g.n / 2).max(1), |g| [g.rng.random(), g.rng.random()]),
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
                    edges.extend((0..extra).map(|_| {
                        [g.rng.random_range(1..=n), g.rng.random_range(1..=n)]
                    }));
                }
                g.out.u64(edges.len() as u64 + 1).byte(b'\n');
                edges.iter().for_each(|e| g.line(e));
            }
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
    },
    Generator {
        bin: "hdu1524",
        about: "cases of a 1000-position graph without cycles and queries of up to 10 chessmen",
        make: |g| {
            let (cases, size) = g.cases(20_000);
            for _ in 0..cases {
                let n = (size / 10).clamp(1, if g.wide { 100_000 } else { 1000 });
                g.out.u64(n).byte(b'\n');
                // Edges go from lower to higher ranks; ranks are a random order of positions.
                let mut rank: Vec<u64> = (0..n).collect();
                rank.shuffle(&mut g.rng);
                let mut by_rank = vec![0; n as usize];
                for (v, &r) in rank.iter().enumerate() {
                    by_rank[r as usize] = v as u64;
                }
                for &r in &rank {
                    let x = g.rng.random_range(0..=(n - 1 - r).min(5));
                    let out: Vec<u64> = (0..x)
                        .map(|_| by_rank[g.rng.random_range(r + 1..n) as usize])
                        .collect();
                    g.out.u64(x).byte(b' ');
                    g.line(&out);
                }
                for _ in 0..(size / 20).max(1) {
                    let m = g.rng.random_range(1..=10);
                    g.out.u64(m).byte(b' ');
                    let at: Vec<u64> = (0..m).map(|_| g.rng.random_range(0..n)).collect();
                    g.line(&at);
                }
                g.out.bytes(b"0\n");
            }
        },
    },
    Generator {
        bin: "p1290",
        about: "n/2 cases `M N` from 1 to 2^31 - 1",
        make: |g| {
            let max = (1 << 31) - 1;
            g.pairs((g.n / 2).max(1), |g| [g.between(1, max), g.between(1, max)]);
        },
    },
    Generator {
        bin: "poj1704",
        about: "T ≤ 20 cases of up to 1000 chessmen on distinct cells from 1 to 10^4",
        make: |g| {
            let (cases, size) = g.cases(1000);
            g.out.u64(cases).byte(b'\n');
            for _ in 0..cases {
                let mut cells = g.distinct(size, |g| g.between(1, 10_000)).into_iter();
                g.list(size, |_| cells.next().expect("size distinct cells"));
            }
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
    },
    Generator {
        bin: "abc368f",
        about: "N numbers from 2 to 10^5 (wide: up to 10^10)",
        make: |g| {
            let max = if g.wide { 10_000_000_000 } else { 100_000 };
            g.list(g.n.max(1), |g| g.rng.random_range(2..=max));
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
