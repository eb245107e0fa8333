//! Take a card and every card of a smaller value. Used by Codeforces 914B; its pairing test is
//! also [`crate::split::bags_to_dishes`]'s.
//!
//! Cards with values; a move takes one card and removes every card of a strictly smaller
//! value; whoever cannot move loses (Codeforces 914B Conan and Agasa play a Card Game).
//!
//! When every value occurs an even number of times, the second player answers each card with
//! another of the same value: the cards removed below it are the same either way, and the
//! values above still pair up. Otherwise the first player takes a card of the largest value
//! that occurs an odd number of times, which leaves only values above it, each an even number
//! of times: the same position for the opponent.

/// Whether every value of `values` occurs an even number of times (sorted in place when a
/// value reaches 2^22).
///
/// # Constraints
/// Any values.
///
/// # Complexity
/// O(n + max/64) below 2^22 (a bit of parity a value), else O(n log n).
///
/// # Example
/// ```
/// use impartial::take::card_and_below::pairs_up;
/// assert!(pairs_up(&mut [7, 3, 3, 7]));
/// assert!(!pairs_up(&mut [4, 5, 7]));
/// ```
pub fn pairs_up(values: &mut [u64]) -> bool {
    let top = values.iter().copied().max().unwrap_or(0);
    if top < 1 << 22 {
        let mut odd = vec![0u64; (top / 64 + 1) as usize];
        for &v in values.iter() {
            odd[(v / 64) as usize] ^= 1 << (v % 64);
        }
        return odd.iter().all(|&w| w == 0);
    }
    values.sort_unstable();
    values.len() % 2 == 0 && values.chunks(2).all(|pair| pair[0] == pair[1])
}

/// Whether the first player wins: some value occurs an odd number of times.
///
/// # Constraints
/// Any values.
///
/// # Complexity
/// As [`pairs_up`].
///
/// # Example
/// ```
/// use impartial::take::card_and_below::first_wins;
/// assert!(first_wins(&mut [4, 5, 7]));
/// assert!(!first_wins(&mut [1, 1]));
/// ```
pub fn first_wins(cards: &mut [u64]) -> bool {
    !pairs_up(cards)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::card_and_below;

    #[test]
    fn matches_search() {
        let mut game = card_and_below();
        for n in 0..=5u32 {
            for code in 0..4u64.pow(n) {
                let mut cards: Vec<u64> = (0..n).map(|i| code / 4u64.pow(i) % 4).collect();
                cards.sort_unstable();
                assert_eq!(
                    first_wins(&mut cards.clone()),
                    game.wins(&cards),
                    "{cards:?}"
                );
            }
        }
    }
}
