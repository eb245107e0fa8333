//! Two-player game graphs: a state is a position and the player to move, and each player has
//! moves of their own (issue 58's third family). Every state is a win, a loss or a loop
//! (neither side can force an end) for the player to move, by retrograde analysis: the same
//! propagation as [`crate::graphs::retrograde`], over states given by their predecessors.
//!
//! - [`circle_hole`]: move a monster round a circle by amounts from your own set; whoever
//!   moves it into the hole wins.

pub mod circle_hole;

pub use crate::graphs::retrograde::Outcome;
use crate::graphs::retrograde::{propagate, DRAWN, LOST, WON};

/// The outcome of every state `0..n` of a game graph given implicitly: `degree(s)` moves from
/// state s, `before(s)` the states with a move to s (once per move), the `fixed` states'
/// outcomes given (their own moves are not looked at). A state with no move is lost.
///
/// # Constraints
/// `n < 2^32`, fewer than 2^32 − 3 moves from a state; `before` agrees with `degree`.
///
/// # Complexity
/// O(n + m) for m moves, plus the cost of `before`; no recursion.
///
/// # Example
/// ```
/// use impartial::game_graphs::{outcomes_by, Outcome::*};
/// // A path 0 → 1 → 2 and a cycle 3 ⇄ 4.
/// let next: [&[u32]; 5] = [&[1], &[2], &[], &[4], &[3]];
/// let before = |s: u32| (0..5u32).filter(move |&u| next[u as usize].contains(&s));
/// let degree = |s: u32| [1, 1, 0, 1, 1][s as usize];
/// assert_eq!(outcomes_by(5, degree, &[], before), [Lose, Win, Lose, Draw, Draw]);
/// ```
pub fn outcomes_by<I: Iterator<Item = u32>>(
    n: usize,
    degree: impl Fn(u32) -> u32,
    fixed: &[(u32, Outcome)],
    before: impl FnMut(u32) -> I,
) -> Vec<Outcome> {
    let mut word: Vec<u32> = (0..n as u32).map(degree).collect();
    let mut queue = Vec::with_capacity(n);
    for &(s, o) in fixed {
        word[s as usize] = match o {
            Outcome::Win => WON,
            Outcome::Lose => LOST,
            // Fixed as a loop: nothing changes it.
            Outcome::Draw => DRAWN,
        };
    }
    for s in 0..n as u32 {
        if word[s as usize] == 0 {
            word[s as usize] = LOST;
        }
        if word[s as usize] >= LOST {
            queue.push(s);
        }
    }
    propagate(&mut word, &mut queue, None, before);
    let outcome = |w: u32| match w {
        WON => Outcome::Win,
        LOST => Outcome::Lose,
        _ => Outcome::Draw,
    };
    word.into_iter().map(outcome).collect()
}
