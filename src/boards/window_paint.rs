//! Turn k consecutive cards of a row to one side; whoever makes every card alike wins, and play
//! may go on for ever. Used by Codeforces 1190C (Tokitsukaze and Duel).
//!
//! Repainting a window that is already one colour passes, and after any move the window just
//! painted is such a window. Both players have the same moves, so if the row left by a move
//! could be finished in one move, the player to move finishes it. Hence the first player wins
//! only at once (one colour's cards all fit in a window of k); otherwise she never wins, since
//! her opponent can always pass when no finishing move exists. The second player wins iff every
//! first move leaves a row he can finish; if some first move does not, the first player makes
//! it and passes for ever: a draw.

use crate::graphs::retrograde::Outcome;

/// The outcome for the first player on the row `cards` (`true` and `false` the two sides) when
/// a move paints `k` consecutive cards.
///
/// # Constraints
/// `1 ≤ k ≤ cards.len()`.
///
/// # Complexity
/// O(n) time, O(1) space: each of the 2(n − k + 1) first moves is checked in O(1) from the
/// first and last card of each side before and after the window, kept as it slides.
///
/// # Example
/// ```
/// use impartial::boards::window_paint::outcome;
/// use impartial::graphs::retrograde::Outcome::*;
/// let row = |s: &str| s.bytes().map(|b| b == b'1').collect::<Vec<_>>();
/// assert_eq!(outcome(&row("0101"), 2), Lose);
/// assert_eq!(outcome(&row("010101"), 1), Draw);
/// assert_eq!(outcome(&row("010101"), 5), Win);
/// ```
pub fn outcome(cards: &[bool], k: usize) -> Outcome {
    let n = cards.len();
    let side = |j: usize| usize::from(cards[j]);
    // first[c]: the first card of side c (n if none); upto[c]: one past its last (0 if none).
    let (mut first, mut upto) = ([n; 2], [0; 2]);
    for j in (0..n).rev() {
        first[side(j)] = j;
    }
    for j in 0..n {
        upto[side(j)] = j + 1;
    }
    let span = |c: usize| upto[c].saturating_sub(first[c]);
    if span(0) <= k || span(1) <= k {
        return Outcome::Win;
    }
    // As the window [i, i + k) slides: before[c], one past the last card of side c before it
    // (0 if none); after[c], the first card of side c after it (n if none).
    let (mut before, mut after) = ([0; 2], [k; 2]);
    for i in 0..=n - k {
        if i > 0 {
            before[side(i - 1)] = i;
        }
        for (c, a) in after.iter_mut().enumerate() {
            *a = (*a).max(i + k);
            while *a < n && side(*a) != c {
                *a += 1;
            }
        }
        for c in 0..2 {
            // Paint the window with c; the other side o keeps its cards outside it.
            let o = 1 - c;
            let low_o = if first[o] < i { first[o] } else { after[o] };
            let high_o = if upto[o] > i + k { upto[o] } else { before[o] };
            let span_o = high_o.saturating_sub(low_o);
            let span_c = upto[c].max(i + k) - first[c].min(i);
            if span_o > k && span_c > k {
                return Outcome::Draw;
            }
        }
    }
    Outcome::Lose
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces_loopy::window_paint;

    #[test]
    fn matches_search() {
        // Every row of up to 10 cards and every k: the search's outcome of the row as a move
        // left it, except that a uniform row at the start is a first move's win.
        for n in 1..=10u32 {
            for k in 1..=n {
                let searched = window_paint(n, k);
                for row in 0..1u32 << n {
                    let cards: Vec<bool> = (0..n).map(|i| row >> i & 1 == 1).collect();
                    let expected = match searched[&row] {
                        _ if row == 0 || row == (1 << n) - 1 => Outcome::Win,
                        Some(true) => Outcome::Win,
                        Some(false) => Outcome::Lose,
                        None => Outcome::Draw,
                    };
                    assert_eq!(outcome(&cards, k as usize), expected, "{cards:?}, k = {k}");
                }
            }
        }
    }
}
