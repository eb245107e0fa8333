//! Split a heap into 2 to k nonempty heaps. Used by HackerRank Simple Game.
//!
//! A move picks a heap of at least 2 and splits it into between 2 and `k` nonempty heaps.
//! - `k = 2`: a heap is worth 1 if even, 0 if odd. An even heap splits into two heaps of the
//!   same parity (values equal, XOR 0), an odd one into an even and an odd heap (XOR 1).
//! - `k ≥ 4`: a heap of `n` is worth `n − 1`. By induction: a split into `j ≥ 2` parts has
//!   XOR at most `Σ (p − 1) = n − j < n − 1`, and every `v < n − 1` is reached, with
//!   `d = n − 1 − v ≥ 1`, by the parts `v + 1` and `1` (d = 1), `v + 1, 1, 1` (d = 2),
//!   `v + 1, a + 1, a + 1` (d = 2a + 2) or `v + 1, a + 1, a + 1, 1` (d = 2a + 3): equal
//!   parts cancel and ones are worth 0.
//! - `k = 3`: no pattern is known (the values wander around n / 2); they are computed from
//!   the definition, over every split into two and three parts.
//!
//! Counting the rows of heaps that the first player wins, the values' Walsh–Hadamard
//! transform turns XOR-convolution into products: over the `2^b` points `y`, a row of `m`
//! heaps summing to `n` has XOR 0 with weight `2^-b · Σ_y [x^n] H_y(x)^m`, where `H_y` is
//! the series `Σ_s (−1)^{|y ∧ G(s)|} x^s`. A power of a series with a nonzero constant term
//! follows from `H · (H^m)' = m · H' · H^m` coefficient by coefficient.

use crate::numbers::divide::pow_mod;

/// The modulus of [`winning_rows`], 10^9 + 7 (a prime).
pub const P: u64 = 1_000_000_007;

/// The Grundy values of the heaps of 0 to `n` objects when a move splits a heap into 2 to
/// `k` nonempty heaps (`k ≤ 1`: no move at all).
///
/// # Constraints
/// `n` up to about 10^4 when `k = 3` (cubic time); any `n` that fits in memory otherwise.
///
/// # Complexity
/// O(n³ / 36) time when `k = 3`, O(n) otherwise; O(n) memory.
///
/// # Example
/// ```
/// use impartial::split::few_parts::values;
/// assert_eq!(values(6, 2), [0, 0, 1, 0, 1, 0, 1]);
/// assert_eq!(values(8, 3), [0, 0, 1, 2, 3, 1, 4, 3, 2]);
/// assert_eq!(values(5, 4), [0, 0, 1, 2, 3, 4]);
/// ```
pub fn values(n: usize, k: usize) -> Vec<u32> {
    match k {
        0 | 1 => vec![0; n + 1],
        2 => (0..=n).map(|s| u32::from(s > 0 && s % 2 == 0)).collect(),
        3 => three_parts(n),
        _ => (0..=n).map(|s| s.saturating_sub(1) as u32).collect(),
    }
}

/// The values for splits into two or three parts, by the definition: a value is below the
/// heap's size, so the XORs of three values are below the power of two above `n`.
fn three_parts(n: usize) -> Vec<u32> {
    let mut g = vec![0u32; n + 1];
    let mut seen = vec![0usize; (n + 1).next_power_of_two()];
    for s in 2..=n {
        for a in 1..=s / 2 {
            seen[(g[a] ^ g[s - a]) as usize] = s;
        }
        for a in 1..=s / 3 {
            for b in a..=(s - a) / 2 {
                seen[(g[a] ^ g[b] ^ g[s - a - b]) as usize] = s;
            }
        }
        g[s] = (0..).find(|&v| seen[v as usize] != s).unwrap_or(0);
    }
    g
}

