//! Remove any one number from a row until what is left is increasing; whoever leaves an
//! increasing row wins. Used by HackerRank's Permutation Game.
//!
//! An increasing row is a lost position for the player to move (the game is over), so this is
//! normal play on the subsets of the row: a search over all 2^n subsets, smallest first. The
//! subsets are kept 64 to a word, one per choice of the row's first six numbers (the low
//! bits), so that the word's 64 answers come out of a few dozen word operations:
//! - a subset is increasing iff its first-six part is, its later part is (carried from the
//!   later part without its last element) and no first-six number is at least a later one;
//! - a subset is won iff it is not increasing and some one-smaller subset is lost: those that
//!   drop a later number are whole words already known, and those that drop a first-six
//!   number lie in the same word, settled level by level (by how many of the first six it
//!   holds) with shifts.

/// Bit `p` set where bit `i` of `p` is (the subsets, within a word, that hold number `i`).
const HOLDS: [u64; 6] = [
    0xAAAA_AAAA_AAAA_AAAA,
    0xCCCC_CCCC_CCCC_CCCC,
    0xF0F0_F0F0_F0F0_F0F0,
    0xFF00_FF00_FF00_FF00,
    0xFFFF_0000_FFFF_0000,
    0xFFFF_FFFF_0000_0000,
];

/// Whether the first player wins on `row` (strictly increasing counts as increasing; a row
/// that starts increasing is lost for the first player, who has no move).
///
/// # Constraints
/// `row.len() ≤ 24` (2^n / 8 bytes of memory).
///
/// # Complexity
/// O(2^n · n / 64 + 2^n / 64 · 6²) word operations, O(2^n / 64) memory.
///
/// # Example
/// ```
/// use impartial::boards::until_increasing::first_wins;
/// // HackerRank's sample: Alice wins on 1 3 2, Bob on 5 3 2 1 4.
/// assert!(first_wins(&[1, 3, 2]));
/// assert!(!first_wins(&[5, 3, 2, 1, 4]));
/// ```
pub fn first_wins(row: &[u64]) -> bool {
    let n = row.len();
    assert!(n <= 24, "a row of {} numbers is beyond 2^24 subsets", n);
    let low = n.min(6);
    let (high, slots) = (n - low, 1usize << low);
    let full = if slots == 64 { !0 } else { (1u64 << slots) - 1 };
    // level[k]: the slots holding k of the first numbers; avoid[b]: the slots sharing no
    // number with b; rising: the slots whose first numbers increase.
    let (mut level, mut avoid, mut rising) = ([0u64; 7], [0u64; 64], 0u64);
    for p in 0..slots {
        level[p.count_ones() as usize] |= 1 << p;
        for (b, a) in avoid.iter_mut().enumerate() {
            *a |= u64::from(p & b == 0) << p;
        }
        let taken: Vec<u64> = (0..low)
            .filter(|&i| p >> i & 1 == 1)
            .map(|i| row[i])
            .collect();
        rising |= u64::from(taken.windows(2).all(|w| w[0] < w[1])) << p;
    }
    // clash[j]: the first numbers at least the later number j.
    let clash: Vec<usize> = (low..n)
        .map(|j| {
            (0..low)
                .filter(|&i| row[i] >= row[j])
                .fold(0, |b, i| b | 1 << i)
        })
        .collect();
    // Per word w (the later numbers held): whether they increase, the first numbers that
    // clash with them, and the won subsets.
    let words = 1usize << high;
    let (mut increasing, mut clashes, mut won) =
        (vec![true; words], vec![0usize; words], vec![0u64; words]);
    for w in 1..words {
        let top = (usize::BITS - 1 - w.leading_zeros()) as usize;
        let rest = w ^ 1 << top;
        // The later number before `top`, if any: the last one of `rest`.
        let last = |r: usize| row[low + (usize::BITS - 1 - r.leading_zeros()) as usize];
        increasing[w] = increasing[rest] && (rest == 0 || last(rest) < row[low + top]);
        clashes[w] = clashes[rest] | clash[top];
    }
    for w in 0..words {
        let ended = if increasing[w] {
            rising & avoid[clashes[w]]
        } else {
            0
        };
        // Subsets with a lost one-smaller subset that drops a later number.
        let mut lost_child = 0;
        let mut bits = w;
        while bits != 0 {
            lost_child |= !won[w ^ (1 << bits.trailing_zeros())];
            bits &= bits - 1;
        }
        let open = !ended & full;
        let mut here = 0u64;
        for cand in level.iter().take(low + 1).map(|&l| l & open) {
            let mut inner = 0;
            for (i, holds) in HOLDS.iter().enumerate().take(low) {
                inner |= (!here << (1 << i)) & holds;
            }
            here |= cand & (lost_child | inner);
        }
        won[w] = here;
    }
    won[words - 1] >> (slots - 1) & 1 == 1
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain search: every subset, smallest first, one at a time.
    fn plain(row: &[u64]) -> bool {
        let n = row.len();
        // state[m]: 1 if increasing, 2 if won by the player to move, else 0.
        let mut state = vec![0u8; 1 << n];
        state[0] = 1;
        for m in 1usize..1 << n {
            let kept: Vec<u64> = (0..n)
                .filter(|&i| m >> i & 1 == 1)
                .map(|i| row[i])
                .collect();
            if kept.windows(2).all(|w| w[0] < w[1]) {
                state[m] = 1;
            } else if (0..n).any(|i| m >> i & 1 == 1 && state[m ^ 1 << i] != 2) {
                state[m] = 2;
            }
        }
        state[(1 << n) - 1] == 2
    }

    #[test]
    fn matches_plain_search_on_longer_rows() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for n in 0..=13usize {
            for _ in 0..12 {
                // Values from a small range: ties (never increasing) as well as orders.
                let row: Vec<u64> = (0..n).map(|_| next() % (n as u64 + 2)).collect();
                assert_eq!(first_wins(&row), plain(&row), "{row:?}");
            }
        }
    }

    /// Every permutation of up to 7 numbers against the search of the removals.
    #[test]
    fn matches_search() {
        let mut game = crate::oracle::hackerrank_games_more::until_increasing();
        for n in 1..=7usize {
            let mut perm: Vec<u64> = (1..=n as u64).collect();
            // Every permutation in lexicographic order.
            loop {
                assert_eq!(first_wins(&perm), game.wins(&perm), "{perm:?}");
                let i = match (0..n - 1).rev().find(|&i| perm[i] < perm[i + 1]) {
                    Some(i) => i,
                    None => break,
                };
                let j = (i + 1..n).rev().find(|&j| perm[j] > perm[i]).unwrap();
                perm.swap(i, j);
                perm[i + 1..].reverse();
            }
        }
    }
}
