//! Eat a largest pile whole, or one candy from every pile; whoever eats the last candy loses.
//! Used by AtCoder AGC 002 E.
//!
//! Piles of candies; a move eats every candy of one largest pile, or one candy from each
//! nonempty pile; the player who eats the last candy loses (AtCoder AGC 002 E Candy Piles).
//!
//! Sorted from the largest, the piles are a Young diagram, and a position is a cell `(x, y)`:
//! `x` piles eaten whole, `y` candies eaten from each, inside the diagram while pile `x` (from
//! 0) has more than `y`. A move steps right or up; stepping out of the diagram eats the last
//! candy and loses. A cell and the one diagonally after it have the same outcome when both
//! are inside (each answers the other's move), so the start has the outcome of the last
//! diagonal cell `(i, i)`; from there the walk is straight (up or right, the other way out),
//! and the first player wins when either straight run is odd: `a_i − i − 1` cells up, and the
//! piles after `i` with more than `i` candies to the right.

/// Whether the first player wins on `piles` (sorted in place, largest first; empty piles are
/// no piles).
///
/// # Constraints
/// Any sizes, any number of piles.
///
/// # Complexity
/// O(N log N).
///
/// # Example
/// ```
/// use impartial::take::largest_or_layer::first_wins;
/// assert!(first_wins(&mut vec![1, 3]));
/// assert!(first_wins(&mut vec![1, 2, 1]));
/// assert!(!first_wins(&mut vec![1, 2, 3]));
/// ```
pub fn first_wins(piles: &mut [u64]) -> bool {
    piles.sort_unstable_by(|a, b| b.cmp(a));
    let n = piles.iter().take_while(|&&p| p > 0).count();
    if n == 0 {
        // The last candy was eaten before: the player to move has won.
        return true;
    }
    let a = &piles[..n];
    let mut i = 0;
    while i + 1 < n && a[i + 1] > (i + 1) as u64 {
        i += 1;
    }
    let up = a[i] - i as u64 - 1;
    let right = a[i + 1..].iter().take_while(|&&p| p > i as u64).count();
    up % 2 == 1 || right % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::atcoder::candy_piles;

    #[test]
    fn matches_search() {
        let mut game = candy_piles();
        for n in 1..=5u32 {
            let top: u64 = if n == 5 { 5 } else { 7 };
            for code in 0..top.pow(n) {
                let mut piles: Vec<u64> = (0..n).map(|i| 1 + code / top.pow(i) % top).collect();
                piles.sort_unstable();
                assert_eq!(
                    first_wins(&mut piles.clone()),
                    game.wins(&piles),
                    "{piles:?}"
                );
            }
        }
    }
}
