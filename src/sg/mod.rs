//! Sprague–Grundy values: the mex, subtraction sets, split Nim. Used by AcWing 893, AcWing 894 and HDU 1536.
//!
//! Sprague–Grundy theory: every impartial game under normal play is equivalent to a Nim pile of
//! size g (its Grundy value), the least value no option has (the *mex* of the options' values).
//! A sum of games is won by the player to move iff the XOR of the parts' Grundy values is not 0.
//!
//! This module has the mex itself, Grundy values of subtraction games (take exactly some `s` of a
//! fixed set from one pile) including their eventual period, and the closed form of split Nim.
//! Staircase Nim is [`crate::boards::staircase`].

use std::convert::TryFrom; // not in the 2018 prelude (CSES offers edition 2018)

/// Least non-negative integer that is not among `values`.
///
/// # Complexity
/// O(number of values) time and memory.
///
/// # Example
/// ```
/// assert_eq!(impartial::sg::mex([0, 1, 3, 1]), 2);
/// assert_eq!(impartial::sg::mex([]), 0);
/// ```
pub fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let values: Vec<u64> = values.into_iter().collect();
    let mut seen = Mex::new(values.len());
    seen.start();
    for v in values {
        seen.add(v);
    }
    seen.least_missing()
}

/// Reusable mex over at most `cap` values: marks carry a generation number, so starting a new
/// set costs O(1).
pub(crate) struct Mex {
    mark: Vec<u32>,
    generation: u32,
}

impl Mex {
    pub(crate) fn new(cap: usize) -> Self {
        Mex {
            mark: vec![0; cap + 1],
            generation: 0,
        }
    }

    pub(crate) fn start(&mut self) {
        self.generation += 1;
    }

    #[inline]
    pub(crate) fn add(&mut self, v: u64) {
        // A value beyond the number of values cannot be the mex, nor hide it.
        let generation = self.generation; // edition 2018 closures borrow all of `self`
        if let Some(m) = usize::try_from(v).ok().and_then(|i| self.mark.get_mut(i)) {
            *m = generation;
        }
    }

    pub(crate) fn least_missing(&self) -> u64 {
        self.mark
            .iter()
            .position(|&m| m != self.generation)
            .expect("cap + 1 slots hold at most cap marks") as u64
    }
}

/// A set of option values for one mex, kept in two registers while the values stay below 128
/// (the usual case: Grundy values are small), with a vector, reused across positions, for
/// larger ones.
pub(crate) struct Marks<'a> {
    low: u64,
    high: u64,
    wide: &'a mut Vec<bool>,
}

impl<'a> Marks<'a> {
    /// An empty set; `wide` is cleared and holds the values from 128 on.
    #[inline(always)]
    pub(crate) fn new(wide: &'a mut Vec<bool>) -> Self {
        wide.clear();
        Marks {
            low: 0,
            high: 0,
            wide,
        }
    }

    #[inline(always)]
    pub(crate) fn mark(&mut self, v: u32) {
        // Two words rather than a u128: a u128 shift by a variable costs several instructions.
        // Two fields, and only `wide` handed to the cold path, so that the words stay in
        // registers (with `&mut self` there, every mark was a store and a load).
        match v {
            0..=63 => self.low |= 1 << v,
            64..=127 => self.high |= 1 << (v - 64),
            _ => mark_wide(self.wide, v as usize - 128),
        }
    }

    /// The least value not marked.
    #[inline(always)]
    pub(crate) fn mex(&self) -> u32 {
        match (!self.low, !self.high) {
            (0, 0) => {
                128 + self
                    .wide
                    .iter()
                    .position(|&w| !w)
                    .unwrap_or(self.wide.len()) as u32
            }
            (0, hi) => 64 + hi.trailing_zeros(),
            (lo, _) => lo.trailing_zeros(),
        }
    }
}

#[cold]
fn mark_wide(wide: &mut Vec<bool>, i: usize) {
    if wide.len() <= i {
        wide.resize(i + 1, false);
    }
    wide[i] = true;
}

/// Table size up to which [`Subtraction`] computes Grundy values directly.
pub const TABLE_LIMIT: u64 = 1 << 20;

/// Grundy values of the subtraction game with a finite set `S` of allowed take sizes: from a
/// pile of n, a move takes exactly some s ∈ S with s ≤ n.
///
/// Values are computed into a table on demand. For piles beyond [`TABLE_LIMIT`] the sequence's
/// period is used: with `m = max S`, each value depends only on the `m` values before it, so as
/// soon as two windows of `m` consecutive values agree, the sequence repeats from there. The
/// period is looked for once, in tables of doubling size up to [`TABLE_LIMIT`].
///
/// # Constraints
/// Take sizes of 0 are not moves and are ignored; repeats are harmless.
///
/// # Complexity
/// Filling the table to n costs O(n·|S|); a value from the period costs O(1).
///
/// # Example
/// ```
/// use impartial::sg::Subtraction;
/// let mut g = Subtraction::new([2, 5]);
/// let values: Vec<u64> = (0..8).map(|n| g.grundy(n).unwrap()).collect();
/// assert_eq!(values, [0, 0, 1, 1, 0, 2, 1, 0]);
/// assert_eq!(g.grundy(u64::MAX), g.grundy(u64::MAX % 7)); // the values repeat with period 7
/// ```
pub struct Subtraction {
    set: Vec<u64>,
    table: Vec<u32>,
    /// `(start, length)`: `g(n) = g(start + (n − start) mod length)` for n ≥ start.
    period: Option<(u64, u64)>,
    /// The period holds for piles below this, if set (the smallest take size it does not cover).
    horizon: Option<u64>,
    searched: bool,
    /// The marks of values above 127 (rare: a value is at most the number of take sizes).
    wide: Vec<bool>,
    /// The largest table: [`TABLE_LIMIT`], or less ([`Subtraction::with_limit`]).
    limit: u64,
}

