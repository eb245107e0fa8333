//! A knight that only moves back toward the top-left corner: from (x, y) to (x − 2, y + 1),
//! (x − 2, y − 1), (x + 1, y − 2) or (x − 1, y − 2), staying on a side × side board (cells
//! from 1). Used by HackerRank's A Chessboard Game and Chessboard Game, Again!.
//!
//! Every move lowers x + y (by 1 or 3), so the game ends; its Grundy values come from the
//! definition, cell by cell in order of x + y. Coins on a board move independently (several
//! may share a cell): a position of several coins is worth the XOR of theirs.

/// The Grundy values of the cells of a `side` × `side` board: `t[x − 1][y − 1]`.
///
/// # Constraints
/// `side` ≥ 1; the values are at most 4 (four moves), so they fit a u8.
///
/// # Complexity
/// O(side²).
///
/// # Example
/// ```
/// use impartial::boards::knight_back::values;
/// let t = values(15);
/// // HackerRank's sample: (5, 2) loses, (5, 3) and (8, 8) win.
/// assert_eq!(t[4][1], 0);
/// assert!(t[4][2] != 0 && t[7][7] != 0);
/// ```
pub fn values(side: usize) -> Vec<Vec<u8>> {
    let mut t = vec![vec![0u8; side]; side];
    let steps: [(isize, isize); 4] = [(-2, 1), (-2, -1), (1, -2), (-1, -2)];
    for sum in 0..2 * side.saturating_sub(1) + 1 {
        for x in sum.saturating_sub(side - 1)..=sum.min(side - 1) {
            let y = sum - x;
            let mut seen = [false; 5];
            for (dx, dy) in steps {
                let (a, b) = (x as isize + dx, y as isize + dy);
                if (0..side as isize).contains(&a) && (0..side as isize).contains(&b) {
                    seen[usize::from(t[a as usize][b as usize])] = true;
                }
            }
            t[x][y] = seen.iter().position(|&s| !s).unwrap_or(4) as u8;
        }
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every cell of boards up to 15 × 15 against the search of the moves, and pairs of coins
    /// on an 8 × 8 board against the search of both coins at once.
    #[test]
    fn against_search() {
        for side in 1..=15u64 {
            let t = values(side as usize);
            let mut game = crate::oracle::hackerrank::knight_back(side);
            for x in 1..=side {
                for y in 1..=side {
                    let g = game.grundy(&vec![(x, y)]);
                    assert_eq!(
                        u64::from(t[x as usize - 1][y as usize - 1]),
                        g,
                        "{side}: ({x}, {y})"
                    );
                }
            }
        }
        let t = values(8);
        let mut game = crate::oracle::hackerrank::knight_back(8);
        for a in 0..64u64 {
            for b in a..64 {
                let coins = vec![(a / 8 + 1, a % 8 + 1), (b / 8 + 1, b % 8 + 1)];
                let x =
                    t[(a / 8) as usize][(a % 8) as usize] ^ t[(b / 8) as usize][(b % 8) as usize];
                assert_eq!(x != 0, game.wins(&coins), "{coins:?}");
            }
        }
    }
}