/// The number of ordered rows of `m` nonempty heaps with `n` objects in all that the first
/// player wins when a move splits a heap into 2 to `k` nonempty heaps, modulo [`P`].
///
/// # Constraints
/// `n` up to about 10^4 (the time below); the rows of `m > n` heaps number 0.
///
/// # Complexity
/// With `L = n − m + 1` (the largest heap) and `2^b` the power of two above its largest
/// value (2 when `k = 2`, at most `2L` otherwise): O(2^b · L²) time, O(L) memory; plus the
/// values (see [`values`]).
///
/// # Example
/// ```
/// use impartial::split::few_parts::winning_rows;
/// // 4 stones in 3 heaps: (2, 1, 1) in its three orders; splitting the 2 wins.
/// assert_eq!(winning_rows(4, 3, 3), 3);
/// // 5 stones in 2 heaps, any split: (1, 4), (4, 1) are worth 3; (2, 3), (3, 2) are 1 ⊕ 2.
/// assert_eq!(winning_rows(5, 2, 5), 4);
/// ```
pub fn winning_rows(n: usize, m: usize, k: usize) -> u64 {
    if m == 0 || m > n {
        return 0;
    }
    let largest = n - m + 1;
    let g = values(largest, k);
    let top = g.iter().copied().max().unwrap_or(0);
    let len = (top as usize + 1).next_power_of_two();
    // inverse[i] = 1 / i modulo P.
    let mut inverse = vec![1u64; largest];
    for i in 2..largest {
        inverse[i] = (P - (P / i as u64) * inverse[(P % i as u64) as usize] % P) % P;
    }
    let m1 = (m as u64 + 1) % P;
    // negative[largest - i]: all ones where the heap of i + 1 counts with sign −1 in H_y,
    // else 0 (reversed, so that the sums below run forward over both of their arrays).
    let mut negative = vec![0u64; largest + 1];
    // power[t] = [x^t] (H_y / x)^m and times[t] = t · power[t], both in [0, P · L).
    let (mut power, mut times) = (vec![0u64; largest], vec![0u64; largest]);
    let mut zero = 0;
    for y in 0..len as u32 {
        for i in 0..largest {
            let odd = (y & g[i + 1]).count_ones() & 1;
            negative[largest - i] = 0u64.wrapping_sub(u64::from(odd));
        }
        power[0] = 1;
        // The sums of power[..j] and times[..j], reduced.
        let (mut all_p, mut all_t) = (1, 0);
        for j in 1..largest {
            // j · power[j] = Σ_{i=1..j} ((m + 1) i − j) s_i power[j − i] with s_i = ±1
            //              = (m + 1) (j · A − B) − j · A = m · j · A − (m + 1) · B,
            // A = Σ s_i power[j − i] and B = Σ s_i times[j − i]: each the sum of the window
            // less twice its negative terms (below 2^64 while L² · P < 2^64).
            let (mut neg_p, mut neg_t) = (0u64, 0u64);
            let window = negative[largest - j..largest].iter().zip(&power[..j]);
            for ((&neg, &p), &t) in window.zip(&times[..j]) {
                neg_p += p & neg;
                neg_t += t & neg;
            }
            let a = (all_p + 2 * (P - neg_p % P)) % P;
            let b = (all_t + 2 * (P - neg_t % P)) % P;
            let jm = j as u64 % P * ((m1 + P - 1) % P) % P;
            let sum = (jm * a + (P - m1) * b) % P;
            power[j] = sum * inverse[j] % P;
            times[j] = power[j] * j as u64;
            all_p = (all_p + power[j]) % P;
            all_t = (all_t + times[j]) % P;
        }
        zero = (zero + power[largest - 1]) % P;
    }
    let zero = zero * pow_mod(len as u64, P - 2, P) % P;
    // All rows: C(n − 1, m − 1).
    let (mut num, mut den) = (1, 1);
    for j in 0..m as u64 - 1 {
        num = num * ((n as u64 - 1 - j) % P) % P;
        den = den * ((j + 1) % P) % P;
    }
    let all = num * pow_mod(den, P - 2, P) % P;
    (all + P - zero) % P
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::hackerrank_counting::{compositions, splits};

    #[test]
    fn values_match_search() {
        for k in 1..=6 {
            let mut game = splits(k);
            let g = values(14, k);
            for s in 0..=14u64 {
                assert_eq!(
                    u64::from(g[s as usize]),
                    game.grundy(&vec![s]),
                    "k {k} s {s}"
                );
            }
        }
    }

    #[test]
    fn rows_match_search() {
        for k in 2..=5 {
            let mut game = splits(k);
            for n in 0..=9u64 {
                for m in 0..=4usize {
                    let count = compositions(n, m)
                        .into_iter()
                        .filter(|r| {
                            let mut sorted = r.clone();
                            sorted.sort_unstable();
                            game.wins(&sorted)
                        })
                        .count() as u64;
                    let got = winning_rows(n as usize, m, k);
                    assert_eq!(got, count, "n {n} m {m} k {k}");
                }
            }
        }
    }

    #[test]
    fn large_counts_reduce() {
        // One heap: it wins iff its value is not 0.
        assert_eq!(winning_rows(600, 1, 2), 1);
        assert_eq!(winning_rows(601, 1, 2), 0);
        assert_eq!(winning_rows(600, 1, 600), 1);
        // Two heaps with k = 2: a row wins iff one heap is even and the other odd.
        assert_eq!(winning_rows(601, 2, 2), 600);
        assert_eq!(winning_rows(600, 2, 2), 0);
        // n heaps of one stone: no move, lost.
        assert_eq!(winning_rows(600, 600, 7), 0);
    }
}
