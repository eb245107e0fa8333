//! Divide every number by a prime power. Used by Codeforces 850C.
//!
//! Dividing by prime powers (Codeforces 850C Arpa and a game with Mojtaba): numbers; a move
//! picks a prime power p^k that divides at least one number and divides every number divisible
//! by p^k by it. Whoever cannot move loses.
//!
//! Each prime is its own game: only the set of exponents of p present matters, a bit set
//! (bit e for a number with exactly p^e). Choosing k moves every exponent e ≥ k to e − k and
//! leaves the others, so the game on a set `m` is worth the mex over k of the set
//! `(m with bits < k) | (m >> k)` (exponent 0 dropped). [`exponent_set_grundy`] memoises it;
//! the sum over primes is their XOR.

use std::collections::HashMap;

/// The Grundy value of the exponent set `mask` (bit e: some number has exactly p^e; bit 0
/// ignored), memoised in `memo`.
///
/// # Constraints
/// Exponents below 64.
///
/// # Complexity
/// Each set reached is valued once; the sets reachable from exponents up to 30 number a few
/// hundred thousand at most, and judge inputs meet far fewer.
///
/// # Example
/// ```
/// use impartial::numbers::prime_powers::exponent_set_grundy;
/// let mut memo = std::collections::HashMap::new();
/// assert_eq!(exponent_set_grundy(0b10, &mut memo), 1); // p: one move, to nothing
/// // p and p²: both moves (divide by p, or by p²) leave {p}, worth 1.
/// assert_eq!(exponent_set_grundy(0b110, &mut memo), 0);
/// ```
pub fn exponent_set_grundy(mask: u64, memo: &mut HashMap<u64, u64>) -> u64 {
    let mask = mask & !1;
    if mask == 0 {
        return 0;
    }
    if let Some(&g) = memo.get(&mask) {
        return g;
    }
    let top = 63 - mask.leading_zeros();
    let mut seen = 0u128;
    for k in 1..=top {
        let low = mask & ((1u64 << k) - 1);
        let g = exponent_set_grundy(low | mask >> k, memo);
        if g < 128 {
            seen |= 1 << g;
        }
    }
    let g = u64::from((!seen).trailing_zeros());
    memo.insert(mask, g);
    g
}

/// Whether the first player wins on `numbers`.
///
/// # Constraints
/// Any u64 numbers (0 and 1 take no part), factored by [`crate::numbers::factor::factor`].
///
/// # Complexity
/// Pollard's rho per number (about a millisecond at worst, for two primes near 2^32), plus
/// the Grundy values of the exponent sets met.
///
/// # Example
/// ```
/// use impartial::numbers::prime_powers::first_wins;
/// assert!(first_wins(&[1, 1, 17, 17])); // 17 divides both at once
/// assert!(!first_wins(&[1, 1, 17, 289]));
/// ```
pub fn first_wins(numbers: &[u64]) -> bool {
    let mut sets: HashMap<u64, u64> = HashMap::new();
    for &x in numbers.iter().filter(|&&x| x > 1) {
        for (p, e) in crate::numbers::factor::factor(u128::from(x)) {
            *sets.entry(p as u64).or_insert(0) |= 1 << e;
        }
    }
    let mut memo = HashMap::new();
    sets.values()
        .fold(0, |x, &m| x ^ exponent_set_grundy(m, &mut memo))
        != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::codeforces::arpa;

    #[test]
    fn matches_search() {
        let mut game = arpa();
        let mut seed = 0x5eed_1234_u64;
        for _ in 0..400 {
            let n = 1 + crate::oracle::games::xorshift(&mut seed) % 3;
            let mut list: Vec<u64> = (0..n)
                .map(|_| 1 + crate::oracle::games::xorshift(&mut seed) % 64)
                .collect();
            let got = first_wins(&list);
            list.retain(|&x| x > 1);
            list.sort_unstable();
            assert_eq!(got, game.wins(&list), "{list:?}");
        }
    }

    #[test]
    fn large_exponents_and_primes() {
        let mut memo = HashMap::new();
        // A single number p^e: the set {e} moves to any {e − k}: Nim, worth e.
        for e in 1..30 {
            assert_eq!(exponent_set_grundy(1 << e, &mut memo), e);
        }
        assert!(first_wins(&[1 << 29, 999_999_937]) == ((29 ^ 1) != 0));
        assert!(first_wins(&[999_999_937, 999_999_937]));
        assert!(!first_wins(&[1, 1, 1, 1]));
    }
}
