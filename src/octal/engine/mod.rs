//! The engine behind [`crate::octal::Values`]: each heap's Grundy value from the values below
//! it, by one of two methods chosen as the values grow.
//!
//! **Sparse space.** A mask splits the values into *common* ones (`v & mask` of odd parity)
//! and *sparse* ones; heaps with sparse values are *rare*. Parity is linear under XOR, so a
//! split gives a common value exactly when one part is rare: a scan over the rare heaps finds
//! every common option. The least common value not among them is the answer, unless a smaller
//! sparse value (a *needle*) is missing too; needles are looked for among all splits, first
//! marking what a short scan passes, then with the vector search
//! [`kernels::xor_find`], until each is found (or none is left to look at: then the
//! least missing needle is the answer). Sixteen heaps share the splits whose parts are all
//! computed ([`kernels::xor_stamp16_parts`] into a row of stamps a heap; while every
//! value is below 128, [`kernels::xor_bits_parts`] into two words a heap, once for the
//! rests of all split moves).
//!
//! **Plain.** Without a mask that leaves few rare heaps, every split is tried: sixteen
//! consecutive heaps at once ([`xor_stamp16`]), each split stamping its value in its heap's
//! column, the value of a heap being its least unstamped one.
//!
//! The loops over the splits are in `kernels.rs` (each chooses its AVX2 version, in `xor.rs`,
//! at run time, or runs its plain one); every `cfg` on the target architecture is in those two.

mod kernels;
mod sparse;
#[cfg(target_arch = "x86_64")]
// Unsafe blocks inside `unsafe fn`: required by edition 2024, unused before (rustc 1.56).
// Intrinsic calls in `#[target_feature]` functions are unsafe operations to rustc before 1.87,
// which edition 2024 denies outside unsafe blocks (on 1.85 and 1.86, Baekjoon's lowest): the
// functions' `# Safety` sections cover them, and the lint is allowed rather than each call
// wrapped (the bytes matter in bundles).
#[allow(unused_unsafe, unsafe_op_in_unsafe_fn)]
mod xor;

use crate::octal::Overflow;
use kernels::xor_stamp16;
use sparse::Stamps;

/// Heaps computed together (both methods).
const GROUP: usize = 16;

/// What the moves may leave: `whole` k removes a whole heap of k, `single` k leaves one heap,
/// `split` k leaves two (of sizes that add up to `n − k`, different sizes if `unequal`).
#[derive(Clone, Debug)]
pub(crate) struct Moves {
    pub whole: Vec<usize>,
    pub single: Vec<usize>,
    pub split: Vec<usize>,
    pub unequal: bool,
}

impl Moves {
    /// The largest smaller part of a split of `rest`.
    #[inline]
    fn lim(&self, rest: usize) -> usize {
        match self.unequal {
            true => rest.saturating_sub(1) / 2,
            false => rest / 2,
        }
    }
}

#[derive(Clone, Debug)]
pub(crate) struct Engine {
    pub moves: Moves,
    pub g: Vec<u16>,
    /// The sparse method's mask, 0 for the plain method.
    pub mask: u16,
    /// The rare heaps, increasing (the sparse method only), and their values.
    pub rare: Vec<u32>,
    rare_values: Vec<u16>,
    /// How many heaps have each value.
    counts: Vec<u64>,
    /// Every value so far is below `1 << bits` (at least 64).
    bits: u32,
    /// The common values below `1 << bits`, as bits.
    common: Vec<u64>,
    /// The heap at which the method is chosen next.
    next_choice: usize,
    /// The plain method's stamps: `stamps[16·x + j]` for value x and heap j of a block.
    stamps: Vec<u8>,
    stamp: u8,
    /// The sparse method's stamps for values of 128 and more, and the last stamp.
    marks: Vec<u8>,
    mark: u8,
}

impl Engine {
    pub fn new(moves: Moves) -> Engine {
        Engine {
            moves,
            g: vec![0],
            mask: 0,
            rare: Vec::new(),
            rare_values: Vec::new(),
            counts: vec![1],
            bits: 6,
            common: vec![0],
            next_choice: 64,
            stamps: Vec::new(),
            stamp: 0,
            marks: Vec::new(),
            mark: 0,
        }
    }

