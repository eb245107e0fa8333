//! The sparse method (see [`super`]): the rare heaps' splits marked for one heap or
//! sixteen at once, then the needles looked for.

use super::kernels::{
    stamped, xor_bits_parts, xor_bits_splits, xor_find, xor_stamp16_parts, xor_stamp_rare,
    xor_stamp_splits,
};
use super::{Engine, GROUP};
use crate::octal::Overflow;
use std::convert::TryInto; // not in the 2018 prelude (CSES offers edition 2018)

/// Splits of one move searched by vectors before the next move's turn.
const STRETCH: usize = 4096;

/// Splits marked first while more than eight needles are missing (then twice as many each
/// time, up to [`STRETCH`]).
const SCAN: usize = 64;

/// `len` copies of `fill`, in `small` when they fit (no allocation for the usual few), else in
/// `big`.
#[inline(always)]
fn scratch<'a, T: Copy, const N: usize>(
    small: &'a mut [T; N],
    big: &'a mut Vec<T>,
    len: usize,
    fill: T,
) -> &'a mut [T] {
    match len <= N {
        true => {
            small[..len].fill(fill);
            &mut small[..len]
        }
        false => {
            big.resize(len, fill);
            big
        }
    }
}

/// `at[values[i] ^ g[rest − parts[i]]] = stamp` for each i (locals only: no reloads).
#[inline(always)]
fn mark_rare(g: &[u16], rest: usize, parts: &[u32], values: &[u16], at: &mut [u8], stamp: u8) {
    let mask = at.len() - 1;
    for (&r, &v) in parts.iter().zip(values) {
        at[usize::from(v ^ g[rest - r as usize]) & mask] = stamp;
    }
}

/// The option values marked for one heap, by writing its stamp at their index: stores that do
/// not wait for each other (a bit set's read-modify-write does). Values below 128 may be kept
/// as bits instead (`small`), as a block of heaps whose values are all small marks them.
pub(super) struct Stamps<'a> {
    at: &'a mut [u8],
    stamp: u8,
    /// The marks one at a time go to `small` (every value is below 128), not to `at`.
    to_small: bool,
    small: [u64; 2],
    /// Whether `at` holds any of this heap's marks (else `small` holds them all).
    stamped: bool,
}

impl<'a> Stamps<'a> {
    /// Marks in `at` by `stamp` (no value in `at` holds it yet).
    pub fn new(at: &'a mut [u8], stamp: u8) -> Stamps<'a> {
        Stamps {
            at,
            stamp,
            to_small: false,
            small: [0; 2],
            stamped: true,
        }
    }

    /// For a heap whose options are all below 128, the values in `small` (as bits) marked
    /// already: every mark goes there, with no table.
    fn small(small: [u64; 2]) -> Stamps<'a> {
        Stamps {
            at: &mut [],
            stamp: 0,
            to_small: true,
            small,
            stamped: false,
        }
    }

    #[inline(always)]
    fn mark(&mut self, x: u16) {
        match self.to_small {
            true => self.small[usize::from(x / 64) & 1] |= 1 << (x % 64),
            false => self.at[usize::from(x)] = self.stamp,
        }
    }

    /// Marks the splits of a heap with `rest` objects left whose smaller part is in `a..=end`.
    fn sweep(&mut self, g: &[u16], rest: usize, a: usize, end: usize) {
        match self.to_small {
            true => {
                let [low, high] = xor_bits_splits(g, rest, a, end);
                self.small[0] |= low;
                self.small[1] |= high;
            }
            false => xor_stamp_splits(g, rest, a, end, self.at, self.stamp),
        }
    }

    /// The marked values among `64·i .. 64·i + 64`, as bits.
    fn word(&self, i: usize) -> u64 {
        let small = self.small.get(i).copied().unwrap_or(0);
        match self.stamped {
            true => {
                let chunk = self.at[64 * i..64 * i + 64].try_into().expect("64 stamps");
                small | stamped(chunk, self.stamp)
            }
            false => small,
        }
    }
}

