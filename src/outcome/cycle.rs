//! Who wins a subtraction game on one heap of any size, from the cycle its outcomes fall
//! into, found exactly at run time. Used by Baekjoon 9656, 9658 and 9662.
//!
//! With takes of at most t, whether a heap n ≥ t loses depends only on which of the t heaps
//! below it lose: the outcomes are a walk through at most 2^t windows of t bits, so they
//! repeat from some heap on. The walk's start and period are found by Brent's cycle
//! search (no table of windows seen), then the outcomes up to the end of the first period are
//! kept as bits: any heap's outcome, and how many heaps up to any m lose, in O(1).

/// The outcomes of the subtraction game with a set of takes on one heap of any size, in normal
/// play (whoever cannot move loses) or misère play (whoever cannot move wins: with a take of
/// 1, whoever takes the last object loses).
///
/// # Constraints
/// Takes from 1 to 64.
///
/// # Complexity
/// [`Outcomes::new`] takes O(μ + λ) steps for the first heap μ + t of the cycle and its
/// period λ (both at most 2^t; a few dozen for the judges' sets); queries O(1).
///
/// # Example
/// ```
/// use impartial::outcome::Outcomes;
/// // Take 1, 3 or 4; whoever takes the last stone loses.
/// let misere = Outcomes::new(&[1, 3, 4], true).unwrap();
/// let text: String = (1..=10).map(|n| if misere.wins(n) { 'W' } else { 'L' }).collect();
/// assert_eq!(text, "LWLWWWWLWL");
/// // The normal game's losing heaps from 1 to 10^9 (period 7: 0 and 2 lose).
/// let normal = Outcomes::new(&[1, 3, 4], false).unwrap();
/// assert_eq!(normal.losses_through(1_000_000_000) - 1, 285_714_285);
/// ```
#[derive(Clone, Debug)]
pub struct Outcomes {
    /// The largest take.
    t: u64,
    /// Whether each heap below t loses.
    head: Vec<bool>,
    /// The walk's first repeated window (counted from heap t) and its period.
    mu: u64,
    lambda: u64,
    /// Whether heap t + k loses, for k below μ + λ, as bits.
    bits: Vec<u64>,
    /// Losses in the words before each word of `bits`.
    ranks: Vec<u64>,
}

impl Outcomes {
    /// The outcomes of the game with `takes` (repeats allowed), in misère play if `misere`;
    /// `None` if there is no take or a take is 0 or above 64.
    pub fn new(takes: &[u64], misere: bool) -> Option<Outcomes> {
        if takes.is_empty() || takes.iter().any(|&s| s == 0 || s > 64) {
            return None;
        }
        let t = *takes.iter().max()?;
        let mut head: Vec<bool> = Vec::with_capacity(t as usize);
        for n in 0..t {
            let mut moves = takes.iter().filter(|&&s| s <= n).map(|&s| (n - s) as usize);
            let loses = match moves.next() {
                // No move: a loss in normal play, a win in misère play.
                None => !misere,
                Some(first) => !head[first] && moves.all(|m: usize| !head[m]),
            };
            head.push(loses);
        }
        // Bit i of a window: whether the heap i + 1 below it loses.
        let mask = takes.iter().fold(0u64, |m, &s| m | 1 << (s - 1));
        let full = u64::MAX >> (64 - t);
        let step = |w: u64| (w << 1 | u64::from(w & mask == 0)) & full;
        let x0 = (0..t).fold(0u64, |w, i| w | u64::from(head[(t - 1 - i) as usize]) << i);
        // Brent: the period λ, then the start μ.
        let (mut power, mut lambda) = (1u64, 1u64);
        let (mut slow, mut fast) = (x0, step(x0));
        while slow != fast {
            if power == lambda {
                slow = fast;
                power *= 2;
                lambda = 0;
            }
            fast = step(fast);
            lambda += 1;
        }
        let (mut slow, mut fast) = (x0, (0..lambda).fold(x0, |w, _| step(w)));
        let mut mu = 0;
        while slow != fast {
            slow = step(slow);
            fast = step(fast);
            mu += 1;
        }
        let len = (mu + lambda) as usize;
        let mut bits = vec![0u64; len / 64 + 1];
        let mut w = x0;
        for k in 0..len {
            bits[k / 64] |= u64::from(w & mask == 0) << (k % 64);
            w = step(w);
        }
        let ranks = (bits.iter())
            .scan(0, |sum, &b| {
                let before = *sum;
                *sum += u64::from(b.count_ones());
                Some(before)
            })
            .collect();
        Some(Outcomes {
            t,
            head,
            mu,
            lambda,
            bits,
            ranks,
        })
    }

