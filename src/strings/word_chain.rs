//! Word chains (shiritori): each word must begin with the last letters of the word before it;
//! whoever cannot say one loses. Used by AtCoder ABC 209 E (repeats allowed: play may go on for
//! ever) and ABC 278 F (each word once).
//!
//! With `overlap` letters carried over, a word is an edge from its first `overlap` letters to
//! its last ones, and the player to move holds a token on the letters just said: the token game
//! of [`crate::graphs::retrograde`], on as many vertices as there are distinct ends. With each
//! word said once at most, the game is the set of words said and the last one: a table over the
//! subsets of a few words ([`first_wins_once`]).

use crate::graphs::retrograde::{outcomes, Outcome};

/// For each word, the outcome for the player who starts by saying it: [`Outcome::Win`] if the
/// game can be won, [`Outcome::Lose`] if the other player wins, [`Outcome::Draw`] if neither
/// can force an end.
///
/// # Constraints
/// `1 ≤ overlap ≤ 8`; every word at least `overlap` letters long (any bytes; case counts).
///
/// # Complexity
/// O(N log N) for N words (their ends sorted to number them), then O(N) for the analysis.
///
/// # Example
/// ```
/// use impartial::graphs::retrograde::Outcome::*;
/// use impartial::strings::word_chain::after_each;
/// let words = [&b"abcd"[..], b"bcda", b"ada"];
/// // abcd leaves bcd, where only bcda is said, leaving cda, where nothing is.
/// assert_eq!(after_each(&words, 3), [Lose, Win, Draw]);
/// ```
pub fn after_each<W: AsRef<[u8]>>(words: &[W], overlap: usize) -> Vec<Outcome> {
    // Each end as a number (its bytes in a word), the ends sorted and numbered.
    // Eight bytes make a number exactly; a longer end would lose its first bytes.
    assert!((1..=8).contains(&overlap), "an overlap of 1 to 8 letters");
    let pack = |e: &[u8]| e.iter().fold(0u64, |k, &b| k << 8 | u64::from(b));
    let mut ends: Vec<u64> = Vec::with_capacity(2 * words.len());
    for w in words {
        let w = w.as_ref();
        ends.push(pack(&w[..overlap]));
        ends.push(pack(&w[w.len() - overlap..]));
    }
    let mut keys = ends.clone();
    keys.sort_unstable();
    keys.dedup();
    let id = |e: u64| keys.binary_search(&e).unwrap_or(0) as u32;
    let edges: Vec<(u32, u32)> = ends.chunks(2).map(|p| (id(p[0]), id(p[1]))).collect();
    let at = outcomes(keys.len(), &edges, &[]);
    // Saying a word hands the other player the token at its end.
    edges
        .iter()
        .map(|&(_, to)| match at[to as usize] {
            Outcome::Win => Outcome::Lose,
            Outcome::Lose => Outcome::Win,
            Outcome::Draw => Outcome::Draw,
        })
        .collect()
}

/// Whether the first player wins the chain in which each word may be said once at most (the
/// first word is free; each next word begins with the last letter of the one before).
///
/// # Constraints
/// At most 16 words, each nonempty. Words need not differ: each is a card to play once.
///
/// # Complexity
/// O(2^N · N²) time and O(2^N) words of memory: for each set of words said and each last word,
/// whether the player to move wins, by the words that may follow it, one bit each.
///
/// # Example
/// ```
/// use impartial::strings::word_chain::first_wins_once;
/// assert!(first_wins_once(&["ab", "bc", "cd"])); // cd: nothing follows
/// assert!(!first_wins_once(&["ab", "ba"]));
/// ```
pub fn first_wins_once<W: AsRef<[u8]>>(words: &[W]) -> bool {
    let n = words.len();
    assert!(n <= 16, "at most 16 words");
    let (first, last) = (
        |w: &W| w.as_ref()[0],
        |w: &W| w.as_ref()[w.as_ref().len() - 1],
    );
    // follows[i]: the words that may come after word i.
    let follows: Vec<u32> = (0..n)
        .map(|i| {
            (0..n)
                .filter(|&j| first(&words[j]) == last(&words[i]))
                .fold(0, |m, j| m | 1 << j)
        })
        .collect();
    // wins[said]: bit i set if the player to move wins after word i (in `said`) was said last.
    // Sets are looked at largest first: a move only adds words.
    let full = 1u32 << n;
    let mut wins = vec![0u16; full as usize];
    for said in (1..full).rev() {
        let mut bits = 0u16;
        for i in (0..n).filter(|&i| said >> i & 1 == 1) {
            let mut open = follows[i] & !said;
            while open != 0 {
                let j = open.trailing_zeros();
                open &= open - 1;
                if wins[(said | 1 << j) as usize] >> j & 1 == 0 {
                    bits |= 1 << i;
                    break;
                }
            }
        }
        wins[said as usize] = bits;
    }
    (0..n).any(|i| wins[1 << i] >> i & 1 == 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::atcoder::{word_chain, word_chain_once};

    #[test]
    fn matches_search() {
        // Every list of up to 4 words of 2 to 3 letters over {a, b}, chained on 1 and on 2
        // letters (each list one order of its words; repeats allowed).
        let mut all: Vec<Vec<u8>> = Vec::new();
        for len in 2..=3 {
            for code in 0..1u32 << len {
                all.push((0..len).map(|i| b'a' + (code >> i & 1) as u8).collect());
            }
        }
        let mut checked = 0;
        for overlap in 1..=2 {
            for count in 1..=4 {
                for pick in 0..all.len().pow(count) {
                    let words: Vec<Vec<u8>> = (0..count)
                        .map(|j| all[pick / all.len().pow(j) % all.len()].clone())
                        .collect();
                    let expected: Vec<Outcome> = word_chain(&words, overlap)
                        .into_iter()
                        .map(|o| match o {
                            Some(true) => Outcome::Win,
                            Some(false) => Outcome::Lose,
                            None => Outcome::Draw,
                        })
                        .collect();
                    assert_eq!(
                        after_each(&words, overlap),
                        expected,
                        "{words:?}, {overlap}"
                    );
                    checked += 1;
                }
            }
        }
        assert!(checked > 20_000);
    }

    #[test]
    fn once_each_matches_search() {
        // Every list of up to 5 words from ab, ba, aa, bb, abc, ca, c (repeats allowed).
        let all = [&b"ab"[..], b"ba", b"aa", b"bb", b"abc", b"ca", b"c"];
        for count in 1..=5u32 {
            for pick in 0..all.len().pow(count) {
                let words: Vec<Vec<u8>> = (0..count as usize)
                    .map(|j| all[pick / all.len().pow(j as u32) % all.len()].to_vec())
                    .collect();
                let searched = word_chain_once(&words).wins(&(0, None));
                assert_eq!(first_wins_once(&words), searched, "{words:?}");
            }
        }
    }
}
