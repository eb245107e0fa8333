//! Staircase Nim: move objects one stair down. Used by AcWing 892, CSES 1099, Luogu P10507, Luogu P3480 and POJ 1704.
//!
//! Staircase Nim and the games that reduce to it (pieces on a line, non-decreasing piles).

/// Staircase Nim, read step by step: stones on steps 1, 2, …; a move carries any positive number
/// of stones from step i down to step i − 1 (step 0 is out of play). The stones on even steps do
/// not matter (any move there can be undone one step lower), so the position is Nim on the odd
/// steps.
///
/// # Complexity
/// O(1) per step.
///
/// # Example
/// ```
/// use impartial::boards::staircase::Staircase;
/// let s = [2, 1, 3].into_iter().fold(Staircase::default(), Staircase::push);
/// assert!(s.first_wins()); // 2 XOR 3 ≠ 0
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Staircase {
    steps: u64,
    nim_sum: u64,
}

impl Staircase {
    /// Adds the next step, holding `stones`.
    #[inline]
    pub fn push(self, stones: u64) -> Self {
        let odd = self.steps % 2 == 0; // the new step's number is self.steps + 1
        Staircase {
            steps: self.steps + 1,
            nim_sum: self.nim_sum ^ if odd { stones } else { 0 },
        }
    }

    /// Pieces on distinct cells 1, 2, … of a line, each moving left onto a free cell without
    /// passing another piece (POJ 1704 Georgia and Bob). The gap before the last piece is
    /// step 1, the gap before the one before it step 2, and so on: moving a piece shrinks the
    /// gap before it and widens the gap after it, which is one step lower.
    ///
    /// # Constraints
    /// `cells` sorted ascending, distinct, each at least 1.
    ///
    /// # Complexity
    /// O(number of pieces).
    ///
    /// # Example
    /// ```
    /// use impartial::boards::staircase::Staircase;
    /// assert!(!Staircase::of_pieces(&[1, 2, 3]).first_wins());
    /// assert!(Staircase::of_pieces(&[1, 5, 6, 7, 9, 12, 14, 17]).first_wins());
    /// ```
    pub fn of_pieces(cells: &[u64]) -> Staircase {
        (0..cells.len()).rev().fold(Staircase::default(), |s, i| {
            let before = if i == 0 { 0 } else { cells[i - 1] };
            s.push(cells[i] - before - 1)
        })
    }

    /// Piles in a row that never decrease from left to right, where a move takes stones from
    /// one pile and the row must still never decrease (POI 2009 KAM-Pebbles). Taking from pile
    /// i moves part of the step `a_i − a_{i−1}` onto the step after it; the last pile's step
    /// leaves the game. So the last pile's step is step 1, the one before it step 2, and so on.
    ///
    /// # Constraints
    /// `piles` non-decreasing.
    ///
    /// # Complexity
    /// O(number of piles).
    ///
    /// # Example
    /// ```
    /// use impartial::boards::staircase::Staircase;
    /// assert!(!Staircase::of_rising_piles(&[2, 2]).first_wins());
    /// assert!(Staircase::of_rising_piles(&[1, 2, 4]).first_wins());
    /// ```
    pub fn of_rising_piles(piles: &[u64]) -> Staircase {
        (0..piles.len()).rev().fold(Staircase::default(), |s, i| {
            let before = if i == 0 { 0 } else { piles[i - 1] };
            s.push(piles[i] - before)
        })
    }

    /// Whether the player to move wins.
    pub fn first_wins(&self) -> bool {
        self.nim_sum != 0
    }
}

