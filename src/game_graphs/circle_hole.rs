//! A monster on a circle of positions `0..n`, position 0 a black hole: the player to move
//! sends it forward by an amount from their own set, and whoever moves it into the hole wins.
//! Used by Codeforces 786A (Berzerk).
//!
//! A state is the monster's position and the player to move. The two states at the hole are
//! lost (the other player has just won); the rest follow by retrograde analysis
//! ([`super::outcomes_by`]), the states that can move into the hole first. A player who cannot
//! win prefers a loop to a loss, which is what [`Outcome::Draw`] says.

#[cfg(test)]
use super::outcomes_by;
use super::Outcome;

/// The outcomes for the player to move of the monster at positions `1..n` (index `p − 1`),
/// `[first player moves first, second player moves first]`; `sets[i]` the amounts player i
/// may move by.
///
/// The analysis runs on bitsets: the states a move reaches position w from are the amounts'
/// negatives turned by w, read as a window of a doubled bitset, so each decided state costs
/// n/64 words and one step per undecided state it touches (not one per move).
///
/// # Constraints
/// `2 ≤ n < 2^31`, every amount from 1 to `n − 1` (amounts may repeat: a repeat is one more way
/// to the same position, which changes nothing).
///
/// # Complexity
/// O(n²/64 + n·(k₁ + k₂)) at worst, usually O(n²/64); O(n + k₁ + k₂) memory.
///
/// # Example
/// ```
/// use impartial::game_graphs::{circle_hole, Outcome::*};
/// // Codeforces 786A's first sample: n = 5, amounts {3, 2} and {1, 2, 3}.
/// let [first, second] = circle_hole::outcomes(5, [&[3, 2], &[1, 2, 3]]);
/// assert_eq!(first, [Lose, Win, Win, Draw]);
/// assert_eq!(second, [Draw, Win, Win, Win]);
/// ```
pub fn outcomes(n: u32, sets: [&[u32]; 2]) -> [Vec<Outcome>; 2] {
    assert!((2..1 << 31).contains(&n), "2 <= n < 2^31");
    let n = n as usize;
    let words = n / 64 + 1;
    let mut before = [vec![0u64; 2 * words + 2], vec![0u64; 2 * words + 2]];
    let mut left = [vec![0u32; n], vec![0u32; n]];
    for p in 0..2 {
        let mut amounts: Vec<usize> = sets[p].iter().map(|&a| a as usize).collect();
        assert!(
            amounts.iter().all(|&a| (1..n).contains(&a)),
            "amounts from 1 to n - 1"
        );
        amounts.sort_unstable();
        amounts.dedup();
        left[p] = vec![amounts.len() as u32; n];
        // Bit j of the doubled set, j < 2n: whether (j mod n) − (−a) ≡ 0, i.e. the offset of a
        // state a move of player p reaches w from is −a mod n, at j and j + n.
        for a in amounts {
            for j in [n - a, 2 * n - a] {
                before[p][j / 64] |= 1 << (j % 64);
            }
        }
    }
    // Per player: the undecided positions, and each position's state.
    let mut open = [vec![!0u64; words], vec![!0u64; words]];
    for o in &mut open {
        o[0] &= !1; // the hole
        o[words - 1] &= (1u64 << (n % 64)) - 1; // positions from n on
    }
    let mut state = [vec![Outcome::Draw; n], vec![Outcome::Draw; n]];
    state[0][0] = Outcome::Lose;
    state[1][0] = Outcome::Lose;
    let mut queue = vec![(0usize, 0usize), (1, 0)];
    let mut head = 0;
    while let Some(&(q, w)) = queue.get(head) {
        head += 1;
        let p = 1 - q;
        let lost = state[q][w] == Outcome::Lose;
        // The window of the doubled set from n − w: bit i is a move of p from i to w.
        let start = n - w;
        for (j, open) in open[p].iter_mut().enumerate() {
            let at = start + 64 * j;
            let (k, r) = (at / 64, at % 64);
            let window = match r {
                0 => before[p][k],
                _ => before[p][k] >> r | before[p][k + 1] << (64 - r),
            };
            let mut hit = window & *open;
            while hit != 0 {
                let u = 64 * j + hit.trailing_zeros() as usize;
                hit &= hit - 1;
                if !lost {
                    left[p][u] -= 1;
                    if left[p][u] > 0 {
                        continue;
                    }
                }
                state[p][u] = if lost { Outcome::Win } else { Outcome::Lose };
                *open &= !(1 << (u % 64));
                queue.push((p, u));
            }
        }
    }
    let [first, second] = state;
    [first[1..].to_vec(), second[1..].to_vec()]
}

