//! Split a heap into its proper divisors. Used by Luogu P10506.
//!
//! Splitting into divisors (Luogu P10506 魔法珠): heaps of beads; a move takes a heap of p > 1,
//! replaces it by one heap for each divisor of p below p (1 included), and then removes one of
//! those new heaps. Whoever faces only heaps of 1 loses.
//!
//! A heap of p whose divisors below p are `b₁, …, b_m` has the options `X ⊕ g(b_j)` for each
//! j, where `X = g(b₁) ⊕ ⋯ ⊕ g(b_m)` (the new heaps form a sum, less the one removed), so
//! `g(p) = mex_j (X ⊕ g(b_j))`, and `g(1) = 0`.

/// `g(0..=max)` (`g(0)` is unused and 0).
///
/// # Constraints
/// `max` fits memory: the divisor lists of all numbers up to `max` are built, about
/// `max · ln max` entries.
///
/// # Complexity
/// O(max log max).
///
/// # Example
/// ```
/// use impartial::split::into_divisors::values;
/// let g = values(12);
/// assert_eq!(g[1], 0);
/// assert_eq!(g[2], 1); // 2 → {1} → remove it: nothing left, worth 0
/// assert_eq!(g[2] ^ g[2] ^ g[2], 1); // Luogu's first sample: freda wins
/// assert_eq!(g[1] ^ g[3] ^ g[5], 0); // the second: rainbow wins
/// ```
pub fn values(max: usize) -> Vec<u32> {
    let mut g = vec![0u32; max + 1];
    // X(p), and every value g(b) of a divisor b < p, gathered as the sieve reaches p.
    let mut x = vec![0u32; max + 1];
    let mut divisors: Vec<Vec<u32>> = vec![Vec::new(); max + 1];
    let mut seen = Vec::new();
    for p in 1..=max {
        if p > 1 {
            seen.clear();
            for &b in &divisors[p] {
                let v = (x[p] ^ g[b as usize]) as usize;
                if seen.len() <= v {
                    seen.resize(v + 1, false);
                }
                seen[v] = true;
            }
            g[p] = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32;
        }
        for multiple in (2 * p..=max).step_by(p) {
            x[multiple] ^= g[p];
            divisors[multiple].push(p as u32);
        }
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn primes_are_worth_one_and_prime_squares_match_by_hand() {
        let g = values(100);
        for p in [2, 3, 5, 7, 97] {
            assert_eq!(g[p], 1);
        }
        // 4 → {1, 2}: X = 0 ⊕ 1 = 1; options 1 ⊕ 0 = 1 and 1 ⊕ 1 = 0: mex 2.
        assert_eq!(g[4], 2);
    }
}
