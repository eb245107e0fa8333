//! Choose disjoint intervals on a line. Used by AtCoder ABC 206 F.
//!
//! Choosing disjoint intervals (AtCoder ABC 206 F): given half-open intervals `[l, r)`, a move
//! chooses one that meets no interval chosen before; whoever cannot move loses.
//!
//! Choosing `[a, b)` inside a free stretch `[lo, hi)` leaves two independent stretches,
//! `[lo, a)` and `[b, hi)`, in which only the intervals lying wholly inside can still be
//! chosen. So a stretch is worth the mex over the intervals inside it of
//! `g(lo, a) XOR g(b, hi)`, and the whole game is the stretch from the least left end to the
//! greatest right end.

use crate::sg::Mex;

/// Grundy value of the game on `intervals` (each `(l, r)` the half-open `[l, r)`).
///
/// # Constraints
/// `l < r` for each interval, and ends at most `w`: the table holds `(w + 1)²` values, so `w`
/// is meant to be small (ABC 206 F has `w = 100`). Repeated intervals are harmless.
///
/// # Complexity
/// O(w² · n) time for n distinct intervals at worst (each stretch looks only at the intervals
/// inside it), O(w²) memory.
///
/// # Example
/// ```
/// use impartial::boards::intervals::grundy;
/// // [8, 43), [12, 53), [53, 98): choosing [12, 53) leaves only [53, 98); the second player wins.
/// assert_eq!(grundy(&[(53, 98), (8, 43), (12, 53)], 100), 0);
/// assert_eq!(grundy(&[(5, 9)], 100), 1);
/// ```
pub fn grundy(intervals: &[(u32, u32)], w: u32) -> u64 {
    let mut list: Vec<(usize, usize)> = intervals
        .iter()
        .map(|&(l, r)| (l as usize, r as usize))
        .collect();
    debug_assert!(list.iter().all(|&(l, r)| l < r && r <= w as usize));
    // By right end: the intervals of a stretch [lo, hi) that start at lo or later and end by
    // hi are then a prefix of those that start at lo or later.
    list.sort_unstable_by_key(|&(l, r)| (r, l));
    list.dedup();
    let side = w as usize + 1;
    // g[lo * side + hi] for lo ≤ hi; g[lo][lo] = 0. Each lo needs g[b][hi] for b > lo, so lo
    // goes down, and g[lo][a] for a < hi, so hi goes up.
    let mut g = vec![0u64; side * side];
    let mut mex = Mex::new(list.len());
    let mut inside: Vec<(usize, usize)> = Vec::with_capacity(list.len());
    for lo in (0..side).rev() {
        inside.clear();
        inside.extend(list.iter().filter(|&&(a, _)| a >= lo));
        let mut count = 0;
        for hi in lo + 1..side {
            while count < inside.len() && inside[count].1 <= hi {
                count += 1;
            }
            mex.start();
            for &(a, b) in &inside[..count] {
                mex.add(g[lo * side + a] ^ g[b * side + hi]);
            }
            g[lo * side + hi] = mex.least_missing();
        }
    }
    g[w as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::atcoder::intervals;
    use crate::oracle::games::xorshift as next;

    #[test]
    fn matches_search() {
        let mut game = intervals();
        let mut seed = 0x2545_f491_4f6c_dd1d;
        for round in 0..400 {
            let n = 1 + next(&mut seed) % 9;
            let list: Vec<(u32, u32)> = (0..n)
                .map(|_| {
                    let l = next(&mut seed) % 11;
                    (l as u32, (l + 1 + next(&mut seed) % 5) as u32)
                })
                .collect();
            let mut free: Vec<(u64, u64)> =
                list.iter().map(|&(l, r)| (l.into(), r.into())).collect();
            free.sort_unstable();
            let wins = game.wins(&free);
            assert_eq!(grundy(&list, 16) != 0, wins, "round {round}: {list:?}");
        }
    }
}
