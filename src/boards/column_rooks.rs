//! Each player has a rook in every column of a board; a move slides one of one's own rooks
//! along its column, never onto or past the other rook. Used by HackerRank's Vertical Rooks.
//!
//! The player to move wins iff the XOR of the gaps (the empty cells between the two rooks of
//! each column) is not 0: the gaps are Nim heaps, and moving away from the other rook, which
//! widens a gap, changes nothing. Proof: facing gaps with XOR ≠ 0, move a rook toward the
//! other to make the XOR 0 (Nim). Facing XOR 0, any narrowing is answered as in Nim, and a
//! widening of a gap by d is answered by moving one's own rook d cells toward the other, in
//! the same column (the cells it crosses were just vacated or lie between the rooks). The
//! winner so only ever moves rooks toward the opponent's, each of which stays on its side of
//! the board, so the winner moves finitely often and the game ends, with the winner's move,
//! since the XOR of the gaps is never 0 when the loser is to move.

/// The gap between rooks in rows `a` and `b` of one column: |a − b| − 1 empty cells.
///
/// # Constraints
/// a ≠ b.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::boards::column_rooks::gap;
/// // HackerRank's first sample: rows (1, 3), (2, 1), (2, 1): gaps 1, 0, 0, XOR 1, so the
/// // player to move (player 2 there) wins.
/// assert_eq!(gap(1, 3) ^ gap(2, 1) ^ gap(2, 1), 1);
/// ```
pub fn gap(a: u64, b: u64) -> u64 {
    a.max(b) - a.min(b) - 1
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every position on boards of 2 to 4 against retrograde analysis, which finds no draw.
    #[test]
    fn matches_retrograde_analysis() {
        for n in 2..=4 {
            for (columns, outcome) in crate::oracle::hackerrank_games_more::vertical_rooks(n) {
                let x = columns
                    .iter()
                    .fold(0, |x, &(a, b)| x ^ gap(u64::from(a), u64::from(b)));
                assert_eq!(outcome, Some(x != 0), "{columns:?}");
            }
        }
    }
}
