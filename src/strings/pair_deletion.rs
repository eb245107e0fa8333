//! Delete two adjacent letters, and the word closes up; whoever cannot move loses. Used by
//! Codeforces 1104B (equal letters) and Codeforces 1373B (different letters of a binary word).
//!
//! In both games the number of moves is the same however the players play, so the first
//! player wins iff it is odd:
//! - **Different letters of a binary word.** Every move deletes one `0` and one `1`, and a
//!   move exists while both occur (somewhere a `0` then meets a `1`): min(#0, #1) moves.
//! - **Equal letters.** Deletions cancel like brackets: whatever their order, what is left is
//!   the word a stack leaves (push each letter, pop it instead when it equals the top), so the
//!   game has as many moves as the stack pops.

/// The number of moves of the game on `word` (of `0` and `1`) where a move deletes two
/// adjacent different letters: min(#0, #1).
///
/// # Constraints
/// `word` holds `0` and `1` only (any other byte counts as a `0`).
///
/// # Complexity
/// O(|word|).
///
/// # Example
/// ```
/// use impartial::strings::pair_deletion::{first_wins, unequal_moves};
/// assert_eq!(unequal_moves(b"0011"), 2);
/// assert!(first_wins(unequal_moves(b"01")) && !first_wins(unequal_moves(b"1111")));
/// ```
pub fn unequal_moves(word: &[u8]) -> u64 {
    let ones = word.iter().filter(|&&b| b == b'1').count() as u64;
    ones.min(word.len() as u64 - ones)
}

/// The number of moves of the game on `word` where a move deletes two adjacent equal letters:
/// the pops of a stack that pushes each letter, or pops it when it equals the top.
///
/// # Complexity
/// O(|word|) time and memory.
///
/// # Example
/// ```
/// use impartial::strings::pair_deletion::{equal_moves, first_wins};
/// assert_eq!(equal_moves(b"abba"), 2);
/// assert!(first_wins(equal_moves(b"iiq")) && !first_wins(equal_moves(b"abacaba")));
/// ```
pub fn equal_moves(word: &[u8]) -> u64 {
    let (mut stack, mut pops) = (Vec::with_capacity(word.len()), 0);
    for &b in word {
        if stack.last() == Some(&b) {
            stack.pop();
            pops += 1;
        } else {
            stack.push(b);
        }
    }
    pops
}

/// Whether the first player wins a game of `moves` moves, however played: `moves` is odd.
///
/// # Example
/// ```
/// assert!(impartial::strings::pair_deletion::first_wins(3));
/// ```
pub fn first_wins(moves: u64) -> bool {
    moves % 2 == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::pair_deletion;

    /// Every word of the alphabet up to `len` letters.
    fn words(alphabet: &[u8], len: usize) -> Vec<Vec<u8>> {
        let (mut all, mut last) = (vec![Vec::new()], vec![Vec::new()]);
        for _ in 0..len {
            let longer = last
                .iter()
                .flat_map(|w| alphabet.iter().map(move |&a| [w, &[a][..]].concat()));
            last = longer.collect();
            all.extend(last.iter().cloned());
        }
        all
    }

    #[test]
    fn matches_search() {
        let (mut equal, mut unequal) = (pair_deletion(true), pair_deletion(false));
        for w in words(b"01", 12) {
            assert_eq!(first_wins(unequal_moves(&w)), unequal.wins(&w), "{w:?}");
            assert_eq!(first_wins(equal_moves(&w)), equal.wins(&w), "{w:?}");
        }
        for w in words(b"abc", 8) {
            assert_eq!(first_wins(equal_moves(&w)), equal.wins(&w), "{w:?}");
        }
    }
}
