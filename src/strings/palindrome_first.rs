//! Remove any letter of a word; a player who, before their move, can arrange the letters into
//! a palindrome wins. Used by Codeforces 276B.
//!
//! Only the number k of letters that occur an odd number of times matters: a palindrome can
//! be made iff k ≤ 1, and a removal changes k by one. From k ≥ 2 a player must leave k ± 1,
//! and the player who leaves k = 1 loses at once; so from k ≥ 2 the game is decided by
//! parity, and the first player wins iff k = 0 or k is odd.

/// Whether the first player wins on `word`.
///
/// # Complexity
/// O(|word|).
///
/// # Example
/// ```
/// use impartial::strings::palindrome_first::first_wins;
/// assert!(first_wins(b"aba") && !first_wins(b"abca"));
/// ```
pub fn first_wins(word: &[u8]) -> bool {
    let mut odd = [false; 256];
    word.iter().for_each(|&b| odd[usize::from(b)] ^= true);
    let k = odd.iter().filter(|&&o| o).count();
    k == 0 || k % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::palindrome_first;

    #[test]
    fn matches_search() {
        let mut game = palindrome_first();
        // Every word of up to 4 kinds of letter, 3 of each at most, as its sorted counts.
        for code in 0..4u32.pow(4) {
            let counts: Vec<u64> = (0..4).map(|i| u64::from(code / 4u32.pow(i) % 4)).collect();
            let word: Vec<u8> = (0..4u8)
                .flat_map(|i| vec![b'a' + i; counts[usize::from(i)] as usize])
                .collect();
            let mut state = counts.clone();
            state.sort_unstable();
            assert_eq!(first_wins(&word), game.wins(&(state, false)), "{counts:?}");
        }
    }
}