    /// The engine after `values` (G(0), G(1), … of the same moves), ready to go on.
    pub fn resume(moves: Moves, values: Vec<u16>) -> Engine {
        let mut e = Engine::new(moves);
        e.counts = Vec::new();
        for &v in &values {
            e.count(v);
        }
        e.g = values;
        e.next_choice = e.g.len().next_power_of_two().max(64);
        e.choose();
        e
    }

    fn count(&mut self, v: u16) {
        let v = usize::from(v);
        if v >= self.counts.len() {
            self.counts.resize(v + 1, 0);
        }
        self.counts[v] += 1;
        while v >> self.bits != 0 {
            self.bits += 1;
        }
        let words = (1usize << self.bits) / 64;
        if self.common.len() != words {
            self.set_common();
        }
    }

    fn set_common(&mut self) {
        let size = 1usize << self.bits;
        self.common = vec![0; size / 64];
        for v in 0..size {
            if (v as u32 & u32::from(self.mask)).count_ones() % 2 == 1 {
                self.common[v / 64] |= 1 << (v % 64);
            }
        }
    }

    /// Chooses the method: the mask leaving the fewest rare heaps (by a Walsh–Hadamard
    /// transform of the value counts), if it leaves at most one heap in 50 rare.
    fn choose(&mut self) {
        let size = (1usize << self.bits.min(16)).max(self.counts.len().next_power_of_two());
        if size > 1 << 16 {
            return;
        }
        let mut w: Vec<i64> = (0..size)
            .map(|v| self.counts.get(v).map_or(0, |&c| c as i64))
            .collect();
        let mut len = 1;
        while len < size {
            for i in (0..size).step_by(2 * len) {
                for j in i..i + len {
                    let (x, y) = (w[j], w[j + len]);
                    w[j] = x + y;
                    w[j + len] = x - y;
                }
            }
            len *= 2;
        }
        // Heaps with even parity under `mask`: (total + w[mask]) / 2, heap 0 among them.
        let (mut best, mut fewest) = (0, i64::MAX);
        for (mask, &x) in w.iter().enumerate().skip(1) {
            let rare = (w[0] + x) / 2 - 1;
            if rare < fewest {
                {
                    let t = (mask, rare);
                    best = t.0;
                    fewest = t.1;
                }
            }
        }
        let heaps = self.g.len() as i64;
        let mask = match fewest * 8 <= heaps {
            true => best as u16,
            false => 0,
        };
        if mask != self.mask {
            self.mask = mask;
            self.set_common();
            self.rare = match mask {
                0 => Vec::new(),
                _ => (1..self.g.len())
                    .filter(|&h| !self.is_common(self.g[h]))
                    .map(|h| h as u32)
                    .collect(),
            };
            self.rare_values = self.rare.iter().map(|&r| self.g[r as usize]).collect();
        }
    }

    #[inline]
    fn is_common(&self, v: u16) -> bool {
        (v & self.mask).count_ones() % 2 == 1
    }

    fn push(&mut self, v: u16) {
        let h = self.g.len();
        self.g.push(v);
        self.count(v);
        if self.mask != 0 && !self.is_common(v) {
            self.rare.push(h as u32);
            self.rare_values.push(v);
        }
    }

    /// Computes the values up to `G(n)`.
    pub fn extend(&mut self, n: usize) -> Result<(), Overflow> {
        while self.g.len() <= n {
            let h = self.g.len();
            if h >= self.next_choice {
                self.choose();
                self.next_choice *= 2;
            }
            let top = self.moves.split.iter().max().copied().unwrap_or(0);
            let block = self.mask == 0
                && self.bits <= 12
                && !self.moves.split.is_empty()
                && h >= top + 4 * GROUP
                && h + GROUP - 1 <= n;
            if block {
                self.plain_block(h)?;
                continue;
            }
            let sparse_block = self.mask != 0
                && self.bits <= 15
                && self.rare.len() >= 16
                && h >= top + 4 * GROUP
                && h + GROUP - 1 <= n;
            if sparse_block {
                self.sparse_block(h)?;
                continue;
            }
            let v = match (self.mask, self.bits) {
                (0, _) => self.plain_value(h),
                _ => {
                    let mut marks = std::mem::take(&mut self.marks);
                    marks.resize(1 << self.bits, 0);
                    self.mark = self.mark.wrapping_add(1);
                    if self.mark == 0 {
                        marks.fill(0);
                        self.mark = 1;
                    }
                    let stamp = self.mark;
                    let v = self.sparse_value(h, &mut Stamps::new(&mut marks, stamp));

                    self.marks = marks;
                    v
                }
            };
            if v == u16::MAX {
                return Err(Overflow { heap: h });
            }
            self.push(v);
        }
        Ok(())
    }

