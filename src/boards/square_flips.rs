//! Flip every cell of a square of side at most k whose lower-right cell is white; whoever cannot
//! flip loses. Used by Codeforces 494E (Sharti).
//!
//! A coin-turning game (see [`crate::boards::coins`]): the position is the sum of its white
//! cells, and a white cell at row x, column y (from 1) is worth the mex, over the squares it
//! ends, of the XOR of the values of the square's other cells. That value is
//! `min(lowbit x, lowbit y, P)`, P the largest power of 2 at most k: the known rule for this
//! game (on one row, the Ruler game's values capped at P), which the tests check against the
//! mex definition on every cell to 64 × 64 for every k to 64.
//!
//! So bit i of the XOR over the white cells is the parity of how many are worth exactly 2^i.
//! The white cells worth at least 2^i (for 2^i ≤ P) are those with 2^i dividing both
//! coordinates, and one sweep finds the parity of their count for every i at once
//! ([`divisible_parities`]).

/// The value of a white cell at row `x`, column `y` (from 1) with squares of side up to `k`.
///
/// # Constraints
/// `x, y, k ≥ 1`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::boards::square_flips::cell_value;
/// assert_eq!(cell_value(4, 12, 100), 4);
/// assert_eq!(cell_value(8, 16, 5), 4); // capped at 4, the largest power of 2 up to 5
/// assert_eq!(cell_value(3, 8, 7), 1);
/// ```
pub fn cell_value(x: u64, y: u64, k: u64) -> u64 {
    let cap = 1 << (63 - k.leading_zeros());
    (x & x.wrapping_neg()).min(y & y.wrapping_neg()).min(cap)
}

/// Bit i: the parity of how many cells of the union of the rectangles `(a, b, c, d)` (rows a
/// to c, columns b to d, from 1; an empty rectangle counts nothing) have both coordinates
/// divisible by 2^i.
///
/// From 1 to t there are ⌊t / 2^i⌋ multiples of 2^i, whose parity is bit i of t: so the
/// parities for every i of the multiples in `[u, v)` are the bits of `(v − 1) ^ (u − 1)`, and
/// those of a product of two counts the AND of their masks. A sweep over the rows keeps, in a
/// segment tree over the columns, the masks of the columns covered (a node covered whole holds
/// its own mask, else the XOR of its children's); each band of rows between two events adds
/// its rows' mask AND the covered columns' mask.
///
/// # Constraints
/// Coordinates from 1 below 2^63.
///
/// # Complexity
/// O(m log m) for m rectangles.
///
/// # Example
/// ```
/// use impartial::boards::square_flips::divisible_parities;
/// // Rows and columns 1 to 3 and 2 to 4: 14 cells (even), 4 with even coordinates, 1 with
/// // coordinates divisible by 4.
/// assert_eq!(divisible_parities(&[(1, 1, 3, 3), (2, 2, 4, 4)]) & 0b111, 0b100);
/// ```
pub fn divisible_parities(rects: &[(u64, u64, u64, u64)]) -> u64 {
    let rects: Vec<_> = rects.iter().filter(|r| r.0 <= r.2 && r.1 <= r.3).collect();
    // Columns as half-open [b, d + 1), compressed; rows as events at a (in) and c + 1 (out).
    let mut ys: Vec<u64> = rects.iter().flat_map(|r| [r.1, r.3 + 1]).collect();
    ys.sort_unstable();
    ys.dedup();
    if ys.len() < 2 {
        return 0;
    }
    let mut events: Vec<(u64, bool, u32, u32)> = Vec::with_capacity(2 * rects.len());
    for r in &rects {
        let lo = ys.partition_point(|&y| y < r.1) as u32;
        let hi = ys.partition_point(|&y| y < r.3 + 1) as u32;
        events.extend([(r.0, true, lo, hi), (r.2 + 1, false, lo, hi)]);
    }
    events.sort_unstable();
    let mut tree = Cover::new(&ys);
    let (mut parities, mut last) = (0u64, 1u64);
    for (x, enter, lo, hi) in events {
        parities ^= ((x - 1) ^ (last - 1)) & tree.mask[1];
        last = x;
        tree.add(lo as usize, hi as usize, enter);
    }
    parities
}

/// Segment tree over the elementary intervals `[ys[i], ys[i + 1])`, leaves at `size..`: how
/// many rectangles cover each node whole, and the multiples' parities of the columns covered
/// below it.
struct Cover {
    size: usize,
    count: Vec<u32>,
    mask: Vec<u64>,
    full: Vec<u64>,
}

impl Cover {
    fn new(ys: &[u64]) -> Self {
        let size = (ys.len() - 1).next_power_of_two();
        let mut full = vec![0; 2 * size];
        for (i, w) in ys.windows(2).enumerate() {
            full[size + i] = (w[1] - 1) ^ (w[0] - 1);
        }
        for i in (1..size).rev() {
            full[i] = full[2 * i] ^ full[2 * i + 1];
        }
        Cover {
            size,
            count: vec![0; 2 * size],
            mask: vec![0; 2 * size],
            full,
        }
    }

