//! Multi-SG: a move may split a game into several. Used by HDU 3032.
//!
//! Multi-SG: games in which a move may split one game into several. By the Sprague–Grundy
//! theorem the parts of a split form a sum, so an option that leaves parts `p₁, …, p_k` has
//! the value `g(p₁) ⊕ … ⊕ g(p_k)`, and a game's value is the mex of those.
//!
//! Lasker's Nim is the classic case: a move takes any positive number from one pile, or splits
//! a pile into two non-empty piles. Its values follow a period-4 pattern: `g(4k+1) = 4k+1`,
//! `g(4k+2) = 4k+2`, `g(4k+3) = 4k+4`, `g(4k+4) = 4k+3`.

use crate::sg::mex;

/// Grundy values `g(0..=max)` of a game on one number whose options are given as lists of
/// parts by `options(n)` (every part below `n`; an empty list is an option leaving nothing).
///
/// # Constraints
/// Parts must be below `n`.
///
/// # Complexity
/// O(total number of parts over all options of 0..=max).
///
/// # Example
/// ```
/// // Lasker's Nim: take some, or split into two non-empty piles.
/// let g = impartial::sums::multi::grundy_table(8, |n| {
///     let takes = (0..n).map(|left| vec![left]);
///     let splits = (1..n).map(move |a| vec![a, n - a]);
///     takes.chain(splits).collect()
/// });
/// assert_eq!(g, [0, 1, 2, 4, 3, 5, 6, 8, 7]);
/// ```
pub fn grundy_table(max: usize, mut options: impl FnMut(usize) -> Vec<Vec<usize>>) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(max + 1);
    for n in 0..=max {
        let values = options(n)
            .into_iter()
            .map(|parts| parts.iter().fold(0, |x, &p| x ^ g[p]));
        // Apart from the push: rustc before 1.60 holds the borrow into the call.
        let v = mex(values);
        g.push(v);
    }
    g
}

/// Grundy value of a pile of `n` in Lasker's Nim. It exceeds u64 only for `n = 2^64 − 1`,
/// hence u128.
///
/// # Constraints
/// Any u64 `n`.
///
/// # Complexity
/// O(1), without branches (heap sizes come in random order, and a mispredicted branch per heap
/// cost more than the rest of the fold).
///
/// # Example
/// ```
/// use impartial::sums::multi::lasker_grundy;
/// assert_eq!((1..=8).map(lasker_grundy).collect::<Vec<_>>(), [1, 2, 4, 3, 5, 6, 8, 7]);
/// assert_eq!(lasker_grundy(u64::MAX), 1 << 64);
/// ```
#[inline]
pub fn lasker_grundy(n: u64) -> u128 {
    // 4k + 3 → 4k + 4 and 4k + 4 → 4k + 3; 0 stays 0.
    let up = u128::from(n & 3 == 3);
    let down = u128::from(n & 3 == 0 && n != 0);
    u128::from(n) + up - down
}

/// `x` XOR the Lasker's Nim values of `heaps`: the fold of a sum of heaps a chunk at a time,
/// in u64 lanes that vectorise (only `2^64 − 1`, worth `2^64`, needs a 65th bit).
///
/// # Constraints
/// Any heaps.
///
/// # Complexity
/// O(heaps), without branches.
///
/// # Example
/// ```
/// use impartial::sums::multi::{lasker_grundy, lasker_xor};
/// let heaps = [3, 4, 7, u64::MAX];
/// let x = heaps.iter().fold(0, |x, &h| x ^ lasker_grundy(h));
/// assert_eq!(lasker_xor(0, &heaps), x);
/// ```
pub fn lasker_xor(x: u128, heaps: &[u64]) -> u128 {
    let (mut low, mut top) = (0u64, 0u64);
    for &n in heaps {
        let up = u64::from(n & 3 == 3);
        let down = u64::from(n & 3 == 0 && n != 0);
        low ^= n.wrapping_add(up).wrapping_sub(down);
        top ^= u64::from(n == u64::MAX);
    }
    x ^ u128::from(low) ^ u128::from(top) << 64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::curriculum::lasker;

    #[test]
    fn lasker_values_match_search_and_the_table() {
        let table = grundy_table(200, |n| {
            let takes = (0..n).map(|left| vec![left]);
            let splits = (1..n).map(move |a| vec![a, n - a]);
            takes.chain(splits).collect()
        });
        let mut game = lasker();
        for n in 0..=200u64 {
            assert_eq!(u128::from(table[n as usize]), lasker_grundy(n), "n = {n}");
            if n <= 24 {
                let pile = if n == 0 { vec![] } else { vec![n] };
                assert_eq!(u128::from(game.grundy(&pile)), lasker_grundy(n), "n = {n}");
            }
        }
    }

    #[test]
    fn lasker_xor_is_the_fold_of_lasker_grundy() {
        let heaps: Vec<u64> = (0..300)
            .chain([u64::MAX, u64::MAX - 1, u64::MAX - 3, 1 << 63, u64::MAX])
            .collect();
        for start in 0..heaps.len() {
            let part = &heaps[start..];
            let want = part.iter().fold(7, |x, &h| x ^ lasker_grundy(h));
            assert_eq!(lasker_xor(7, part), want, "from {start}");
        }
    }

    #[test]
    fn sums_of_piles_match_search() {
        let mut game = lasker();
        for a in 1..9u64 {
            for b in a..9 {
                for c in b..9 {
                    let x = lasker_grundy(a) ^ lasker_grundy(b) ^ lasker_grundy(c);
                    assert_eq!(game.wins(&vec![a, b, c]), x != 0, "{a} {b} {c}");
                }
            }
        }
    }
}