impl Engine {
    /// `G(h)` by the sparse method, marking in `seen` (empty, for values below `1 << bits`).
    #[inline(always)]
    pub(super) fn sparse_value(&self, h: usize, seen: &mut Stamps) -> u16 {
        self.mark_rare(h, seen);
        self.sparse_finish(h, seen)
    }

    /// Marks every split of heap `h` with a rare part.
    fn mark_rare(&self, h: usize, seen: &mut Stamps) {
        let g = &self.g;
        for (rest, _) in self.splits(h) {
            // Each split with a rare part, once per rare part (twice if both are); the split
            // into two equal parts left out where parts must differ.
            let cut = self.rare.partition_point(|&r| (r as usize) < rest);
            let half = match self.moves.unequal && rest % 2 == 0 {
                true => self.rare[..cut].partition_point(|&r| (r as usize) < rest / 2),
                false => cut,
            };
            let equal = usize::from(half < cut && self.rare[half] as usize == rest / 2);
            for (from, to) in [(0, half), (half + equal, cut)] {
                let (parts, values) = (&self.rare[from..to], &self.rare_values[from..to]);
                match parts.len() < 64 {
                    // Few: a call's setup would cost more than the vectors save.
                    true => mark_rare(g, rest, parts, values, seen.at, seen.stamp),
                    false => xor_stamp_rare(g, rest, parts, values, seen.at, seen.stamp),
                }
            }
        }
    }

    /// `G(h)` by the sparse method, once every split with a rare part is marked in `seen`.
    fn sparse_finish(&self, h: usize, seen: &mut Stamps) -> u16 {
        let g = &self.g;
        self.singles(h, |x| seen.mark(x));
        // The candidate: the least common value not marked, or 1 << bits (no option reaches
        // it); the needles: the sparse values below it not marked, as bits.
        let words = (1usize << self.bits) / 64;
        let (mut small, mut big) = ([0u64; 16], Vec::new());
        let need = scratch(&mut small, &mut big, words, 0);
        let (mut candidate, mut count) = (64 * words, 0usize);
        for (i, (slot, &common)) in need.iter_mut().zip(&self.common).enumerate() {
            let marked = seen.word(i);
            let free = !marked & common;
            let mut sparse = !marked & !common;
            if free != 0 {
                candidate = 64 * i + free.trailing_zeros() as usize;
                sparse &= (1 << (candidate % 64)) - 1;
            }
            *slot = sparse;
            count += sparse.count_ones() as usize;
            if free != 0 {
                break;
            }
        }
        let fits = |v: usize| v.min(usize::from(u16::MAX)) as u16;
        if count == 0 {
            return fits(candidate);
        }
        // Look for the needles among all splits: marking every value passed while more than
        // eight are missing, then by vectors for the last few.
        let last_word = candidate.min(64 * words - 1) / 64;
        // The split moves' ranges in turn, a stretch of each at a time: a needle that only one
        // move makes is not left for after the others' whole ranges. `next[i]`: the next
        // smaller part of move i to look at.
        let moves = self.moves.split.len();
        let (mut few, mut many) = ([0usize; 8], Vec::new());
        let next = scratch(&mut few, &mut many, moves, 1);
        let mut scan = SCAN;
        let mut left = true;
        while count > 0 && left {
            left = false;
            for (&k, a) in self.moves.split.iter().zip(next.iter_mut()) {
                let rest = match h.checked_sub(k) {
                    Some(rest) => rest,
                    None => continue,
                };
                let lim = self.moves.lim(rest);
                if *a > lim || count == 0 {
                    continue;
                }
                if count > 8 {
                    let end = lim.min(*a + scan - 1);
                    scan = (2 * scan).min(STRETCH);
                    seen.sweep(g, rest, *a, end);
                    *a = end + 1;
                    count = 0;
                    for (i, w) in need[..=last_word].iter_mut().enumerate() {
                        if *w != 0 {
                            *w &= !seen.word(i);
                            count += w.count_ones() as usize;
                        }
                    }
                } else {
                    let mut list = [0u16; 8];
                    let mut k = 0;
                    for (i, &w) in need[..=last_word].iter().enumerate() {
                        let mut w = w;
                        while w != 0 {
                            list[k] = (64 * i) as u16 + w.trailing_zeros() as u16;
                            k += 1;
                            w &= w - 1;
                        }
                    }
                    let end = lim.min(*a + STRETCH - 1);
                    let found = xor_find(g, rest, *a, end, &list[..k]);
                    for (i, &v) in list[..k].iter().enumerate() {
                        if found >> i & 1 == 1 {
                            need[usize::from(v) / 64] &= !(1 << (v % 64));
                            count -= 1;
                        }
                    }
                    *a = end + 1;
                }
                left |= *a <= lim;
            }
        }
        if count == 0 {
            return fits(candidate);
        }
        // The least needle found nowhere.
        let (i, w) = (need[..=last_word].iter().enumerate())
            .find(|(_, w)| **w != 0)
            .expect("a needle left");
        (64 * i) as u16 + w.trailing_zeros() as u16
    }

