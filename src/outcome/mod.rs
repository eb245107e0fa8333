//! Win/lose tables, when only who wins matters. Used by AtCoder ABC 354 E, AtCoder EDPC K, CSES 1729, CSES 2208, Kattis bachetsgame and Baekjoon 9656, 9658, 9662.
//!
//! Games decided by outcome tables rather than Grundy values: when only who wins matters, a
//! table of wins and losses is cheaper than a table of values.
//!
//! - [`subtraction_outcomes`]: a subtraction game on one heap, win or loss for every size.
//! - [`subtraction_wins`]: who wins each of many subtraction games, a bit per heap size and
//!   four games interleaved (Kattis Bachet's Game).
//! - [`one_each_fold`]: heaps where a move takes one coin from each heap of a nonempty set of
//!   them. The player to move loses exactly when every heap is even: whatever set the mover
//!   takes from, the opponent takes from the same set again.
//! - [`Outcomes`] ([`cycle`]): one heap of any size, normal or misère, from the cycle its
//!   outcomes fall into (Baekjoon 9656, 9658, 9662).
//! - [`removal_outcomes`]: a set of at most ~25 items where a move removes one of a list of
//!   allowed groups that is still wholly present (AtCoder ABC 354 E removes pairs of cards).

pub mod cycle;
pub use cycle::Outcomes;

/// Wins (`true`) and losses of the subtraction game with take sizes `set` for every heap of
/// `0..=n`: a heap loses exactly when no take leads to a loss. Take sizes of 0 or above `n`
/// are ignored.
///
/// # Constraints
/// `n + 1` bytes of memory (and `n / 8` for the bits of the losses).
///
/// # Complexity
/// O(n + n · f / 64) with f take sizes above 64: the outcomes are found as bits, as in
/// [`subtraction_wins`] (about 1.3 ms per 10^6 heaps), then spread into bytes.
///
/// # Example
/// ```
/// use impartial::outcome::subtraction_outcomes;
/// let wins = subtraction_outcomes(10, &[1, 3, 4]);
/// let text: String = wins[1..].iter().map(|&w| if w { 'W' } else { 'L' }).collect();
/// assert_eq!(text, "WLWWWWLWLW");
/// ```
pub fn subtraction_outcomes(n: usize, set: &[u64]) -> Vec<bool> {
    // One game in the first lane; the others, without takes, cost no more time (the lanes'
    // steps are independent) and little memory.
    let mut lanes: [Lane; LANES] = Default::default();
    lanes[0] = Lane::new(n, set);
    run_lanes(&mut lanes, n / 64 + 1);
    let lose = &lanes[0].lose;
    (0..=n).map(|i| lose[i / 64] >> (i % 64) & 1 == 0).collect()
}

/// Who wins each of several subtraction games `(n, takes)`: `true` when the player to move
/// from a heap of `n` wins. Take sizes of 0 or above `n` are ignored.
///
/// A heap loses when no take leads to a loss. Outcomes are bits, 64 heap sizes to a word;
/// takes of at most 64 are tested against a register of the last 64 outcomes, larger takes
/// contribute a whole word of earlier outcomes at once. One game's bits depend on each other
/// one after the other, so four games (sorted by `n`) run interleaved, each step of one
/// independent of the other three.
///
/// # Constraints
/// `n / 8` bytes of memory per game of a group of four.
///
/// # Complexity
/// O(n + n · f / 64) per game with f takes above 64; 0.55–0.75 ns per heap size here for
/// 100 games of n = 10^6 (docs/limits.md).
///
/// # Example
/// ```
/// use impartial::outcome::subtraction_wins;
/// let games = [(20, vec![1, 3, 8]), (22, vec![1, 3, 8]), (7, vec![1, 100])];
/// assert_eq!(subtraction_wins(&games), [true, false, true]);
/// ```
pub fn subtraction_wins<T: AsRef<[u64]>>(games: &[(usize, T)]) -> Vec<bool> {
    let mut order: Vec<usize> = (0..games.len()).collect();
    order.sort_unstable_by_key(|&i| games[i].0);
    let mut wins = vec![false; games.len()];
    for group in order.chunks(LANES) {
        let mut lanes: [Lane; LANES] = Default::default();
        for (lane, &i) in lanes.iter_mut().zip(group) {
            *lane = Lane::new(games[i].0, games[i].1.as_ref());
        }
        let top = group.iter().map(|&i| games[i].0).max().unwrap_or(0);
        run_lanes(&mut lanes, top / 64 + 1);
        for (lane, &i) in lanes.iter().zip(group) {
            let n = games[i].0;
            wins[i] = lane.lose[n / 64] >> (n % 64) & 1 == 0;
        }
    }
    wins
}

/// Games computed side by side: enough independent work to hide one step's latency.
const LANES: usize = 4;

/// One game of [`subtraction_wins`]: its takes and its losses so far (bit `i` of the table:
/// heap size `i` loses).
#[derive(Default)]
struct Lane {
    /// Bit `s − 1` for each take `s ≤ 64`.
    near: u64,
    /// The takes above 64, increasing.
    far: Vec<usize>,
    lose: Vec<u64>,
}

