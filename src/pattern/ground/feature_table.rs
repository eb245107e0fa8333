//! A feature's values over a whole table at once: the prime-factor features and π from one
//! sieve of smallest prime factors, the rest value by value.

use super::features::Feature;

/// Tables longer than this are evaluated value by value (the sieve would take too much memory).
const SIEVE_LIMIT: usize = 1 << 26;

/// The smallest prime factor of every `n < end` (0 and 1 for 0 and 1).
fn smallest_factors(end: usize) -> Vec<u32> {
    let mut spf: Vec<u32> = (0..end as u32).collect();
    let mut p = 2;
    while p * p < end {
        if spf[p] == p as u32 {
            for m in (p * p..end).step_by(p) {
                if spf[m] == m as u32 {
                    spf[m] = p as u32;
                }
            }
        }
        p += 1;
    }
    spf
}

/// Tables kept per thread, each from 0, to this length at most: a finder asked about every
/// prefix of a table (or many tables) computes each feature once, not once a prefix.
const CACHED: usize = 1 << 22;

std::thread_local! {
    static CACHE: std::cell::RefCell<Vec<(Feature, Vec<Option<u64>>)>> =
        std::cell::RefCell::new(Vec::new());
}

impl Feature {
    /// `h(n)` for `from ≤ n < end`, as [`Feature::at`] gives it; from a table kept for the
    /// thread below [`CACHED`] (grown by doubling).
    pub(crate) fn table(self, from: usize, end: usize) -> Vec<Option<u64>> {
        if end > CACHED {
            return self.compute(from, end);
        }
        CACHE.with(|cache| {
            let mut cache = cache.borrow_mut();
            let at = match cache.iter().position(|(f, _)| *f == self) {
                Some(i) => i,
                None => {
                    cache.push((self, Vec::new()));
                    cache.len() - 1
                }
            };
            if cache[at].1.len() < end {
                let len = end.max(2 * cache[at].1.len()).min(CACHED);
                cache[at].1 = self.compute(0, len);
            }
            cache[at].1[from..end].to_vec()
        })
    }

    /// `h(n)` for `from ≤ n < end`, computed.
    fn compute(self, from: usize, end: usize) -> Vec<Option<u64>> {
        let sieved = matches!(
            self,
            Feature::BigOmega
                | Feature::Divisors
                | Feature::DistinctPrimes
                | Feature::Spf
                | Feature::SpfIndex
                | Feature::Lpf
                | Feature::IsPrime
                | Feature::PrimePi
                | Feature::Totient
        );
        if !sieved || end > SIEVE_LIMIT {
            return (from..end).map(|n| self.at(n as u64)).collect();
        }
        let spf = smallest_factors(end.max(2));
        // π(n) for n < end, and the index of each prime.
        let mut pi = vec![0u64; end.max(2)];
        for n in 2..end {
            pi[n] = pi[n - 1] + u64::from(spf[n] == n as u32);
        }
        (from..end)
            .map(|n| {
                if n < 2 {
                    return self.at(n as u64);
                }
                // The factorisation of n, smallest prime first, from the sieve.
                let mut f: Vec<(u64, u32)> = Vec::new();
                let mut m = n;
                while m > 1 {
                    let p = spf[m] as usize;
                    match f.last_mut() {
                        Some(last) if last.0 == p as u64 => last.1 += 1,
                        _ => f.push((p as u64, 1)),
                    }
                    m /= p;
                }
                Some(match self {
                    Feature::BigOmega => f.iter().map(|x| u64::from(x.1)).sum(),
                    Feature::Divisors => f.iter().map(|x| u64::from(x.1) + 1).product(),
                    Feature::DistinctPrimes => f.len() as u64,
                    Feature::Spf => f[0].0,
                    Feature::SpfIndex => pi[f[0].0 as usize],
                    Feature::Lpf => f[f.len() - 1].0,
                    Feature::IsPrime => u64::from(spf[n] == n as u32),
                    Feature::PrimePi => pi[n],
                    _ => f.iter().map(|&(p, e)| (p - 1) * p.pow(e - 1)).product(),
                })
            })
            .collect()
    }
}
