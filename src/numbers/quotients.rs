//! Values that depend on ⌊n/x⌋ only: divisor blocks. Used by Luogu P3179.
//!
//! Games whose values depend only on `⌊n/x⌋` (divisor blocks). Over `x = 1..=n` the quotient
//! `⌊n/x⌋` takes fewer than `2√n` distinct values, and `⌊⌊n/x⌋/t⌋ = ⌊n/(xt)⌋`, so a game on
//! the cells `1..=n` whose moves from x reach multiples of x can be tabulated on those values
//! alone, even for n = 10^9: [`Quotients`] holds one value per distinct quotient, computed in
//! increasing order, and [`blocks`] walks `t = lo..=q` in runs of equal `⌊q/t⌋`.
//!
//! [`array_game`] is the coin-turning game of Luogu P3179 (\[HAOI2015\] 数组游戏): cells
//! `1..=n`, some white; a move picks a white cell x and some `k ≤ n/x`, and turns over the cells
//! `x, 2x, …, kx`. Each white cell is a game of its own, worth
//! `g(q) = mex_k (g(⌊q/2⌋) ⊕ ⋯ ⊕ g(⌊q/k⌋))` for `q = ⌊n/x⌋` (k = 1 gives 0).

use crate::sg::Marks;
use std::convert::TryFrom; // not in the 2018 prelude (CSES offers edition 2018)

/// One value per distinct `⌊n/x⌋`, `x = 1..=n`.
#[derive(Clone, Debug)]
pub struct Quotients {
    n: u64,
    /// Values of the quotients `q ≤ root`, by q (2 bytes each: the tables of n = 10^9 then fit
    /// in the second-level cache twice over).
    small: Vec<u16>,
    /// Values of the quotients `q > root`, by `n / q`.
    large: Vec<u16>,
    root: u64,
}

impl Quotients {
    /// Tabulates `value(q, table)` for every quotient q in increasing order; `value` may look
    /// up any quotient below q (every `⌊q/t⌋` is one).
    ///
    /// # Constraints
    /// `n ≥ 1`, up to about 10^12 (memory `2√n` values of 2 bytes); every value below 2^16
    /// (the array game's stay below 70 up to n = 10^9), else this panics.
    ///
    /// # Complexity
    /// `2√n` calls of `value`.
    ///
    /// # Example
    /// ```
    /// use impartial::numbers::quotients::Quotients;
    /// // The number of quotients below each one.
    /// let t = Quotients::build(10, |q, t| if q == 0 { 0 } else { t.get(q / 2) + 1 });
    /// assert_eq!((t.get(10), t.get(5), t.get(3), t.get(1)), (4, 3, 2, 1));
    /// ```
    pub fn build(n: u64, mut value: impl FnMut(u64, &Quotients) -> u32) -> Self {
        Quotients::build_from(n, |q, _, t| value(q, t))
    }

    /// [`Quotients::build`], telling `value` also the x with `q = ⌊n/x⌋` for the quotients
    /// above `√n` (then `⌊q/t⌋ = ⌊n/(xt)⌋`, whose value is `large[x·t]`: read with no
    /// division).
    fn build_from(n: u64, mut value: impl FnMut(u64, Option<u64>, &Quotients) -> u32) -> Self {
        let root = isqrt64(n);
        let mut t = Quotients {
            n,
            small: Vec::with_capacity(root as usize + 1),
            large: vec![0; root as usize + 1],
            root,
        };
        let fit = |v: u32| u16::try_from(v).expect("values below 2^16");
        for q in 0..=root {
            let v = value(q, None, &t);
            t.small.push(fit(v));
        }
        for x in (1..=n / (root + 1)).rev() {
            let q = n / x;
            if q > root {
                let v = value(q, Some(x), &t);
                t.large[x as usize] = fit(v);
            }
        }
        t
    }

    /// The value of the quotient `q`.
    ///
    /// # Constraints
    /// q is `⌊n/x⌋` for some x (or 0), and was tabulated (during [`Quotients::build`], below
    /// the one being computed).
    #[inline]
    pub fn get(&self, q: u64) -> u32 {
        u32::from(match q <= self.root {
            true => self.small[q as usize],
            // A 32-bit division when it suffices: several times faster on older x86.
            false if self.n <= u64::from(u32::MAX) => {
                self.large[(self.n as u32 / q as u32) as usize]
            }
            false => self.large[(self.n / q) as usize],
        })
    }
}

/// The runs of `t = lo..=q` with equal `⌊q/t⌋`: `(first t, last t, ⌊q/t⌋)`.
///
/// # Complexity
/// O(√q) runs.
///
/// # Example
/// ```
/// let runs: Vec<_> = impartial::numbers::quotients::blocks(10, 2).collect();
/// assert_eq!(runs, [(2, 2, 5), (3, 3, 3), (4, 5, 2), (6, 10, 1)]);
/// ```
pub fn blocks(q: u64, lo: u64) -> impl Iterator<Item = (u64, u64, u64)> {
    let mut t = lo.max(1);
    std::iter::from_fn(move || {
        (t <= q).then(|| {
            let d = q / t;
            let last = q / d;
            let run = (t, last, d);
            t = last + 1;
            run
        })
    })
}