impl Lane {
    fn new(n: usize, takes: &[u64]) -> Lane {
        let mut lane = Lane::default();
        for &s in takes.iter().filter(|&&s| s >= 1 && s <= n as u64) {
            match s {
                1..=64 => lane.near |= 1 << (s - 1),
                _ => lane.far.push(s as usize),
            }
        }
        lane.far.sort_unstable();
        lane.far.dedup();
        lane
    }

    /// The losses among heap sizes `base − s + b` (b < 64) over the far takes `s`: all of
    /// them below `base − 1` (s ≥ 65), so in words already written, the next one included.
    fn far_losses(&self, base: usize) -> u64 {
        let mut bits = 0;
        for &s in self.far.iter().take_while(|&&s| s < base + 64) {
            bits |= match base.checked_sub(s) {
                Some(start) => {
                    let (q, r) = (start / 64, start % 64);
                    let pair = u128::from(self.lose[q + 1]) << 64 | u128::from(self.lose[q]);
                    (pair >> r) as u64
                }
                None => self.lose[0] << (s - base),
            };
        }
        bits
    }
}

/// Fills `words` words of every lane's table, the lanes' steps interleaved.
fn run_lanes(lanes: &mut [Lane; LANES], words: usize) {
    for lane in lanes.iter_mut() {
        lane.lose.reserve_exact(words);
    }
    let mut near = [0u64; LANES];
    for (n, lane) in near.iter_mut().zip(lanes.iter()) {
        *n = lane.near;
    }
    // The last 64 outcomes of each lane, bit 0 the newest.
    let mut recent = [0u64; LANES];
    for k in 0..words {
        let mut open = [0u64; LANES];
        for (o, lane) in open.iter_mut().zip(lanes.iter()) {
            *o = !lane.far_losses(64 * k);
        }
        for _ in 0..64 {
            for j in 0..LANES {
                let lose = u64::from(recent[j] & near[j] == 0) & open[j];
                open[j] >>= 1;
                recent[j] = recent[j] << 1 | lose;
            }
        }
        // The word's 64 outcomes, the first in bit 63.
        for (lane, r) in lanes.iter_mut().zip(recent) {
            lane.lose.push(r.reverse_bits());
        }
    }
}

/// One step of the fold that decides the game of taking one coin from each heap of a
/// nonempty set: whether some heap so far is odd. The first player wins exactly when the fold
/// over all heaps (from `false`) is `true`.
///
/// # Constraints
/// Any u64 heaps.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// use impartial::outcome::one_each_fold;
/// assert!([1, 2, 3].into_iter().fold(false, one_each_fold));
/// assert!(![2, 2].into_iter().fold(false, one_each_fold));
/// ```
#[inline]
pub fn one_each_fold(odd: bool, heap: u64) -> bool {
    odd | (heap & 1 == 1)
}

/// Wins (`true`) and losses of every subset of `n` items (bit `i` for item `i`) when a move
/// removes one of the `groups` (bit sets) that is wholly in the current subset.
///
/// # Constraints
/// `n ≤ 30` (a table of `2^n` bytes; N = 18 takes 256 KiB); groups are nonempty.
///
/// # Complexity
/// O(2^n · |groups|) time in the worst case, less in practice: a subset stops at its first
/// group that leads to a loss.
///
/// # Example
/// ```
/// use impartial::outcome::removal_outcomes;
/// // Three items; the groups {0, 1} and {1, 2} overlap, so exactly one move is ever made.
/// let wins = removal_outcomes(3, &[0b011, 0b110]);
/// assert!(wins[0b111] && !wins[0b001] && wins[0b011]);
/// ```
pub fn removal_outcomes(n: u32, groups: &[u32]) -> Vec<bool> {
    debug_assert!(n <= 30 && groups.iter().all(|&g| g != 0 && g >> n == 0));
    let mut wins = vec![false; 1 << n];
    for set in 1..wins.len() as u32 {
        // Every option is a smaller number, decided already.
        wins[set as usize] = groups
            .iter()
            .any(|&g| set & g == g && !wins[(set & !g) as usize]);
    }
    wins
}

/// Whether the player to move wins from all `n` items in the game of [`removal_outcomes`],
/// by a search down from the full set that stops at the first option that loses, remembering
/// each subset it decides: only the subsets a game can reach are looked at, and of those only
/// the ones it needs.
///
/// # Constraints
/// `n ≤ 30` (a table of `2^n` bytes, touched only where the search goes); groups are nonempty.
///
/// # Complexity
/// O(2^n · |groups|) at worst; on AtCoder ABC 354 E's largest inputs a few thousand subsets.
///
/// # Example
/// ```
/// use impartial::outcome::removal_wins;
/// assert!(removal_wins(3, &[0b011, 0b110]));
/// assert!(!removal_wins(4, &[0b0011, 0b1100]));
/// ```
pub fn removal_wins(n: u32, groups: &[u32]) -> bool {
    debug_assert!(n <= 30 && groups.iter().all(|&g| g != 0 && g >> n == 0));
    // 0: not decided yet, 1: loses, 2: wins. A move removes at least one item, so the depth
    // is at most n.
    fn wins(set: u32, groups: &[u32], known: &mut [u8]) -> bool {
        match known[set as usize] {
            1 => return false,
            2 => return true,
            _ => {}
        }
        let win = (groups.iter()).any(|&g| set & g == g && !wins(set & !g, groups, known));
        known[set as usize] = 1 + u8::from(win);
        win
    }
    let mut known = vec![0u8; 1 << n];
    wins(((1u64 << n) - 1) as u32, groups, &mut known)
}

