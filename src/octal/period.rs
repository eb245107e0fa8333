//! Periods of Grundy values: seen in any table ([`find`], [`Observed`]), and proven for octal
//! games ([`Periodic`]).
//!
//! **The octal periodicity theorem** (Guy and Smith, 1956; Winning Ways, chapter 4): for an
//! octal game whose last nonzero digit is `d_t` (no move removes more than t), if
//! `G(n + p) = G(n)` for every n with `q ≤ n < 2q + p + t`, then `G(n + p) = G(n)` for every
//! `n ≥ q`. (From a heap of `N + p ≥ 2q + 2p + t`, a move leaves at most two heaps whose sizes
//! add up to at least `2q + 2p`, so the larger is at least `q + p` and may be shortened by p;
//! from a heap of N, the larger part is at least q and may be lengthened by p: by induction
//! the two heaps have the same options.)
//!
//! The theorem covers octal games only. So a period is *proven* only by [`Periodic`], which
//! computes an octal game's values itself and checks exactly this: they repeat with period p
//! from q, and reach `2q + 2p + t − 1`. A period [`find`] sees in a table of any other game is
//! an observation, and [`Observed`] extends it without a claim.

use crate::octal::{Octal, Values};

/// A table of values: `u16` as [`Values`] keeps them, `u32` as other tables do.
pub trait Value: Copy + PartialEq + Into<u32> {}
impl Value for u16 {}
impl Value for u32 {}
use crate::sg::smallest_period;

/// A period p and preperiod q of the values `G(0..=checked_to)`: `G(n + p) = G(n)` for every
/// `q ≤ n ≤ checked_to − p`, with q the least such start. Only [`Periodic`] says that it holds
/// beyond `checked_to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    /// p.
    pub period: usize,
    /// q.
    pub preperiod: usize,
    /// The largest heap whose value was compared.
    pub checked_to: usize,
}

impl Period {
    /// The largest heap whose value the octal periodicity theorem needs for p and q in a game
    /// that removes at most `max_removal`: `2q + 2p + t − 1`.
    pub fn needs(&self, max_removal: usize) -> usize {
        (2 * self.preperiod + 2 * self.period + max_removal).saturating_sub(1)
    }
}

/// The period the values show, if any: the least period p of their last quarter, if it
/// repeats there at least twice, then the least q from which it holds throughout. An
/// observation about these values only, whatever the game.
///
/// # Complexity
/// O(number of values).
///
/// # Example
/// ```
/// use impartial::octal::period::find;
/// let g: [u32; 16] = [0, 5, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2];
/// let p = find(&g).unwrap();
/// assert_eq!((p.period, p.preperiod, p.checked_to), (2, 2, 15));
/// ```
pub fn find<T: Value>(values: &[T]) -> Option<Period> {
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
    Some(Period {
        period: p,
        preperiod: q,
        checked_to: len - 1,
    })
}

/// The least period that the octal periodicity theorem proves from `values` (`G(0..=N)` of an
/// octal game removing at most `t`): the least p with a q such that the values repeat with
/// period p from q and `N ≥ 2q + 2p + t − 1`; q the least for it.
///
/// That p is the least period of the game's values from q on: a smaller d that is a period
/// eventually would have no difference at or after q, where p's proof starts, and so would
/// have been found first. Each p tried costs one scan back from the end, which a difference
/// usually stops at once; a multiple of a period of the tail starts its scan where that
/// period's clean stretch starts (it is clean wherever the period is), so a long tail is
/// scanned once, not once per multiple.
///
/// # Complexity
/// O(N) for values periodic from far back; O(N · p) at worst.
fn proven<T: Value>(values: &[T], t: usize) -> Option<Period> {
    let last = values.len().checked_sub(1)?;
    let len = values.len();
    // (b, c): values[n] == values[n + b] for every c ≤ n < len − b, the first long such stretch.
    let mut base: Option<(usize, usize)> = None;
    let mut p = 1;
    // 2q + 2p + t - 1 <= last, with q >= 0.
    while 2 * p + t <= last + 1 {
        // q may be at most `limit`: no difference at `limit` or after.
        let limit = (last + 1 - t) / 2 - p;
        let top = match base {
            Some((b, c)) if p % b == 0 => c.min(len - p),
            _ => len - p,
        };
        let difference = (limit..top).rev().find(|&n| values[n] != values[n + p]);
        match difference {
            None => {
                let q = least_start(values, p);
                return Some(Period {
                    period: p,
                    preperiod: q,
                    checked_to: last,
                });
            }
            Some(d) if base.is_none() && len - p - (d + 1) >= 2 * p + 64 => base = Some((p, d + 1)),
            Some(_) => {}
        }
        p += 1;
    }
    None
}

