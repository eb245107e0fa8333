//! The bookkeeping of [`super::values`]: the queue of quotient steps and the option multisets.

/// No entry.
const NONE: u32 = u32::MAX;

/// The next quotient step of each b (M's quotient becomes b at x = bM), kept in a timer wheel:
/// steps less than [`SLOTS`] ahead in a ring of lists by `x mod SLOTS` (with a bit per busy
/// slot), later ones in lists by `x / SLOTS`, moved to the ring when x enters their block.
/// One entry per b, with what its step trades: for odd M on the even and the odd side, for
/// even M on the odd side.
pub(super) struct Wheel {
    entries: Vec<Entry>,
    ring: [u32; SLOTS],
    busy: [u64; SLOTS / 64],
    blocks: Vec<u32>,
    /// Where the ring stands: every entry in it is due in `[now, now + SLOTS)`.
    now: usize,
}

pub(super) struct Entry {
    b: usize,
    m: usize,
    /// x = bM
    at: usize,
    next: u32,
    /// (old, new) on the even side and on the odd side, for even M and for odd M.
    delta: [[u32; 4]; 2],
}

const SLOTS: usize = 1024;

impl Wheel {
    pub(super) fn new(max: usize) -> Self {
        Wheel {
            entries: Vec::new(),
            ring: [NONE; SLOTS],
            busy: [0; SLOTS / 64],
            blocks: vec![NONE; max / SLOTS + 2],
            now: 0,
        }
    }

    /// Whether a step is due at x (and the ring moved on to x).
    pub(super) fn due(&mut self, x: usize) -> bool {
        self.advance(x);
        self.ring[x % SLOTS] != NONE
    }

    /// The first x' ≥ x with a step due or a block to move into the ring (`now < x`, in the
    /// same block or at the start of the next).
    pub(super) fn next_due(&self, x: usize) -> usize {
        let (block, mut slot) = (x - x % SLOTS, x % SLOTS);
        if slot == 0 {
            return x; // a block to move in
        }
        while slot < SLOTS {
            let bits = self.busy[slot / 64] >> (slot % 64);
            if bits != 0 {
                return block + slot + bits.trailing_zeros() as usize;
            }
            slot = (slot / 64 + 1) * 64;
        }
        block + SLOTS
    }

    fn advance(&mut self, x: usize) {
        while self.now < x {
            let block = (self.now / SLOTS + 1) * SLOTS;
            if block > x {
                self.now = x;
                break;
            }
            self.now = block;
            let mut e = std::mem::replace(&mut self.blocks[block / SLOTS], NONE);
            while e != NONE {
                let next = self.entries[e as usize].next;
                self.link(e);
                e = next;
            }
        }
    }

    /// Files entry e under its x, unless that is past the table.
    fn link(&mut self, e: u32) {
        let at = self.entries[e as usize].at;
        if at / SLOTS + 1 >= self.blocks.len() {
            return;
        }
        let list = if at - self.now < SLOTS {
            self.busy[at % SLOTS / 64] |= 1 << (at % 64);
            &mut self.ring[at % SLOTS]
        } else {
            &mut self.blocks[at / SLOTS]
        };
        self.entries[e as usize].next = *list;
        *list = e;
    }

    /// The steps of b, from M = 2 on.
    pub(super) fn add(&mut self, b: usize, delta: [[u32; 4]; 2]) {
        let next = NONE;
        self.entries.push(Entry {
            b,
            m: 2,
            at: 2 * b,
            next,
            delta,
        });
        self.link((self.entries.len() - 1) as u32);
    }

    /// The least b with steps above `b` (they are added in increasing order of b).
    pub(super) fn after(&self, b: usize) -> Option<usize> {
        let k = self.entries.partition_point(|e| e.b <= b);
        self.entries.get(k).map(|e| e.b)
    }

    /// A step due at x for a tracked split, as what it trades (see [`Entry::delta`]); the entry moves on to
    /// M + 1, or is dropped once b ≤ s (s only grows).
    pub(super) fn pop(&mut self, x: usize, s: usize) -> Option<[u32; 4]> {
        self.advance(x);
        loop {
            let e = self.ring[x % SLOTS];
            if e == NONE {
                return None;
            }
            let entry = &mut self.entries[e as usize];
            self.ring[x % SLOTS] = entry.next;
            if entry.next == NONE {
                self.busy[x % SLOTS / 64] &= !(1 << (x % 64));
            }
            if entry.b > s {
                let step = entry.delta[entry.m % 2];
                entry.m += 1;
                entry.at += entry.b;
                self.link(e);
                return Some(step);
            }
        }
    }
}

/// A multiset of small values with its mex.
pub(super) struct Options {
    count: Vec<u32>,
    pub(super) present: Vec<u64>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            count: vec![0; 64],
            present: vec![0],
        }
    }
}

impl Options {
    #[inline]
    pub(super) fn add(&mut self, v: u32) {
        let v = v as usize;
        if v >= self.count.len() {
            self.grow(v);
        }
        let c = &mut self.count[v];
        *c += 1;
        if *c == 1 {
            self.present[v / 64] |= 1 << (v % 64);
        }
    }

    #[cold]
    fn grow(&mut self, v: usize) {
        self.count.resize((v / 64 + 1) * 64, 0);
        self.present.resize(v / 64 + 1, 0);
    }

    #[inline]
    pub(super) fn remove(&mut self, v: u32) {
        let v = v as usize;
        self.count[v] -= 1;
        if self.count[v] == 0 {
            self.present[v / 64] &= !(1 << (v % 64));
        }
    }

    /// `remove(old)` and `add(new)`, without a branch on whether they differ.
    #[inline]
    pub(super) fn swap(&mut self, old: u32, new: u32) {
        let (old, new) = (old as usize, new as usize);
        if new >= self.count.len() {
            self.grow(new);
        }
        self.count[old] -= 1;
        self.count[new] += 1;
        let still = u64::from(self.count[old] != 0);
        let word = &mut self.present[old / 64];
        *word = *word & !(1 << (old % 64)) | still << (old % 64);
        self.present[new / 64] |= 1 << (new % 64);
    }

    #[inline]
    pub(super) fn mex(&self) -> u32 {
        let mut base = 0;
        for &w in &self.present {
            if w != !0 {
                return base + w.trailing_ones();
            }
            base += 64;
        }
        base
    }
}
