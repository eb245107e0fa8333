//! Break a tower of x into y > 1 equal towers of x / y, any y or y from a given set. Used by
//! HackerRank's Tower Breakers, Again!, Stone Division and Stone Division, Revisited.
//!
//! The y new towers are worth `g(x/y)` for an odd y and 0 for an even one (equal values
//! cancel in pairs). By induction `g(x) = Ω(m) + [x even]`, m the odd part of x: an odd x
//! reaches `g(x/y)` for its odd divisors y > 1, that is Ω of every proper divisor of x, each
//! value from 0 to Ω(x) − 1; an even x reaches 0 (y = 2) and `Ω(m/y) + 1` for the odd
//! divisors y > 1 of m, each value from 1 to Ω(m).
//!
//! With y restricted to a set Y, a single tower x is won iff some y ∈ Y dividing x is even
//! (the y towers cancel) or odd with x / y lost: only the towers x / (product of members of
//! Y) are ever met, so a memoised search over those decides it ([`first_wins_with`]).
//!
//! Played alone for as long as possible, with the new towers' height `s` from a set
//! ([`most_moves`]): the towers of one height are alike, so a tower of `x` gives at most
//! `f(x) = max (1 + (x / s) · f(s))` moves over the members `s ≠ x` dividing it (0 if none);
//! the heights met are the members dividing `x`, each below the ones it came from.

/// The Grundy value of a tower of `x`.
///
/// # Constraints
/// Any u64 `x` (0 and 1 have no move).
///
/// # Complexity
/// That of [`crate::numbers::divide::omega`] on the odd part.
///
/// # Example
/// ```
/// use impartial::split::equal_parts::grundy;
/// assert_eq!((1..=12).map(grundy).collect::<Vec<_>>(), [0, 1, 1, 1, 1, 2, 1, 1, 2, 2, 1, 2]);
/// ```
pub fn grundy(x: u64) -> u64 {
    if x < 2 {
        return 0;
    }
    let odd = x >> x.trailing_zeros();
    u64::from(crate::numbers::divide::omega(odd)) + u64::from(x % 2 == 0)
}

/// Whether the first player wins from one tower of `x` when a move breaks a tower into y equal
/// towers for some y in `counts` (y dividing the height; members below 2 are ignored).
///
/// # Constraints
/// Any u64 `x` and counts (a pile of 0 has no move).
///
/// # Complexity
/// O(V · |counts|) time and O(V) memory for the V heights met, each a divisor of x (so
/// V ≤ 103 680 for x ≤ 10^18, and far fewer in practice).
///
/// # Example
/// ```
/// use impartial::split::equal_parts::first_wins_with;
/// // HackerRank Stone Division's sample: 15 with {5, 2, 3} is lost (15 → 3·5 or 5·3, each
/// // odd copies of a won pile).
/// assert!(!first_wins_with(15, &[5, 2, 3]));
/// assert!(first_wins_with(12, &[2]));
/// assert!(!first_wins_with(0, &[2]) && !first_wins_with(0, &[3]));
/// ```
pub fn first_wins_with(x: u64, counts: &[u64]) -> bool {
    // An empty pile has no move: its y "equal smaller" piles would be empty too. Any other
    // pile's heights fall by a factor of 2 or more a move (depth at most 64).
    if x == 0 {
        return false;
    }
    fn wins(x: u64, counts: &[u64], memo: &mut std::collections::HashMap<u64, bool>) -> bool {
        if let Some(&w) = memo.get(&x) {
            return w;
        }
        let w = counts
            .iter()
            .filter(|&&y| y >= 2 && x % y == 0)
            .any(|&y| y % 2 == 0 || !wins(x / y, counts, memo));
        memo.insert(x, w);
        w
    }
    wins(x, counts, &mut std::collections::HashMap::new())
}

/// The most moves one player can make from one pile of `n` when a move splits a pile of `y`
/// into `y / s` equal piles of `s`, for some `s` in `sizes` with `s ≠ y` dividing `y` (a
/// puzzle, not a game: the longest play).
///
/// # Constraints
/// Any u64 `n` and sizes (0 is ignored). The answer is below `n`: every move adds a pile.
///
/// # Complexity
/// O(D² + |sizes| · log |sizes|) for the D members that divide `n`.
///
/// # Example
/// ```
/// use impartial::split::equal_parts::most_moves;
/// // HackerRank Stone Division, Revisited's sample: 12 → three piles of 4, each → 2 + 2.
/// assert_eq!(most_moves(12, &[2, 3, 4]), 4);
/// assert_eq!(most_moves(12, &[5]), 0);
/// assert_eq!(most_moves(0, &[2, 3]), 0);
/// ```
pub fn most_moves(n: u64, sizes: &[u64]) -> u64 {
    if n == 0 {
        return 0; // no pile to split
    }
    let mut met: Vec<u64> = sizes
        .iter()
        .copied()
        .filter(|&s| s != 0 && n % s == 0)
        .collect();
    met.sort_unstable();
    met.dedup();
    if met.last() != Some(&n) {
        met.push(n);
    }
    // most[i]: the most moves from one pile of met[i], from the smaller members it splits into.
    let mut most = vec![0u64; met.len()];
    for i in 0..met.len() {
        let y = met[i];
        most[i] = (0..i)
            .filter(|&j| y % met[j] == 0)
            .map(|j| 1 + y / met[j] * most[j])
            .max()
            .unwrap_or(0);
    }
    most[met.len() - 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One tower to 64 and two towers to 20, against the search of the breaks (whose states
    /// grow fast: a tower of 2^k breaks into every binary partition of it).
    #[test]
    fn against_search() {
        let mut game = crate::oracle::hackerrank::equal_breaks();
        for x in 0..=64 {
            assert_eq!(grundy(x), game.grundy(&vec![x]), "{x}");
        }
        for a in 1..=20u64 {
            for b in a..=20 {
                assert_eq!(
                    grundy(a) ^ grundy(b) != 0,
                    game.wins(&vec![a, b]),
                    "{a} {b}"
                );
            }
        }
    }

    /// Piles to 24 and every set of sizes from 1 to 6 and 12, against the longest play found
    /// by searching every order of moves on the multiset of piles.
    #[test]
    fn most_moves_against_search() {
        use crate::oracle::hackerrank_track_more::longest_play;
        for mask in 1u32..128 {
            let sizes: Vec<u64> = [1, 2, 3, 4, 5, 6, 12]
                .into_iter()
                .enumerate()
                .filter(|(b, _)| mask >> b & 1 == 1)
                .map(|(_, s)| s)
                .collect();
            let mut memo = std::collections::HashMap::new();
            for n in 1..=24 {
                let found = longest_play(vec![n], &sizes, &mut memo);
                assert_eq!(most_moves(n, &sizes), found, "{n} {sizes:?}");
            }
        }
    }

    /// Towers to 48 and every set of counts from 2 to 7, against the search of the breaks.
    #[test]
    fn restricted_against_search() {
        for mask in 1u32..64 {
            let counts: Vec<u64> = (2..8).filter(|y| mask >> (y - 2) & 1 == 1).collect();
            let mut game = crate::oracle::hackerrank::breaks_into(counts.clone());
            for x in 1..=48 {
                assert_eq!(
                    first_wins_with(x, &counts),
                    game.wins(&vec![x]),
                    "{x} {counts:?}"
                );
            }
        }
    }
}
