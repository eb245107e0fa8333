//! Count the winning rows instead of deciding one. Used by AtCoder ABC 212 H.
//!
//! Counting positions instead of deciding one (AtCoder ABC 212 H): how many rows of Nim heaps,
//! of any length from 1 to `n` and each heap one of the given sizes, the first player wins,
//! modulo the prime [`P`] = 998244353.
//!
//! A row wins exactly when its XOR is not 0 (Bouton). Over the `2^b` values of `b` bits, the
//! Walsh–Hadamard transform turns XOR-convolution into products: with `F(s)` the transform of
//! the size indicator, the rows of length `m` with XOR 0 number `2^-b · Σ_s F(s)^m`. Summing
//! the geometric series over `m` in closed form leaves one transform of size `2^b` and one
//! series per point: no convolution is ever carried out.

/// The modulus, 998244353 (a prime).
pub const P: u64 = 998_244_353;

fn pow_mod(mut b: u64, mut e: u64) -> u64 {
    let mut r = 1;
    b %= P;
    while e > 0 {
        if e & 1 == 1 {
            r = r * b % P;
        }
        b = b * b % P;
        e >>= 1;
    }
    r
}

/// `f + f² + … + f^n` modulo [`P`], for `f` below `P`.
fn geometric(f: u64, n: u64) -> u64 {
    match f {
        0 => 0,
        1 => n % P,
        _ => f * ((pow_mod(f, n) + P - 1) % P) % P * pow_mod(f - 1, P - 2) % P,
    }
}

/// The number of rows of 1 to `n` heaps, each heap one of `sizes`, that the first player
/// wins at Nim, modulo [`P`]. Rows are ordered; a size listed twice counts as two choices.
///
/// # Constraints
/// Sizes below 2^24 (the transform has as many points as the smallest power of two above the
/// largest size); at most about 4·10^8 sizes, so that a transform value stays within u64.
///
/// # Complexity
/// O(K + b · 2^b + D · log P) for K sizes below `2^b`, with D ≤ min(2^b, 2K + 1) distinct
/// transform values.
///
/// # Example
/// ```
/// use impartial::sums::counting::winning_rows;
/// // (1), (2), (1,2), (2,1) win; (1,1) and (2,2) lose.
/// assert_eq!(winning_rows(&[1, 2], 2), 4);
/// assert_eq!(winning_rows(&[3, 5, 7], 100), 112_184_936);
/// ```
pub fn winning_rows(sizes: &[u64], n: u64) -> u64 {
    let top = sizes.iter().copied().max().unwrap_or(0);
    assert!(top < 1 << 24, "sizes below 2^24");
    let bits = 64 - top.leading_zeros();
    let len = 1usize << bits;
    // Transform values are in [-K, K]: kept as i64, reduced at the end.
    let mut f = vec![0i64; len];
    for &a in sizes {
        f[a as usize] += 1;
    }
    let mut half = 1;
    while half < len {
        for block in f.chunks_exact_mut(2 * half) {
            let (lo, hi) = block.split_at_mut(half);
            for (x, y) in lo.iter_mut().zip(hi.iter_mut()) {
                {
                    let t = (*x + *y, *x - *y);
                    *x = t.0;
                    *y = t.1;
                }
            }
        }
        half *= 2;
    }
    // A transform value lies in [−K, K] and most of them repeat (they cluster within about
    // √K of 0): each distinct one is summed once.
    let k = sizes.len() as i64;
    let mut known = vec![u64::MAX; 2 * sizes.len() + 1];
    let zero_rows = f.iter().fold(0, |acc, &v| {
        let slot = &mut known[(v + k) as usize];
        if *slot == u64::MAX {
            *slot = geometric(v.rem_euclid(P as i64) as u64, n);
        }
        (acc + *slot) % P
    });
    let zero_rows = zero_rows * pow_mod(pow_mod(2, u64::from(bits)), P - 2) % P;
    let all_rows = geometric(sizes.len() as u64 % P, n);
    (all_rows + P - zero_rows) % P
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::games::nim;

    /// Every row of length 1..=n, decided by exhaustive search of Nim.
    fn by_search(sizes: &[u64], n: u32) -> u64 {
        let mut game = nim();
        let mut count = 0;
        let mut rows: Vec<Vec<u64>> = vec![Vec::new()];
        for _ in 0..n {
            rows = rows
                .iter()
                .flat_map(|r| sizes.iter().map(move |&a| [r.as_slice(), &[a]].concat()))
                .collect();
            for r in &rows {
                let mut sorted = r.clone();
                sorted.sort_unstable();
                count += u64::from(game.wins(&sorted));
            }
        }
        count
    }

    #[test]
    fn matches_search() {
        for sizes in [
            &[1u64][..],
            &[1, 2],
            &[1, 2, 3],
            &[3, 5, 6],
            &[1, 4, 7, 2],
            &[5],
        ] {
            for n in 1..=4u32 {
                let count = winning_rows(sizes, n.into());
                assert_eq!(count, by_search(sizes, n), "{sizes:?} {n}");
            }
        }
    }

    #[test]
    fn reduces_modulo_p() {
        // One size: a row wins iff its length is odd; (n + 1) / 2 rows.
        assert_eq!(winning_rows(&[7], 1_000_000_000_000), 500_000_000_000 % P);
        // Every size from 1 to 2^16 − 1: each single heap wins, and a pair wins unless equal.
        let all: Vec<u64> = (1..1 << 16).collect();
        let k = all.len() as u64;
        assert_eq!(winning_rows(&all, 1), k);
        assert_eq!(winning_rows(&all, 2), (k + k * (k - 1)) % P);
    }
}
