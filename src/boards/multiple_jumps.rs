//! A token on a row of cells holding distinct numbers jumps from a cell holding a to a cell at
//! a distance that is a multiple of a and holding more than a; whoever cannot move loses. Used
//! by Codeforces 1033C.
//!
//! The moves go to larger numbers, so no position repeats: a cell wins iff it reaches a losing
//! one. Settling the cells from the largest number down, the cell holding a looks at the cells
//! congruent to it modulo a, n/a of them: n·(1 + 1/2 + … + 1/n) = O(n log n) looks in all.

/// For each cell of `a`, whether the player to move wins from it.
///
/// # Constraints
/// `a` holds each of 1..=n once (n = `a.len()`), as the statement promises.
///
/// # Complexity
/// O(n log n) time, O(n) memory.
///
/// # Example
/// ```
/// use impartial::boards::multiple_jumps::first_wins;
/// let w: String = first_wins(&[3, 6, 5, 4, 2, 7, 1, 8]).iter().map(|&w| if w { 'A' } else { 'B' }).collect();
/// assert_eq!(w, "BAAAABAB");
/// ```
pub fn first_wins(a: &[u32]) -> Vec<bool> {
    let n = a.len();
    let mut at = vec![0; n + 1];
    for (i, &v) in a.iter().enumerate() {
        at[v as usize] = i;
    }
    let mut wins = vec![false; n];
    for v in (1..=n).rev() {
        let i = at[v];
        let mut reach = (i % v..n).step_by(v);
        wins[i] = reach.any(|j| a[j] as usize > v && !wins[j]);
    }
    wins
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::multiple_jumps;

    /// Every permutation of 1..=n, in no particular order.
    fn permutations(n: u32) -> Vec<Vec<u32>> {
        (1..=n).fold(vec![Vec::new()], |all, v| {
            let wider = all
                .iter()
                .flat_map(|p| (0..=p.len()).map(move |i| [&p[..i], &[v], &p[i..]].concat()));
            wider.collect()
        })
    }

    #[test]
    fn matches_search() {
        for n in 1..=7 {
            for a in permutations(n) {
                let mut game = multiple_jumps(a.clone());
                let want: Vec<bool> = (0..a.len()).map(|i| game.wins(&i)).collect();
                assert_eq!(first_wins(&a), want, "{a:?}");
            }
        }
    }
}
