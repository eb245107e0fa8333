//! Splitting a heap into near-equal heaps (Luogu P3235 [HNOI2014] 江南乐): a move takes a heap
//! of at least F stones, picks M ≥ 2 and splits it into M heaps as equal as possible (sizes
//! differing by at most one); whoever cannot move (every heap below F) loses.
//!
//! Splitting x into M heaps leaves `r = x mod M` heaps of `⌊x/M⌋ + 1` and `M − r` of `⌊x/M⌋`;
//! equal heaps cancel in pairs, so the option is worth `g(⌊x/M⌋ + 1)` if r is odd, XOR
//! `g(⌊x/M⌋)` if `M − r` is odd. Over a run of M with equal `i = ⌊x/M⌋`, M and M + 2 leave r
//! and M − r with the same parities (they change by 2i and 2(i + 1)), so only the first two M
//! of each run need looking at: O(√x) options per heap.

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
/// let g = impartial::near_equal::values(5, 3);
/// // Luogu's sample with F = 3: heaps 1 and 2 lose, 3 and 5 win.
/// assert_eq!((g[1], g[2]), (0, 0));
/// assert!(g[3] != 0 && g[5] != 0);
/// ```
pub fn values(max: usize, f: usize) -> Vec<u32> {
    let mut g = Vec::new();
    extend(&mut g, max, f);
    g
}

/// Extends a table `g` of [`values`] for the threshold `f` to `g(0..=max)`, computing only the
/// entries it lacks (each value needs only smaller ones), so a table can grow with the input.
///
/// # Complexity
/// O(max^1.5) over all the extensions of one table.
///
/// # Example
/// ```
/// use impartial::near_equal::{extend, values};
/// let mut g = values(10, 3);
/// extend(&mut g, 40, 3);
/// assert_eq!(g, values(40, 3));
/// ```
pub fn extend(g: &mut Vec<u32>, max: usize, f: usize) {
    let from = g.len();
    if max < from {
        return;
    }
    g.resize(max + 1, 0);
    let mut seen: Vec<usize> = Vec::new();
    for x in from.max(f.max(1))..=max {
        let mut mark = |v: u32| {
            if seen.len() <= v as usize {
                seen.resize(v as usize + 1, 0);
            }
            seen[v as usize] = x;
        };
        let mut m = 2;
        while m <= x {
            let i = x / m;
            let last = x / i;
            for m in m..=last.min(m + 1) {
                let r = x % m;
                let mut v = 0;
                if r % 2 == 1 {
                    v ^= g[i + 1];
                }
                if (m - r) % 2 == 1 {
                    v ^= g[i];
                }
                mark(v);
            }
            m = last + 1;
        }
        g[x] = (0..)
            .find(|&v| !matches!(seen.get(v), Some(&s) if s == x))
            .unwrap() as u32;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_every_split_tried() {
        for f in 1..6 {
            let g = values(300, f);
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
