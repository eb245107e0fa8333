//! Nimble: coins on a strip of squares 0, 1, 2, …; a move carries one coin any number of
//! squares to the left (squares may hold many coins). Used by HackerRank's Nimble Game.
//!
//! A coin on square i moves like a Nim heap of i (it can reach every smaller square), and
//! coins move independently: the position is Nim on the squares of its coins. Two coins on one
//! square cancel, so only the parity of each square's count matters.

/// The nim-sum `x` with `coins` coins on `square` added: `x ⊕ square` for an odd count.
///
/// # Constraints
/// Any u64 square and count.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::boards::nimble;
/// // HackerRank's sample: 0 2 3 0 6 coins on squares 0..5.
/// let x = [0, 2, 3, 0, 6].iter().zip(0..).fold(0, |x, (&c, i)| nimble::add(x, i, c));
/// assert_eq!(x, 2);
/// ```
pub fn add(x: u64, square: u64, coins: u64) -> u64 {
    match coins % 2 {
        1 => x ^ square,
        _ => x,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every strip of up to 4 squares with up to 3 coins a square, against the search of the
    /// coins' moves.
    #[test]
    fn against_search() {
        let mut game = crate::oracle::hackerrank::nimble();
        for code in 0..4u64.pow(4) {
            for len in 1..=4 {
                let counts: Vec<u64> = (0..len).map(|i| code / 4u64.pow(i) % 4).collect();
                let x = (0..).zip(&counts).fold(0, |x, (i, &c)| add(x, i, c));
                assert_eq!(x != 0, game.wins(&counts), "{counts:?}");
            }
        }
    }
}
