//! Slopes of the two-dimensional families (Beatty pairs, a threshold on `max/min`): small
//! fractions and quadratic irrationals, compared with integers exactly.

use std::cmp::Ordering;

/// A positive slope: `p/q` or `(p + √d)/q` with `d` not a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slope {
    /// `p/q`.
    Frac {
        /// Numerator.
        p: u64,
        /// Denominator.
        q: u64,
    },
    /// `(p + √d)/q`.
    Quad {
        /// The rational part's numerator.
        p: i64,
        /// Under the root, not a square.
        d: u64,
        /// Denominator.
        q: u64,
    },
}

/// `a·b` as 256 bits (high, low).
fn mul_wide(a: u128, b: u128) -> (u128, u128) {
    let (a1, a0, b1, b0) = (a >> 64, a as u64 as u128, b >> 64, b as u64 as u128);
    let (low, mid1, mid2, high) = (a0 * b0, a0 * b1, a1 * b0, a1 * b1);
    let (mid, carry) = mid1.overflowing_add(mid2);
    let (lo, c2) = low.overflowing_add(mid << 64);
    let hi = high + (mid >> 64) + (u128::from(carry) << 64) + u128::from(c2);
    (hi, lo)
}

impl Slope {
    /// Compares `x` with `k·α`, exactly.
    pub fn cmp(self, x: u128, k: u64) -> Ordering {
        match self {
            Slope::Frac { p, q } => (x * u128::from(q)).cmp(&(u128::from(k) * u128::from(p))),
            Slope::Quad { p, d, q } => {
                // x vs (kp + k√d)/q  ⟺  xq − kp vs k√d.
                let l = (x * u128::from(q)) as i128 - i128::from(k) * i128::from(p);
                if l < 0 {
                    return Ordering::Less;
                }
                let kk = u128::from(k) * u128::from(k);
                mul_wide(l as u128, l as u128).cmp(&mul_wide(kk, u128::from(d)))
            }
        }
    }

    /// `⌊k·α⌋ = x`?
    pub fn floor_is(self, k: u64, x: u64) -> bool {
        self.cmp(u128::from(x), k) != Ordering::Greater
            && self.cmp(u128::from(x) + 1, k) == Ordering::Greater
    }

    /// The slope in words: `3/2`, `(1 + √5)/2`.
    pub fn words(self) -> String {
        match self {
            Slope::Frac { p, q: 1 } => p.to_string(),
            Slope::Frac { p, q } => format!("{p}/{q}", p = p, q = q),
            Slope::Quad { p: 0, d, q: 1 } => format!("√{d}", d = d),
            Slope::Quad { p, d, q: 1 } => format!("{p} + √{d}", p = p, d = d),
            Slope::Quad { p: 0, d, q } => format!("√{d}/{q}", d = d, q = q),
            Slope::Quad { p, d, q } if p < 0 => format!("(√{d} − {})/{q}", -p, d = d, q = q),
            Slope::Quad { p, d, q } => format!("({p} + √{d})/{q}", p = p, d = d, q = q),
        }
    }

    /// The slopes tried, simplest first: fractions with denominators up to 4, then
    /// `(p + √d)/q` with `d ≤ 20`, `q ≤ 4`, `|p| ≤ 8`, by the least `|p| + q + d`.
    pub fn candidates() -> Vec<Slope> {
        let gcd = |mut a: u64, mut b: u64| {
            while b != 0 {
                {
                    let t = (b, a % b);
                    a = t.0;
                    b = t.1;
                }
            }
            a
        };
        let mut out = Vec::new();
        for q in 1..=4 {
            out.extend(
                (1..=8 * q)
                    .filter(|&p| gcd(p, q) == 1)
                    .map(|p| Slope::Frac { p, q }),
            );
        }
        let mut quads = Vec::new();
        // (p + s√e)/q with d = s²e, e square-free: the same number twice is kept once.
        let mut seen: Vec<(i64, u64, u64, u64)> = Vec::new();
        for d in (2..=20u64).filter(|d| (1..=5).all(|r| r * r != *d)) {
            let s = (1..=4u64)
                .rev()
                .find(|s| d % (s * s) == 0)
                .expect("1 divides");
            let e = d / (s * s);
            for q in 1..=4u64 {
                for p in (-8..=8i64).filter(|&p| p >= 0 || (p * p) as u64 <= d) {
                    let g = gcd(gcd(p.unsigned_abs(), s), q);
                    let key = (p / g as i64, s / g, e, q / g);
                    if !seen.contains(&key) {
                        seen.push(key);
                        quads.push(Slope::Quad { p, d, q });
                    }
                }
            }
        }
        // Simplest first: the least |p| + q + d.
        quads.sort_by_key(|s| (s.cost(), 0));
        out.extend(quads);
        out
    }

    /// How simple the slope is, as [`Slope::candidates`] orders them: `p + q` for `p/q`,
    /// `100 + |p| + q + d` for `(p + √d)/q` (every fraction first).
    pub fn cost(self) -> u64 {
        match self {
            Slope::Frac { p, q } => p + q,
            Slope::Quad { p, d, q } => 100 + p.unsigned_abs() + q + d,
        }
    }
}
