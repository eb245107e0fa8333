//! Bash's game: take 1 to m from one pile. Used by CSES 1098, HDU 1846 and HDU 2149.
//!
//! Bash's game: one pile of `n`, a move takes 1 to `m` objects, whoever takes the last wins.
//!
//! The player to move loses exactly when `n` is a multiple of `m + 1`: whatever `t` they take,
//! the opponent answers `m + 1 − t`. Every function here is exact for all u64 inputs, including
//! `m = u64::MAX` (where `m + 1` does not fit in a u64).

use std::ops::RangeInclusive;

/// `n mod (m + 1)`, computed without overflow.
#[inline]
fn rem(n: u64, m: u64) -> u64 {
    match m.checked_add(1) {
        Some(d) => n % d,
        None => n,
    }
}

/// Whether the player to move wins Bash's game with `n` objects and at most `m` per move.
///
/// # Constraints
/// Any u64 `n`, `m`. With `m = 0` nobody can move, so the player to move loses.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::take::bash::first_wins;
/// assert!(first_wins(23, 2));
/// assert!(!first_wins(4, 3));
/// assert!(first_wins(u64::MAX, u64::MAX));
/// ```
#[inline]
pub fn first_wins(n: u64, m: u64) -> bool {
    rem(n, m) != 0
}

/// The Grundy value of a Bash pile: `n mod (m + 1)`, so that several piles (each taking 1 to
/// `m`) are decided by the XOR of their values (CSES Nim Game II takes 1 to 3).
///
/// # Constraints
/// Any u64 `n`, `m`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::take::bash::grundy;
/// assert_eq!((grundy(5, 3), grundy(7, 3), grundy(8, 3)), (1, 3, 0));
/// assert_eq!(grundy(u64::MAX, u64::MAX), u64::MAX);
/// ```
#[inline]
pub fn grundy(n: u64, m: u64) -> u64 {
    rem(n, m)
}

/// The winning first take, if any: `n mod (m + 1)` objects (it is the only one).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// assert_eq!(impartial::take::bash::winning_take(23, 2), Some(2));
/// assert_eq!(impartial::take::bash::winning_take(4, 3), None);
/// ```
pub fn winning_take(n: u64, m: u64) -> Option<u64> {
    let t = rem(n, m);
    (t != 0).then(|| t)
}

/// The auction of HDU 2149 ("Public Sale"): the price starts at 0, each bid raises it by
/// 1..=`step`, and the land goes to whoever first brings it to at least `target`. Returns every
/// winning first bid, increasing (an empty range if there is none).
///
/// If `step ≥ target`, every bid that reaches the target at once wins, and no other does (any
/// smaller bid leaves the opponent within reach). Otherwise this is Bash's game on `target`
/// where the last object may be overshot: the only winning bid leaves a multiple of
/// `step + 1`.
///
/// # Constraints
/// Any u64 `target`, `step`. The range can be long: `(1, u64::MAX)` holds every positive u64.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::take::bash::winning_bids;
/// assert_eq!(winning_bids(4, 2), 1..=1);
/// assert!(winning_bids(3, 2).is_empty());
/// assert_eq!(winning_bids(3, 5), 3..=5);
/// ```
pub fn winning_bids(target: u64, step: u64) -> RangeInclusive<u64> {
    if step >= target {
        target.max(1)..=step
    } else {
        match winning_take(target, step) {
            Some(t) => t..=t,
            None => RangeInclusive::new(1, 0),
        }
    }
}

/// Which bounds m let the first player win Nim on `piles` where a move takes 1 to m from one
/// pile (the sum of Bash's games): every large enough m, none, or all up to the largest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// Every m from some point on: the nim-sum is not 0 (any m ≥ the largest pile is Nim).
    Unbounded,
    /// No m at all.
    Never,
    /// This m, and no larger one.
    Largest(u64),
}

