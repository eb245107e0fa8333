//! Split a heap into two or more heaps of pairwise different sizes. Used by HackerRank's Stone
//! Piles.
//!
//! A move replaces a heap of x by heaps p_1 < p_2 < … < p_k (k ≥ 2) summing to x, so the
//! options of x are the XORs of the values of its partitions into at least two distinct parts.
//! [`values`] finds them with a 0/1 knapsack over the parts: for each sum s and part count
//! (0, 1, or 2 and more) the set of XORs reachable with parts below the current heap, kept as
//! a bitset. Heaps 1, 2, 4 and 8 are worth 0; this crate's tests see G(x) = x − 4 for every x
//! from 9 to 300, which is observed, not proven, and not used.

/// The Grundy values G(0), …, G(n).
///
/// # Constraints
/// n ≤ 2^16 in principle; the time grows as n² times the value range (n = 300 takes
/// milliseconds).
///
/// # Complexity
/// O(n² · V) with V the next power of two above n, and O(n · V / 64) words of memory.
///
/// # Example
/// ```
/// use impartial::split::distinct_parts::values;
/// // 8 splits into (1, 2, 5), (1, 3, 4), (1, 7), (2, 6) or (3, 5): none is worth 0.
/// assert_eq!(values(9), [0, 0, 0, 1, 0, 2, 3, 4, 0, 5]);
/// ```
pub fn values(n: usize) -> Vec<u32> {
    let range = (n + 1).next_power_of_two();
    let words = (range + 63) / 64;
    // reach[(s * 3 + c) * words ..]: the XORs of partitions of s into c parts (c = 2: two or
    // more), all parts below the heap being valued.
    let mut reach = vec![0u64; (n + 1) * 3 * words];
    reach[0] = 1;
    let mut g = vec![0u32; n + 1];
    for x in 1..=n {
        let options = &reach[(x * 3 + 2) * words..(x * 3 + 3) * words];
        let mex = options.iter().position(|&w| w != u64::MAX);
        g[x] = mex.map_or(range as u32, |i| 64 * i as u32 + options[i].trailing_ones());
        let m = g[x] as usize;
        for s in (x..=n).rev() {
            for c in (0..3).rev() {
                let to = ((s * 3 + (c + 1).min(2)) * words, (s - x) * 3 + c);
                for i in 0..words {
                    let mut w = reach[to.1 * words + i];
                    while w != 0 {
                        let v = (64 * i + w.trailing_zeros() as usize) ^ m;
                        reach[to.0 + v / 64] |= 1 << (v % 64);
                        w &= w - 1;
                    }
                }
            }
        }
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Heaps to 24 against the search of every split (one heap) and pairs to 14 (who wins).
    #[test]
    fn matches_search() {
        let g = values(24);
        let mut game = crate::oracle::hackerrank_games_more::distinct_splits();
        for (x, &v) in g.iter().enumerate() {
            assert_eq!(u64::from(v), game.grundy(&vec![x as u64]), "x = {x}");
        }
        for a in 1..=14u64 {
            for b in a..=14 {
                let first = g[a as usize] ^ g[b as usize] != 0;
                assert_eq!(first, game.wins(&vec![a, b]), "{a} {b}");
            }
        }
    }

    /// The observation in the module doc, to 300.
    #[test]
    fn observed_line() {
        let g = values(300);
        assert!((9..=300).all(|x| g[x] as usize == x - 4));
    }
}
