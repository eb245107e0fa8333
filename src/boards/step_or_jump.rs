//! Move a piece one cell down, one cell right, or k cells down and k right at once; whoever
//! cannot move (at the far corner) loses. Used by Codeforces 36D (New Game with a Chess Piece).
//!
//! Count what is left to go, a down and b right (a ≤ b, from the corner of an n × m board: a =
//! min − 1). Without the jump the walk is forced in length, a + b moves. With k = 1 the lost
//! positions are those with a and b both even (a diagonal step keeps that, a single one breaks
//! it). With k ≥ 2 the lost positions repeat along the diagonal in blocks of k + 1: with
//! q = ⌊(a + 1)/(k + 1)⌋ blocks taken off both, a position on a block's edge (a + 1 a
//! multiple of k + 1) is a win, and otherwise the parity of a + b + q decides, each block
//! flipping it once. (Checked against search for every board to 45 × 45 and k to 8.)

/// Whether the first player wins on an `n` × `m` board with jumps of `k`.
///
/// # Constraints
/// `n, m, k ≥ 1`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::boards::step_or_jump::first_wins;
/// assert!(!first_wins(1, 1, 2));
/// assert!(first_wins(3, 3, 2)); // the jump to the corner
/// assert!(!first_wins(2, 2, 2));
/// ```
pub fn first_wins(n: u64, m: u64, k: u64) -> bool {
    let (short, long) = (n.min(m), n.max(m));
    if k == 1 {
        return short % 2 == 0 || long % 2 == 0;
    }
    // Whole blocks of k + 1 in the shorter side: none when k ≥ short (k + 1 may overflow).
    let (q, taken) = match k < short {
        true => (short / (k + 1), short / (k + 1) * (k + 1)),
        false => (0, 0),
    };
    let (a, b) = (short - taken, long - taken);
    a == 0 || (a % 2 + b % 2 + q % 2) % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces_games::step_or_jump;

    #[test]
    fn matches_search() {
        for k in 1..=8 {
            let mut game = step_or_jump(k);
            for n in 1..=45 {
                for m in 1..=45 {
                    let searched = game.wins(&(n - 1, m - 1));
                    assert_eq!(first_wins(n, m, k), searched, "{n} × {m}, k = {k}");
                }
            }
        }
        assert!(first_wins(u64::MAX, u64::MAX, u64::MAX - 1)); // a single jump ends it
        assert!(!first_wins(u64::MAX, u64::MAX, u64::MAX)); // no jump: 2(2^64 − 2) steps
    }
}
