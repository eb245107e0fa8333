//! `cargo xtask gen <bin> <n> [--seed S] [--wide]`: a valid, deterministic input for a bin with
//! about `n` numbers, for benchmarks and stress runs.
//!
//! Every bin has one row in its judge's file ([`generators`]). Values and the sizes of cases stay within the
//! judge's limits (as many cases as it takes to reach `n`), unless `--wide` asks for the whole
//! range the bin accepts.
//!
//! This file is also compiled into the integration tests (via `#[path]`), which check that every
//! bin has a generator and that what it makes is valid.

use impartial::bigint::BigUint;
use impartial::io::Writer;
use impartial::numbers::wythoff;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use std::io::Write;

mod acwing;
mod atcoder;
mod atcoder_first;
mod atcoder_more;
mod trees;
use trees::{shaped_tree, tree, Shape};
mod boj;
mod codeforces;
mod codeforces_first;
mod codeforces_more;
mod cses;
mod hackerrank;
mod hackerrank_first;
mod hackerrank_shapes;
mod hdu;
mod kattis;
mod library_checker;
mod luogu;
mod luogu_oi;
mod poj;
mod words;

const LUOGU: &str = "Luogu: the usual 1 s; this problem's page not confirmed";
const ACWING: &str = "AcWing: the usual 1 s; this problem's page not confirmed";
const HDU: &str = "HDU: the usual 1 s for C/C++ (pages read 1000 or 2000/1000 MS); not confirmed";
const ATCODER: &str = "AtCoder: the usual 2 sec of its contests; this task's page not confirmed";
const ATCODER_PAGE: &str = "AtCoder: the task page's \"Time Limit: 2 sec\" (stored copy)";
const CODEFORCES: &str =
    "Codeforces: the problem page's time limit as remembered (not in a stored copy)";
const KATTIS: &str = "Kattis: the problem page's \"CPU Time limit: 1 second\" (stored copies)";
const CSES: &str = "CSES: the statement's \"Time limit: 1.00 s\" (stored copies of the task pages)";
const BOJ_COPY: &str = "Baekjoon: the limit a stored copy of the statement quotes (the problem page was not reachable)";
const BOJ_USUAL: &str =
    "Baekjoon: 1 s assumed (no stored copy gives this problem's limit; the stone games' copies say 1 s)";
const HACKERRANK: &str = "HackerRank: 2 s assumed (its environment page gives a limit per language; no stored copy gives Rust's, and 2 s is C's, the strictest)";
const POJ: &str = "POJ: the usual 1000MS; this problem's page not confirmed";

/// The most numbers an input may ask for and still be [`Gen::small`].
pub const SMALL: u64 = 1000;

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

    /// Whether the input asked for is small (at most [`SMALL`] numbers): small ones keep the
    /// shapes the oracle's exhaustive searches can take (the tests ask for 300), larger ones
    /// span the statement.
    fn small(&self) -> bool {
        self.n <= SMALL
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

/// One row of [`generators`].
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

/// CSES's worst format for reading: 2·10^5 / `each` tests (at most `g.n`) of `each` numbers of
/// 9 or 10 digits, the most tokens and lines the bound on their sum allows.
fn cses_worst(g: &mut Gen, each: u64) {
    let t = g.cap(200_000 / each);
    g.out.u64(t).byte(b'\n');
    for _ in 0..t {
        g.list(each, |g| g.between(100_000_000, 1_000_000_000));
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

/// The generators, one per bin, by judge (`cargo xtask new` adds a row to the judge's file).
pub fn generators() -> impl Iterator<Item = &'static Generator> {
    [
        acwing::GENERATORS,
        atcoder_first::GENERATORS,
        atcoder::GENERATORS,
        atcoder_more::GENERATORS,
        boj::GENERATORS,
        hackerrank::GENERATORS,
        hackerrank_first::GENERATORS,
        codeforces_first::GENERATORS,
        codeforces::GENERATORS,
        codeforces_more::GENERATORS,
        words::GENERATORS,
        cses::GENERATORS,
        hdu::GENERATORS,
        kattis::GENERATORS,
        library_checker::GENERATORS,
        luogu::GENERATORS,
        luogu_oi::GENERATORS,
        poj::GENERATORS,
    ]
    .into_iter()
    .flatten()
}

/// The generator of `bin`.
pub fn generator(bin: &str) -> Result<&'static Generator, String> {
    generators().find(|g| g.bin == bin).ok_or_else(|| {
        let known: Vec<String> = generators()
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
    write(generator(bin)?.make, n, seed, wide, out)
}

/// Writes the largest input the judge of `bin` allows, at its worst for `bin`, to `out`: at
/// most `cases` cases (`u64::MAX` for all), from `seed`.
pub fn generate_worst(bin: &str, cases: u64, seed: u64, out: &mut dyn Write) -> Result<(), String> {
    write(generator(bin)?.limits.worst, cases, seed, false, out)
}

/// Runs `make` with a generator of `n`, `seed` and `wide` writing to `out`.
fn write(
    make: fn(&mut Gen),
    n: u64,
    seed: u64,
    wide: bool,
    out: &mut dyn Write,
) -> Result<(), String> {
    let mut g = Gen {
        rng: StdRng::seed_from_u64(seed),
        n,
        wide,
        out: Writer::new(out),
    };
    make(&mut g);
    g.out.flush();
    match g.out.error() {
        // A closed pipe (`| head`) ends the run quietly.
        Some(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        Some(e) => Err(format!("cannot write: {e}")),
        None => Ok(()),
    }
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
