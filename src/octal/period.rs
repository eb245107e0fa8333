//! Periods of octal games, found in the values and proven.
//!
//! **The octal periodicity theorem** (Guy and Smith, 1956; Winning Ways, chapter 4): for an
//! octal game whose last nonzero digit is `d_t` (no move removes more than t), if
//! `G(n + p) = G(n)` for every n with `q ≤ n < 2q + p + t`, then `G(n + p) = G(n)` for every
//! `n ≥ q`. (From a heap of `N + p ≥ 2q + 2p + t`, a move leaves at most two heaps whose sizes
//! add up to at least `2q + 2p`, so the larger is at least `q + p` and may be shortened by p;
//! from a heap of N, the larger part is at least q and may be lengthened by p: by induction
//! the two heaps have the same options.)
//!
//! So [`find`] checks exactly this: the values `G(0..=N)` repeat with period p from q, and
//! `N ≥ 2q + 2p + t − 1` (every comparison the theorem asks for lies within the values).

use super::super::sg::smallest_period;
use super::{Octal, Values};

/// A period p and preperiod q seen in the values `G(0..=checked_to)`: `G(n + p) = G(n)` for
/// every `q ≤ n ≤ checked_to − p`, p the least period of the last quarter of the values and
/// q the least such start. With `proven`, the theorem extends this to every `n ≥ q`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    /// p.
    pub period: usize,
    /// q.
    pub preperiod: usize,
    /// The largest heap whose value was compared.
    pub checked_to: usize,
    /// Whether `checked_to ≥ 2q + 2p + t − 1`.
    pub proven: bool,
}

impl Period {
    /// The largest heap whose value the theorem needs for p and q: `2q + 2p + t − 1`.
    pub fn needs(&self, max_removal: usize) -> usize {
        (2 * self.preperiod + 2 * self.period + max_removal).saturating_sub(1)
    }
}

/// The period the values show, if any: the least period p of their last quarter, if it
/// repeats there at least twice, then the least q from which it holds throughout.
///
/// # Complexity
/// O(number of values).
///
/// # Example
/// ```
/// use impartial::octal::{period::find, Octal};
/// let kayles = Octal::parse("0.77").unwrap();
/// let p = find(&kayles.values(300), kayles.max_removal()).unwrap();
/// assert_eq!((p.period, p.preperiod, p.proven), (12, 71, true));
/// ```
pub fn find(values: &[u32], max_removal: usize) -> Option<Period> {
    let len = values.len();
    let tail = &values[len - len / 4..];
    if tail.len() < 4 {
        return None;
    }
    let p = smallest_period(tail);
    if 2 * p > tail.len() {
        return None;
    }
    let mut q = len - p;
    while q > 0 && values[q - 1] == values[q - 1 + p] {
        q -= 1;
    }
    let mut found = Period {
        period: p,
        preperiod: q,
        checked_to: len - 1,
        proven: false,
    };
    found.proven = len > found.needs(max_removal);
    Some(found)
}

/// The values of a game with a proven period: `G(n)` for any u64 heap in O(1).
#[derive(Clone, Debug)]
pub struct Periodic {
    /// `G(0..q + p)`.
    head: Vec<u32>,
    period: Period,
}

impl Periodic {
    /// The values of `game` from its proven period, computing values up to heap `max` at most
    /// (doubling from 1024, then to what the theorem needs); `Err` with the period seen, if
    /// any, and the values `G(0..=max)` when none was proven by then.
    ///
    /// # Constraints
    /// `max + 1` values of 4 bytes fit in memory.
    ///
    /// # Complexity
    /// That of [`Octal::values`] up to the heap reached.
    ///
    /// # Example
    /// ```
    /// use impartial::octal::{Octal, Periodic};
    /// let dawson = Periodic::of(&Octal::parse("0.07").unwrap(), 10_000).unwrap();
    /// assert_eq!((dawson.period().period, dawson.period().preperiod), (34, 53));
    /// assert_eq!(dawson.grundy(1_000_000_000_000), dawson.grundy(1_000_000_000_000 - 34));
    /// ```
    pub fn of(game: &Octal, max: usize) -> Result<Periodic, (Option<Period>, Vec<u32>)> {
        let t = game.max_removal();
        let mut values = Values::new(game);
        let mut n = max.min(1024);
        loop {
            values.extend(n);
            let found = find(values.as_slice(), t);
            if let Some(p) = found.filter(|p| p.proven) {
                let head = values.as_slice()[..p.preperiod + p.period].to_vec();
                return Ok(Periodic { head, period: p });
            }
            if n == max {
                return Err((found, values.as_slice().to_vec()));
            }
            // What the theorem would need for the period seen, or twice as far.
            let needs = found.map_or(0, |p| p.needs(t));
            n = max.min(if needs > n { needs } else { 2 * n });
        }
    }

    /// The period and preperiod, and how far they were checked.
    pub fn period(&self) -> Period {
        self.period
    }

    /// `G(n)`.
    ///
    /// # Complexity
    /// O(1).
    pub fn grundy(&self, n: u64) -> u32 {
        let (p, q) = (self.period.period as u64, self.period.preperiod as u64);
        match n < q + p {
            true => self.head[n as usize],
            false => self.head[(q + (n - q) % p) as usize],
        }
    }
}

impl Octal {
    /// [`Periodic::of`] this game.
    pub fn periodic(&self, max: usize) -> Result<Periodic, (Option<Period>, Vec<u32>)> {
        Periodic::of(self, max)
    }
}