/// The values of the cells of the array game of `n` cells, by quotient: a white cell x is
/// worth `table.get(n / x)`; the first player wins iff the XOR over the white cells is not 0.
///
/// # Constraints
/// `1 ≤ n ≤ 10^12`.
///
/// # Complexity
/// O(n^(3/4)) time, O(√n) memory (n = 10^9: about 6·10^6 steps).
///
/// # Example
/// ```
/// let t = impartial::numbers::quotients::array_game(3);
/// // Luogu's sample: cells {1, 2} win, cells {2, 3} lose.
/// assert_ne!(t.get(3) ^ t.get(3 / 2), 0);
/// assert_eq!(t.get(3 / 2) ^ t.get(3 / 3), 0);
/// ```
pub fn array_game(n: u64) -> Quotients {
    let mut wide: Vec<bool> = Vec::new();
    let recip = Reciprocals::new(n);
    let lim = n / (isqrt64(n) + 1);
    Quotients::build_from(n, |q, x, t| {
        if q == 0 {
            return 0;
        }
        let mut marks = Marks::new(&mut wide);
        marks.mark(0); // k = 1
        let mut prefix = 0;
        // A run of t with the same `g(⌊q/t⌋) = v` adds v once per t: the prefix alternates
        // between two values.
        let (singles, rest) = recip.runs(q);
        // For q = ⌊n/x⌋, ⌊q/s⌋ = ⌊n/(xs)⌋: by index, with no division, while xs ≤ lim (the
        // singles are s = 2, 3, …; `skip` leaves those to the loop after).
        let mut direct = 0;
        if let Some(x) = x {
            direct = ((lim / x).saturating_sub(1) as usize).min(singles.size_hint().0);
            let from = (2 * x as usize).min(t.large.len());
            for &v in t.large[from..].iter().step_by(x as usize).take(direct) {
                prefix ^= u32::from(v);
                marks.mark(prefix);
            }
        }
        for (_, _, d) in singles.skip(direct) {
            let v = t.get(d);
            prefix ^= v;
            marks.mark(prefix);
        }
        for (first, last, d) in rest {
            // No branch on the run's length, whose parity is a coin toss: a run of one marks
            // `prefix ^ v` twice instead of `prefix`, and a run of odd length adds v.
            // d ≤ √q ≤ √n: always in the small table, and below q, so already computed.
            let v = u32::from(t.small[d as usize]);
            let single = u32::from(last == first).wrapping_neg();
            let odd = u32::from((last - first) % 2 == 0).wrapping_neg();
            marks.mark(prefix ^ v);
            marks.mark(prefix ^ (v & single));
            prefix ^= v & odd;
        }
        marks.mex()
    })
}

/// Division by small numbers without a division instruction, for the runs of quotients.
#[derive(Clone, Debug)]
pub(crate) struct Reciprocals {
    /// `r[t] = ⌊(2^64 − 1)/t⌋ + 1` for `t = 2..=√n + 2` (`r[0]`, `r[1]` unused); empty when
    /// n does not fit in 32 bits.
    r: Vec<u64>,
}

impl Reciprocals {
    /// The table for quotients of numbers up to n.
    pub(crate) fn new(n: u64) -> Self {
        let r = match n <= u64::from(u32::MAX) {
            true => (0..=isqrt64(n) + 2)
                .map(|t| if t < 2 { 0 } else { u64::MAX / t + 1 })
                .collect(),
            false => Vec::new(),
        };
        Reciprocals { r }
    }

    /// `⌊q/t⌋` for `1 ≤ t ≤ √n + 2`, by one multiplication: `r[t]` lies in
    /// `[2^64/t, 2^64/t + 1)`, so `q·r[t]/2^64` exceeds `q/t` by less than `q/2^64 < 2^-32`,
    /// too little to reach the next integer (the fraction of `q/t` is at most `1 − 1/t`).
    #[inline(always)]
    pub(crate) fn div(&self, q: u32, t: u32) -> u32 {
        match t {
            1 => q,
            _ => ((u128::from(q) * u128::from(self.r[t as usize])) >> 64) as u32,
        }
    }

