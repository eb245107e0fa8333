//! Erase every even or every odd number on a board, then halve what is left (rounding down);
//! whoever empties the board wins. Used by AtCoder AGC 064 C (Erase and Divide Game).
//!
//! Keeping the numbers of parity b and halving them reads one more bit from the bottom: after
//! moves that kept parities b_0, …, b_{k-1}, the board is {x >> k : x ≡ r (mod 2^k)} with
//! r = Σ b_i 2^i. So a position is a node r of level k (a residue mod 2^k), and its two moves go
//! to the nodes r and r + 2^k of level k + 1. A move to an empty node wins at once, which is
//! the same as saying the player facing an empty board has lost. A nonempty node is therefore won
//! unless both its children are won, an empty child counting as lost. Once 2^K exceeds every
//! number, a node of level K holds its residue alone (won) or nothing.
//!
//! Each level is a function on the residues 0..2^k, and the level above is that function folded
//! in half: the value at r joins those at r and r + 2^(k-1). Stored as runs of equal values,
//! the fold merges the lower half with the shifted upper half, and its breakpoints are among
//! the old ones, so N intervals give at most 2N + 1 runs on every level, and K ≤ 64 folds.

/// What a node of the trie holds: nothing, or numbers and whether the player to move wins.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Node {
    Empty,
    Lost,
    Won,
}

/// The node whose two children are `a` and `b`.
fn join(a: Node, b: Node) -> Node {
    match (a, b) {
        (Node::Empty, Node::Empty) => Node::Empty,
        (Node::Won, Node::Won) => Node::Lost,
        _ => Node::Won,
    }
}

/// Folds the runs (start, value) of a function on 0..2·`half` into `out`, on 0..`half`.
fn fold(runs: &[(u64, Node)], half: u64, out: &mut Vec<(u64, Node)>) {
    let split = runs.partition_point(|&(start, _)| start < half);
    let lower = &runs[..split];
    // The upper half begins inside the run that covers `half`.
    let upper = if runs.get(split).map_or(false, |&(start, _)| start == half) {
        &runs[split..]
    } else {
        &runs[split - 1..]
    };
    out.clear();
    let (mut i, mut j, mut at) = (0, 0, 0);
    while at < half {
        let node = join(lower[i].1, upper[j].1);
        if out.last().map_or(true, |&(_, last)| last != node) {
            out.push((at, node));
        }
        let next_i = lower.get(i + 1).map_or(half, |&(start, _)| start);
        let next_j = upper.get(j + 1).map_or(half, |&(start, _)| start - half);
        at = next_i.min(next_j);
        i += usize::from(next_i == at);
        j += usize::from(next_j == at);
    }
}

