//! Take an even number of stones that leaves some, or all of an odd pile. Used by Baekjoon
//! 11871 (님 게임 홀짝, Nim odd/even).
//!
//! From a pile of p a move takes an even number e < p (the pile keeps its parity), or, when p
//! is odd, the whole pile. So 0 and 2 are dead ends, and the even piles only ever fall to
//! smaller even piles: a pile of 2m (m ≥ 1) is Nim's pile of m − 1. An odd pile 2m + 1 can
//! reach every odd pile below it and 0, which are worth 0, 1, …, m by induction: it is worth
//! m + 1. The tests check both against exhaustive search.

/// The Grundy value of a pile of `p`: `(p + 1)/2` for odd p, `p/2 − 1` for even p ≥ 2, 0 for 0.
///
/// # Constraints
/// Any u64 `p`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::take::even_or_all::grundy;
/// assert_eq!((0..10).map(grundy).collect::<Vec<_>>(), [0, 1, 0, 2, 1, 3, 2, 4, 3, 5]);
/// ```
pub fn grundy(p: u64) -> u64 {
    match p % 2 {
        1 => p / 2 + 1,
        _ => (p / 2).saturating_sub(1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::boj::even_or_all;
    use crate::oracle::games::Game;

    /// The rule as an explicit move list: take an even e < p, or all of an odd p.
    fn game() -> Game<u64> {
        Game::normal(|&p: &u64| even_or_all(p))
    }

    #[test]
    fn matches_search() {
        let mut g = game();
        for p in 0..300u64 {
            assert_eq!(grundy(p), g.grundy(&p), "{p}");
        }
        assert_eq!(grundy(u64::MAX), 1 << 63);
        assert_eq!(grundy(u64::MAX - 1), (1 << 63) - 2);
    }
}