    /// `G(m)`, …, `G(m + 15)` by the sparse method, the splits of the sixteen heaps with a rare
    /// part from 16 to below `m − k` marked together, each heap in its row of a table.
    pub(super) fn sparse_block(&mut self, m: usize) -> Result<(), Overflow> {
        if self.bits <= 7 {
            return self.small_block(m);
        }
        let rows = 1usize << self.bits;
        let stride = rows + 16;
        let mut table = std::mem::take(&mut self.marks);
        if table.len() != 16 * stride {
            table = vec![0; 16 * stride];
            self.mark = 0;
        }
        self.mark = self.mark.wrapping_add(1);
        if self.mark == 0 {
            table.fill(0);
            self.mark = 1;
        }
        let st = self.mark;
        let bands = self.bands(m);
        for &(k, lo, band_lo, band_hi, hi) in &bands {
            for (from, to) in [(lo, band_lo), (band_hi, hi)] {
                if from < to {
                    let (parts, values) = (&self.rare[from..to], &self.rare_values[from..to]);
                    xor_stamp16_parts(&self.g, m - k, parts, values, &mut table, stride, st);
                }
            }
        }
        for j in 0..GROUP {
            let h = m + j;
            let v = match (1usize << self.bits) == rows {
                true => {
                    let mut seen = Stamps::new(&mut table[j * stride..j * stride + rows], st);
                    self.tails(h, &bands, |x| seen.mark(x));
                    self.sparse_finish(h, &mut seen)
                }
                // A value outgrew the table: the rest of the block one heap at a time.
                false => {
                    let mut marks = vec![0u8; 1 << self.bits];
                    self.sparse_value(h, &mut Stamps::new(&mut marks, 1))
                }
            };
            if v == u16::MAX {
                self.marks = table;
                return Err(Overflow { heap: h });
            }
            self.push(v);
        }
        self.marks = table;
        Ok(())
    }