impl Subtraction {
    /// The game with take sizes `set`.
    pub fn new(set: impl IntoIterator<Item = u64>) -> Self {
        Subtraction::with_limit(set, TABLE_LIMIT)
    }

    /// The game with take sizes `set` whose table (and period search) stops at `limit` values
    /// instead of [`TABLE_LIMIT`]: what bounds the work one game may cost, where an input holds
    /// many games.
    ///
    /// # Example
    /// ```
    /// use impartial::sg::Subtraction;
    /// let mut g = Subtraction::with_limit([1, 5000], 4096);
    /// assert_eq!(g.grundy(4095), Some(1));
    /// // Beyond the table the period of {1} holds up to 5000, which no table reaches.
    /// assert_eq!(g.grundy(4999), Some(1));
    /// assert_eq!(g.grundy(5000), None);
    /// ```
    pub fn with_limit(set: impl IntoIterator<Item = u64>, limit: u64) -> Self {
        let mut set: Vec<u64> = set.into_iter().filter(|&s| s > 0).collect();
        set.sort_unstable();
        set.dedup();
        Subtraction {
            set,
            table: Vec::new(),
            period: None,
            horizon: None,
            searched: false,
            wide: Vec::new(),
            limit: limit.min(TABLE_LIMIT),
        }
    }

    /// Fills the table up to (not including) `len`.
    fn fill(&mut self, len: u64) {
        let len = len as usize;
        self.table.reserve(len.saturating_sub(self.table.len()));
        for n in self.table.len()..len {
            // The values as bits in two registers: a take is a load, a shift and an OR.
            let mut marks = Marks::new(&mut self.wide);
            for &s in self.set.iter().take_while(|&&s| s <= n as u64) {
                marks.mark(self.table[n - s as usize]);
            }
            let value = marks.mex();
            self.table.push(value);
        }
    }

    /// Looks for the period in tables of doubling size up to the limit. Take sizes above
    /// a quarter of the limit are left to the table: if one of them is at most the limit, no
    /// period is used; if all exceed it, the period of the others holds below the smallest.
    fn find_period(&mut self) {
        self.searched = true;
        let quarter = self.limit / 4;
        let m = self
            .set
            .iter()
            .copied()
            .filter(|&s| s <= quarter)
            .max()
            .unwrap_or(0);
        self.horizon = self.set.iter().copied().find(|&s| s > quarter);
        if self.horizon.map_or(false, |h| h <= self.limit) {
            return;
        }
        let mut n = 4096u64.max(4 * m).min(self.limit);
        while n <= self.limit {
            self.fill(n);
            let tail = &self.table[n as usize / 2..n as usize];
            let p = smallest_period(tail);
            // The tail repeats with period p for at least m values: a window of m values recurs.
            if p as u64 + m <= tail.len() as u64 {
                self.period = Some((n / 2, p as u64));
                return;
            }
            if n == self.limit {
                return;
            }
            n = (2 * n).min(self.limit);
        }
    }

    /// The Grundy value of a pile of `n`, or `None` if `n` is beyond the table's limit
    /// ([`TABLE_LIMIT`] unless set lower) and no period was found below it (or `n` reaches a
    /// take size that the period does not cover).
    ///
    /// # Complexity
    /// See [`Subtraction`].
    #[inline]
    pub fn grundy(&mut self, n: u64) -> Option<u64> {
        if n >= self.table.len() as u64 {
            if let Some((start, len)) = self.period {
                let covered = self.horizon.map_or(true, |h| n < h);
                return covered
                    .then(|| u64::from(self.table[(start + (n - start) % len) as usize]));
            }
            if n < self.limit {
                self.fill(n + 1);
            } else {
                if !self.searched {
                    self.find_period();
                }
                return self.period.and_then(|_| self.grundy(n));
            }
        }
        Some(u64::from(self.table[n as usize]))
    }
}

/// Smallest p ≥ 1 with `s[i] = s[i + p]` for all valid i (the prefix-function border rule);
/// 4 bytes of memory a value.
pub(crate) fn smallest_period<T: PartialEq>(s: &[T]) -> usize {
    let mut border = vec![0u32; s.len()];
    for i in 1..s.len() {
        let mut k = border[i - 1] as usize;
        while k > 0 && s[i] != s[k] {
            k = border[k - 1] as usize;
        }
        if s[i] == s[k] {
            k += 1;
        }
        border[i] = k as u32;
    }
    s.len() - border.last().map_or(0, |&b| b as usize)
}

/// Grundy value of a pile of `x` in split Nim, where a move replaces a pile by two strictly
/// smaller piles (either may be empty): 0 for 0, and otherwise the x-th odious number (odious
/// numbers have an odd count of 1 bits: 1, 2, 4, 7, 8, 11, …), i.e. `2(x−1)`, plus 1 if `x−1`
/// has an even count of 1 bits. It needs up to 66 bits, hence u128.
///
/// # Constraints
/// Any u64 `x`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// let g: Vec<u128> = (0..7).map(impartial::sg::split_grundy).collect();
/// assert_eq!(g, [0, 1, 2, 4, 7, 8, 11]);
/// ```
#[inline]
pub fn split_grundy(x: u64) -> u128 {
    if x == 0 {
        return 0;
    }
    let n = u128::from(x - 1);
    2 * n + u128::from(n.count_ones() % 2 == 0)
}

#[cfg(test)]
mod tests;
