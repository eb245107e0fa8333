//! Cut a letter out of a word when its two neighbours are equal, leaving the parts on each side
//! (and the letter) as words of their own; whoever cannot cut loses. Used by Codeforces 305E
//! (Playing with String).
//!
//! A letter can be cut when its neighbours are equal, and cutting it makes those neighbours the
//! ends of their parts, so they cannot be cut any more; every other letter keeps its
//! neighbours. The cuttable letters form runs, and cutting the k-th of a run of L leaves runs of
//! k − 2 and L − k − 1: the octal game `0.137` (Dawson's chess), whose value on L is Dawson's
//! Kayles' on L + 1 ([`crate::strings::own_colour_pairs::dawson_kayles`]).

use crate::strings::own_colour_pairs::dawson_kayles;

/// The first letter (0-based) whose cut wins for the player to move, if one does.
///
/// # Constraints
/// Any bytes.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use impartial::strings::equal_sides_cut::first_winning_cut;
/// assert_eq!(first_winning_cut(b"abacaba"), Some(1));
/// assert_eq!(first_winning_cut(b"abcde"), None);
/// ```
pub fn first_winning_cut(s: &[u8]) -> Option<usize> {
    let n = s.len();
    let cuttable = |i: usize| i >= 1 && i + 1 < n && s[i - 1] == s[i + 1];
    let value = |len: usize| dawson_kayles(len as u64 + 1);
    // Each run as (first letter, length).
    let mut runs = Vec::new();
    let mut i = 0;
    while i < n {
        if cuttable(i) {
            let start = i;
            while i < n && cuttable(i) {
                i += 1;
            }
            runs.push((start, i - start));
        } else {
            i += 1;
        }
    }
    let total = runs.iter().fold(0, |x, &(_, len)| x ^ value(len));
    if total == 0 {
        return None;
    }
    runs.iter().find_map(|&(start, len)| {
        (1..=len).find_map(|k| {
            let left = value(k.saturating_sub(2));
            let right = value((len - k).saturating_sub(1));
            (total ^ value(len) ^ left ^ right == 0).then(|| start + k - 1)
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces_games::{equal_sides_cut, pieces};

    #[test]
    fn runs_are_dawsons_chess() {
        // 0.137 by the mex rule to 400: cutting the k-th of L leaves k − 2 and L − k − 1.
        let mut g = vec![0u64; 400];
        for len in 1..g.len() {
            let seen: Vec<u64> = (1..=len)
                .map(|k| g[k.saturating_sub(2)] ^ g[(len - k).saturating_sub(1)])
                .collect();
            g[len] = (0..).find(|v| !seen.contains(v)).unwrap();
        }
        for (len, &v) in g.iter().enumerate() {
            assert_eq!(dawson_kayles(len as u64 + 1), v, "run of {len}");
        }
    }

    #[test]
    fn matches_search() {
        let mut game = equal_sides_cut();
        // Every word of up to 11 letters over {a, b} and of up to 7 over {a, b, c}.
        for (letters, longest) in [(2u32, 11u32), (3, 7)] {
            for len in 1..=longest {
                for code in 0..letters.pow(len) {
                    let s: Vec<u8> = (0..len)
                        .map(|i| b'a' + (code / letters.pow(i) % letters) as u8)
                        .collect();
                    let wins: Vec<usize> = (0..s.len())
                        .filter(|&i| i >= 1 && i + 1 < s.len() && s[i - 1] == s[i + 1])
                        .filter(|&i| {
                            let next = vec![s[..i].to_vec(), s[i + 1..].to_vec()];
                            !game.wins(&pieces(next))
                        })
                        .collect();
                    assert_eq!(first_winning_cut(&s), wins.first().copied(), "{s:?}");
                }
            }
        }
    }
}