/// The least q with `values[n + p] == values[n]` for every `q ≤ n < len − p`.
fn least_start<T: Value>(values: &[T], p: usize) -> usize {
    let mut q = values.len() - p;
    while q > 0 && values[q - 1] == values[q - 1 + p] {
        q -= 1;
    }
    q
}

/// The values of an octal game with a proven period: `G(n)` for any u64 heap in O(1).
#[derive(Clone, Debug)]
pub struct Periodic {
    /// `G(0..q + p)`, 2 bytes each as [`Values`] computed them.
    head: Vec<u16>,
    period: Period,
}

impl Periodic {
    /// The values of `game` from its proven period, computing values up to heap `max` at most
    /// (doubling from 1024, or jumping to what the theorem needs for the period seen); `Err`
    /// with the period seen, if any (not proven), and the values `G(0..=max)` when none was
    /// proven by then.
    ///
    /// # Constraints
    /// `max + 1` values of 2 bytes fit in memory.
    ///
    /// # Complexity
    /// That of [`Values::extend`] up to the heap reached, and O(number of values) at each
    /// step for the period.
    ///
    /// # Example
    /// ```
    /// use impartial::octal::{Octal, Periodic};
    /// let dawson = Periodic::of(&Octal::parse("0.07").unwrap(), 10_000).unwrap();
    /// assert_eq!((dawson.period().period, dawson.period().preperiod), (34, 53));
    /// assert_eq!(dawson.grundy(1_000_000_000_000), dawson.grundy(1_000_000_000_000 - 34));
    /// ```
    pub fn of(game: &Octal, max: usize) -> Result<Periodic, (Option<Period>, Box<Values>)> {
        let t = game.max_removal();
        let mut values = Values::new(game);
        let mut n = max.min(1024);
        loop {
            values.extend(n);
            if let Some(p) = Periodic::from_values(game, &values) {
                return Ok(p);
            }
            let seen = find(values.as_u16());
            if n == max {
                return Err((seen, Box::new(values)));
            }
            // What the theorem would need for the period seen, or twice as far.
            let needs = seen.map_or(0, |p| p.needs(t));
            n = max.min(if needs > n { needs } else { 2 * n });
        }
    }

    /// [`Periodic::of`] with the values computed by [`Octal::plain_values`] (every option of
    /// every heap tried) instead of the engine: the same period, proven the same way, in a
    /// bundle a third the size (no sparse space, no vector loops). For the tables judges'
    /// problems need; a game whose period needs tens of thousands of values or more wants
    /// [`Periodic::of`]. `None` if no period is proven from the values up to heap `max`.
    ///
    /// # Complexity
    /// O(n² · s) for the n values reached (n doubles from 1024 until the proof or `max`), s
    /// the moves that split. Measured here: Kayles, Dawson's Kayles, 0.137, 0.177 proven in
    /// 0.4–1.6 ms (the engine 0.1–0.3 ms); but 0.6, which shows no period, to 2^16 values in
    /// 1.8 s (the engine 0.1 s). A table that large wants [`Periodic::of`], whose bundle (about
    /// 52 KB) still fits Codeforces' 64 KB.
    ///
    /// # Example
    /// ```
    /// use impartial::octal::{Octal, Periodic};
    /// let kayles = Periodic::plain(&Octal::parse("0.77").unwrap(), 1 << 16).unwrap();
    /// assert_eq!((kayles.period().period, kayles.period().preperiod), (12, 71));
    /// assert!(Periodic::plain(&Octal::parse("0.6").unwrap(), 4096).is_none());
    /// ```
    pub fn plain(game: &Octal, max: usize) -> Option<Periodic> {
        let mut n = max.min(1024);
        loop {
            let values = game.plain_values(n);
            // A value of 2^16 or more ends the search (the proof works on 16-bit values).
            let g: Vec<u16> = values
                .iter()
                .map(|&v| (v < 1 << 16).then(|| v as u16))
                .collect::<Option<_>>()?;
            if let Some(p) = Periodic::from_prefix(game, &g) {
                return Some(p);
            }
            if n == max {
                return None;
            }
            let needs = find(&g).map_or(0, |p| p.needs(game.max_removal()));
            n = max.min(if needs > n { needs } else { 2 * n });
        }
    }

