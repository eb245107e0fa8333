//! Take one object from each of two piles and put one on the third; whoever cannot move wins.
//! Used by Baekjoon 24678.
//!
//! Three piles; a move takes one object from each of two non-empty piles and adds one to the
//! third pile (Baekjoon 24678, 돌무더기 게임 1), and a player who cannot move *wins*. Every
//! move changes each pile by one, so it flips the parity of all three. With two or more even
//! piles the player to move wins: either no move is left (a win by the rule), or any move
//! leaves at most one even pile. With at most one even pile two piles are odd, hence
//! non-empty, so a move exists, and every move leaves two or more even piles to the opponent.
//! The tests check this against exhaustive search.

/// Whether the player to move wins from piles `x`, `y`, `z`: exactly when at least two of
/// them are even.
///
/// # Constraints
/// Any u64 piles.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::take::pair_to_third::first_wins;
/// assert!(!first_wins(1, 1, 1) && !first_wins(1, 3, 2) && first_wins(2, 3, 2));
/// ```
pub fn first_wins(x: u64, y: u64, z: u64) -> bool {
    (x % 2 == 0) as u8 + (y % 2 == 0) as u8 + (z % 2 == 0) as u8 >= 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::boj_boards::pass_one;

    #[test]
    fn matches_search() {
        let mut game = pass_one();
        for x in 0..18 {
            for y in x..18 {
                for z in y..18 {
                    assert_eq!(first_wins(x, y, z), game.wins(&[x, y, z]), "{x} {y} {z}");
                }
            }
        }
        assert!(first_wins(u64::MAX - 1, u64::MAX, 0) && !first_wins(u64::MAX, u64::MAX, 0));
    }
}
