//! Reduce a pile of x to y with x^{1/4} ≤ y ≤ √x and y < x; whoever cannot move loses. Used
//! by Codeforces 255E (Furlo and Rublo and Game).
//!
//! G(x) is the mex of G over the range `[⌈x^{1/4}⌉, ⌊√x⌋]`, so it is constant on long runs:
//! 0 below 4, 1 to 15, 2 to 81, 0 to 6 723, 3 to 50 625, 1 to 2 562 991 875, 2 to
//! 2 042 925 103 215 441, and 0 from there to `u64::MAX`. As x grows
//! the range's ends only rise, and the set of runs it meets changes only where `⌊√x⌋` reaches
//! a run's start s (at x = s²) or `⌈x^{1/4}⌉` passes a run's end e (at x = e⁴ + 1). So the runs
//! of G up to 2^16 (by the mex rule) give those up to 2^32, and those the runs of every u64:
//! [`Runs::new`] builds them exactly, in microseconds.

use crate::numbers::quotients::isqrt;

/// The runs of G over all of u64: `(first x, G)`, from x = 0, in increasing order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Runs(Vec<(u64, u64)>);

/// `⌈x^{1/4}⌉`.
fn fourth_root_up(x: u64) -> u64 {
    let r = isqrt(isqrt(u128::from(x))) as u64;
    r + u64::from(u128::from(r).pow(4) < u128::from(x))
}

impl Runs {
    /// The runs of G from 0 to `u64::MAX`.
    ///
    /// # Complexity
    /// O(2^8) for the first runs by the mex rule, then O(r²) for r runs (r is 8).
    pub fn new() -> Runs {
        // G(0..256) by the mex rule.
        let mut g: Vec<u64> = vec![0; 256];
        for x in 2..256u64 {
            let range = fourth_root_up(x)..=isqrt(u128::from(x)) as u64;
            let seen = range.fold(0u64, |s, y| s | 1 << g[y as usize]);
            g[x as usize] = u64::from((!seen).trailing_zeros());
        }
        let mut runs = Runs(Vec::new());
        for (x, &v) in g.iter().enumerate() {
            runs.push(x as u64, v);
        }
        // Known to 2^8 − 1, then to 2^16 − 1, 2^32 − 1 and u64::MAX: where √x stays known.
        for known in [255, (1 << 16) - 1, (1 << 32) - 1] {
            let last = known * (known + 2); // (known + 1)² − 1
            let mut breaks = vec![known + 1];
            for i in 0..runs.0.len() {
                let (s, end) = (runs.0[i].0, runs.end(i).min(known));
                breaks.push(s.saturating_mul(s));
                breaks.push(
                    u128::from(end)
                        .pow(4)
                        .saturating_add(1)
                        .min(u128::from(u64::MAX)) as u64,
                );
            }
            breaks.retain(|&b| b > known && b <= last);
            breaks.sort_unstable();
            breaks.dedup();
            for x in breaks {
                let v = runs.mex(fourth_root_up(x), isqrt(u128::from(x)) as u64);
                runs.push(x, v);
            }
        }
        runs
    }

    /// Appends G(x) = v at x, above every run so far.
    fn push(&mut self, x: u64, v: u64) {
        if self.0.last().map_or(true, |&(_, w)| w != v) {
            self.0.push((x, v));
        }
    }

    /// The last x of run `i` (`u64::MAX` for the last run).
    fn end(&self, i: usize) -> u64 {
        self.0.get(i + 1).map_or(u64::MAX, |&(s, _)| s - 1)
    }

    /// The mex of G over `lo..=hi`.
    fn mex(&self, lo: u64, hi: u64) -> u64 {
        let seen = (0..self.0.len())
            .filter(|&i| self.0[i].0 <= hi && self.end(i) >= lo)
            .fold(0u64, |s, i| s | 1 << self.0[i].1);
        u64::from((!seen).trailing_zeros())
    }

    /// G(x).
    ///
    /// # Complexity
    /// O(log r) for r runs.
    ///
    /// # Example
    /// ```
    /// use impartial::take::root_range::Runs;
    /// let runs = Runs::new();
    /// let g: Vec<u64> = [1, 3, 4, 15, 16, 81, 82, 6723, 6724].iter().map(|&x| runs.grundy(x)).collect();
    /// assert_eq!(g, [0, 0, 1, 1, 2, 2, 0, 0, 3]);
    /// assert_eq!(runs.grundy(777_777_777_777), 2);
    /// ```
    pub fn grundy(&self, x: u64) -> u64 {
        let i = self.0.partition_point(|&(s, _)| s <= x);
        self.0[i - 1].1
    }

    /// The runs as `(first x, G)`.
    pub fn runs(&self) -> &[(u64, u64)] {
        &self.0
    }
}

impl Default for Runs {
    fn default() -> Self {
        Runs::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// G(0..n) by the mex rule, with counts of each value up to every x.
    fn table(n: usize) -> Vec<u64> {
        let mut g = vec![0u64; n];
        let mut count = vec![[0u32; 8]; n + 1];
        for x in 0..n {
            if x >= 2 {
                let (lo, hi) = (fourth_root_up(x as u64) as usize, isqrt(x as u128) as usize);
                let present = |v: usize| count[hi + 1][v] > count[lo][v];
                g[x] = (0..8).find(|&v| !present(v)).unwrap() as u64;
            }
            count[x + 1] = count[x];
            count[x + 1][g[x] as usize] += 1;
        }
        g
    }

    #[test]
    fn matches_the_mex_rule() {
        let runs = Runs::new();
        let g = table(3_000_000);
        for (x, &v) in g.iter().enumerate() {
            assert_eq!(runs.grundy(x as u64), v, "{x}");
        }
        // Beyond: G(x) from the table's values on [⌈x^{1/4}⌉, ⌊√x⌋], at every run's edges.
        let direct = |x: u64| {
            let (lo, hi) = (fourth_root_up(x), isqrt(u128::from(x)) as u64);
            let seen = (lo..=hi).fold(0u64, |s, y| s | 1 << g[y as usize]);
            u64::from((!seen).trailing_zeros())
        };
        for &(s, _) in runs.runs().iter().filter(|&&(s, _)| s < 1 << 40) {
            for x in [s.saturating_sub(1), s, s + 1]
                .into_iter()
                .filter(|&x| x >= 2)
            {
                assert_eq!(runs.grundy(x), direct(x), "{x}");
            }
        }
        assert_eq!(runs.grundy(u64::MAX), runs.runs().last().unwrap().1);
    }

    #[test]
    fn the_runs() {
        let starts = [0, 4, 16, 82, 6724, 50626, 2562991876];
        let runs = Runs::new();
        let got: Vec<u64> = runs.runs().iter().map(|&(s, _)| s).collect();
        assert_eq!(&got[..7], &starts);
        assert_eq!(fourth_root_up(16), 2);
        assert_eq!(fourth_root_up(17), 3);
        assert_eq!(fourth_root_up(u64::MAX), 65536);
    }
}
