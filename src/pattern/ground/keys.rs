//! The reductions of the grammar: what a lookup table `T[n mod q][key(n)]` is indexed by — a
//! yes-or-no property of `n`, a feature reduced mod `m` (`⌊log₂ n⌋ mod 4`, `Ω(n) mod 3`), or
//! a feature capped at `c` (`min(ω(n), 2)`: a small table of the feature's first values).

use super::features::Feature;
use super::seqs::{Binary, BINARIES};

/// The class of `n` a lookup table reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    /// A yes-or-no property: class 1 where it holds, else 0.
    Is(Binary),
    /// `h(n) mod m`.
    Mod(Feature, u64),
    /// `min(h(n), c)`.
    Cap(Feature, u64),
}

/// The features reduced mod m (2 to 6) or capped (at 1 to 3): those whose values a rule could
/// cycle through or bottom out at.
const REDUCED: [Feature; 14] = [
    Feature::HighBit,
    Feature::Log3,
    Feature::Sqrt,
    Feature::TriRoot,
    Feature::Digits(10),
    Feature::TwoAdic,
    Feature::TrailingOnes,
    Feature::Popcount,
    Feature::BigOmega,
    Feature::DistinctPrimes,
    Feature::Divisors,
    Feature::DigitSum(10),
    Feature::Adic(3),
    Feature::SqrtRest,
];

/// Every key, in the order tried: the yes-or-no properties, then each feature mod 2 to 6,
/// then capped at 1 to 3.
pub fn keys() -> Vec<Key> {
    let mut out: Vec<Key> = BINARIES.iter().map(|&b| Key::Is(b)).collect();
    for m in 2..=6 {
        for f in REDUCED {
            // A feature's parity that is a yes-or-no property already is not tried twice.
            if m == 2 && BINARIES.contains(&Binary::Odd(f)) {
                continue;
            }
            out.push(Key::Mod(f, m));
        }
    }
    for c in 1..=3 {
        out.extend(
            [
                Feature::TwoAdic,
                Feature::TrailingOnes,
                Feature::BigOmega,
                Feature::DistinctPrimes,
                Feature::Popcount,
            ]
            .iter()
            .map(|&f| Key::Cap(f, c)),
        );
    }
    out
}

impl Key {
    /// How many classes: 2, `m` or `c + 1`.
    pub fn classes(self) -> usize {
        match self {
            Key::Is(_) => 2,
            Key::Mod(_, m) => m as usize,
            Key::Cap(_, c) => c as usize + 1,
        }
    }

    /// The feature a reduced key reads.
    pub fn feature(self) -> Option<Feature> {
        match self {
            Key::Is(_) => None,
            Key::Mod(f, _) | Key::Cap(f, _) => Some(f),
        }
    }

    /// Whether class `k` holds at infinitely many `n` (a capped feature's small values may
    /// not: `min(Ω(n), 1) = 0` only at 0 and 1).
    pub fn recurs(self, k: usize) -> bool {
        match self {
            Key::Is(_) | Key::Mod(..) => true,
            Key::Cap(f, c) => k as u64 == c || !f.finitely_often(k as u64),
        }
    }

    /// The class of `n` (`n < 2^66`), or `None` where the feature is not computed.
    pub fn at(self, n: u128) -> Option<usize> {
        Some(match self {
            Key::Is(b) => usize::from(b.at(n)?),
            Key::Mod(f, m) => (f.at_wide(n)? % u128::from(m)) as usize,
            Key::Cap(f, c) => f.at_wide(n)?.min(u128::from(c)) as usize,
        })
    }

    /// The class of every `n` from `from` to `end`, at once.
    pub(crate) fn table(self, from: usize, end: usize) -> Option<Vec<usize>> {
        match self {
            Key::Is(b) => Some(b.table(from, end)?.into_iter().map(usize::from).collect()),
            Key::Mod(f, m) => f
                .table(from, end)
                .into_iter()
                .map(|h| h.map(|h| (h % m) as usize))
                .collect(),
            Key::Cap(f, c) => f
                .table(from, end)
                .into_iter()
                .map(|h| h.map(|h| h.min(c) as usize))
                .collect(),
        }
    }

    /// "the class of `v` is `k`" in words: `n is a Fibonacci number`, `⌊log₂ n⌋ ≡ 2 (mod 4)`,
    /// `Ω(n) ≥ 3`.
    pub fn words(self, v: &str, k: usize) -> String {
        match self {
            Key::Is(b) => {
                let (yes, no) = b.words(v);
                if k == 1 {
                    yes
                } else {
                    no
                }
            }
            Key::Mod(f, m) => format!("{} ≡ {} (mod {})", f.name(v), k, m),
            Key::Cap(f, c) if k as u64 == c => format!("{} ≥ {}", f.name(v), c),
            Key::Cap(f, _) => format!("{} = {}", f.name(v), k),
        }
    }
}
