//! A palace on a grid moves as a rook toward the corner or one step diagonally toward it. Used
//! by Baekjoon 16879.
//!
//! The palace of Baekjoon 16879 stands on (x, y) and moves to (x', y) with x' < x, to (x, y')
//! with y' < y, or to (x − 1, y − 1): the moves of a rook and a king that bring it nearer the
//! corner (0, 0). Its Grundy value is `3·(⌊x/3⌋ ⊕ ⌊y/3⌋) + (x + y) mod 3`: the rook part alone
//! is Nim on two heaps (x ⊕ y), and the diagonal step folds each 3 × 3 block into the values
//! 0, 1, 2 above three times the block's Nim value. The tests check the formula against
//! exhaustive search on every square of a 120 × 120 board.

/// The Grundy value of a palace on (x, y).
///
/// # Constraints
/// Any u64 coordinates (the value is computed in u128).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::boards::palace::grundy;
/// assert_eq!(grundy(3, 2), 5);
/// assert_eq!(grundy(3, 3), 0); // the player to move loses
/// assert_eq!(grundy(7, 4) ^ grundy(3, 7) ^ grundy(1, 0), 0);
/// ```
pub fn grundy(x: u64, y: u64) -> u128 {
    let block = u128::from((x / 3) ^ (y / 3));
    let rest = (u128::from(x % 3) + u128::from(y % 3)) % 3;
    3 * block + rest
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::boj_boards::palace_values;

    #[test]
    fn matches_search() {
        let n = 120;
        for (x, row) in palace_values(n).iter().enumerate() {
            for (y, &v) in row.iter().enumerate() {
                assert_eq!(grundy(x as u64, y as u64), u128::from(v), "({x}, {y})");
            }
        }
        assert_eq!(grundy(u64::MAX, 0), 3 * u128::from(u64::MAX / 3));
    }
}
