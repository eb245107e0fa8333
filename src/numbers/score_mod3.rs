//! Take the numbers of a list in turn, each into one's own score; the second player wins iff
//! the two scores are equal mod 3. Used by HackerRank's New Year Game.
//!
//! The second player wins iff the counts of numbers ≡ 1 and ≡ 2 (mod 3) are both even.
//!
//! Write D = (first's score − second's) mod 3: a number r taken by the first adds r, by the
//! second subtracts r. Two more numbers of the same residue never change the winner: the
//! winner of the game without them plays its strategy there, answers the opponent's taking
//! one of the pair by taking the other (r − r, or −r + r, adds 0), and if the pair is all that
//! is left, the two players take one each, which again adds 0. So only the parities of the
//! three counts matter, and the eight games of at most one number per residue decide: {} and
//! {0} end at D = 0; {1}, {2}, {0, 1}, {0, 2}, {1, 2} and {0, 1, 2} cannot (with {1, 2} the
//! second takes the other number: 1 − 2 or 2 − 1, never 0; with {0, 1, 2} the first takes 0
//! and the others end at ±1).

/// Whether the first player wins on `values`.
///
/// # Constraints
/// Any u64 values.
///
/// # Complexity
/// O(values).
///
/// # Example
/// ```
/// use impartial::numbers::score_mod3::first_wins;
/// // HackerRank's sample: Balsa (first) wins on 7 6 18, Koca on 3.
/// assert!(first_wins([7, 6, 18]));
/// assert!(!first_wins([3]));
/// ```
pub fn first_wins(values: impl IntoIterator<Item = u64>) -> bool {
    let mut odd = [false; 3];
    values
        .into_iter()
        .for_each(|v| odd[(v % 3) as usize] ^= true);
    odd[1] || odd[2]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every multiset of residues with up to 5 of each against the search of every take.
    #[test]
    fn matches_search() {
        for c in 0..216u64 {
            let counts = [c % 6, c / 6 % 6, c / 36];
            let values =
                (0..3u64).flat_map(|r| std::iter::repeat(r).take(counts[r as usize] as usize));
            assert_eq!(
                first_wins(values),
                crate::oracle::hackerrank_games_more::score_mod3_first_wins(counts),
                "{counts:?}"
            );
        }
    }
}