    /// The runs of `t = 2..=q` with equal `⌊q/t⌋`, as `(first t, last t, ⌊q/t⌋)` in increasing
    /// t ([`blocks`] lists the same), in two parts for two loops without a branch between
    /// them: the t with `t(t + 1) ≤ q`, each a run of its own, then the rest by falling
    /// quotient d, none empty (from the first `k` with `k(k + 1) > q`: `d ≤ ⌊q/k⌋ − 1 ≤ k`
    /// gives `d(d + 1) ≤ q`, so `⌊q/d⌋ > ⌊q/(d + 1)⌋`, and the first run ends at
    /// `⌊q/⌊q/k⌋⌋ ≥ k`). Without a division instruction when n fits in 32 bits, and none
    /// waiting for another. `q ≤ n`.
    #[inline(always)]
    pub(crate) fn runs(
        &self,
        q: u64,
    ) -> (
        impl Iterator<Item = (u64, u64, u64)> + '_,
        impl Iterator<Item = (u64, u64, u64)> + '_,
    ) {
        let fast = q <= u64::from(u32::MAX) && !self.r.is_empty();
        let div = move |t: u64| match fast {
            true => u64::from(self.div(q as u32, t as u32)),
            false => q / t,
        };
        let s = isqrt64(q);
        let k = if s * (s + 1) <= q { s + 1 } else { s }.max(2);
        let singles = (2..k).map(move |t| (t, t, div(t)));
        let mut first = k;
        let rest = (1..=div(k)).rev().map(move |d| {
            let last = div(d);
            let run = (first, last, d);
            first = last + 1;
            run
        });
        (singles, rest)
    }
}

/// `⌊√n⌋`, by Newton's method on integers, in u64 arithmetic (the quotient blocks).
fn isqrt64(n: u64) -> u64 {
    if n < 2 {
        return n;
    }
    // From ⌈n/2⌉, not n/2 + 1: at n = 2 that is n itself, and the loop would stop at 2.
    let (mut x, mut y) = (n, (n >> 1) + (n & 1));
    while y < x {
        x = y;
        y = (x + n / x) / 2;
    }
    x
}

/// `⌊√n⌋` for any u128 (the pattern finder's `⌊√(8n + 1)⌋`): [`isqrt64`] where `n` fits in a
/// u64, the same Newton steps in u128 beyond.
pub(crate) fn isqrt(n: u128) -> u128 {
    if let Ok(n) = u64::try_from(n) {
        return u128::from(isqrt64(n));
    }
    let (mut x, mut y) = (n, (n >> 1) + (n & 1));
    while y < x {
        x = y;
        y = (x + n / x) / 2;
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The array game's values straight from the definition, for every q up to `max`.
    fn direct(max: u64) -> Vec<u32> {
        let mut g = vec![0u32; max as usize + 1];
        for q in 1..=max {
            let (mut seen, mut prefix) = (vec![0u32], 0);
            for t in 2..=q {
                prefix ^= g[(q / t) as usize];
                seen.push(prefix);
            }
            g[q as usize] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
        g
    }

    #[test]
    fn matches_the_definition_at_every_quotient() {
        let g = direct(3000);
        for n in (1..200).chain([999, 1000, 2048, 3000]) {
            let t = array_game(n);
            for x in 1..=n {
                assert_eq!(t.get(n / x), g[(n / x) as usize], "n = {n}, x = {x}");
            }
        }
    }

    #[test]
    fn division_by_reciprocals_is_exact() {
        let r = Reciprocals::new(u64::from(u32::MAX));
        for t in (1..=65_537)
            .step_by(7)
            .chain([2, 3, 65_535, 65_536, 65_537])
        {
            for q in [0, 1, t - 1, t, t + 1, 1_000_000_007, u32::MAX - 1, u32::MAX] {
                assert_eq!(r.div(q, t), q / t, "{q} / {t}");
            }
            let q = u32::MAX / t * t - 1; // one below a multiple: the largest fraction
            assert_eq!(r.div(q, t), q / t, "{q} / {t}");
        }
    }

    #[test]
    fn runs_are_the_blocks() {
        for n in [1u64, 2, 3, 10, 1000, 123_456, 4_000_000_000, 5_000_000_000] {
            let r = Reciprocals::new(n);
            for q in [0, 1, 2, 3, 5, 6, 7, 12, 99, 100, 1000, n / 7, n / 2, n] {
                let (singles, rest) = r.runs(q.min(n));
                let got: Vec<_> = singles.chain(rest).collect();
                assert_eq!(
                    got,
                    blocks(q.min(n), 2).collect::<Vec<_>>(),
                    "n = {n}, q = {q}"
                );
            }
        }
    }

    #[test]
    fn isqrt_near_squares() {
        for r in [1u64, 2, 3, 1000, 4_294_967_295] {
            assert_eq!(isqrt64(r * r), r);
            assert_eq!(isqrt64(r * r - 1), r - 1);
        }
        for n in 0..10_000u64 {
            let r = isqrt64(n);
            assert!(r * r <= n && (r + 1) * (r + 1) > n, "{n}");
        }
        assert_eq!(isqrt64(u64::MAX), u64::from(u32::MAX));
        assert_eq!(isqrt(u128::MAX), u128::from(u64::MAX));
        assert_eq!(isqrt((1 << 100) - 1), (1 << 50) - 1);
    }
}