    /// [`Engine::sparse_block`] while every value is below 128: every mark kept as two words a
    /// heap (no table), the shared splits marked by vectors.
    fn small_block(&mut self, m: usize) -> Result<(), Overflow> {
        // The rests of all moves of the sixteen heaps, `m − top ..= m + 15 − least`, marked
        // together when they are few (two moves k and k + 1 share fifteen rests); otherwise
        // each move's sixteen rests in turn.
        let split = &self.moves.split;
        let top = split.iter().max().copied().unwrap_or(0);
        let least = split.iter().min().copied().unwrap_or(0);
        let mut lanes = [[0u64; 2]; 2 * GROUP];
        let (bands, shared) = match split.len() > 1 && top - least < GROUP {
            true => {
                let rests = GROUP + top - least;
                let (lo, band_lo, band_hi, hi) = self.window(m - top, rests);
                for (from, to) in [(lo, band_lo), (band_hi, hi)] {
                    let (parts, values) = (&self.rare[from..to], &self.rare_values[from..to]);
                    xor_bits_parts(&self.g, m - top, parts, values, &mut lanes[..rests]);
                }
                let bands = split.iter().map(|&k| (k, lo, band_lo, band_hi, hi));
                (bands.collect(), true)
            }
            false => {
                let bands = self.bands(m);
                for &(k, lo, band_lo, band_hi, hi) in &bands {
                    for (from, to) in [(lo, band_lo), (band_hi, hi)] {
                        let (parts, values) = (&self.rare[from..to], &self.rare_values[from..to]);
                        xor_bits_parts(&self.g, m - k, parts, values, &mut lanes[..GROUP]);
                    }
                }
                (bands, false)
            }
        };
        for j in 0..GROUP {
            let h = m + j;
            let v = match self.bits <= 7 {
                true => {
                    let [mut low, mut high] = match shared {
                        true => self.moves.split.iter().fold([0, 0], |[low, high], &k| {
                            let [l, h] = lanes[j + top - k];
                            [low | l, high | h]
                        }),
                        false => lanes[j],
                    };
                    // In registers: each mark waits for the one before.
                    self.tails(h, &bands, |x| {
                        let bit = 1 << (x % 64);
                        match x < 64 {
                            true => low |= bit,
                            false => high |= bit,
                        }
                    });
                    self.sparse_finish(h, &mut Stamps::small([low, high]))
                }
                // A value reached 128: the rest of the block one heap at a time.
                false => self.sparse_value(h, &mut Stamps::new(&mut vec![0; 1 << self.bits], 1)),
            };
            if v == u16::MAX {
                return Err(Overflow { heap: h });
            }
            self.push(v);
        }
        Ok(())
    }

    /// For each split move k, the rare parts a block from `m` marks together: indices
    /// `lo..band_lo` and `band_hi..hi` of the rare heaps, as `(k, lo, band_lo, band_hi, hi)`
    /// (see [`Engine::window`], for the sixteen rests from `m − k`).
    fn bands(&self, m: usize) -> Vec<(usize, usize, usize, usize, usize)> {
        let bands = self.moves.split.iter().map(|&k| {
            let (lo, band_lo, band_hi, hi) = self.window(m - k, GROUP);
            (k, lo, band_lo, band_hi, hi)
        });
        bands.collect()
    }

    /// The rare parts that the `rests` consecutive rests from `rest0` split alike, indices
    /// `lo..band_lo` and `band_hi..hi` of the rare heaps, as `(lo, band_lo, band_hi, hi)`:
    /// the parts from 16 to below `rest0`, leaving out, where parts must differ, those that
    /// are half of one of the rests (each heap marks those itself).
    fn window(&self, rest0: usize, rests: usize) -> (usize, usize, usize, usize) {
        let at = |x: usize| self.rare.partition_point(|&r| (r as usize) < x);
        let lo = at(16);
        let hi = at(rest0).max(lo);
        let (band_lo, band_hi) = match self.moves.unequal {
            true => (
                at(rest0 / 2).clamp(lo, hi),
                at((rest0 + rests - 1) / 2 + 1).clamp(lo, hi),
            ),
            false => (hi, hi),
        };
        (lo, band_lo, band_hi.max(band_lo), hi)
    }

    /// The option values of the splits of heap `h` with a rare part that its block did not
    /// mark together (see [`Engine::bands`]): parts below 16, parts from `m − k` on, and the
    /// band.
    #[inline(always)]
    fn tails(
        &self,
        h: usize,
        bands: &[(usize, usize, usize, usize, usize)],
        mut mark: impl FnMut(u16),
    ) {
        let g = &self.g;
        for &(k, lo, band_lo, band_hi, hi) in bands {
            let rest = h - k;
            for range in [0..lo, band_lo..band_hi, hi..self.rare.len()] {
                for (&r, &v) in self.rare[range.clone()]
                    .iter()
                    .zip(&self.rare_values[range])
                {
                    let r = r as usize;
                    if r < rest && !(self.moves.unequal && 2 * r == rest) {
                        mark(v ^ g[rest - r]);
                    }
                }
            }
        }
    }
}
