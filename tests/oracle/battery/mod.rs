//! The pattern finder's battery: one-heap and two-heap rules computed by their moves (the
//! least value no option has, or who wins), to any length. The finder is fed every prefix of
//! each table and its claims are compared with the rule's own values far beyond
//! (`src/pattern/tests.rs` a sample of lengths, `cargo xtask sweep` every length). Std only,
//! no theory: shared by the library's tests and xtask through `#[path]`.

/// What the finder must do with a rule's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    /// A form in the families: found by `at` values (a `k × k` corner in two dimensions).
    Found(usize),
    /// No simple form known: never a claim, at any length.
    Abstain,
    /// No requirement but the common one: every claim right far beyond.
    Either,
    /// A rule whose table changes at `n` with no sign of it before (a new move enters and the
    /// values, periodic from the start, change): claims on tables shorter than `n + 1` are
    /// counted apart as unseen changes, not faults (docs/patterns.md, "What no table shows").
    Unseen(usize),
}

/// A one-dimensional rule: its name, `G(0..len)` and what the finder must do.
pub struct Line {
    pub name: &'static str,
    pub values: Box<dyn Fn(usize) -> Vec<u64>>,
    pub expect: Expect,
}

/// A two-dimensional rule: `G(a, b)` for `a, b < n`.
pub struct Square {
    pub name: &'static str,
    pub values: Box<dyn Fn(usize) -> Vec<Vec<u64>>>,
    pub expect: Expect,
}

pub mod generated;
pub mod kinds;
mod lines;
pub mod moves;
pub mod rng;
mod squares;

// Not every includer of the oracle runs the battery.
#[allow(unused_imports)]
pub use lines::lines;

#[allow(unused_imports)]
pub use squares::squares;

/// The finder on a two-dimensional table.
pub type GridFinder = dyn Fn(&[Vec<u64>]) -> Option<Claim<(u64, u64)>>;

/// A claim of the finder on a table: its words and its value at a position (`None` where it
/// has none).
pub struct Claim<P> {
    pub words: String,
    pub at: Box<dyn Fn(P) -> Option<u64>>,
}

/// What a sweep saw: wrong claims (each with the rule, the table's length, the first position
/// where the claim and the rule differ), rules of `Found` not found, rules of `Abstain` with a
/// claim, and how many claims were checked.
#[derive(Default, Debug)]
pub struct Sweep {
    pub wrong: Vec<String>,
    pub missed: Vec<String>,
    pub spoke: Vec<String>,
    /// Wrong claims on rules of `Unseen(n)` at lengths up to `n`.
    pub unseen: Vec<String>,
    pub claims: usize,
    pub tables: usize,
    /// Each rule's first length (or corner) with a right claim from there to the sweep's end.
    pub settled: Vec<(&'static str, Option<usize>)>,
}

impl Sweep {
    /// Every finding in one text, empty when there are none.
    pub fn faults(&self) -> String {
        let mut s = String::new();
        for (what, list) in [
            ("wrong", &self.wrong),
            ("missed", &self.missed),
            ("spoke", &self.spoke),
        ] {
            for x in list {
                s += &format!("{what}: {x}\n");
            }
        }
        s
    }

    /// Records the claim `words` of `rule` on a table of `len` (or `len × len`), wrong at
    /// `at` (the first difference) if anything.
    fn record(
        &mut self,
        name: &str,
        expect: Expect,
        len: usize,
        shape: &str,
        words: &str,
        wrong: Option<String>,
    ) {
        self.claims += 1;
        if expect == Expect::Abstain {
            self.spoke.push(format!("{name} at {shape}: {words}"));
        }
        if let Some(at) = wrong {
            let list = match expect {
                Expect::Unseen(x) if len <= x => &mut self.unseen,
                _ => &mut self.wrong,
            };
            list.push(format!("{name} at {shape}: {words} — {at}"));
        }
    }
}

/// The lengths to feed: `lengths` and the rule's `Found` length.
fn lengths_for(expect: Expect, lengths: &[usize]) -> (Vec<usize>, Option<usize>) {
    let want = match expect {
        Expect::Found(k) => Some(k),
        _ => None,
    };
    let mut lens: Vec<usize> = lengths.to_vec();
    lens.extend(want);
    lens.sort_unstable();
    lens.dedup();
    (lens, want)
}

/// Feeds `find` the first `len` values of each rule for every `len` of `lengths` (and the
/// length of its `Found`), and compares every claim with the rule's values below `far`.
pub fn sweep_lines(
    rules: &[Line],
    lengths: &[usize],
    far: usize,
    find: &dyn Fn(&[u64]) -> Option<Claim<u64>>,
) -> Sweep {
    let mut sweep = Sweep::default();
    for rule in rules {
        let (lens, want) = lengths_for(rule.expect, lengths);
        let top = lens.last().copied().unwrap_or(0);
        let g = (rule.values)(far.max(top));
        let mut settled = None;
        for len in lens {
            sweep.tables += 1;
            let Some(claim) = find(&g[..len]) else {
                if want == Some(len) {
                    sweep
                        .missed
                        .push(format!("{}: none found in {len} values", rule.name));
                }
                settled = None;
                continue;
            };
            settled = settled.or(Some(len));
            let wrong = (0..g.len())
                .find(|&n| (claim.at)(n as u64) != Some(g[n]))
                .map(|n| {
                    settled = None;
                    format!(
                        "at {n} it gives {:?}, the rule {}",
                        (claim.at)(n as u64),
                        g[n]
                    )
                });
            let shape = format!("{len} values");
            sweep.record(rule.name, rule.expect, len, &shape, &claim.words, wrong);
        }
        sweep.settled.push((rule.name, settled));
    }
    sweep
}

/// The same for two-dimensional rules and their `k × k` corners, compared on `far × far`.
pub fn sweep_squares(rules: &[Square], corners: &[usize], far: usize, find: &GridFinder) -> Sweep {
    let mut sweep = Sweep::default();
    for rule in rules {
        let (ks, want) = lengths_for(rule.expect, corners);
        let top = ks.last().copied().unwrap_or(0);
        let t = (rule.values)(far.max(top));
        let mut settled = None;
        for k in ks {
            sweep.tables += 1;
            let corner: Vec<Vec<u64>> = t[..k].iter().map(|r| r[..k].to_vec()).collect();
            let Some(claim) = find(&corner) else {
                if want == Some(k) {
                    sweep
                        .missed
                        .push(format!("{}: none found in {k} × {k}", rule.name));
                }
                settled = None;
                continue;
            };
            settled = settled.or(Some(k));
            let mut cells = (0..t.len()).flat_map(|a| (0..t.len()).map(move |b| (a, b)));
            let wrong = cells
                .find(|&(a, b)| (claim.at)((a as u64, b as u64)) != Some(t[a][b]))
                .map(|(a, b)| {
                    settled = None;
                    let got = (claim.at)((a as u64, b as u64));
                    format!("at ({a}, {b}) it gives {got:?}, the rule {}", t[a][b])
                });
            let shape = format!("{k} × {k}");
            sweep.record(rule.name, rule.expect, k, &shape, &claim.words, wrong);
        }
        sweep.settled.push((rule.name, settled));
    }
    sweep
}
