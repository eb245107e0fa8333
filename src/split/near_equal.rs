//! Split a heap into near-equal heaps. Used by Luogu P3235.
//!
//! Splitting a heap into near-equal heaps (Luogu P3235 \[HNOI2014\] 江南乐): a move takes a heap
//! of at least F stones, picks M ≥ 2 and splits it into M heaps as equal as possible (sizes
//! differing by at most one); whoever cannot move (every heap below F) loses.
//!
//! Splitting x into M heaps leaves `r = x mod M` heaps of `⌊x/M⌋ + 1` and `M − r` of `⌊x/M⌋`;
//! equal heaps cancel in pairs, so the option is worth `g(⌊x/M⌋ + 1)` if r is odd, XOR
//! `g(⌊x/M⌋)` if `M − r` is odd. Over a run of M with equal `i = ⌊x/M⌋`, M and M + 2 leave r
//! and M − r with the same parities (they change by 2i and 2(i + 1)), so only the first two M
//! of each run need looking at: O(√x) options per heap. [`Memo`] computes a value only when a
//! heap needs it.

use crate::numbers::quotients::Reciprocals;
use crate::sg::Marks;

/// `g(0..=max)` for the threshold `f`.
///
/// # Constraints
/// `f ≥ 1`; memory `max + 1` values.
///
/// # Complexity
/// O(max^1.5).
///
/// # Example
/// ```
/// let g = impartial::split::near_equal::values(5, 3);
/// // Luogu's sample with F = 3: heaps 1 and 2 lose, 3 and 5 win.
/// assert_eq!((g[1], g[2]), (0, 0));
/// assert!(g[3] != 0 && g[5] != 0);
/// ```
pub fn values(max: usize, f: usize) -> Vec<u32> {
    let mut memo = Memo::new(max, f);
    (0..=max).map(|x| memo.get(x)).collect()
}

/// The values for one threshold, each computed the first time it is asked for, with only the
/// values it needs: every part of a split of x is at most `⌊x/2⌋ + 1`, so asking for one heap
/// reaches few of the heaps below it (10^4 heaps near 10^5 need about a third of the work of
/// the whole table), and the recursion is at most `log₂ x` deep.
#[derive(Clone, Debug)]
pub struct Memo {
    f: usize,
    /// `g[x]`, or [`UNKNOWN`].
    g: Vec<u32>,
    recip: Reciprocals,
}

const UNKNOWN: u32 = u32::MAX;

impl Memo {
    /// Room for heaps up to `max`, threshold `f`.
    ///
    /// # Constraints
    /// `f ≥ 1`; memory `max + 1` values.
    pub fn new(max: usize, f: usize) -> Self {
        Memo {
            f: f.max(1),
            g: vec![UNKNOWN; max + 1],
            recip: Reciprocals::new(max as u64),
        }
    }

    /// The value of a heap of x.
    ///
    /// # Constraints
    /// `x ≤ max`.
    ///
    /// # Complexity
    /// O(√y) for each heap y it needs and has not computed before; O(x^1.5) at most in all.
    ///
    /// # Example
    /// ```
    /// let mut memo = impartial::split::near_equal::Memo::new(100, 3);
    /// assert_eq!(memo.get(100), impartial::split::near_equal::values(100, 3)[100]);
    /// ```
    pub fn get(&mut self, x: usize) -> u32 {
        value(&mut self.g, self.f, &self.recip, x)
    }
}

/// [`Memo::get`], with the table borrowed apart from the reciprocals.
fn value(g: &mut [u32], f: usize, recip: &Reciprocals, x: usize) -> u32 {
    if g[x] != UNKNOWN {
        return g[x];
    }
    if x < f {
        g[x] = 0;
        return 0;
    }
    // The value of `big` heaps of `i + 1` and `small` heaps of i: equal heaps cancel in pairs.
    // Known values without a call (the usual case once the small heaps are done).
    let mut split = |i: usize, big: usize, small: usize| {
        let mut get = |y: usize| match g[y] {
            UNKNOWN => value(g, f, recip, y),
            v => v,
        };
        let mut v = 0;
        if big % 2 == 1 {
            v ^= get(i + 1);
        }
        if small % 2 == 1 {
            v ^= get(i);
        }
        v
    };
    let mut wide = Vec::new(); // allocates only for a value of 128 or more
    let mut marks = Marks::new(&mut wide);
    // Splitting x into m heaps of ⌊x/m⌋ = i leaves r = x − im heaps of i + 1.
    let (singles, rest) = recip.runs(x as u64);
    for (m, _, i) in singles {
        let (m, i) = (m as usize, i as usize);
        let r = x - i * m;
        marks.mark(split(i, r, m - r));
    }
    for (first, last, i) in rest {
        let (m, i) = (first as usize, i as usize);
        let r = x - i * m;
        marks.mark(split(i, r, m - r));
        // m + 1 leaves r − i heaps of i + 1 and m + 1 − r + i of i; m + 2 those of m.
        if last > first {
            marks.mark(split(i, r - i, m + 1 - r + i));
        }
    }
    g[x] = marks.mex();
    g[x]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_every_split_tried() {
        for f in 1..6 {
            let g = values(300, f);
            let mut memo = Memo::new(300, f);
            assert_eq!(memo.get(300), g[300]);
            for x in 0..=300usize {
                let mut options: Vec<u32> = Vec::new();
                if x >= f {
                    for m in 2..=x {
                        let (i, r) = (x / m, x % m);
                        let parts = (0..m).map(|p| if p < r { i + 1 } else { i });
                        options.push(parts.fold(0, |v, p| v ^ g[p]));
                    }
                }
                let mex = (0..).find(|v| !options.contains(v)).unwrap();
                assert_eq!(g[x], mex, "x = {x}, F = {f}");
            }
        }
    }
}
