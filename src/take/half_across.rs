//! Take an even number from one of two piles and move half of it to the other. Used by
//! AtCoder ABC 059 D.
//!
//! Two piles `x` and `y`; a move takes `2i` stones (`i ≥ 1`) from one pile, throws `i` away
//! and puts `i` on the other pile; whoever cannot move loses (AtCoder ABC 059 D
//! Alice&Brown).
//!
//! The first player loses exactly when `|x − y| ≤ 1`. A move changes the difference `x − y`
//! by `±3i`, so from a difference of at most 1 every move leaves one of at least `3i − 1 ≥ 2`;
//! from a difference `d ≥ 2` the move with `i = ⌊(d + 1)/3⌋` from the larger pile leaves
//! `|d − 3i| ≤ 1`, and it can be made: `2i ≤ d` is at most the larger pile. The positions
//! without a move, both piles below 2, have a difference of at most 1.

/// Whether the first player wins: the piles differ by at least 2.
///
/// # Constraints
/// Any piles.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::take::half_across::first_wins;
/// assert!(!first_wins(2, 1));
/// assert!(first_wins(5, 0));
/// assert!(!first_wins(1_000_000_000_000_000_000, 999_999_999_999_999_999));
/// ```
pub fn first_wins(x: u64, y: u64) -> bool {
    x.max(y) - x.min(y) >= 2
}

/// A winning move: `(pile, i)`, taking `2i` from pile `pile` (0 for `x`, 1 for `y`) and
/// putting `i` on the other; `None` when the first player loses.
///
/// # Constraints
/// Any piles.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::take::half_across::winning_move;
/// assert_eq!(winning_move(5, 0), Some((0, 2)));
/// assert_eq!(winning_move(4, 5), None);
/// ```
pub fn winning_move(x: u64, y: u64) -> Option<(usize, u64)> {
    let d = x.max(y) - x.min(y);
    // ⌊(d + 1)/3⌋ without overflow at d = 2^64 − 1.
    let i = d / 3 + u64::from(d % 3 == 2);
    (d >= 2).then(|| (usize::from(y > x), i))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::atcoder::half_across;

    #[test]
    fn matches_search() {
        let mut game = half_across();
        for x in 0..40u64 {
            for y in 0..40u64 {
                assert_eq!(first_wins(x, y), game.wins(&(x, y)), "({x}, {y})");
                match winning_move(x, y) {
                    Some((pile, i)) => {
                        let (from, to) = if pile == 0 { (x, y) } else { (y, x) };
                        assert!(i >= 1 && 2 * i <= from, "({x}, {y}): {pile} {i}");
                        let after = if pile == 0 {
                            (from - 2 * i, to + i)
                        } else {
                            (to + i, from - 2 * i)
                        };
                        assert!(!game.wins(&after), "({x}, {y}) to {after:?}");
                    }
                    None => assert!(!first_wins(x, y)),
                }
            }
        }
        assert_eq!(winning_move(u64::MAX, 0), Some((0, u64::MAX / 3)));
    }
}
