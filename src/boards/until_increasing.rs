//! Remove any one number from a row until what is left is increasing; whoever leaves an
//! increasing row wins. Used by HackerRank's Permutation Game.
//!
//! An increasing row is a lost position for the player to move (the game is over), so this is
//! normal play on the subsets of the row that can still be reached: a bitmask search over all
//! 2^n subsets, smallest first, with "increasing" carried from the subset without its last
//! element.

/// Whether the first player wins on `row` (strictly increasing counts as increasing; a row
/// that starts increasing is lost for the first player, who has no move).
///
/// # Constraints
/// `row.len() ≤ 24` (2^n bytes of memory).
///
/// # Complexity
/// O(2^n · n) time, O(2^n) memory.
///
/// # Example
/// ```
/// use impartial::boards::until_increasing::first_wins;
/// // HackerRank's sample: Alice wins on 1 3 2, Bob on 5 3 2 1 4.
/// assert!(first_wins(&[1, 3, 2]));
/// assert!(!first_wins(&[5, 3, 2, 1, 4]));
/// ```
pub fn first_wins(row: &[u64]) -> bool {
    let n = row.len();
    assert!(n <= 24, "a row of {} numbers is beyond 2^24 subsets", n);
    // state[m]: 1 if the subset m is increasing, 2 if the player to move there wins, else 0.
    let mut state = vec![0u8; 1 << n];
    state[0] = 1;
    for m in 1usize..1 << n {
        let h = usize::BITS - 1 - m.leading_zeros();
        let rest = m ^ (1 << h);
        // Increasing iff the rest is and its last element (if any) is below the new one.
        let below = |r: usize| row[(usize::BITS - 1 - r.leading_zeros()) as usize];
        if state[rest] == 1 && (rest == 0 || below(rest) < row[h as usize]) {
            state[m] = 1;
            continue;
        }
        let mut bits = m;
        while bits != 0 {
            let i = bits.trailing_zeros();
            if state[m ^ (1 << i)] != 2 {
                state[m] = 2;
                break;
            }
            bits &= bits - 1;
        }
    }
    state[(1 << n) - 1] == 2
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every permutation of up to 7 numbers against the search of the removals.
    #[test]
    fn matches_search() {
        let mut game = crate::oracle::hackerrank_games_more::until_increasing();
        for n in 1..=7usize {
            let mut perm: Vec<u64> = (1..=n as u64).collect();
            // Every permutation in lexicographic order.
            loop {
                assert_eq!(first_wins(&perm), game.wins(&perm), "{perm:?}");
                let i = match (0..n - 1).rev().find(|&i| perm[i] < perm[i + 1]) {
                    Some(i) => i,
                    None => break,
                };
                let j = (i + 1..n).rev().find(|&j| perm[j] > perm[i]).unwrap();
                perm.swap(i, j);
                perm[i + 1..].reverse();
            }
        }
    }
}
