//! Remove a prime and all its multiples from {1, …, n}. Used by HackerRank's Alice and Bob's
//! Silly Game.
//!
//! A move removes exactly one prime (a multiple of p other than p is not prime), and every
//! prime in the set can be chosen as long as it is there: the game lasts π(n) moves whatever
//! is played, so the first player wins exactly when π(n) is odd.

/// Whether the first player wins on {1, …, n}: π(n) is odd. `None` where π(n) is beyond
/// [`crate::numbers::prime_count::LIMIT`] (n above 10^12).
///
/// # Complexity
/// That of [`crate::numbers::factor::prime_count`]: 10^5 in about 0.1 ms, 10^12 in about
/// 0.15 s.
///
/// # Example
/// ```
/// use impartial::numbers::sieve_game::first_wins;
/// // {1}: no prime; {1, 2}: one; {1, …, 5}: 2, 3, 5.
/// assert_eq!((first_wins(1), first_wins(2), first_wins(5)), (Some(false), Some(true), Some(true)));
/// ```
pub fn first_wins(n: u64) -> Option<bool> {
    crate::numbers::factor::prime_count(n).map(|pi| pi % 2 == 1)
}

/// The largest n up to which [`first_wins_many`] sieves once for all its games: 10^8 (6 MiB,
/// about 0.07 s).
pub const SIEVED: u64 = 100_000_000;

/// [`first_wins`] for many games, sharing the work: one sieve up to the largest n when that
/// is at most [`SIEVED`], then O(1) a game; beyond, one sieve for Lehmer's formula and a
/// count for each distinct n.
///
/// # Constraints
/// Every n at most 10^12 (`None` past that).
///
/// # Complexity
/// O(m log log m) for the largest n = m ≤ 10^8, plus O(1) a game; otherwise about 0.15 s for
/// each distinct n near 10^12.
///
/// # Example
/// ```
/// use impartial::numbers::sieve_game::first_wins_many;
/// // π(100 000) = 9 592, even.
/// assert_eq!(first_wins_many(&[1, 2, 5, 100_000]), Some(vec![false, true, true, false]));
/// ```
pub fn first_wins_many(ns: &[u64]) -> Option<Vec<bool>> {
    use crate::numbers::prime_count::Counter;
    let max = ns.iter().copied().max().unwrap_or(0);
    if max <= SIEVED {
        let sieve = Counter::with_sieve(max);
        return Some(ns.iter().map(|&n| sieve.small(n) % 2 == 1).collect());
    }
    let counter = Counter::new(max);
    let mut seen = std::collections::HashMap::new();
    let mut out = Vec::with_capacity(ns.len());
    for &n in ns {
        let odd = match seen.get(&n) {
            Some(&odd) => odd,
            None => {
                let odd = counter.count(n)? % 2 == 1;
                seen.insert(n, odd);
                odd
            }
        };
        out.push(odd);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn many_agrees_with_one_by_one() {
        let ns: Vec<u64> = (0..3000).chain([99_991, 100_000, 1 << 24]).collect();
        let one: Vec<bool> = ns.iter().map(|&n| first_wins(n).unwrap()).collect();
        assert_eq!(first_wins_many(&ns), Some(one));
        let big = [SIEVED + 1, 1_000_000_000_000, 7, SIEVED + 1];
        let one: Vec<bool> = big.iter().map(|&n| first_wins(n).unwrap()).collect();
        assert_eq!(first_wins_many(&big), Some(one));
        assert_eq!(first_wins_many(&[1_000_000_000_001]), None);
    }

    /// Every n up to 22 against the search of the sets.
    #[test]
    fn against_search() {
        for n in 0..=22 {
            let mut game = crate::oracle::hackerrank::sieve_game(n);
            let all = (1u32 << n) - 1;
            assert_eq!(first_wins(u64::from(n)), Some(game.wins(&all)), "n = {n}");
        }
    }
}
