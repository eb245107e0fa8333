//! Empty bags onto dishes, then play Nim on the dishes. Used by AtCoder ARC 105 D.
//!
//! `N` bags of coins and `N` empty dishes; while a bag holds coins, a move empties one bag
//! onto any dish; then the moves are Nim's on the dishes; whoever cannot move loses (AtCoder
//! ARC 105 D Let's Play Nim).
//!
//! The bags take exactly `N` moves, so the Nim is begun by the first player when `N` is even
//! and by the second when it is odd, and whoever begins it wins when the dishes' XOR is not
//! 0. A dish holding more than all other dishes together makes it nonzero (the others' XOR is
//! at most their sum). The player who begins the Nim gets such a dish by always putting the
//! largest bag left on one dish `D`, answering each bag the other player put elsewhere with one
//! at least as large (with `N` odd, the second player takes as `D` the dish of the first bag,
//! which tips the balance). With `N` even the second player can instead keep the dishes in
//! equal pairs — putting the twin of each bag on the twin of its dish — exactly when every
//! size occurs an even number of times; otherwise some answer is strictly smaller and `D`
//! outweighs the rest. So: `N` odd, the second player wins; `N` even, the second player wins
//! exactly when the sizes pair up. A bag of no coins is no bag.

use crate::take::card_and_below;

/// Whether the first player wins with bags of `bags` coins (sorted in place; empty bags are
/// no bags).
///
/// # Constraints
/// Any sizes, any number of bags.
///
/// # Complexity
/// O(N log N).
///
/// # Example
/// ```
/// use impartial::split::bags_to_dishes::first_wins;
/// assert!(!first_wins(&mut vec![10]));
/// assert!(first_wins(&mut vec![1, 2]));
/// assert!(!first_wins(&mut vec![7, 3, 3, 7]));
/// assert!(!first_wins(&mut vec![0, 5]));
/// ```
pub fn first_wins(bags: &mut [u64]) -> bool {
    bags.sort_unstable();
    let empty = bags.iter().take_while(|&&b| b == 0).count();
    let bags = &mut bags[empty..];
    bags.len() % 2 == 0 && !card_and_below::pairs_up(bags)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::atcoder::bags_to_dishes;

    #[test]
    fn matches_search() {
        let mut game = bags_to_dishes();
        for n in 1..=4u32 {
            let top: u64 = if n == 4 { 3 } else { 4 };
            for code in 0..top.pow(n) {
                let mut bags: Vec<u64> = (0..n).map(|i| 1 + code / top.pow(i) % top).collect();
                bags.sort_unstable();
                let start = (bags.clone(), vec![0; n as usize]);
                assert_eq!(first_wins(&mut bags.clone()), game.wins(&start), "{bags:?}");
            }
        }
    }
}