/// Whether the first player wins with every integer of the `intervals` [l, r] on the board.
///
/// # Constraints
/// Each l ≤ r, and the intervals sorted and disjoint (r_i < l_{i+1}); any u64. With no
/// intervals the board is empty and the first player has lost.
///
/// # Complexity
/// O(N · K) for N intervals, K ≤ 64 the bit length of the largest number.
///
/// # Example
/// ```
/// use impartial::numbers::erase_and_halve::first_wins;
/// assert!(!first_wins(&[(1, 2), (5, 7)]));
/// assert!(!first_wins(&[(0, 100)]));
/// assert!(first_wins(&[(0, (1 << 60) - 1)]));
/// ```
pub fn first_wins(intervals: &[(u64, u64)]) -> bool {
    let top = match intervals.last() {
        Some(&(_, r)) => r,
        None => return false,
    };
    // Level K: the residue r alone, or nothing.
    let mut runs = Vec::with_capacity(2 * intervals.len() + 1);
    let mut free = 0; // the first number not yet covered
    for &(l, r) in intervals {
        if free < l {
            runs.push((free, Node::Empty));
        }
        if runs.last().map_or(true, |&(_, last)| last != Node::Won) {
            runs.push((l, Node::Won));
        }
        free = r.wrapping_add(1);
    }
    let bits = 64 - top.leading_zeros();
    if free != 0 && bits < 64 && free < 1 << bits {
        runs.push((free, Node::Empty));
    }
    let mut next = Vec::with_capacity(runs.len());
    for k in (0..bits).rev() {
        fold(&runs, 1 << k, &mut next);
        std::mem::swap(&mut runs, &mut next);
    }
    runs[0].1 == Node::Won
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The game from its rules on a set of numbers below 64, as a bit mask.
    fn search(set: u64, memo: &mut HashMap<u64, bool>) -> bool {
        if let Some(&wins) = memo.get(&set) {
            return wins;
        }
        let kept: Vec<u64> = (0..2)
            .map(|parity| {
                (0..64)
                    .filter(|&x| x % 2 == parity && set >> x & 1 == 1)
                    .fold(0, |m, x| m | 1 << (x / 2))
            })
            .collect();
        // Emptying the board wins; checked first, as {0} keeps its evens as {0}.
        let wins = kept.contains(&0) || kept.iter().any(|&k| !search(k, memo));
        memo.insert(set, wins);
        wins
    }

    /// The maximal runs of ones of `set`, as intervals.
    fn intervals(set: u64) -> Vec<(u64, u64)> {
        let mut out: Vec<(u64, u64)> = Vec::new();
        for x in (0..64).filter(|&x| set >> x & 1 == 1) {
            match out.last_mut() {
                Some(last) if last.1 + 1 == x => last.1 = x,
                _ => out.push((x, x)),
            }
        }
        out
    }

    /// xorshift64, so that the tests need std only.
    fn random(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn matches_search_below_16() {
        let mut memo = HashMap::new();
        for set in 1u64..1 << 16 {
            let got = first_wins(&intervals(set));
            assert_eq!(got, search(set, &mut memo), "{:?}", intervals(set));
        }
        assert!(!first_wins(&[]));
    }

    #[test]
    fn matches_search_below_64() {
        let mut memo = HashMap::new();
        let mut state = 0x2545_f491_4f6c_dd1d;
        for _ in 0..20_000 {
            // Sparse, dense and a few wide runs, all within 0..64.
            let a = random(&mut state);
            let b = random(&mut state);
            let set = match a % 3 {
                0 => a & b,
                1 => a | b,
                _ => !(1u64 << (b % 64)) & !(1u64 << (b / 64 % 64)) & (a >> (b % 8)),
            };
            if set != 0 {
                let got = first_wins(&intervals(set));
                assert_eq!(got, search(set, &mut memo), "{:?}", intervals(set));
            }
        }
    }

    #[test]
    fn large_numbers() {
        // All of 0..2^k: both children are all of 0..2^(k-1), so it is won iff k is even.
        for k in 0..64 {
            assert_eq!(first_wins(&[(0, (1u64 << k) - 1)]), k % 2 == 0, "k = {}", k);
        }
        assert!(first_wins(&[(0, u64::MAX)]));
        assert!(first_wins(&[(u64::MAX, u64::MAX)]));
        // Numbers below 2^K shifted by c · 2^K keep every node of level K, so the value.
        let mut state = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..2_000 {
            let set = random(&mut state) & random(&mut state);
            let small = intervals(set);
            if small.is_empty() {
                continue;
            }
            let k = 7 + random(&mut state) % 40;
            let c = random(&mut state) >> (k + 2);
            let big: Vec<(u64, u64)> = small
                .iter()
                .map(|&(l, r)| (l + (c << k), r + (c << k)))
                .collect();
            assert_eq!(first_wins(&big), first_wins(&small), "{:?}", big);
            // Evens from A and odds from B: the board wins unless both halves win.
            let other = intervals(random(&mut state) & random(&mut state));
            let mut mixed: Vec<u64> = Vec::new();
            mixed.extend(small.iter().flat_map(|&(l, r)| (l..=r).map(|x| 2 * x)));
            mixed.extend(other.iter().flat_map(|&(l, r)| (l..=r).map(|x| 2 * x + 1)));
            mixed.sort_unstable();
            let mixed: Vec<(u64, u64)> = mixed
                .iter()
                .map(|&x| (x + (c << k), x + (c << k)))
                .collect();
            let want = !(first_wins(&small) && first_wins(&other));
            assert_eq!(first_wins(&mixed), want, "{:?}", mixed);
        }
    }
}
