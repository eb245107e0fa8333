//! Remove a prime and all its multiples from {1, …, n}. Used by HackerRank's Alice and Bob's
//! Silly Game.
//!
//! A move removes exactly one prime (a multiple of p other than p is not prime), and every
//! prime in the set can be chosen as long as it is there: the game lasts π(n) moves whatever
//! is played, so the first player wins exactly when π(n) is odd.

/// Whether the first player wins on {1, …, n}: π(n) is odd. `None` where π(n) is beyond
/// [`crate::numbers::factor::prime_count`] (n above 10^12).
///
/// # Complexity
/// That of [`crate::numbers::factor::prime_count`]: O(n^{3/4}), 10^5 in about 0.1 ms.
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

/// [`first_wins`] for many games at once: one sieve up to the largest n when that is at most
/// 2^24 (cheaper than counting primes game by game when there are many), else game by game.
///
/// # Constraints
/// Every n at most 10^12.
///
/// # Complexity
/// O(m log log m) for the largest n = m ≤ 2^24, plus O(1) a game; otherwise [`first_wins`]
/// on each.
///
/// # Example
/// ```
/// use impartial::numbers::sieve_game::first_wins_many;
/// // π(100 000) = 9 592, even.
/// assert_eq!(first_wins_many(&[1, 2, 5, 100_000]), [false, true, true, false]);
/// ```
pub fn first_wins_many(ns: &[u64]) -> Vec<bool> {
    let max = ns.iter().copied().max().unwrap_or(0);
    if max > 1 << 24 {
        let pi = |n: u64| first_wins(n).expect("n at most 10^12");
        return ns.iter().map(|&n| pi(n)).collect();
    }
    // odd[i]: whether π(i) is odd.
    let m = max as usize;
    let mut composite = vec![false; m + 1];
    let mut odd = vec![false; m + 1];
    let mut parity = false;
    for i in 2..=m {
        if !composite[i] {
            parity = !parity;
            for j in (i.saturating_mul(i)..=m).step_by(i) {
                composite[j] = true;
            }
        }
        odd[i] = parity;
    }
    ns.iter().map(|&n| odd[n as usize]).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn many_agrees_with_one_by_one() {
        let ns: Vec<u64> = (0..3000).chain([99_991, 100_000, 1 << 24]).collect();
        let one: Vec<bool> = ns.iter().map(|&n| first_wins(n).unwrap()).collect();
        assert_eq!(first_wins_many(&ns), one);
        let big = [(1 << 24) + 1, 1_000_000_000_000, 7];
        let one: Vec<bool> = big.iter().map(|&n| first_wins(n).unwrap()).collect();
        assert_eq!(first_wins_many(&big), one);
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