/// Whether the player to move wins the pair-removal game when equal items are told apart by
/// kind only: `counts[k]` items of kind `k`, and a move removes two items of kinds `k` and
/// `l` for a pair `(k, l)` of `pairs` (`k = l`: two items of one kind). Items of one kind are
/// interchangeable, so a position is its counts by kind: `Π (counts[k] + 1)` positions
/// instead of `2^n` (AtCoder ABC 354 E: 18 cards of 9 kinds are at most 3^9 = 19 683
/// positions, not 262 144). The search goes down from the full hand and stops at the first
/// option that loses, as [`removal_wins`] does; when every kind has one item, positions are
/// bit sets and each one tries only its present items' present partners.
///
/// # Constraints
/// `Π (counts[k] + 1) ≤ 2^30` (a byte per position, touched only where the search goes);
/// pairs name kinds below `counts.len()`.
///
/// # Complexity
/// `O(Π (counts[k] + 1) · pairs.len())` at worst.
///
/// # Example
/// ```
/// use impartial::outcome::pair_removal_wins;
/// // Three cards of one kind: one move is made, the first player wins.
/// assert!(pair_removal_wins(&[3], &[(0, 0)]));
/// // Two kinds that match only each other, 2 and 2: two moves, the second player wins.
/// assert!(!pair_removal_wins(&[2, 2], &[(0, 1)]));
/// ```
pub fn pair_removal_wins(counts: &[u32], pairs: &[(usize, usize)]) -> bool {
    if counts.len() <= 30 && counts.iter().all(|&c| c == 1) {
        return distinct_pair_removal_wins(counts.len(), pairs);
    }
    // Position index: the counts in mixed radix, kind k of weight Π_{j<k} (counts[j] + 1).
    let mut weight = Vec::with_capacity(counts.len());
    let mut size = 1usize;
    for &c in counts {
        weight.push(size);
        size *= c as usize + 1;
    }
    struct Search<'a> {
        pairs: &'a [(usize, usize)],
        weight: Vec<usize>,
        left: Vec<u32>,
        // 0: not decided yet, 1: loses, 2: wins.
        known: Vec<u8>,
    }
    fn wins(s: &mut Search, at: usize) -> bool {
        match s.known[at] {
            1 => return false,
            2 => return true,
            _ => {}
        }
        let mut win = false;
        for &(k, l) in s.pairs {
            let there = if k == l {
                s.left[k] >= 2
            } else {
                s.left[k] >= 1 && s.left[l] >= 1
            };
            if there {
                s.left[k] -= 1;
                s.left[l] -= 1;
                let child = at - s.weight[k] - s.weight[l];
                win = !wins(s, child);
                s.left[k] += 1;
                s.left[l] += 1;
                if win {
                    break;
                }
            }
        }
        s.known[at] = 1 + u8::from(win);
        win
    }
    let mut search = Search {
        pairs,
        weight,
        left: counts.to_vec(),
        known: vec![0; size],
    };
    wins(&mut search, size - 1)
}

/// [`pair_removal_wins`] when every kind has one item: positions are bit sets, and a position's
/// moves are its present items' present partners (adjacency as bits), which thin out as the
/// game goes on, where a list of all pairs would be tried whole at every position.
fn distinct_pair_removal_wins(n: usize, pairs: &[(usize, usize)]) -> bool {
    let mut partners = vec![0u32; n];
    for &(k, l) in pairs.iter().filter(|&&(k, l)| k != l) {
        partners[k] |= 1 << l;
        partners[l] |= 1 << k;
    }
    // 0: not decided yet, 1: loses, 2: wins.
    fn wins(set: u32, partners: &[u32], known: &mut [u8]) -> bool {
        match known[set as usize] {
            1 => return false,
            2 => return true,
            _ => {}
        }
        let mut rest = set;
        let mut win = false;
        'moves: while rest != 0 {
            let i = rest.trailing_zeros();
            rest &= rest - 1;
            // Each pair once: the partner above i.
            let mut with = partners[i as usize] & rest;
            while with != 0 {
                let j = with.trailing_zeros();
                with &= with - 1;
                if !wins(set & !(1 << i | 1 << j), partners, known) {
                    win = true;
                    break 'moves;
                }
            }
        }
        known[set as usize] = 1 + u8::from(win);
        win
    }
    let mut known = vec![0u8; 1 << n];
    wins(((1u64 << n) - 1) as u32, &partners, &mut known)
}

#[cfg(test)]
mod tests;