/// The same outcomes by [`super::outcomes_by`] over every move (for the tests).
#[cfg(test)]
fn outcomes_by_moves(n: u32, sets: [&[u32]; 2]) -> [Vec<Outcome>; 2] {
    // State p · n + v: the monster at v, player p to move. A player-p state moves to a state of
    // the other player; so a player-q state's predecessors belong to the other player.
    let degree = |s: u32| sets[(s / n) as usize].len() as u32;
    let fixed = [(0, Outcome::Lose), (n, Outcome::Lose)];
    let before = |s: u32| {
        let (q, w) = (s / n, s % n);
        let other = 1 - q;
        sets[other as usize].iter().map(move |&a| {
            let v = if a <= w { w - a } else { w + n - a };
            other * n + v
        })
    };
    let all = outcomes_by(2 * n as usize, degree, &fixed, before);
    let (first, second) = all.split_at(n as usize);
    [first[1..].to_vec(), second[1..].to_vec()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::games::xorshift;

    /// The outcomes by their definition: a state is won if a move reaches the hole or a lost
    /// state, lost if every move reaches a won state, until nothing changes; the rest loop.
    fn by_definition(n: u32, sets: [&[u32]; 2]) -> [Vec<Outcome>; 2] {
        let n = n as usize;
        // known[p][v]: Some(true) won for player p to move at v.
        let mut known = vec![vec![None; n]; 2];
        loop {
            let mut changed = false;
            for p in 0..2 {
                for v in 1..n {
                    if known[p][v].is_some() {
                        continue;
                    }
                    let next = sets[p].iter().map(|&a| (v + a as usize) % n);
                    let results: Vec<Option<bool>> = next
                        .map(|w| if w == 0 { Some(false) } else { known[1 - p][w] })
                        .collect();
                    let decided = if results.contains(&Some(false)) {
                        Some(true)
                    } else if results.iter().all(|&r| r == Some(true)) {
                        Some(false)
                    } else {
                        None
                    };
                    if decided.is_some() {
                        known[p][v] = decided;
                        changed = true;
                    }
                }
            }
            if !changed {
                break;
            }
        }
        let word = |k: &Option<bool>| match k {
            Some(true) => Outcome::Win,
            Some(false) => Outcome::Lose,
            None => Outcome::Draw,
        };
        [0, 1].map(|p| known[p][1..].iter().map(word).collect())
    }

    #[test]
    fn agrees_with_the_definition_on_every_small_circle() {
        let mut seed = 0x786a_u64;
        for round in 0..3000 {
            let n = 2 + (xorshift(&mut seed) % [11, 150][round % 2]) as u32;
            let set = |seed: &mut u64| -> Vec<u32> {
                let k = 1 + xorshift(seed) % u64::from(n - 1);
                (0..k)
                    .map(|_| 1 + (xorshift(seed) % u64::from(n - 1)) as u32)
                    .collect()
            };
            let (a, b) = (set(&mut seed), set(&mut seed));
            let want = by_definition(n, [&a, &b]);
            assert_eq!(
                outcomes(n, [&a, &b]),
                want,
                "round {round}: n {n}, {a:?} {b:?}"
            );
            assert_eq!(outcomes_by_moves(n, [&a, &b]), want, "by moves");
        }
        // The second sample.
        use Outcome::*;
        let [first, second] = outcomes(8, [&[6, 2, 3, 4], &[3, 6]]);
        assert_eq!(first, [Win; 7]);
        assert_eq!(second, [Lose, Win, Lose, Lose, Win, Lose, Lose]);
    }

    #[test]
    fn a_fixed_loop_stays_one() {
        // 0 → 1 (no move): 0 is won; fixed as a loop it stays a loop, and so does 2 → 0.
        let next: [&[u32]; 3] = [&[1], &[], &[0]];
        let before = |s: u32| (0..3u32).filter(move |&u| next[u as usize].contains(&s));
        let degree = |s: u32| next[s as usize].len() as u32;
        let got = outcomes_by(3, degree, &[(0, Outcome::Draw)], before);
        assert_eq!(got, [Outcome::Draw, Outcome::Lose, Outcome::Draw]);
    }
}
