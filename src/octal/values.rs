//! [`Values`]: the Grundy values of an octal game by the sparse-space technique.

use crate::octal::Octal;

/// The Grundy values of one octal game, extended on demand ([`Values::extend`]).
///
/// They are computed with the *sparse space* technique of the octal-game literature. Call a
/// value *sparse* when `G & mask` has an even number of 1 bits, *common* otherwise, for a mask
/// chosen from the values so far so that few heaps (the *rare* heaps) have sparse values. The
/// parity of `x & mask` is linear under XOR, so splitting a heap into two gives a common
/// value exactly when one part is rare. For each heap h, then:
/// - every common option value comes from a split with a rare part, or from a move that
///   leaves one heap: a scan over the rare heaps finds them all;
/// - the least common value not found is the mex, unless a smaller sparse value is missing;
/// - the sparse values below it are looked for in a scan over all splits that stops as soon
///   as each has been found; it runs through only when the mex is sparse (h is rare).
///
/// The mask is chosen again at each power of two (the one leaving the fewest rare heaps); when
/// no mask leaves fewer than a quarter of the heaps rare, mask 0 makes every value sparse and
/// the scan over the "rare" heaps is the plain quadratic one.
#[derive(Clone, Debug)]
pub struct Values {
    /// The k of the moves that remove a whole heap of k (bit 1).
    whole: Vec<usize>,
    /// The k ≥ 1 of the moves that leave one heap (bit 2).
    single: Vec<usize>,
    /// The k of the moves that leave two heaps (bit 4).
    split: Vec<usize>,
    g: Vec<u32>,
    mask: u32,
    /// Every value so far is below `1 << bits`.
    bits: u32,
    /// Whether each value below `1 << bits` is common.
    common: Vec<bool>,
    /// The heaps ≥ 1 with sparse values, increasing.
    rare: Vec<usize>,
    /// Option values seen for the heap being computed (`1 << bits` bits).
    seen: Vec<u64>,
    /// The heap at which the mask is chosen next.
    next_mask: usize,
}

impl Values {
    /// `G(0) = 0` only, for `game`.
    pub fn new(game: &Octal) -> Values {
        let with = |bit: u8, from: usize| -> Vec<usize> {
            (from..game.digits.len())
                .filter(|&k| game.digits[k] & bit != 0)
                .collect()
        };
        let mut v = Values {
            whole: with(1, 1),
            single: with(2, 1),
            split: with(4, 0),
            g: vec![0],
            mask: 0,
            bits: 0,
            common: Vec::new(),
            rare: Vec::new(),
            seen: Vec::new(),
            next_mask: 64,
        };
        v.resize(6);
        v
    }

    /// The values so far, `G(0..=n)`, as a vector.
    pub fn into_values(self) -> Vec<u32> {
        self.g
    }

    /// The values so far, `G(0..=n)`.
    pub fn as_slice(&self) -> &[u32] {
        &self.g
    }

    /// Computes the values up to `G(n)`.
    ///
    /// # Constraints
    /// `n < 2^32`, and `n + 1` values of 4 bytes fit in memory.
    ///
    /// # Complexity
    /// See [`Octal::values`]; values already computed are not computed again.
    ///
    /// # Example
    /// ```
    /// use impartial::octal::{Octal, Values};
    /// let mut kayles = Values::new(&Octal::parse("0.77").unwrap());
    /// kayles.extend(5);
    /// kayles.extend(12);
    /// assert_eq!(kayles.as_slice(), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
    /// ```
    pub fn extend(&mut self, n: usize) {
        self.g.reserve(n.saturating_sub(self.g.len() - 1));
        for h in self.g.len()..=n {
            if h == self.next_mask {
                self.choose_mask();
                self.next_mask *= 2;
            }
            let v = self.value(h);
            if v >> self.bits != 0 {
                self.resize(32 - v.leading_zeros());
            }
            self.g.push(v);
            if !self.common[v as usize] {
                self.rare.push(h);
            }
        }
    }

    /// Room for values below `1 << bits`.
    fn resize(&mut self, bits: u32) {
        self.bits = bits;
        self.seen = vec![0; ((1usize << bits) + 63) / 64];
        self.common = (0..1u32 << bits)
            .map(|v| (v & self.mask).count_ones() % 2 == 1)
            .collect();
    }

    /// The mask leaving the fewest rare heaps so far (0 if none leaves under a quarter), and
    /// the rare heaps for it.
    fn choose_mask(&mut self) {
        let size = 1usize << self.bits;
        if size > 1 << 12 {
            return; // too many masks to weigh; keep the one in use
        }
        let mut count = vec![0usize; size];
        for &v in &self.g[1..] {
            count[v as usize] += 1;
        }
        let heaps = self.g.len() - 1;
        let (mut best, mut fewest) = (0u32, heaps / 4);
        for mask in 1..size as u32 {
            let rare: usize = (0..size as u32)
                .filter(|&v| (v & mask).count_ones() % 2 == 0)
                .map(|v| count[v as usize])
                .sum();
            if rare < fewest {
                (best, fewest) = (mask, rare);
            }
        }
        if best != self.mask {
            self.mask = best;
            self.resize(self.bits);
            let common = &self.common;
            self.rare = (1..self.g.len())
                .filter(|&h| !common[self.g[h] as usize])
                .collect();
        }
    }

    /// `G(h)`, from the values below it.
    fn value(&mut self, h: usize) -> u32 {
        // Fields borrowed apart: edition 2018 closures would capture all of `self`.
        let (g, seen, common) = (&self.g, &mut self.seen, &self.common);
        seen.iter_mut().for_each(|w| *w = 0);
        let mark = |seen: &mut [u64], x: u32| seen[x as usize / 64] |= 1 << (x % 64);
        for &k in &self.whole {
            if k == h {
                mark(seen, 0);
            }
        }
        for &k in &self.single {
            if k < h {
                mark(seen, g[h - k]);
            }
        }
        // Every split with a rare part (with mask 0, every split: the smaller part suffices).
        let plain = self.mask == 0;
        for &k in &self.split {
            if h < k + 2 {
                continue;
            }
            let rest = h - k;
            let last = if plain { rest / 2 } else { rest - 1 };
            for &r in &self.rare {
                if r > last {
                    break;
                }
                mark(seen, g[r] ^ g[rest - r]);
            }
        }
        // The mex; sparse values are looked for among all splits, resuming one scan.
        let (mut s, mut a) = (0, 1);
        let mut v = 0u32;
        loop {
            let marked = |seen: &[u64], v: u32| {
                (v as usize) < common.len() && seen[v as usize / 64] >> (v % 64) & 1 == 1
            };
            if marked(seen, v) {
                v += 1;
                continue;
            }
            if plain || v as usize >= common.len() || common[v as usize] {
                return v;
            }
            while !marked(seen, v) {
                let Some(&k) = self.split.get(s) else {
                    return v; // every split tried: v is missing
                };
                let rest = h.saturating_sub(k);
                if rest < 2 || a > rest / 2 {
                    (s, a) = (s + 1, 1);
                    continue;
                }
                mark(seen, g[a] ^ g[rest - a]);
                a += 1;
            }
            v += 1;
        }
    }
}
