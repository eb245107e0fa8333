//! Choose a number from 1 to n not yet forbidden; it and all its powers x², x³, … are
//! forbidden from then on; whoever cannot choose loses. Used by Codeforces 317D (Game with
//! Powers).
//!
//! Each number is a power of exactly one base that is no perfect power itself, and choosing a
//! number touches only its base's chain {b, b², …, b^k} ≤ n. So the game is a sum over chains,
//! and a chain of k numbers is the game on exponents {1, …, k} where choosing i removes its
//! multiples; its Grundy value depends only on k. Those values have no pattern anyone has found
//! (`cargo impartial pattern` finds none in them); the module holds them for k ≤ 29, each
//! checked by exhaustive search in its test, which covers every n below 2^30 (the judge's
//! n ≤ 10^9). Chains of one number (every number above √n that is no power, and 1) are worth
//! 1 each, so only how many there are, mod 2, counts.

/// `CHAIN[k]`: the Grundy value of a chain of k powers, k ≤ 29.
const CHAIN: [u8; 30] = [
    0, 1, 2, 1, 4, 3, 2, 1, 5, 6, 2, 1, 8, 7, 5, 9, 8, 7, 3, 4, 7, 4, 2, 1, 10, 9, 3, 6, 11, 12,
];

/// The largest n the values cover: chains of at most 29 numbers.
pub const MAX_N: u64 = (1 << 30) - 1;

/// The Grundy value of the game on 1..=n, or `None` above [`MAX_N`] (a chain of 30 or more
/// powers, whose value is not known here).
///
/// # Constraints
/// `n ≤ MAX_N` for a value.
///
/// # Complexity
/// O(√n) time, O(√n) memory (which bases below √n are powers).
///
/// # Example
/// ```
/// use impartial::numbers::power_chains::value;
/// assert_eq!(value(1), Some(1)); // choose 1
/// assert_eq!(value(2), Some(0)); // 1 and 2: one each
/// assert_eq!(value(8), Some(0)); // {2, 4, 8} is worth 1, with 1, 3, 5, 6, 7 (1 each)
/// assert_eq!(value(1 << 30), None);
/// ```
pub fn value(n: u64) -> Option<u64> {
    if n > MAX_N {
        return None;
    }
    let root = (1..=n).take_while(|&r| r * r <= n).last().unwrap_or(0) as usize;
    let (mut power, mut sum, mut singles) = (vec![false; root + 1], 0u64, n);
    for b in 2..=root {
        if power[b] {
            continue;
        }
        let (mut p, mut len) = (b as u64, 0);
        while p <= n {
            if p <= root as u64 {
                power[p as usize] = true;
            }
            len += 1;
            p *= b as u64;
        }
        sum ^= u64::from(CHAIN[len]);
        singles -= len as u64;
    }
    Some(sum ^ (singles % 2))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::powers_game;
    use std::collections::HashMap;

    /// The chain of k exponents: choosing i removes its multiples (bit i − 1 for i).
    fn chain(left: u32, k: u32, memo: &mut HashMap<u32, u8>) -> u8 {
        if let Some(&v) = memo.get(&left) {
            return v;
        }
        let mut seen = 0u64;
        for i in (1..=k).filter(|&i| left >> (i - 1) & 1 == 1) {
            let multiples = (i..=k).step_by(i as usize).fold(0, |m, j| m | 1 << (j - 1));
            seen |= 1 << chain(left & !multiples, k, memo);
        }
        let v = (!seen).trailing_zeros() as u8;
        memo.insert(left, v);
        v
    }

    #[test]
    fn the_chain_values_are_searched() {
        for k in 1..=29u32 {
            let mut memo = HashMap::new();
            let all = (1u32 << k) - 1;
            assert_eq!(chain(all, k, &mut memo), CHAIN[k as usize], "k = {k}");
        }
    }

    #[test]
    fn matches_search_of_the_whole_game() {
        let mut game = powers_game();
        for n in 1..=22u32 {
            let all = (1 << n) - 1;
            assert_eq!(value(u64::from(n)), Some(game.grundy(&all)), "n = {n}");
        }
    }

    #[test]
    fn the_edges() {
        assert!(value(MAX_N).is_some() && value(MAX_N + 1).is_none());
        // Below 2^30 the longest chain is 2's, of 29 numbers.
        assert_eq!(
            (1..=MAX_N).take_while(|&r| r * r <= MAX_N).last(),
            Some(32_767)
        );
    }
}
