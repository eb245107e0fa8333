//! Split a number p into two smaller positive numbers whose XOR is p; the opponent keeps one of
//! them and must split it next, and whoever cannot split loses. Used by Codeforces 1934 D2 (XOR
//! Break — Game Version).
//!
//! - **Who can split.** p has a split iff it has at least two one bits. Both parts of a power of
//!   two 2^k lie below it, so neither has bit k and neither has their XOR; with two or more
//!   bits, the top bit alone and the rest are a split.
//! - **Parities add.** The ones of p1 ^ p2 are those of p1 and of p2 less twice the common
//!   ones, so popcount(p1 ^ p2) ≡ popcount(p1) + popcount(p2) (mod 2).
//! - **Outcome.** The player who must split p wins iff popcount(p) is even and p > 0. With an
//!   even count, split off the top bit: both parts have an odd count, and whichever the
//!   opponent keeps, he loses (induction on p, the parts being smaller). With an odd count,
//!   either p is a power of two and has no split, or every split has exactly one part with an
//!   even count; the opponent keeps that one and wins.
//! - **Keep.** When the opponent splits, keep the part with an even count ([`choose`]).
//! - **Length.** Say we split E (even count, top bit 2^a) into 2^a and O = E ^ 2^a. The
//!   opponent cannot split 2^a, so he keeps O, whose top bit is below a, and both his parts
//!   are below O: the next number we split has a lower top bit than E. A number we split has
//!   two bits, so its top bit is at least 2^1. Hence from a start n < 2^b we split at most
//!   b − 1 times ([`most_splits`]): 59 for the judge's n ≤ 10^18 < 2^60, and 63 for any u64,
//!   the judge's limit.

/// Whether `p1`, `p2` is a split of `p`: `0 < p1 < p`, `0 < p2 < p` and `p1 ^ p2 = p`.
///
/// # Constraints
/// None: every u64 (a split of 0 or of a power of two does not exist).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::numbers::xor_break::is_split;
/// assert!(is_split(13, 10, 7) && is_split(13, 12, 1) && is_split(3, 2, 1));
/// assert!(!is_split(13, 12, 2) && !is_split(13, 13, 0) && !is_split(8, 12, 4));
/// ```
pub fn is_split(p: u64, p1: u64, p2: u64) -> bool {
    0 < p1 && p1 < p && 0 < p2 && p2 < p && p1 ^ p2 == p
}

/// Whether `p` has a split at all: at least two one bits.
///
/// # Constraints
/// None: every u64.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::numbers::xor_break::can_split;
/// assert!(can_split(3) && can_split(13));
/// assert!(!can_split(0) && !can_split(1) && !can_split(1 << 40));
/// ```
pub fn can_split(p: u64) -> bool {
    p.count_ones() >= 2
}

/// Whether the player who must split `n` first wins: `n` has an even number of one bits (and
/// is not 0).
///
/// # Constraints
/// None: every u64 (0, which has no split, is a loss).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::numbers::xor_break::first_wins;
/// assert!(first_wins(3) && first_wins(10) && first_wins(777_777_770_001));
/// assert!(!first_wins(1) && !first_wins(13) && !first_wins(7));
/// ```
pub fn first_wins(n: u64) -> bool {
    n != 0 && n.count_ones() % 2 == 0
}

/// A winning split of `p`, `(top bit, the rest)`, when [`first_wins`]`(p)`; otherwise `None`
/// (every split loses then, if there is one).
///
/// # Constraints
/// None: every u64.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::numbers::xor_break::winning_split;
/// assert_eq!(winning_split(3), Some((2, 1)));
/// assert_eq!(winning_split(10), Some((8, 2)));
/// assert_eq!(winning_split(13), None);
/// ```
pub fn winning_split(p: u64) -> Option<(u64, u64)> {
    if !first_wins(p) {
        return None;
    }
    let top = 1u64 << (63 - p.leading_zeros());
    Some((top, p ^ top))
}

/// Which part to keep (and split next) after the opponent split a number into `p1` and `p2`:
/// the one with an even number of one bits, a win for its splitter. When neither is (only
/// after a losing choice), the one with more one bits, `p1` on a tie, so that a split still
/// exists if either has one. `choose(0, 0)` is 0: a judge's `0 0` (no split) leaves nothing.
///
/// # Constraints
/// None: every pair (the rule looks at the two numbers only).
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::numbers::xor_break::choose;
/// assert_eq!(choose(3, 4), 3); // 7 = 3 ^ 4: keep 3 (two ones)
/// assert_eq!(choose(8, 9), 9);
/// assert_eq!(choose(4, 7), 7); // both odd: the one that can still be split
/// assert_eq!(choose(0, 0), 0);
/// ```
pub fn choose(p1: u64, p2: u64) -> u64 {
    let (c1, c2) = (p1.count_ones(), p2.count_ones());
    if c1 % 2 == 0 && p1 != 0 {
        p1
    } else if c2 % 2 == 0 && p2 != 0 || c2 > c1 {
        p2
    } else {
        p1
    }
}

