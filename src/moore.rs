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
/// use impartial::moore::first_wins;
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::games::Game;

    /// Moore's Nim_k by its rules: take from 1 to k piles at once.
    fn moore(k: usize) -> Game<Vec<u64>> {
        Game::normal(move |piles: &Vec<u64>| {
            let n = piles.len();
            let mut out = Vec::new();
            for mask in 1u32..1 << n {
                if mask.count_ones() as usize > k
                    || (0..n).any(|i| mask >> i & 1 == 1 && piles[i] == 0)
                {
                    continue;
                }
                let mut next = vec![piles.clone()];
                for i in (0..n).filter(|&i| mask >> i & 1 == 1) {
                    next = next
                        .into_iter()
                        .flat_map(|p| {
                            (1..=piles[i]).map(move |t| {
                                let mut q = p.clone();
                                q[i] -= t;
                                q
                            })
                        })
                        .collect();
                }
                for mut p in next {
                    p.sort_unstable();
                    out.push(p);
                }
            }
            out
        })
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
