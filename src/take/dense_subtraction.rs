//! Take an amount from a large, dense set (such as every prime and every product of two
//! primes) from one heap; whoever cannot take loses. Used by Codeforces 1091H (New Year and the
//! Tricolore Recreation).
//!
//! The mex rule over a set of tens of thousands of take sizes costs `len · |S|` steps one value
//! at a time. Turned around, it is cheap: keep for each value `v` the set `R_v` of heaps that
//! have an option worth `v` (as bits). A heap's value is then the least `v` whose `R_v` lacks
//! it, and once heap `x` is found worth `g`, every heap `x + s` (s a take) gains an option worth
//! `g`: `R_g |= S << x`, one OR of words per 64 heaps. With the 64 shifts of `S` made ahead, the
//! OR is a plain loop over aligned words, which the compiler vectorises.
//!
//! In 1091H a row's blue and white tokens and its white and red tokens hold two gaps; either
//! player shortens one gap by `k` (Alice moving the blue token, or the blue and white together;
//! Bob the white and red together, or the red), so the row is two heaps of this game with both
//! players' moves alike, and the starter wins iff the xor of all values is not 0.

/// Which sizes from 0 to `limit` (inclusive) are a prime or a product of two primes (`p·q`,
/// `p = q` allowed): `sizes[k]` for `k ≤ limit`.
///
/// # Constraints
/// `limit` below 2^32.
///
/// # Complexity
/// O(limit · log log limit) time, O(limit) memory.
///
/// # Example
/// ```
/// use impartial::take::dense_subtraction::one_or_two_primes;
/// let sizes = one_or_two_primes(15);
/// let listed: Vec<usize> = (0..=15).filter(|&k| sizes[k]).collect();
/// assert_eq!(listed, [2, 3, 4, 5, 6, 7, 9, 10, 11, 13, 14, 15]);
/// ```
pub fn one_or_two_primes(limit: usize) -> Vec<bool> {
    // The number of prime factors with multiplicity, counted to 3 (more are no different).
    let mut factors = vec![0u8; limit + 1];
    for p in 2..=limit {
        if factors[p] != 0 {
            continue; // p is composite: its factors were counted by a smaller prime
        }
        let mut power = p;
        loop {
            for k in (power..=limit).step_by(power) {
                factors[k] = (factors[k] + 1).min(3);
            }
            match power.checked_mul(p) {
                Some(next) if next <= limit => power = next,
                _ => break,
            }
        }
    }
    factors.iter().map(|&f| f == 1 || f == 2).collect()
}

/// The Grundy values of heaps `0..len` when a move takes any `k` with `takes[k]` (sizes of 0
/// and beyond `takes` are never taken).
///
/// # Constraints
/// The values must stay small: the memory is one bit per heap per distinct value.
///
/// # Complexity
/// O(len² / 64 + len · G) time and O(len · (G + 64) / 64) words, where G is the largest value
/// (about 60 for the takes of 1091H, against 2 · 10^5 heaps).
///
/// # Example
/// ```
/// use impartial::take::dense_subtraction::grundy_table;
/// // Take 1 or 2: Bash's game, the heap mod 3.
/// assert_eq!(grundy_table(&[false, true, true], 7), [0, 1, 2, 0, 1, 2, 0]);
/// ```
pub fn grundy_table(takes: &[bool], len: usize) -> Vec<u32> {
    let words = len / 64 + 2;
    // shifted[r] holds the takes moved up by r bits, word by word.
    let mut shifted = vec![vec![0u64; words]; 64];
    for k in (1..takes.len().min(len)).filter(|&k| takes[k]) {
        for (r, copy) in shifted.iter_mut().enumerate() {
            copy[(k + r) / 64] |= 1 << ((k + r) % 64);
        }
    }
    let mut reached: Vec<Vec<u64>> = Vec::new(); // reached[v]: heaps with an option worth v
    let mut table = Vec::with_capacity(len);
    for x in 0..len {
        let (q, r) = (x / 64, x % 64);
        let value = reached
            .iter()
            .position(|bits| bits[q] >> r & 1 == 0)
            .unwrap_or(reached.len());
        if value == reached.len() {
            reached.push(vec![0; words]);
        }
        table.push(value as u32);
        for (word, &take) in reached[value][q..].iter_mut().zip(&shifted[r]) {
            *word |= take;
        }
    }
    table
}

/// The xor of the heaps' values when a move takes a prime or a product of two primes, except
/// the size `forbidden`: 0 iff the player to move loses their sum.
///
/// # Constraints
/// Heaps below 2^32 − 64 (the table runs to the largest; 1091H's are below 2 · 10^5).
///
/// # Complexity
/// That of [`grundy_table`] to the largest heap, plus O(heaps).
///
/// # Example
/// ```
/// use impartial::take::dense_subtraction::prime_takes_xor;
/// // Gaps of 2 and 5 free cells (tokens at 0, 3 and 9); with 6 forbidden, 5 is worth 2.
/// assert_eq!(prime_takes_xor(&[2, 5], 6), 1 ^ 2);
/// assert_eq!(prime_takes_xor(&[1, 1], 6), 0); // no take fits
/// ```
pub fn prime_takes_xor(heaps: &[usize], forbidden: usize) -> u32 {
    let len = heaps.iter().max().map_or(0, |&m| m + 1);
    let mut takes = one_or_two_primes(len);
    if let Some(t) = takes.get_mut(forbidden) {
        *t = false;
    }
    let table = grundy_table(&takes, len);
    heaps.iter().fold(0, |x, &h| x ^ table[h])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::Subtraction;

    #[test]
    fn sizes_match_trial_division() {
        let sizes = one_or_two_primes(3000);
        for (k, &size) in sizes.iter().enumerate() {
            let (mut m, mut count) = (k, 0);
            let mut d = 2;
            while d * d <= m {
                while m % d == 0 {
                    m /= d;
                    count += 1;
                }
                d += 1;
            }
            if m > 1 {
                count += 1;
            }
            assert_eq!(size, count == 1 || count == 2, "{}", k);
        }
    }

    #[test]
    fn tables_match_the_mex_rule() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for round in 0..60 {
            let len = 1 + round * 7;
            let takes: Vec<bool> = (0..len + 5)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    seed % 3 == 0
                })
                .collect();
            let set: Vec<u64> = (1..takes.len() as u64)
                .filter(|&k| takes[k as usize])
                .collect();
            let mut reference = Subtraction::new(set);
            let table = grundy_table(&takes, len);
            for (x, &v) in table.iter().enumerate() {
                assert_eq!(Some(u64::from(v)), reference.grundy(x as u64), "heap {}", x);
            }
        }
    }

    #[test]
    fn the_prime_takes_without_one_size() {
        let mut takes = one_or_two_primes(700);
        takes[6] = false;
        let set: Vec<u64> = (1..=700).filter(|&k| takes[k as usize]).collect();
        let mut reference = Subtraction::new(set);
        for (x, &v) in grundy_table(&takes, 700).iter().enumerate() {
            assert_eq!(Some(u64::from(v)), reference.grundy(x as u64));
        }
    }
}