    /// Marks the options of heap `h` that leave no heap or one heap.
    fn singles(&self, h: usize, mut mark: impl FnMut(u16)) {
        for &k in &self.moves.whole {
            if k == h {
                mark(0);
            }
        }
        for &k in &self.moves.single {
            if k < h {
                mark(self.g[h - k]);
            }
        }
    }

    /// The splits of heap `h`: (rest, largest smaller part) for each split move that applies.
    fn splits(&self, h: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.moves.split.iter().filter_map(move |&k| {
            let rest = h.checked_sub(k)?;
            let lim = self.moves.lim(rest);
            (lim >= 1).then(|| (rest, lim))
        })
    }

    /// `G(h)` by trying every option (the plain method, one heap).
    fn plain_value(&self, h: usize) -> u16 {
        let mut seen = vec![0u64; (1usize << self.bits) / 64 + 1];
        let mut mark = |x: u16| seen[usize::from(x) / 64] |= 1 << (x % 64);
        self.singles(h, &mut mark);
        let g = &self.g;
        for (rest, lim) in self.splits(h) {
            for a in 1..=lim {
                mark(g[a] ^ g[rest - a]);
            }
        }
        let (i, w) = (seen.iter().enumerate())
            .find(|(_, w)| **w != u64::MAX)
            .expect("a free bit in the last word");
        (64 * i as u32 + (!w).trailing_zeros()).min(u32::from(u16::MAX)) as u16
    }

    /// `G(m)`, …, `G(m + 15)` by the plain method (see the module).
    fn plain_block(&mut self, m: usize) -> Result<(), Overflow> {
        let rows = 1usize << self.bits;
        if self.stamps.len() != 16 * rows {
            self.stamps = vec![0; 16 * rows];
            self.stamp = 0;
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.stamps.fill(0);
            self.stamp = 1;
        }
        let st = self.stamp;
        // The splits all sixteen heaps share: smaller part from 16 to the first heap's limit
        // (the larger part is then below m).
        for &k in &self.moves.split {
            let rest0 = m - k;
            let lim0 = self.moves.lim(rest0);
            xor_stamp16(&self.g, rest0, GROUP, lim0, &mut self.stamps, st);
        }
        for j in 0..GROUP {
            let h = m + j;
            if self.stamps.len() != 16 * (1usize << self.bits) {
                // A value has outgrown the stamps: the rest of the block one heap at a time.
                let v = self.plain_value(h);
                if v == u16::MAX {
                    return Err(Overflow { heap: h });
                }
                self.push(v);
                continue;
            }
            let mut marks = Vec::new();
            self.singles(h, |x| marks.push(x));
            let g = &self.g;
            for &k in &self.moves.split {
                let rest = h - k;
                let (lim, lim0) = (self.moves.lim(rest), self.moves.lim(m - k));
                for a in (1..GROUP.min(lim + 1)).chain(lim0 + 1..=lim) {
                    marks.push(g[a] ^ g[rest - a]);
                }
            }
            for x in marks {
                self.stamps[16 * usize::from(x) + j] = st;
            }
            let free = (0..rows).find(|&x| self.stamps[16 * x + j] != st);
            let v = free.unwrap_or(rows);
            if v >= usize::from(u16::MAX) {
                return Err(Overflow { heap: h });
            }
            self.push(v as u16);
        }
        Ok(())
    }
}