    /// The proven period of `game` from `values`, its values as [`Values`] computed them, if
    /// the octal periodicity theorem proves one from them: the least p for which some q has
    /// the values repeat with period p from q and reach `2q + 2p + t − 1`, and the least such
    /// q. That p is the game's least period from q on.
    ///
    /// # Complexity
    /// O(number of values) when they are periodic from far back (each p tried is checked back
    /// from the last value, which a difference usually stops at once, and a multiple of the
    /// tail's period starts where that period's clean stretch does); O(values · p) at worst.
    ///
    /// # Example
    /// ```
    /// use impartial::octal::{Octal, Periodic, Values};
    /// // Kayles: period 12 from 71, so the theorem needs G(0..=2·71 + 2·12 + 2 − 1 = 167).
    /// let kayles = Octal::parse("0.77").unwrap();
    /// let mut values = Values::new(&kayles);
    /// values.extend(166);
    /// assert!(Periodic::from_values(&kayles, &values).is_none());
    /// values.extend(167);
    /// let p = Periodic::from_values(&kayles, &values).unwrap().period();
    /// assert_eq!((p.period, p.preperiod, p.checked_to), (12, 71, 167));
    /// ```
    pub fn from_values(game: &Octal, values: &Values) -> Option<Periodic> {
        Periodic::from_prefix(game, values.as_u16())
    }

    /// [`Periodic::from_values`] on the values `G(0..g.len())` only (a resumed run decides on
    /// the prefix an unbroken one had reached).
    ///
    /// # Example
    /// ```
    /// use impartial::octal::{Octal, Periodic, Values};
    /// let kayles = Octal::parse("0.77").unwrap();
    /// let mut values = Values::new(&kayles);
    /// values.extend(400);
    /// assert!(Periodic::from_prefix(&kayles, &values.as_u16()[..167]).is_none());
    /// assert_eq!(Periodic::from_prefix(&kayles, &values.as_u16()[..168]).unwrap().period().checked_to, 167);
    /// ```
    pub fn from_prefix(game: &Octal, g: &[u16]) -> Option<Periodic> {
        let p = proven(g, game.max_removal())?;
        let head = g[..p.preperiod + p.period].to_vec();
        Some(Periodic { head, period: p })
    }

    /// The period and preperiod, proven, and how far the values were computed.
    pub fn period(&self) -> Period {
        self.period
    }

    /// `G(n)`.
    ///
    /// # Complexity
    /// O(1).
    pub fn grundy(&self, n: u64) -> u32 {
        periodic_value(&self.head, self.period, n)
    }
}

/// `G(n)` from the values before the period and one period.
fn periodic_value<T: Value>(head: &[T], period: Period, n: u64) -> u32 {
    let (p, q) = (period.period as u64, period.preperiod as u64);
    match n < q + p {
        true => head[n as usize].into(),
        false => head[(q + (n - q) % p) as usize].into(),
    }
}

/// The values of any game extended by the period its table shows ([`find`]): **not proven**.
/// For a game whose values are known to be periodic only (a subtraction game with a finite
/// set is; see [`crate::sg::Subtraction`]), or to guess; for octal games use [`Periodic`].
#[derive(Clone, Debug)]
pub struct Observed {
    head: Vec<u32>,
    period: Period,
}

impl Observed {
    /// The period `values` show and the values extended by it; `None` if they show none.
    ///
    /// # Complexity
    /// O(number of values).
    ///
    /// # Example
    /// ```
    /// use impartial::octal::period::Observed;
    /// let grundy_game = impartial::split::unequal::values(3000);
    /// let g: Vec<u32> = grundy_game.iter().map(|&v| u32::from(v)).collect();
    /// // Grundy's game shows no period in its first 3000 values.
    /// assert!(Observed::of(&g).is_none());
    /// let seen = Observed::of(&[0u32, 1].repeat(8)).unwrap();
    /// assert_eq!(seen.grundy(1 << 40), 0);
    /// ```
    pub fn of<T: Value>(values: &[T]) -> Option<Observed> {
        let period = find(values)?;
        let head = values[..period.preperiod + period.period]
            .iter()
            .map(|&v| v.into())
            .collect();
        Some(Observed { head, period })
    }

    /// The period and preperiod seen, and how far the values were compared.
    pub fn period(&self) -> Period {
        self.period
    }

    /// `G(n)` if the period seen holds (not proven).
    ///
    /// # Complexity
    /// O(1).
    pub fn grundy(&self, n: u64) -> u32 {
        periodic_value(&self.head, self.period, n)
    }
}

impl Octal {
    /// [`Periodic::plain`] this game: its period proven from values up to heap `max` at most,
    /// computed by [`Octal::plain_values`] (a judge's table, in a small bundle). Long computations:
    /// [`Periodic::of`] or the explorer.
    pub fn periodic(&self, max: usize) -> Option<Periodic> {
        Periodic::plain(self, max)
    }
}
