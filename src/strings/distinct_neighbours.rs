//! Delete a letter that is not at an end of a word, never leaving two equal letters side by
//! side; whoever cannot move loses. Used by AtCoder ABC 048 D (ARC 064 B).
//!
//! The ends never change, and a word where no letter can go alternates two letters: its
//! length is odd when its ends are equal and even when they differ. Every game from a word of
//! n letters therefore lasts n − (a length of that parity) moves, and the first player wins iff
//! n and "the ends are equal" have different parities.

/// Whether the first player wins on `word`, a word of at least 3 letters with no two equal
/// letters side by side.
///
/// # Constraints
/// `word.len() ≥ 3`, no two adjacent letters equal (as the statement promises).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::strings::distinct_neighbours::first_wins;
/// assert!(!first_wins(b"aba") && first_wins(b"abc") && first_wins(b"abcab"));
/// ```
pub fn first_wins(word: &[u8]) -> bool {
    let ends_equal = word.first() == word.last();
    (word.len() % 2 == 1) != ends_equal
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::atcoder::distinct_neighbours;

    #[test]
    fn matches_search() {
        let mut game = distinct_neighbours();
        let mut last: Vec<Vec<u8>> = vec![b"a".to_vec(), b"b".to_vec(), b"c".to_vec()];
        for len in 2..=10 {
            let longer = last
                .iter()
                .flat_map(|w| b"abcd".iter().map(move |&a| [w, &[a][..]].concat()));
            last = longer
                .filter(|w| w[w.len() - 2] != w[w.len() - 1])
                .collect();
            for w in last.iter().filter(|_| len >= 3) {
                assert_eq!(
                    first_wins(w),
                    game.wins(w),
                    "{:?}",
                    String::from_utf8_lossy(w)
                );
            }
        }
    }
}
