//! Games whose values depend only on `⌊n/x⌋` (divisor blocks). Over `x = 1..=n` the quotient
//! `⌊n/x⌋` takes fewer than `2√n` distinct values, and `⌊⌊n/x⌋/t⌋ = ⌊n/(xt)⌋`, so a game on
//! the cells `1..=n` whose moves from x reach multiples of x can be tabulated on those values
//! alone, even for n = 10^9: [`Quotients`] holds one value per distinct quotient, computed in
//! increasing order, and [`blocks`] walks `t = lo..=q` in runs of equal `⌊q/t⌋`.
//!
//! [`array_game`] is the coin-turning game of Luogu P3179 ([HAOI2015] 数组游戏): cells
//! `1..=n`, some white; a move picks a white cell x and some `k ≤ n/x`, and turns over the cells
//! `x, 2x, …, kx`. Each white cell is a game of its own, worth
//! `g(q) = mex_k (g(⌊q/2⌋) ⊕ ⋯ ⊕ g(⌊q/k⌋))` for `q = ⌊n/x⌋` (k = 1 gives 0).

/// One value per distinct `⌊n/x⌋`, `x = 1..=n`.
#[derive(Clone, Debug)]
pub struct Quotients {
    n: u64,
    /// Values of the quotients `q ≤ root`, by q.
    small: Vec<u32>,
    /// Values of the quotients `q > root`, by `n / q`.
    large: Vec<u32>,
    root: u64,
}

impl Quotients {
    /// Tabulates `value(q, table)` for every quotient q in increasing order; `value` may look
    /// up any quotient below q (every `⌊q/t⌋` is one).
    ///
    /// # Constraints
    /// `n ≥ 1`, up to about 10^12 (memory `2√n` values).
    ///
    /// # Complexity
    /// `2√n` calls of `value`.
    ///
    /// # Example
    /// ```
    /// use impartial::quotients::Quotients;
    /// // The number of quotients below each one.
    /// let t = Quotients::build(10, |q, t| if q == 0 { 0 } else { t.get(q / 2) + 1 });
    /// assert_eq!((t.get(10), t.get(5), t.get(3), t.get(1)), (4, 3, 2, 1));
    /// ```
    pub fn build(n: u64, mut value: impl FnMut(u64, &Quotients) -> u32) -> Self {
        let root = isqrt(n);
        let mut t = Quotients {
            n,
            small: Vec::with_capacity(root as usize + 1),
            large: vec![0; root as usize + 1],
            root,
        };
        for q in 0..=root {
            let v = value(q, &t);
            t.small.push(v);
        }
        for x in (1..=n / (root + 1)).rev() {
            let q = n / x;
            if q > root {
                let v = value(q, &t);
                t.large[x as usize] = v;
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
        match q <= self.root {
            true => self.small[q as usize],
            false => self.large[(self.n / q) as usize],
        }
    }
}

/// The runs of `t = lo..=q` with equal `⌊q/t⌋`: `(first t, last t, ⌊q/t⌋)`.
///
/// # Complexity
/// O(√q) runs.
///
/// # Example
/// ```
/// let runs: Vec<_> = impartial::quotients::blocks(10, 2).collect();
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
/// let t = impartial::quotients::array_game(3);
/// // Luogu's sample: cells {1, 2} win, cells {2, 3} lose.
/// assert_ne!(t.get(3) ^ t.get(3 / 2), 0);
/// assert_eq!(t.get(3 / 2) ^ t.get(3 / 3), 0);
/// ```
pub fn array_game(n: u64) -> Quotients {
    let mut seen: Vec<bool> = Vec::new();
    Quotients::build(n, |q, t| {
        if q == 0 {
            return 0;
        }
        seen.clear();
        seen.push(true); // k = 1
        let mut prefix = 0;
        let mark = |v: u32, seen: &mut Vec<bool>| {
            if seen.len() <= v as usize {
                seen.resize(v as usize + 1, false);
            }
            seen[v as usize] = true;
        };
        for (first, last, d) in blocks(q, 2) {
            // The run adds g(d) once per t: the prefix alternates between two values.
            let v = t.get(d);
            mark(prefix ^ v, &mut seen);
            if last > first {
                mark(prefix, &mut seen);
            }
            if (last - first + 1) % 2 == 1 {
                prefix ^= v;
            }
        }
        seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
    })
}

/// `⌊√n⌋`, by Newton's method on integers.
fn isqrt(n: u64) -> u64 {
    if n < 2 {
        return n;
    }
    let (mut x, mut y) = (n, n / 2 + 1);
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
    fn isqrt_near_squares() {
        for r in [1u64, 2, 3, 1000, 4_294_967_295] {
            assert_eq!(isqrt(r * r), r);
            assert_eq!(isqrt(r * r - 1), r - 1);
        }
    }
}
