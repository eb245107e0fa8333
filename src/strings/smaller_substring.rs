//! A substring grows to a lexicographically smaller one: from `s[l..=r]` a move goes to
//! `s[l'..=r']` with l' ≤ l and r' ≥ r that is smaller; whoever cannot move loses. The game
//! starts from each single letter in turn. Used by Codeforces 1220C.
//!
//! From `s[k]` the first player can move iff some letter before k is smaller than `s[k]`: a
//! smaller substring that contains `s[k..=k]` must start with a smaller letter (or with `s[k]`
//! itself, and then it is longer, so larger). Moving to the smallest such letter, extended
//! only to the left, leaves a substring that starts with the smallest letter of its prefix
//! and cannot shrink further, so the second player has no move: the first player wins iff
//! she can move at all.

/// For each start k, whether the first player wins: some letter of `s[..k]` is smaller
/// than `s[k]`.
///
/// # Complexity
/// O(|s|).
///
/// # Example
/// ```
/// use impartial::strings::smaller_substring::first_wins;
/// assert_eq!(first_wins(b"abba"), [false, true, true, false]);
/// assert_eq!(first_wins(b"cba"), [false, false, false]);
/// ```
pub fn first_wins(s: &[u8]) -> Vec<bool> {
    let mut least = u8::MAX;
    s.iter()
        .map(|&b| {
            let wins = least < b;
            least = least.min(b);
            wins
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::smaller_substring;

    #[test]
    fn matches_search() {
        let mut last: Vec<Vec<u8>> = vec![Vec::new()];
        for _ in 1..=7 {
            let longer = last
                .iter()
                .flat_map(|w| b"abc".iter().map(move |&a| [w, &[a][..]].concat()));
            last = longer.collect();
            for w in &last {
                let mut game = smaller_substring(w.clone());
                let want: Vec<bool> = (0..w.len()).map(|k| game.wins(&(k, k))).collect();
                assert_eq!(first_wins(w), want, "{:?}", String::from_utf8_lossy(w));
            }
        }
    }
}