    /// The covered columns' mask below node `i` from its count and its children's.
    #[inline]
    fn pull(&mut self, i: usize) {
        self.mask[i] = if self.count[i] > 0 {
            self.full[i]
        } else if i >= self.size {
            0
        } else {
            self.mask[2 * i] ^ self.mask[2 * i + 1]
        };
    }

    /// A rectangle enters (or leaves) over the elementary intervals `lo..hi`: the nodes that
    /// tile them bottom-up, then the two paths above the ends.
    fn add(&mut self, lo: usize, hi: usize, enter: bool) {
        let (mut l, mut r) = (lo + self.size, hi + self.size);
        let (first, last) = (l, r - 1);
        while l < r {
            for i in [(l & 1 == 1).then(|| l), (r & 1 == 1).then(|| r - 1)]
                .iter()
                .flatten()
            {
                match enter {
                    true => self.count[*i] += 1,
                    false => self.count[*i] -= 1,
                }
                self.pull(*i);
            }
            l = (l + 1) >> 1;
            r >>= 1;
        }
        for end in [first, last] {
            let mut i = end >> 1;
            while i > 0 {
                self.pull(i);
                i >>= 1;
            }
        }
    }
}

/// The XOR of the values of the white cells, the union of `rects` (rows a to c, columns b to
/// d, from 1), with squares of side up to `k`: non-zero iff the first player wins.
///
/// # Constraints
/// `k ≥ 1`; coordinates from 1 below 2^62; the union's area below 2^64.
///
/// # Complexity
/// O(m log m) for m rectangles.
///
/// # Example
/// ```
/// use impartial::boards::square_flips::white_union_value;
/// // Codeforces 494E's first sample: 3 × 3 squares at (1, 1) and (2, 2), k = 1.
/// assert_eq!(white_union_value(&[(1, 1, 3, 3), (2, 2, 4, 4)], 1), 0);
/// ```
pub fn white_union_value(rects: &[(u64, u64, u64, u64)], k: u64) -> u64 {
    let top = 63 - k.leading_zeros();
    let at_least = divisible_parities(rects);
    // Worth exactly 2^i: at least 2^i less at least 2^(i+1), below the cap; at least P at P.
    let below = (1u64 << top) - 1;
    ((at_least ^ (at_least >> 1)) & below) | (at_least & (1 << top))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cell_values_follow_the_mex_rule() {
        // value(x, y) = mex over squares of side s ≤ min(k, x, y) ending at (x, y) of the XOR
        // of the square's other cells, by a prefix XOR over the table.
        const N: usize = 64;
        for k in 1..=N {
            let mut value = vec![vec![0u64; N + 1]; N + 1];
            let mut prefix = vec![vec![0u64; N + 1]; N + 1];
            for x in 1..=N {
                for y in 1..=N {
                    let mut seen = [false; 2 * N + 2];
                    for s in 1..=k.min(x).min(y) {
                        // Rows x−s+1..x−1 of the square, then row x without its last cell.
                        let above = prefix[x - 1][y]
                            ^ prefix[x - s][y]
                            ^ prefix[x - 1][y - s]
                            ^ prefix[x - s][y - s];
                        let row = |j: usize| prefix[x][j] ^ prefix[x - 1][j];
                        seen[(above ^ row(y - 1) ^ row(y - s)) as usize] = true;
                    }
                    value[x][y] = seen.iter().position(|&b| !b).unwrap() as u64;
                    prefix[x][y] =
                        value[x][y] ^ prefix[x - 1][y] ^ prefix[x][y - 1] ^ prefix[x - 1][y - 1];
                    let (xx, yy, kk) = (x as u64, y as u64, k as u64);
                    assert_eq!(value[x][y], cell_value(xx, yy, kk), "{} {} {}", x, y, k);
                }
            }
        }
    }

    #[test]
    fn parities_and_values_match_counting_cells() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |m: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % m
        };
        for _ in 0..300 {
            let rects: Vec<_> = (0..1 + next(6))
                .map(|_| (1 + next(12), 1 + next(12), 1 + next(12), 1 + next(12)))
                .collect();
            let white = |x: u64, y: u64| {
                rects
                    .iter()
                    .any(|r| r.0 <= x && x <= r.2 && r.1 <= y && y <= r.3)
            };
            let parities = (0..4).fold(0, |p, i| {
                let step = 1 << i;
                let cells = (1..=12u64)
                    .flat_map(|x| (1..=12u64).map(move |y| (x, y)))
                    .filter(|&(x, y)| x % step == 0 && y % step == 0 && white(x, y))
                    .count() as u64;
                p | (cells & 1) << i
            });
            assert_eq!(divisible_parities(&rects) & 0b1111, parities, "{:?}", rects);
            assert_eq!(
                divisible_parities(&rects) >> 4,
                0,
                "no multiple of 16 below 13"
            );
            for k in 1..=13 {
                let by_cells = (1..=12u64)
                    .flat_map(|x| (1..=12u64).map(move |y| (x, y)))
                    .filter(|&(x, y)| {
                        rects
                            .iter()
                            .any(|r| r.0 <= x && x <= r.2 && r.1 <= y && y <= r.3)
                    })
                    .fold(0, |v, (x, y)| v ^ cell_value(x, y, k));
                assert_eq!(white_union_value(&rects, k), by_cells, "{:?} {}", rects, k);
            }
        }
    }
}