/// How many windows of two or more consecutive piles of a non-decreasing row the first
/// player wins, each played as [`Staircase::of_rising_piles`] (HackerRank's Chocolate Game).
///
/// With D_j = a_j − a_{j−1} (a_0 = 0) and P(i) the XOR of the D_j with j ≤ i, j ≡ i (mod 2),
/// the window a_l … a_r, whose first step is a_l itself, is lost iff its odd steps D_r,
/// D_{r−2}, … XOR to 0: for an even length iff P(r) = P(l − 1), for an odd one iff
/// P(r) = P(l) ⊕ a_l. Counting equal keys in hash maps, by parity, as r grows gives the lost
/// windows.
///
/// # Constraints
/// `piles` non-decreasing.
///
/// # Complexity
/// O(n) expected time and memory.
///
/// # Example
/// ```
/// use impartial::boards::staircase::rising_windows_first_wins;
/// // HackerRank's sample: of the 10 windows of 1 1 2 2 3, Laurel (first) wins 5.
/// assert_eq!(rising_windows_first_wins(&[1, 1, 2, 2, 3]), 5);
/// ```
pub fn rising_windows_first_wins(piles: &[u64]) -> u64 {
    use std::collections::HashMap;
    let n = piles.len();
    let a = |i: usize| piles[i - 1]; // 1-based
                                     // p[i] = P(i) for 0 ≤ i ≤ n (P(0) = 0).
    let mut p = vec![0u64; n + 1];
    for i in 1..=n {
        let d = a(i) - if i > 1 { a(i - 1) } else { 0 };
        p[i] = if i >= 2 { p[i - 2] } else { 0 } ^ d;
    }
    // By parity of the index: the keys P(l − 1) of even-length windows and P(l) ⊕ a_l of
    // odd-length ones, for the l that a window ending at the current r may start at.
    let mut even: [HashMap<u64, u64>; 2] = Default::default();
    let mut odd: [HashMap<u64, u64>; 2] = Default::default();
    let mut lost = 0u64;
    for r in 2..=n {
        // l = r − 1 starts an even-length window; l = r − 2 an odd-length one.
        *even[r % 2].entry(p[r - 2]).or_insert(0) += 1;
        if r >= 3 {
            *odd[r % 2].entry(p[r - 2] ^ a(r - 2)).or_insert(0) += 1;
        }
        lost += even[r % 2].get(&p[r]).copied().unwrap_or(0);
        lost += odd[r % 2].get(&p[r]).copied().unwrap_or(0);
    }
    let n = n as u64;
    n * n.saturating_sub(1) / 2 - lost
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::curriculum::georgia;
    use crate::oracle::games::staircase;

    #[test]
    fn staircase_matches_search() {
        let mut game = staircase();
        for n in 0..=4usize {
            let mut steps = vec![0u64; n];
            loop {
                let s = steps
                    .iter()
                    .copied()
                    .fold(Staircase::default(), Staircase::push);
                assert_eq!(s.first_wins(), game.wins(&steps), "{steps:?}");
                // Next position: count in base 4.
                let Some(i) = steps.iter().position(|&x| x < 3) else {
                    break;
                };
                steps[i] += 1;
                steps[..i].iter_mut().for_each(|x| *x = 0);
            }
        }
    }

    #[test]
    fn pieces_on_a_line_match_search() {
        let mut game = georgia();
        for mask in 1u32..1 << 9 {
            let cells: Vec<u64> = (0..9)
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| i + 1)
                .collect();
            let want = game.wins(&cells);
            assert_eq!(Staircase::of_pieces(&cells).first_wins(), want, "{cells:?}");
        }
    }

    /// Random non-decreasing rows to 9 piles: every window by the search of the game.
    #[test]
    fn windows_match_search() {
        let mut game = crate::oracle::hackerrank_games_more::rising_piles();
        let mut seed = 5u64;
        for n in 0..=9usize {
            for _ in 0..20 {
                let mut row = Vec::new();
                let mut top = 0;
                for _ in 0..n {
                    top += crate::oracle::games::xorshift(&mut seed) % 3;
                    row.push(top.min(6));
                }
                let windows = (0..n)
                    .flat_map(|l| (l + 2..=n).map(move |r| (l, r)))
                    .filter(|&(l, r)| game.wins(&row[l..r].to_vec()))
                    .count();
                assert_eq!(rising_windows_first_wins(&row), windows as u64, "{row:?}");
            }
        }
    }
}
