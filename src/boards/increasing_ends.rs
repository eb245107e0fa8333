//! Take the number at either end of a row, the numbers taken strictly increasing; whoever
//! takes last wins. Used by Codeforces 1600E.
//!
//! Let `left` be the length of the strictly increasing run that starts at the left end, and
//! `right` that of the run that starts at the right end (read leftward). A player who takes
//! from an end whose run is odd can keep taking along it, the opponent forced to follow: the
//! numbers taken only grow, so the other end, once passed by, stays out of reach. The first
//! player wins iff `left` or `right` is odd.

/// Whether the first player wins on the row `a`.
///
/// # Complexity
/// O(n).
///
/// # Example
/// ```
/// use impartial::boards::increasing_ends::first_wins;
/// assert!(first_wins(&[5]) && first_wins(&[5, 4, 5]) && !first_wins(&[5, 8, 2, 1, 10, 9]));
/// ```
pub fn first_wins(a: &[u64]) -> bool {
    run(a.iter()) % 2 == 1 || run(a.iter().rev()) % 2 == 1
}

/// The length of the strictly increasing run that starts `row`.
fn run<'a>(row: impl Iterator<Item = &'a u64>) -> usize {
    let mut last = None;
    row.take_while(|&&v| last.replace(v).map_or(true, |l| l < v))
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::increasing_ends;

    #[test]
    fn matches_search() {
        for n in 1..=7u32 {
            for code in 0..4u64.pow(n) {
                let a: Vec<u64> = (0..n).map(|i| code / 4u64.pow(i) % 4).collect();
                let mut game = increasing_ends(a.clone());
                assert_eq!(first_wins(&a), game.wins(&(0, a.len(), None)), "{a:?}");
            }
        }
    }
}
