//! Moore's Nim_k: take from up to k piles at once. Used by Luogu P2490.
//!
//! Moore's Nim_k: piles; a move takes any positive number of objects from each of between 1
//! and k piles. Moore's theorem: the player to move loses exactly when, for every bit, the
//! number of piles with that bit set is a multiple of k + 1 (k = 1 is Nim: the XOR is 0).

/// Whether the first player wins Moore's Nim_k on `piles`.
///
/// # Constraints
/// `k ≥ 1`; any u64 piles.
///
/// # Complexity
/// O(64 · piles).
///
/// # Example
/// ```
/// use impartial::take::moore::first_wins;
/// assert!(!first_wins(&[1, 1, 1], 2)); // three 1s: a multiple of 3 in bit 0
/// assert!(first_wins(&[1, 1, 1], 1)); // but Nim: 1 ^ 1 ^ 1 = 1
/// assert!(first_wins(&[5, 3], 2)); // k ≥ the pile count: take everything
/// ```
pub fn first_wins(piles: &[u64], k: u64) -> bool {
    debug_assert!(k >= 1);
    let mut counts = [0u64; 64];
    for &p in piles {
        for (bit, count) in counts.iter_mut().enumerate() {
            *count += p >> bit & 1;
        }
    }
    counts.iter().any(|&c| c % (k + 1) != 0)
}

/// The number of ways, modulo `modulus`, to place `k` pieces on a row of `n` cells, white and
/// black alternately from a white one on the left, such that the first player wins Luogu
/// P2490 (\[SDOI2011\] 黑白棋): white pieces move right and black ones left, never past another
/// piece, and a move shifts 1 to `d` pieces of one's own colour. Each white piece and the black
/// one after it close the gap between them, so the game is Moore's Nim_d on the `k/2` gaps: a
/// placement loses iff every bit of the gaps is set in a multiple of `d + 1` of them. The
/// losing placements are counted by the sum of the gaps (bit by bit), times the ways to spread
/// the remaining empty cells over the `k/2 + 1` places between pairs.
///
/// # Constraints
/// `k` even, `1 ≤ d ≤ k ≤ n`, n up to about 10^5 (O(n) memory), `modulus` a prime above n.
///
/// # Complexity
/// O(n · log n · k / d).
///
/// # Example
/// ```
/// // Luogu's sample: n = 10, k = 4, d = 2.
/// assert_eq!(impartial::take::moore::winning_rows(10, 4, 2, 1_000_000_007), 182);
/// ```
pub fn winning_rows(n: usize, k: usize, d: usize, modulus: u64) -> u64 {
    let m = Modulo::new(modulus);
    let mut fact = vec![1u64; n + 1];
    for i in 1..=n {
        fact[i] = m.mul(fact[i - 1], i as u64);
    }
    let pow = |mut b: u64, mut e: u64| {
        let mut r = 1;
        while e > 0 {
            if e & 1 == 1 {
                r = m.mul(r, b);
            }
            b = m.mul(b, b);
            e >>= 1;
        }
        r
    };
    let mut inv = vec![1u64; n + 1];
    inv[n] = pow(fact[n], modulus - 2);
    for i in (1..=n).rev() {
        inv[i - 1] = m.mul(inv[i], i as u64);
    }
    let choose = |a: usize, b: usize| match b <= a {
        true => m.mul(m.mul(fact[a], inv[b]), inv[a - b]),
        false => 0,
    };
    let (pairs, free) = (k / 2, n - k);
    // losing[s]: gap tuples of sum s with every bit count a multiple of d + 1.
    let mut losing = vec![0u64; free + 1];
    losing[0] = 1;
    let mut bit = 1;
    while bit <= free {
        // Pushed from each reachable sum (many are not: the sums so far are multiples of
        // the bits' counts); the products (< 2^60) are added unreduced and brought below
        // 2^62 by subtracting a multiple of m, reduced once at the end.
        let ways: Vec<(usize, u64)> = (0..=pairs)
            .step_by(d + 1)
            .map(|c| (c * bit, choose(pairs, c)))
            .take_while(|&(add, _)| add <= free)
            .collect();
        let mut next = vec![0u64; free + 1];
        for (s, &here) in losing.iter().enumerate().filter(|&(_, &l)| l != 0) {
            for &(add, ways) in ways.iter().take_while(|&&(add, _)| s + add <= free) {
                let x = next[s + add] + here * ways;
                next[s + add] = x - m.big * u64::from(x >= m.big);
            }
        }
        next.iter_mut().for_each(|x| *x = m.reduce(*x));
        losing = next;
        bit *= 2;
    }
    let lost = (0..=free).fold(0, |t, s| {
        m.reduce(t + losing[s] * choose(free - s + pairs, pairs))
    });
    m.reduce(choose(n, k) + modulus - lost)
}

/// Reduction modulo a run-time `m < 2^32` by a multiplication and a correction (Barrett)
/// rather than a division: the sums of products above take millions of them.
struct Modulo {
    m: u64,
    /// ⌊(2^64 − 1) / m⌋: the quotient it gives is short of the true one by at most 1.
    inverse: u64,
    /// The largest multiple of m below 2^62: sums of products below 2^60 stay below 2^63
    /// when it is subtracted from them at 2^62 − m or above.
    big: u64,
}

impl Modulo {
    fn new(m: u64) -> Self {
        assert!((2..1 << 32).contains(&m), "a modulus from 2 to 2^32 - 1");
        Modulo {
            m,
            inverse: u64::MAX / m,
            big: (1 << 62) / m * m,
        }
    }

    /// `x mod m`.
    fn reduce(&self, x: u64) -> u64 {
        let q = ((u128::from(x) * u128::from(self.inverse)) >> 64) as u64;
        let r = x - q * self.m;
        if r >= self.m {
            r - self.m
        } else {
            r
        }
    }

    /// `a · b mod m` for `a, b < m`.
    fn mul(&self, a: u64, b: u64) -> u64 {
        self.reduce(a * b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::games::Game;

    /// Moore's Nim_k by its rules: take from 1 to k piles at once.
    fn moore(k: usize) -> Game<Vec<u64>> {
        crate::oracle::games::take_from_each(move |size, _| size <= k)
    }

    #[test]
    fn reduction_matches_the_remainder() {
        let mut x = 0x243f_6a88_85a3_08d3u64;
        for m in [2, 3, 7, 1 << 20, 998_244_353, 1_000_000_007, (1 << 32) - 1] {
            let modulo = Modulo::new(m);
            for _ in 0..10_000 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                assert_eq!(modulo.reduce(x), x % m, "{x} mod {m}");
            }
            assert_eq!(modulo.reduce(u64::MAX), u64::MAX % m);
            assert_eq!(modulo.mul(m - 1, m - 1), ((m - 1) * (m - 1)) % m);
        }
        // The sample, and a small modulus against the large one reduced.
        assert_eq!(winning_rows(10, 4, 2, 1_000_000_007), 182);
        assert_eq!(winning_rows(10, 4, 2, 13), 182 % 13);
    }

    #[test]
    fn matches_search() {
        for k in 1..=3usize {
            let mut game = moore(k);
            for n in 1..=4usize {
                let top = [0, 7, 5, 3, 2][n];
                for code in 0..(top + 1u64).pow(n as u32) {
                    let mut p: Vec<u64> = (0..n)
                        .map(|i| code / (top + 1).pow(i as u32) % (top + 1))
                        .collect();
                    let got = first_wins(&p, k as u64);
                    p.sort_unstable();
                    assert_eq!(got, game.wins(&p), "{p:?} k = {k}");
                }
            }
        }
    }
}