/// The most splits the strategy of [`winning_split`] and [`choose`] makes from a start `n`
/// against any replies: one less than `n`'s bit length (0 for `n ≤ 1`). An upper bound, not
/// always reached: 59 for every `n ≤ 10^18`, and at most 63 for any u64.
///
/// # Constraints
/// None: every u64.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::numbers::xor_break::most_splits;
/// assert_eq!(most_splits(3), 1);
/// assert_eq!(most_splits(1_000_000_000_000_000_000), 59);
/// assert_eq!(most_splits(u64::MAX), 63);
/// ```
pub fn most_splits(n: u64) -> u32 {
    63 - n.leading_zeros().min(63)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every split of `p` as an ordered pair, written from the rules alone.
    fn splits(p: u64) -> Vec<(u64, u64)> {
        (1..p)
            .map(|p1| (p1, p1 ^ p))
            .filter(|&(_, p2)| 0 < p2 && p2 < p)
            .collect()
    }

    /// Whether the player who must split `p` wins, for every `p < limit`, by exhaustive
    /// search: some split whose both parts are losses for the opponent, who keeps one of them
    /// and must split it.
    fn search(limit: u64) -> Vec<bool> {
        let mut win = vec![false; limit as usize];
        for p in 1..limit {
            win[p as usize] = splits(p)
                .iter()
                .any(|&(p1, p2)| !win[p1 as usize] && !win[p2 as usize]);
        }
        win
    }

    #[test]
    fn outcome_and_splits_match_search() {
        let win = search(1 << 11);
        for p in 0..1u64 << 11 {
            assert_eq!(first_wins(p), win[p as usize], "p = {}", p);
            assert_eq!(can_split(p), !splits(p).is_empty(), "p = {}", p);
            match winning_split(p) {
                Some((p1, p2)) => {
                    assert!(is_split(p, p1, p2), "p = {}", p);
                    assert!(!win[p1 as usize] && !win[p2 as usize], "p = {}", p);
                }
                None => assert!(!win[p as usize], "p = {}", p),
            }
        }
    }

    #[test]
    fn is_split_matches_the_rules() {
        for p in 0..1u64 << 7 {
            let all = splits(p);
            for p1 in 0..1u64 << 8 {
                for p2 in 0..1u64 << 8 {
                    assert_eq!(is_split(p, p1, p2), all.contains(&(p1, p2)));
                }
            }
        }
    }

    #[test]
    fn choose_keeps_a_win_whenever_the_split_left_one() {
        let win = search(1 << 11);
        for p in 1..1u64 << 11 {
            for (p1, p2) in splits(p) {
                let kept = choose(p1, p2);
                assert!(kept == p1 || kept == p2);
                if win[p1 as usize] || win[p2 as usize] {
                    assert!(win[kept as usize], "{} = {} ^ {}", p, p1, p2);
                }
                if can_split(p1) || can_split(p2) {
                    assert!(can_split(kept), "{} = {} ^ {}", p, p1, p2);
                }
            }
        }
    }

    /// The most splits we make playing [`winning_split`] from `e` (which we must split), the
    /// opponent replying anyhow: keeping either part and splitting it every legal way. Panics
    /// if some line of play leaves us without a winning split. `memo[e]` is 0 while unknown.
    fn longest(e: u64, memo: &mut [u32]) -> u32 {
        if memo[e as usize] == 0 {
            let (p1, p2) = winning_split(e).expect("a winning split on every line");
            let mut most = 0;
            for kept in [p1, p2] {
                for (q1, q2) in splits(kept) {
                    most = most.max(longest(choose(q1, q2), memo));
                }
            }
            memo[e as usize] = most + 1;
        }
        memo[e as usize]
    }

    #[test]
    fn the_strategy_wins_within_the_bound_against_every_reply() {
        let limit = 1u64 << 10;
        let mut memo = vec![0; limit as usize];
        for n in 1..limit {
            let bound = most_splits(n);
            if first_wins(n) {
                let made = longest(n, &mut memo);
                assert!(made <= bound, "n = {}: {} splits > {}", n, made, bound);
            } else {
                // We go second: every split of n leaves us a winning part.
                for (q1, q2) in splits(n) {
                    let made = longest(choose(q1, q2), &mut memo);
                    assert!(made <= bound, "n = {}: {} splits > {}", n, made, bound);
                }
            }
        }
    }

    /// Plays out every line of the game for `n < 2^8` literally (no memo, no theory in the
    /// judge's moves): both players' moves checked against the rules, the opponent trying
    /// every part and every split, and our splits counted against the limit of 63.
    fn every_line(p: u64, ours: bool, made: u32, deepest: &mut u32) {
        if ours {
            let (p1, p2) = winning_split(p).expect("we always hold a win");
            assert!(is_split(p, p1, p2));
            assert!(made < 63, "a 64th split");
            *deepest = (*deepest).max(made + 1);
            for kept in [p1, p2] {
                every_line(kept, false, made + 1, deepest);
            }
        } else {
            for (q1, q2) in splits(p) {
                every_line(choose(q1, q2), true, made, deepest);
            }
        }
    }

    #[test]
    fn every_line_of_play_to_2_pow_8_ends_in_our_win_within_the_limit() {
        for n in 1..1u64 << 8 {
            let mut deepest = 0;
            every_line(n, first_wins(n), 0, &mut deepest);
            assert!(deepest <= most_splits(n), "n = {}", n);
        }
    }

    #[test]
    fn wide_values() {
        let max = 1_000_000_000_000_000_000u64;
        assert_eq!(most_splits(max), 59);
        for &n in &[
            max,
            max - 1,
            u64::MAX,
            u64::MAX - 1,
            1 << 63,
            (1 << 63) | 1,
            3 << 62,
        ] {
            assert_eq!(first_wins(n), n.count_ones() % 2 == 0, "n = {}", n);
            if let Some((p1, p2)) = winning_split(n) {
                assert!(is_split(n, p1, p2) && !first_wins(p1) && !first_wins(p2));
            }
        }
        assert_eq!(most_splits(0), 0);
        assert_eq!(most_splits(1), 0);
    }
}
