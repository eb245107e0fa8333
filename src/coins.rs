//! Coin-turning games: a row of coins, some heads; a move turns over a set of coins of an
//! allowed shape whose rightmost coin goes from heads to tails. Such a position is the sum of
//! its heads (each head is a game of its own, and turning a coin twice cancels), so its value
//! is the XOR of the values of the heads. Two-dimensional games whose moves are products of
//! one-dimensional moves are worth the nim-product of the two values (the Tartan theorem,
//! [`super::nimber::product`]).
//!
//! - [`ruler`]: the Ruler game, turning any run of consecutive coins that ends at a head. A
//!   head at position n (from 1) is worth the largest power of 2 dividing n.

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
/// use impartial::coins::ruler;
/// assert_eq!((1..9).map(ruler).collect::<Vec<_>>(), [1, 2, 1, 4, 1, 2, 1, 8]);
/// ```
pub fn ruler(n: u64) -> u64 {
    debug_assert!(n >= 1);
    n & n.wrapping_neg()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::games::Game;

    /// The Ruler game by its rules on a row of `n` coins (bit i: coin i + 1 is heads).
    fn ruler_game(n: u32) -> Game<u32> {
        Game::normal(move |&heads: &u32| {
            let mut out = Vec::new();
            for x in 0..n {
                if heads >> x & 1 == 1 {
                    for len in 1..=x + 1 {
                        let run = ((1u32 << len) - 1) << (x + 1 - len);
                        out.push(heads ^ run);
                    }
                }
            }
            out
        })
    }

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
}