    /// The index into `bits` of heap t + k.
    fn fold(&self, k: u64) -> u64 {
        match k < self.mu {
            true => k,
            false => self.mu + (k - self.mu) % self.lambda,
        }
    }

    /// Losses among heaps t + 0, …, t + j − 1 for j ≤ μ + λ.
    fn prefix(&self, j: u64) -> u64 {
        let (word, bit) = ((j / 64) as usize, j % 64);
        let partial = self.bits.get(word).map_or(0, |&b| b & ((1u64 << bit) - 1));
        self.ranks.get(word).copied().unwrap_or(0) + u64::from(partial.count_ones())
    }

    /// Whether the player to move from a heap of `n` wins.
    pub fn wins(&self, n: u64) -> bool {
        if n < self.t {
            return !self.head[n as usize];
        }
        let k = self.fold(n - self.t);
        self.bits[(k / 64) as usize] >> (k % 64) & 1 == 0
    }

    /// How many heaps from 0 to `m` lose (heap 0 included: it loses in normal play).
    pub fn losses_through(&self, m: u64) -> u64 {
        let head = (self.head.iter().take((m.min(self.t - 1) + 1) as usize))
            .filter(|&&l| l)
            .count() as u64;
        if m < self.t {
            return head;
        }
        let k = m - self.t; // heaps t + 0 ..= t + k
        let tail = match k < self.mu + self.lambda {
            true => self.prefix(k + 1),
            false => {
                let rest = k + 1 - self.mu;
                let period = self.prefix(self.mu + self.lambda) - self.prefix(self.mu);
                let part = self.prefix(self.mu + rest % self.lambda) - self.prefix(self.mu);
                self.prefix(self.mu) + rest / self.lambda * period + part
            }
        };
        head + tail
    }

    /// The period of the outcomes and the heap from which they repeat with it (not always the
    /// least such heap: the windows repeat from there).
    pub fn period(&self) -> (u64, u64) {
        (self.lambda, self.t + self.mu)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::boj_stones::pile;

    /// One heap, moves by `takes`; in misère play a position without moves is a win.
    fn search(takes: Vec<u64>, misere: bool) -> impl FnMut(u64) -> bool {
        let mut game = pile(takes, misere);
        move |n| game.wins(&n)
    }

    #[test]
    fn wins_and_counts_match_search() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut sets: Vec<Vec<u64>> =
            vec![vec![1], vec![1, 3], vec![1, 3, 4], vec![2, 5, 6], vec![64]];
        for _ in 0..40 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let k = seed % 4 + 1;
            sets.push((0..k).map(|i| (seed >> (8 * i + 8)) % 22 + 1).collect());
        }
        for takes in sets {
            for misere in [false, true] {
                let o = Outcomes::new(&takes, misere).unwrap();
                let mut wins = search(takes.clone(), misere);
                let mut losses = 0;
                for n in 0..700u64 {
                    let w = wins(n);
                    losses += u64::from(!w);
                    assert_eq!(o.wins(n), w, "{takes:?} misère {misere}, heap {n}");
                    assert_eq!(o.losses_through(n), losses, "{takes:?} {misere} to {n}");
                }
            }
        }
    }

    #[test]
    fn far_heaps_follow_the_period_and_bad_sets_are_refused() {
        // Take 1 or 3: the odd heaps win, the even ones lose.
        let o = Outcomes::new(&[3, 1, 1], false).unwrap();
        assert_eq!(o.period().0, 2);
        assert!(o.wins(u64::MAX) && !o.wins(u64::MAX - 1));
        assert_eq!(o.losses_through(u64::MAX), 1 << 63);
        // Misère: whoever takes the last stone loses, so the odd heaps lose.
        let m = Outcomes::new(&[1, 3], true).unwrap();
        assert_eq!(m.losses_through(u64::MAX), 1 << 63);
        assert!(Outcomes::new(&[], false).is_none());
        assert!(Outcomes::new(&[0, 1], false).is_none());
        assert!(Outcomes::new(&[65], false).is_none());
    }
}
