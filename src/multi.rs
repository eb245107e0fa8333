//! Multi-SG: games in which a move may split one game into several. By the Sprague–Grundy
//! theorem the parts of a split form a sum, so an option that leaves parts `p₁, …, p_k` has
//! the value `g(p₁) ⊕ … ⊕ g(p_k)`, and a game's value is the mex of those.
//!
//! Lasker's Nim is the classic case: a move takes any positive number from one pile, or splits
//! a pile into two non-empty piles. Its values follow a period-4 pattern: `g(4k+1) = 4k+1`,
//! `g(4k+2) = 4k+2`, `g(4k+3) = 4k+4`, `g(4k+4) = 4k+3`.

use super::sg::mex;

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
/// let g = impartial::multi::grundy_table(8, |n| {
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
        g.push(mex(values));
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
/// O(1).
///
/// # Example
/// ```
/// use impartial::multi::lasker_grundy;
/// assert_eq!((1..=8).map(lasker_grundy).collect::<Vec<_>>(), [1, 2, 4, 3, 5, 6, 8, 7]);
/// assert_eq!(lasker_grundy(u64::MAX), 1 << 64);
/// ```
#[inline]
pub fn lasker_grundy(n: u64) -> u128 {
    let n = u128::from(n);
    match n % 4 {
        0 => n.saturating_sub(1),
        3 => n + 1,
        _ => n,
    }
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
