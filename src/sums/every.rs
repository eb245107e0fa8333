//! Every-SG: move in every component at once. Used by HDU 3595.
//!
//! Every-SG: a sum of games in which every turn makes a move in *every* component that still
//! has one; whoever cannot move loses. Grundy values do not decide this compound; step counts
//! do. In one component, the winner wants its win to last, the loser wants a quick end:
//!
//! - a terminal position has 0 steps (and is lost for the player to move);
//! - a winning position has `1 + max` steps over its *losing* options;
//! - a losing position has `1 + min` steps over all its options.
//!
//! Winning positions have odd counts and losing ones even counts. The compound is decided by
//! the component that lasts longest: the first player wins iff the largest count is odd.

/// Outcome and step count of one component.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Steps {
    /// Whether the player to move wins the component alone.
    pub wins: bool,
    /// How many moves the component lasts under best play (see the module doc).
    pub steps: u64,
}

/// Whether the first player wins the Every-SG compound of components with these step counts.
///
/// # Complexity
/// O(number of components).
///
/// # Example
/// ```
/// use impartial::sums::every::first_wins;
/// assert!(first_wins([1, 1, 1]));
/// assert!(!first_wins([3, 4]));
/// assert!(!first_wins([]));
/// ```
pub fn first_wins(steps: impl IntoIterator<Item = u64>) -> bool {
    steps.into_iter().max().map_or(false, |m| m % 2 == 1)
}

/// Steps of every state of a game on states `0..n` whose options (from `options(v)`) are all
/// below `v`.
///
/// # Constraints
/// Options of `v` are below `v`.
///
/// # Complexity
/// O(n + number of options).
///
/// # Example
/// ```
/// use impartial::sums::every::{steps_table, Steps};
/// // Take 1 or 2 from a pile: 3 loses in 2 steps (3 → 2 → 0, or 3 → 1 → 0).
/// let t = steps_table(4, |v| (1..=2).filter(|&k| k <= v).map(|k| v - k).collect());
/// assert_eq!(t[3], Steps { wins: false, steps: 2 });
/// assert_eq!(t[2], Steps { wins: true, steps: 1 });
/// ```
pub fn steps_table(n: usize, mut options: impl FnMut(usize) -> Vec<usize>) -> Vec<Steps> {
    let mut t: Vec<Steps> = Vec::with_capacity(n);
    for v in 0..n {
        let opts = options(v);
        let losing = opts.iter().filter(|&&u| !t[u].wins).map(|&u| t[u].steps);
        let s = match losing.max() {
            Some(m) => Steps {
                wins: true,
                steps: m + 1,
            },
            None => Steps {
                wins: false,
                steps: opts.iter().map(|&u| t[u].steps + 1).min().unwrap_or(0),
            },
        };
        t.push(s);
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::curriculum::every;
    use crate::oracle::games::Game;

    /// Subtraction of 1, 2 or 5, as a component of the compound.
    fn takes(&n: &u64) -> Vec<u64> {
        [1, 2, 5]
            .iter()
            .filter(|&&k| k <= n)
            .map(|&k| n - k)
            .collect()
    }

    #[test]
    fn compounds_of_subtraction_games_match_search() {
        let t = steps_table(16, |v| {
            takes(&(v as u64)).iter().map(|&u| u as usize).collect()
        });
        let mut single = Game::normal(takes);
        let mut game = every(takes);
        for a in 0..16u64 {
            assert_eq!(t[a as usize].wins, single.wins(&a));
            for b in 0..12u64 {
                for c in 0..6u64 {
                    let s = [a, b, c].map(|x| t[x as usize].steps);
                    assert_eq!(game.wins(&vec![a, b, c]), first_wins(s), "{a} {b} {c}");
                }
            }
        }
    }
}
