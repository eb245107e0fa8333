//! Counting primes: π(x), the number of primes up to x, by Lehmer's formula on top of a
//! sieve that is kept, so that many counts share it.
//!
//! With a = π(x^{1/4}), b = π(x^{1/2}), c = π(x^{1/3}) and φ(x, a) the count of 1 ≤ m ≤ x
//! with no prime factor among the first a primes p_1 < … < p_a:
//!
//! π(x) = φ(x, a) + (b + a − 2)(b − a + 1)/2 − Σ_{a<i≤b} π(x / p_i)
//!        − Σ_{a<i≤c} Σ_{i≤j≤b_i} (π(x / (p_i p_j)) − (j − 1)),   b_i = π(√(x / p_i)),
//!
//! because every m ≤ x free of the first a primes is 1, a prime above p_a, or a product of
//! two or three primes above p_a (four would exceed x). φ(x, a) = φ(x, a − 1) −
//! φ(x / p_a, a − 1), down to the first six primes (a table over their product 30 030), or to
//! a value the sieve answers: φ(x, a) = π(x) − a + 1 once p_a² ≥ x.

/// The largest x [`Counter::count`] counts to: 10^12 in a few milliseconds after its sieve.
pub const LIMIT: u64 = 1_000_000_000_000;

/// The first six primes' product, and how many numbers below it are coprime to it.
const WHEEL: u64 = 30_030;
const WHEEL_COPRIME: u64 = 5_760;

/// A sieve of the numbers up to `limit`, kept to count primes beyond it by Lehmer's formula.
pub struct Counter {
    limit: u64,
    primes: Vec<u32>,
    /// Bit i of word w: whether the odd number 2(64·w + i) + 1 is prime.
    bits: Vec<u64>,
    /// The odd primes that words before w hold.
    before: Vec<u32>,
    /// φ(r, 6) for r < 30 030.
    wheel: Vec<u16>,
    /// For a ≤ [`CACHE_A`], the numbers below [`CACHE_X`] free of the first a primes, as bits,
    /// and the count below each word: φ(x, a) for small x in O(1).
    cache: Vec<(Vec<u64>, Vec<u32>)>,
}

/// The φ cache's reach: x below 2^16, a up to 100.
const CACHE_X: u64 = 1 << 16;
const CACHE_A: usize = 100;

impl Counter {
    /// A counter that answers every x up to `max` (at most [`LIMIT`]): a sieve up to about
    /// max^{2/3}, at most 2^24, and at least √max and `max` itself when that is below 2^16.
    ///
    /// # Complexity
    /// O(L log log L) time and L/8 bytes for the sieve's L (2 MiB and about 30 ms at most).
    pub fn new(max: u64) -> Counter {
        let max = max.min(LIMIT);
        let two_thirds = icbrt(max).saturating_mul(icbrt(max));
        Counter::with_sieve(two_thirds.clamp(1 << 16, 1 << 24).max(isqrt(max)))
    }

