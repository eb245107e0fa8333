//! Euclid's game: subtract a multiple of the smaller number. Used by HDU 3595, Kattis euclidsgame and Luogu P1290.
//!
//! Euclid's game: two numbers; a move subtracts a positive multiple of the smaller from the
//! larger, leaving it non-negative; whoever makes a 0 wins (a pair holding 0 has no move).
//!
//! Follow Euclid's algorithm: from `(b, a)` with `a ≥ b > 0`, let `q = ⌊a/b⌋`. If `q ≥ 2` or
//! `b` divides `a`, the player to move wins: either `(b, a mod b)` is lost for the opponent,
//! or the move to `(b, a mod b + b)` forces the opponent to hand it over. If `q = 1`, the only
//! move is to `(a − b, b)`, so the outcome flips. Nothing is simulated one subtraction at a
//! time: O(log) stages in all, and [`first_wins`] needs no division at all (a stage with `q = 1`
//! is one subtraction, and `q ≥ 2` is one comparison).

use crate::sums::every::Steps;

/// Whether the player to move wins Euclid's game from `(a, b)` (in either order).
///
/// # Constraints
/// Any u64 `a`, `b`; a pair holding 0 is over (lost for the player to move).
///
/// # Complexity
/// O(log min(a, b)) subtractions and comparisons, no division: a stage with `q ≥ 2` ends the
/// search, so every stage before it is a single subtraction (at most 92 for u64 inputs,
/// consecutive Fibonacci numbers).
///
/// # Example
/// ```
/// use impartial::numbers::euclid::first_wins;
/// assert!(first_wins(25, 7) && first_wins(34, 12));
/// assert!(!first_wins(24, 15) && !first_wins(15, 24));
/// ```
pub fn first_wins(a: u64, b: u64) -> bool {
    let (mut large, mut small) = (a.max(b), a.min(b));
    if small == 0 {
        return false;
    }
    let mut first = true; // whether the first player is the one to move at this stage
    loop {
        // `large ≥ small > 0`: q ≥ 2 exactly when `large − small ≥ small`.
        let rest = large - small;
        if rest >= small || rest == 0 {
            return first;
        }
        {
            let t = (small, rest, !first);
            large = t.0;
            small = t.1;
            first = t.2;
        }
    }
}

/// Outcome and Every-SG step count (see [`crate::sums::every`]) of Euclid's game from `(a, b)`.
///
/// Going back up Euclid's algorithm from its last stage (1 step: subtract down to 0): a stage
/// with `q = 1` has the one option below it (outcome flipped, one more step); a stage with
/// `q ≥ 2` wins, in one more step if the stage below is lost, else in two (through the forced
/// `(b, a mod b + b)`).
///
/// # Complexity
/// O(log min(a, b)) divisions.
///
/// # Example
/// ```
/// use impartial::{numbers::euclid::every_steps, sums::every::Steps};
/// assert_eq!(every_steps(1, 1), Steps { wins: true, steps: 1 });
/// assert_eq!(every_steps(3, 2), Steps { wins: false, steps: 2 });
/// assert_eq!(every_steps(7, 2), Steps { wins: true, steps: 3 });
/// ```
pub fn every_steps(a: u64, b: u64) -> Steps {
    let (mut large, mut small) = (a.max(b), a.min(b));
    if small == 0 {
        return Steps {
            wins: false,
            steps: 0,
        };
    }
    // Bit i of `wide` says whether stage i (from the top) has q ≥ 2; at most 93 stages fit
    // in u64 inputs (Fibonacci numbers).
    let (mut wide, mut stages) = (0u128, 0);
    loop {
        // q = 1 (the usual case in long games) needs no division.
        let rest = large - small;
        let (q_wide, r) = match rest < small {
            true => (false, rest),
            false => (true, large % small),
        };
        if r == 0 {
            break;
        }
        wide |= u128::from(q_wide) << stages;
        stages += 1;
        {
            let t = (small, r);
            large = t.0;
            small = t.1;
        }
    }
    let (mut wins, mut steps) = (true, 1);
    for i in (0..stages).rev() {
        if wide >> i & 1 == 0 {
            wins = !wins;
            steps += 1;
        } else {
            steps += 1 + u64::from(wins);
            wins = true;
        }
    }
    Steps { wins, steps }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::curriculum::{euclid, euclid_moves, every};
    use crate::sums::every::first_wins as every_first_wins;

    #[test]
    fn outcomes_match_search() {
        let mut game = euclid();
        for a in 0..70u64 {
            for b in 0..70u64 {
                assert_eq!(first_wins(a, b), game.wins(&(a, b)), "({a}, {b})");
                assert_eq!(every_steps(a, b).wins, game.wins(&(a, b)), "({a}, {b})");
            }
        }
    }

    #[test]
    fn step_counts_decide_compounds_by_search() {
        let mut game = every(euclid_moves);
        let pairs: Vec<(u64, u64)> = (1..9).flat_map(|a| (1..9).map(move |b| (a, b))).collect();
        for (i, &p) in pairs.iter().enumerate() {
            for &q in &pairs[i..] {
                let want = game.wins(&vec![p, q]);
                let steps = [every_steps(p.0, p.1).steps, every_steps(q.0, q.1).steps];
                assert_eq!(every_first_wins(steps), want, "{p:?} {q:?}");
            }
        }
        for t in [[(5, 3), (7, 2), (8, 5)], [(1, 1), (3, 2), (13, 8)]] {
            let steps = t.map(|(a, b)| every_steps(a, b).steps);
            assert_eq!(every_first_wins(steps), game.wins(&t.to_vec()), "{t:?}");
        }
    }

    #[test]
    fn extremes() {
        // Consecutive Fibonacci numbers: every stage has q = 1, the longest game.
        let (mut a, mut b) = (1u64, 1u64);
        while let Some(c) = a.checked_add(b) {
            (a, b) = (b, c);
        }
        let s = every_steps(b, a);
        assert_eq!(s.wins, first_wins(b, a));
        assert!(s.steps >= 90);
        assert!(first_wins(u64::MAX, 1) && every_steps(0, u64::MAX).steps == 0);
    }

    /// The stage rule with one division a stage, as the module documentation states it.
    fn by_division(a: u64, b: u64) -> bool {
        let (mut large, mut small, mut first) = (a.max(b), a.min(b), true);
        while small > 0 {
            let (q, r) = (large / small, large % small);
            if q >= 2 || r == 0 {
                return first;
            }
            (large, small, first) = (small, r, !first);
        }
        !first
    }

    #[test]
    fn subtraction_agrees_with_division_on_large_pairs() {
        use rand::{rngs::StdRng, RngExt, SeedableRng};
        let mut rng = StdRng::seed_from_u64(3);
        let fib = crate::numbers::fibonacci::NUMBERS;
        for _ in 0..100_000 {
            let (a, b) = match rng.random_range(0..3) {
                0 => (rng.random(), rng.random()),
                1 => (rng.random_range(0..1 << 31), rng.random_range(0..1 << 31)),
                _ => {
                    let i = rng.random_range(0..fib.len() - 1);
                    let k = rng.random_range(1..=u64::MAX / fib[i + 1]);
                    (fib[i] * k + rng.random_range(0..3), fib[i + 1] * k)
                }
            };
            assert_eq!(first_wins(a, b), by_division(a, b), "({a}, {b})");
        }
        for (a, b) in [
            (0, 0),
            (0, 5),
            (u64::MAX, u64::MAX),
            (u64::MAX, u64::MAX - 1),
        ] {
            assert_eq!(first_wins(a, b), by_division(a, b), "({a}, {b})");
        }
    }
}
