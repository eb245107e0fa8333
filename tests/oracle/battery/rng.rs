//! The generators' shared parts: a seeded random source and the functions of a heap their
//! rules are written in.

/// A small deterministic generator (xorshift64*).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: u64, hi: u64) -> u64 {
        lo + self.next() % (hi - lo + 1)
    }

    pub fn pick<T: Copy>(&mut self, from: &[T]) -> T {
        from[self.next() as usize % from.len()]
    }
}

/// `⌊n^(1/k)⌋`.
pub fn root(n: usize, k: u32) -> usize {
    let mut r = (n as f64).powf(1.0 / f64::from(k)) as usize;
    while r > 0 && r.pow(k) > n {
        r -= 1;
    }
    while (r + 1).checked_pow(k).is_some_and(|p| p <= n) {
        r += 1;
    }
    r
}

pub fn digits(mut n: usize, b: usize) -> Vec<usize> {
    let mut d = Vec::new();
    while n > 0 {
        d.push(n % b);
        n /= b;
    }
    d
}

pub fn divisor_count(n: usize) -> usize {
    (1..=root(n, 2))
        .filter(|d| n % d == 0)
        .map(|d| if d * d == n { 1 } else { 2 })
        .sum()
}