    /// A counter whose sieve goes to `limit` exactly: the odd numbers, a bit each (L/16
    /// bytes, and L/128 words of counts).
    ///
    /// # Complexity
    /// O(L log log L) time: 10^8 in about 0.1 s.
    pub fn with_sieve(limit: u64) -> Counter {
        // Bit i stands for the odd number 2i + 1.
        let odd = ((limit + 1) / 2) as usize;
        let words = odd / 64 + 1;
        let mut bits = vec![!0u64; words];
        bits[0] &= !1; // 1
        let mut p = 3u64;
        while p * p <= limit {
            let i = (p / 2) as usize;
            if bits[i / 64] >> (i % 64) & 1 == 1 {
                // The odd multiples of p from p², 2p apart.
                let mut m = (p * p / 2) as usize;
                while m < odd {
                    bits[m / 64] &= !(1 << (m % 64));
                    m += p as usize;
                }
            }
            p += 2;
        }
        // Past `limit` nothing is prime.
        bits[words - 1] &= (1u64 << (odd % 64)) - 1;
        let mut before = Vec::with_capacity(words);
        let mut count = 0u32;
        for &word in &bits {
            before.push(count);
            count += word.count_ones();
        }
        // The primes Lehmer's formula divides by: up to √LIMIT.
        let mut primes = if limit >= 2 { vec![2u32] } else { Vec::new() };
        for (w, &word) in bits
            .iter()
            .enumerate()
            .take(((1_000_000 / 2) / 64 + 1).min(words))
        {
            let mut rest = word;
            while rest != 0 {
                let q = 2 * (64 * w as u32 + rest.trailing_zeros()) + 1;
                if q > 1_000_000 {
                    break;
                }
                primes.push(q);
                rest &= rest - 1;
            }
        }
        let mut wheel = vec![0u16; WHEEL as usize];
        let mut coprime = 0u16;
        for (r, slot) in wheel.iter_mut().enumerate().skip(1) {
            if [2, 3, 5, 7, 11, 13].iter().all(|p| r % p != 0) {
                coprime += 1;
            }
            *slot = coprime;
        }
        let mut cache = Vec::new();
        let mut free = vec![!0u64; (CACHE_X / 64) as usize];
        free[0] &= !1; // 0
        for a in 0..=CACHE_A.min(primes.len()) {
            if a > 0 {
                let p = u64::from(primes[a - 1]);
                let mut m = p;
                while m < CACHE_X {
                    free[(m / 64) as usize] &= !(1 << (m % 64));
                    m += p;
                }
            }
            let mut count = 0u32;
            let below = free
                .iter()
                .map(|w| {
                    let c = count;
                    count += w.count_ones();
                    c
                })
                .collect();
            cache.push((free.clone(), below));
        }
        Counter {
            limit,
            primes,
            bits,
            before,
            wheel,
            cache,
        }
    }

    /// π(x) from the sieve, for x up to its limit.
    ///
    /// # Example
    /// ```
    /// use impartial::numbers::prime_count::Counter;
    /// let c = Counter::with_sieve(100);
    /// assert_eq!((c.small(1), c.small(2), c.small(3), c.small(100)), (0, 1, 2, 25));
    /// ```
    pub fn small(&self, x: u64) -> u64 {
        if x < 2 {
            return 0;
        }
        // 2, then the odd primes up to x: bits 1 ..= (x - 1) / 2.
        let top = ((x - 1) / 2) as usize;
        let (w, i) = (top / 64, top % 64);
        let mask = if i == 63 { !0 } else { (1u64 << (i + 1)) - 1 };
        1 + u64::from(self.before[w]) + u64::from((self.bits[w] & mask).count_ones())
    }

    /// π(x), the number of primes up to `x`; `None` above [`LIMIT`] or above what this
    /// counter's sieve reaches (x beyond the square of its limit).
    ///
    /// # Complexity
    /// Lehmer's: about x^{3/4} / log x steps at worst, far fewer with the sieve's shortcut
    /// (10^12 in a few milliseconds).
    ///
    /// # Example
    /// ```
    /// use impartial::numbers::prime_count::Counter;
    /// let c = Counter::new(1_000_000_000_000);
    /// assert_eq!(c.count(100), Some(25));
    /// assert_eq!(c.count(1_000_000_000_000), Some(37_607_912_018));
    /// assert_eq!(c.count(1 << 50), None);
    /// ```
    pub fn count(&self, x: u64) -> Option<u64> {
        if x > LIMIT || isqrt(x) > self.limit {
            return None;
        }
        Some(self.pi(x))
    }

    fn pi(&self, x: u64) -> u64 {
        if x <= self.limit {
            return self.small(x);
        }
        let a = self.small(iroot4(x)) as usize;
        let b = self.small(isqrt(x)) as usize;
        let c = self.small(icbrt(x)) as usize;
        let mut sum = self.phi(x, a) + ((b + a - 2) * (b - a + 1) / 2) as u64;
        for i in a + 1..=b {
            let w = x / u64::from(self.primes[i - 1]);
            sum -= self.pi(w);
            if i <= c {
                let bi = self.small(isqrt(w)) as usize;
                for j in i..=bi {
                    sum -= self.pi(w / u64::from(self.primes[j - 1])) - (j as u64 - 1);
                }
            }
        }
        sum
    }

