//! Coin turning: the Ruler game and the corner game. Used by Luogu P2594.
//!
//! Coin-turning games: a row of coins, some heads; a move turns over a set of coins of an
//! allowed shape whose rightmost coin goes from heads to tails. Such a position is the sum of
//! its heads (each head is a game of its own, and turning a coin twice cancels), so its value
//! is the XOR of the values of the heads. Two-dimensional games whose moves are products of
//! one-dimensional moves are worth the nim-product of the two values (the Tartan theorem,
//! [`crate::nimber::product`]).
//!
//! - [`ruler`]: the Ruler game, turning any run of consecutive coins that ends at a head. A
//!   head at position n (from 1) is worth the largest power of 2 dividing n.
//! - [`corner`]: turning connected sets of coins that end at a tail in their lowest-right
//!   corner (Luogu P2594).

/// The value of a head at position `n ≥ 1` in the Ruler game: the largest power of 2
/// dividing n.
///
/// # Constraints
/// `n ≥ 1`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::boards::coins::ruler;
/// assert_eq!((1..9).map(ruler).collect::<Vec<_>>(), [1, 2, 1, 4, 1, 2, 1, 8]);
/// ```
pub fn ruler(n: u64) -> u64 {
    debug_assert!(n >= 1);
    n & n.wrapping_neg()
}

/// The value of a tail at row `i`, column `j` (from 1) of the corner game of Luogu P2594
/// (\[ZJOI2009\] 染色游戏), as a bit index: the value is `2^corner(i, j)`. A move there turns
/// over a connected set of coins whose lowest-right coin goes from tails to heads and all of
/// whose other coins lie up and to the left of it (row ≤ i, column ≤ j). On the first row or
/// column that is the Ruler game along a line of `i + j − 1` coins (the largest power of 2
/// dividing `i + j − 1`); elsewhere a tail is worth `2^(i + j − 2)`. The tests check these
/// values and their sums against search of the game as stated on boards up to 3 × 4.
///
/// # Constraints
/// `i, j ≥ 1`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::boards::coins::corner;
/// assert_eq!([corner(1, 1), corner(1, 2), corner(2, 1), corner(2, 2)], [0, 1, 1, 2]);
/// assert_eq!(corner(100, 100), 198);
/// ```
pub fn corner(i: u32, j: u32) -> u32 {
    debug_assert!(i >= 1 && j >= 1);
    match i == 1 || j == 1 {
        true => (i + j - 1).trailing_zeros(),
        false => i + j - 2,
    }
}

/// The sum of a corner game's tails, read row by row: its value as a set of bits (the
/// values are powers of 2, so the sum keeps one parity per exponent).
///
/// # Constraints
/// Rows and columns from 1, `row + column ≤ 257` (the values fit 256 bits).
///
/// # Complexity
/// O(1) a coin, without a branch on the coin (boards are random); 32 bytes.
///
/// # Example
/// ```
/// use impartial::boards::coins::Corner;
/// // Luogu's sample: tails at (2, 1) and (2, 2) of a 2 × 2 board win.
/// let mut board = Corner::default();
/// board.add_row(1, [false, false]);
/// board.add_row(2, [true, true]);
/// assert!(board.first_wins());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Corner {
    bits: [u64; 4],
}

impl Corner {
    /// Adds the coin at row `i`, column `j`, when `tail`.
    pub fn add(&mut self, i: u32, j: u32, tail: bool) {
        let b = corner(i, j);
        self.bits[(b / 64) as usize] ^= u64::from(tail) << (b % 64);
    }

    /// Adds row `i`: whether each coin from column 1 on is a tail.
    pub fn add_row(&mut self, i: u32, tails: impl IntoIterator<Item = bool>) {
        for (j, tail) in (1..).zip(tails) {
            self.add(i, j, tail);
        }
    }

    /// Whether the player to move wins: the sum is not zero.
    pub fn first_wins(&self) -> bool {
        self.bits != [0; 4]
    }
}

/// Whether the first player wins the corner game with tails at the given `(row, column)`s.
///
/// # Constraints
/// Rows and columns from 1, `row + column ≤ 257` (the values fit 256 bits).
///
/// # Complexity
/// O(number of tails).
///
/// # Example
/// ```
/// use impartial::boards::coins::corner_first_wins;
/// // Luogu's samples: no tail loses; tails at (2, 1) and (2, 2) win; (1, 1) wins.
/// assert!(!corner_first_wins([]));
/// assert!(corner_first_wins([(2, 1), (2, 2)]));
/// assert!(corner_first_wins([(1, 1)]));
/// ```
pub fn corner_first_wins(tails: impl IntoIterator<Item = (u32, u32)>) -> bool {
    let mut board = Corner::default();
    for (i, j) in tails {
        board.add(i, j, true);
    }
    board.first_wins()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::curriculum::ruler_game;

    #[test]
    fn heads_and_their_sums_match_search() {
        let n = 10;
        let mut game = ruler_game(n);
        for heads in 0u32..1 << n {
            let xor = (0..n)
                .filter(|&i| heads >> i & 1 == 1)
                .fold(0, |x, i| x ^ ruler(u64::from(i) + 1));
            assert_eq!(xor, game.grundy(&heads), "{heads:b}");
        }
        assert_eq!(ruler(1 << 63), 1 << 63);
        assert_eq!(ruler(u64::MAX), 1);
    }

    #[test]
    fn corner_values_and_sums_match_search() {
        for (r, c) in [(1, 6), (2, 3), (3, 3), (3, 4), (4, 3)] {
            let mut game = crate::oracle::luogu_oi::corner_game(r, c);
            for tails in 0u32..1 << (r * c) {
                let xor = (0..r * c)
                    .filter(|&b| tails >> b & 1 == 1)
                    .fold(0u64, |x, b| x ^ 1 << corner(b / c + 1, b % c + 1));
                assert_eq!(xor, game.grundy(&tails), "{r}x{c} {tails:b}");
            }
        }
    }
}