/// The bounds m that let the first player win the sum of Bash's games on `piles` (sorted in
/// place). Used by AtCoder ARC 168 B (Arbitrary Nim).
///
/// With nim-sum 0, sizes that occur an even number of times cancel for every m; if none is
/// left no m wins. Otherwise let v be the largest size left: every m ≥ v leaves all of them
/// as they are (nim-sum 0, a loss), and m = v − 1 turns v into 0 and keeps the rest, whose
/// nim-sum is then v.
///
/// # Constraints
/// Any sizes; empty piles count for nothing.
///
/// # Complexity
/// O(N log N).
///
/// # Example
/// ```
/// use impartial::take::bash::{winning_bound, Bound};
/// assert_eq!(winning_bound(&mut [1, 2, 3]), Bound::Largest(2));
/// assert_eq!(winning_bound(&mut [1, 2, 3, 4]), Bound::Unbounded);
/// assert_eq!(winning_bound(&mut [100, 100]), Bound::Never);
/// ```
pub fn winning_bound(piles: &mut [u64]) -> Bound {
    if piles.iter().fold(0, |x, &p| x ^ p) != 0 {
        return Bound::Unbounded;
    }
    piles.sort_unstable_by(|a, b| b.cmp(a));
    let mut i = 0;
    while i < piles.len() && piles[i] > 0 {
        let run = piles[i..].iter().take_while(|&&p| p == piles[i]).count();
        if run % 2 == 1 {
            return Bound::Largest(piles[i] - 1);
        }
        i += run;
    }
    Bound::Never
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::games::{auction, bash};

    #[test]
    fn grundy_values_match_the_subtraction_game_search() {
        // Several piles, each taking 1 to m: the XOR of the values decides, by search.
        for m in 1..4u64 {
            let mut game = crate::oracle::games::subtraction((1..=m).collect());
            for a in 0..7 {
                for b in a..7 {
                    let want = game.wins(&vec![a, b]);
                    assert_eq!(grundy(a, m) ^ grundy(b, m) != 0, want, "{a} {b}, m {m}");
                }
            }
        }
    }

    #[test]
    fn outcome_and_take_match_search() {
        let mut game = bash();
        for n in 0..100 {
            for m in 0..20 {
                assert_eq!(first_wins(n, m), game.wins(&(n, m)), "n={n} m={m}");
                let wins: Vec<u64> = game
                    .winning_options(&(n, m))
                    .into_iter()
                    .map(|(left, _)| n - left)
                    .collect();
                assert_eq!(winning_take(n, m).into_iter().collect::<Vec<_>>(), wins);
            }
        }
    }

    #[test]
    fn auction_bids_match_search() {
        let mut game = auction();
        for target in 0..60 {
            for step in 0..25 {
                let start = (target, step, false);
                let want: Vec<u64> = (1..=step)
                    .zip(game.options(&start))
                    .filter(|(_, next)| !game.wins(next))
                    .map(|(bid, _)| bid)
                    .collect();
                let got: Vec<u64> = winning_bids(target, step).collect();
                assert_eq!(got, want, "target={target} step={step}");
            }
        }
    }

    #[test]
    fn winning_bound_matches_search() {
        // Every multiset of up to 4 piles of up to 6, against the bounds 1 to 7 by search
        // (from 6 on, every larger bound is the same game).
        let mut games: Vec<_> = (1..=7)
            .map(|m| crate::oracle::games::subtraction((1..=m).collect()))
            .collect();
        for code in 0..7u64.pow(4) {
            let mut piles: Vec<u64> = (0..4).map(|i| code / 7u64.pow(i) % 7).collect();
            piles.sort_unstable();
            let wins: Vec<bool> = games.iter_mut().map(|g| g.wins(&piles)).collect();
            let want = match (wins[6], wins.iter().rposition(|&w| w)) {
                (true, _) => Bound::Unbounded,
                (false, None) => Bound::Never,
                (false, Some(m)) => Bound::Largest(m as u64 + 1),
            };
            assert_eq!(winning_bound(&mut piles.clone()), want, "{piles:?}");
        }
    }

    #[test]
    fn extremes() {
        assert!(!first_wins(0, u64::MAX));
        assert!(first_wins(1, u64::MAX));
        assert!(!first_wins(u64::MAX, 0));
        assert!(!first_wins(u64::MAX, (1 << 32) - 2)); // 2^64 - 1 = (2^32 - 1)(2^32 + 1)
        assert_eq!(winning_take(u64::MAX, 1 << 63), Some((1 << 63) - 2)); // 2^64 - 1 - (2^63 + 1)
        assert_eq!(winning_bids(u64::MAX, u64::MAX), u64::MAX..=u64::MAX);
        assert!(winning_bids(0, 0).is_empty());
        assert_eq!(winning_bids(0, 3), 1..=3);
        assert!(winning_bids(u64::MAX, u64::MAX - 1).is_empty());
    }
}