    /// φ(x, a): the m in 1..=x with no prime factor among the first `a` primes.
    fn phi(&self, x: u64, a: usize) -> u64 {
        if a == 0 || x == 0 {
            return x;
        }
        if x < CACHE_X && a < self.cache.len() {
            let (bits, below) = &self.cache[a];
            let (w, i) = ((x / 64) as usize, x % 64);
            let mask = if i == 63 { !0 } else { (1u64 << (i + 1)) - 1 };
            return u64::from(below[w]) + u64::from((bits[w] & mask).count_ones());
        }
        if a == 6 {
            return x / WHEEL * WHEEL_COPRIME + u64::from(self.wheel[(x % WHEEL) as usize]);
        }
        let p = u64::from(self.primes[a - 1]);
        if x < p {
            return 1;
        }
        if x <= self.limit && p * p >= x {
            return self.small(x) - a as u64 + 1;
        }
        self.phi(x, a - 1) - self.phi(x / p, a - 1)
    }
}

/// ⌊√x⌋.
pub fn isqrt(x: u64) -> u64 {
    let mut r = (x as f64).sqrt() as u64;
    while r.checked_mul(r).map_or(true, |s| s > x) {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).map_or(false, |s| s <= x) {
        r += 1;
    }
    r
}

/// ⌊x^{1/3}⌋.
pub fn icbrt(x: u64) -> u64 {
    let cube = |r: u64| r.checked_mul(r).and_then(|s| s.checked_mul(r));
    let mut r = (x as f64).cbrt() as u64;
    while cube(r).map_or(true, |c| c > x) {
        r -= 1;
    }
    while cube(r + 1).map_or(false, |c| c <= x) {
        r += 1;
    }
    r
}

/// ⌊x^{1/4}⌋.
fn iroot4(x: u64) -> u64 {
    isqrt(isqrt(x))
}

/// π(x) for one `x` (a counter made for it and dropped); `None` above [`LIMIT`].
///
/// # Complexity
/// That of [`Counter::new`] and [`Counter::count`]: 10^12 in a few tens of milliseconds.
///
/// # Example
/// ```
/// use impartial::numbers::prime_count::prime_count;
/// assert_eq!(prime_count(1_000_000_000), Some(50_847_534));
/// ```
pub fn prime_count(x: u64) -> Option<u64> {
    Counter::new(x).count(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against a plain sieve to 2·10^6 on a small sieve (so that Lehmer's formula, not the
    /// table, answers), and known values to 10^12.
    #[test]
    fn counts_agree_with_a_sieve_and_known_values() {
        let n = 2_000_000usize;
        let mut composite = vec![false; n + 1];
        let mut pi = vec![0u64; n + 1];
        for i in 2..=n {
            if !composite[i] {
                for j in (i * i..=n).step_by(i) {
                    composite[j] = true;
                }
            }
            pi[i] = pi[i - 1] + u64::from(!composite[i]);
        }
        let small = Counter::with_sieve(2000);
        for x in (0..=n as u64).step_by(997).chain(1_990_000..=2_000_000) {
            assert_eq!(small.count(x), Some(pi[x as usize]), "{x}");
        }
        let big = Counter::new(LIMIT);
        for (x, want) in [
            (10_000_000_000u64, 455_052_511u64),
            (100_000_000_000, 4_118_054_813),
            (999_999_999_989, 37_607_912_018),
            (999_999_999_988, 37_607_912_017),
            (LIMIT, 37_607_912_018),
        ] {
            assert_eq!(big.count(x), Some(want), "{x}");
        }
        assert_eq!(big.count(LIMIT + 1), None);
        for x in (0..2000u64).chain([
            1 << 20,
            (1 << 32) - 1,
            1 << 32,
            LIMIT,
            u64::MAX - 1,
            u64::MAX,
        ]) {
            let (r, c) = (u128::from(isqrt(x)), u128::from(icbrt(x)));
            let x = u128::from(x);
            assert!(r * r <= x && (r + 1) * (r + 1) > x, "√{x}");
            assert!(c * c * c <= x && (c + 1) * (c + 1) * (c + 1) > x, "∛{x}");
        }
    }
}
