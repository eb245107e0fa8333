//! Each feature against its definition.
use super::*;

fn at(f: Feature, n: u64) -> u64 {
    f.at(n).expect("a value")
}

fn wide(f: Feature, n: u128) -> u128 {
    f.at_wide(n).expect("a value")
}

/// Each feature against its definition by plain counting, on small n and at u64 points.
#[test]
fn features_match_their_definitions() {
    let divisors = |n: u64| (1..=n).filter(|d| n % d == 0).count() as u64;
    for n in 1..3000u64 {
        assert_eq!(at(Feature::Divisors, n), divisors(n), "{n}");
        let tri = (0..).take_while(|k| k * (k + 1) / 2 <= n).last().unwrap();
        assert_eq!(at(Feature::TriRoot, n), tri);
        let sq = (0..).take_while(|k| k * k <= n).last().unwrap();
        assert_eq!(at(Feature::Sqrt, n), sq);
        assert_eq!(at(Feature::HighBit, n), u64::from(n.ilog2()));
        assert_eq!(
            at(Feature::Adic(3), n),
            (0..).find(|&k| n % 3u64.pow(k + 1) != 0).unwrap() as u64
        );
    }
    let omega_distinct = |mut n: u64| {
        let (mut k, mut p) = (0, 2);
        while p * p <= n {
            if n % p == 0 {
                k += 1;
                while n % p == 0 {
                    n /= p;
                }
            }
            p += 1;
        }
        k + u64::from(n > 1)
    };
    for n in 1..3000u64 {
        assert_eq!(at(Feature::DistinctPrimes, n), omega_distinct(n), "{n}");
        assert_eq!(
            at(Feature::Log3, n),
            (0..).take_while(|&k| 3u64.pow(k) <= n).count() as u64 - 1
        );
        assert_eq!(at(Feature::HighPow2, n), 1 << n.ilog2());
    }
    let sq = 4_294_967_291u64 * 4_294_967_291;
    assert_eq!(at(Feature::DistinctPrimes, sq), 1);
    assert_eq!(
        at(
            Feature::DistinctPrimes,
            2 * 3 * 5 * 7 * 11 * 13 * 999_999_999_989
        ),
        7
    );
    assert_eq!(
        (at(Feature::Log3, u64::MAX), at(Feature::HighPow2, u64::MAX)),
        (40, 1 << 63)
    );
    let big = 999_999_999_989u64 * 1_000_003; // two primes
    assert_eq!(
        (at(Feature::Divisors, big), at(Feature::BigOmega, big)),
        (4, 2)
    );
    let sq = 4_294_967_291u64 * 4_294_967_291; // a prime squared
    assert_eq!(
        (at(Feature::Divisors, sq), at(Feature::BigOmega, sq)),
        (3, 2)
    );
    assert_eq!(at(Feature::Divisors, 1 << 63), 64);
    assert_eq!(at(Feature::TriRoot, u64::MAX), 6_074_000_999);
    assert_eq!(at(Feature::Sqrt, u64::MAX), u64::from(u32::MAX));
}

/// Beyond u64 (the sums of two coordinates): each feature against a plain computation on u128,
/// at numbers whose factors are known.
#[test]
fn features_beyond_u64() {
    let big: u128 = 1 << 64;
    let p = (1u128 << 64) + 13; // prime
    let q: u128 = 4_294_967_291; // prime, below 2^32
    let r: u128 = 4_294_967_279; // prime, below 2^32
    for (n, omega, divisors, distinct) in [
        (p, 1, 2, 1),
        (2 * q * r, 3, 8, 3),
        (3 * q * q, 3, 6, 2),
        (big, 64, 65, 1),
        (big + 1, 2, 4, 2), // 2^64 + 1 = 274177 · 67280421310721
        ((1 << 65) - 49, 1, 2, 1),
    ] {
        assert_eq!(wide(Feature::BigOmega, n), omega, "{n}");
        assert_eq!(wide(Feature::Divisors, n), divisors, "{n}");
        assert_eq!(wide(Feature::DistinctPrimes, n), distinct, "{n}");
    }
    let n = (1u128 << 65) - 2;
    assert_eq!(wide(Feature::LowBit, n), 2);
    assert_eq!(wide(Feature::TwoAdic, big * 3), 64);
    assert_eq!(wide(Feature::TrailingOnes, n + 1), 65);
    assert_eq!(wide(Feature::Popcount, n), 64);
    assert_eq!(wide(Feature::PopcountEven, n), 1);
    assert_eq!(wide(Feature::HighBit, n), 64);
    assert_eq!(wide(Feature::Adic(3), 3u128.pow(41)), 41);
    assert_eq!(wide(Feature::Sqrt, n), 6_074_000_999);
    assert_eq!(wide(Feature::Log3, 3u128.pow(41) - 1), 40);
    assert_eq!(wide(Feature::HighPow2, n), big);
    let t = wide(Feature::TriRoot, n);
    assert!(t * (t + 1) / 2 <= n && (t + 1) * (t + 2) / 2 > n);
    // Below 2^64 the same as the u64 evaluation.
    for f in FEATURES {
        for n in [0u64, 1, 97, 360, 1 << 40, u64::MAX] {
            assert_eq!(
                f.at_wide(u128::from(n)),
                f.at(n).map(u128::from),
                "{f:?} {n}"
            );
        }
    }
}

/// The number-theoretic features against plain counting to 3000, at u64 points and beyond.
#[test]
fn number_theoretic_features() {
    let trial = |n: u64| -> Vec<u64> {
        let (mut m, mut p, mut out) = (n, 2, Vec::new());
        while p * p <= m {
            while m % p == 0 {
                out.push(p);
                m /= p;
            }
            p += 1;
        }
        if m > 1 {
            out.push(m);
        }
        out
    };
    let mut primes_so_far = 0;
    for n in 0..3000u64 {
        let f = trial(n);
        let prime = n >= 2 && f.len() == 1;
        primes_so_far += u64::from(prime);
        let gcd = |mut a: u64, mut b: u64| {
            while b != 0 {
                (a, b) = (b, a % b);
            }
            a
        };
        let phi = (1..=n).filter(|&k| gcd(k, n) == 1).count() as u64;
        assert_eq!(at(Feature::IsPrime, n), u64::from(prime), "{n}");
        assert_eq!(at(Feature::PrimePi, n), primes_so_far, "{n}");
        assert_eq!(at(Feature::Totient, n), phi, "{n}");
        if n >= 2 {
            assert_eq!(at(Feature::Spf, n), f[0], "{n}");
            assert_eq!(at(Feature::Lpf, n), f[f.len() - 1], "{n}");
            let index = (2..=f[0]).filter(|&p| trial(p).len() == 1).count() as u64;
            assert_eq!(at(Feature::SpfIndex, n), index, "{n}");
        }
        for b in 3..=10u64 {
            let digits: Vec<u64> = std::iter::successors(Some(n), |&m| Some(m / b))
                .take_while(|&m| m > 0)
                .map(|m| m % b)
                .collect();
            assert_eq!(at(Feature::DigitSum(b), n), digits.iter().sum::<u64>());
            assert_eq!(at(Feature::Digits(b), n), digits.len() as u64);
        }
    }
    // The table evaluation (a sieve) agrees with the values one by one.
    for f in FEATURES {
        let t = f.table(1000, 3000);
        for (i, v) in t.iter().enumerate() {
            assert_eq!(*v, f.at(1000 + i as u64), "{f:?} {}", 1000 + i);
        }
    }
    // u64 points and beyond: 2^64 − 1 = 3·5·17·257·641·65537·6700417.
    let max = u64::MAX;
    assert_eq!(at(Feature::Spf, max), 3);
    assert_eq!(at(Feature::Lpf, max), 6_700_417);
    assert_eq!(at(Feature::SpfIndex, max), 2);
    assert_eq!(
        at(Feature::Totient, max),
        2 * 4 * 16 * 256 * 640 * 65536 * 6_700_416
    );
    let (p, q) = (4_294_967_291u64, 4_294_967_279u64); // primes near 2^32
    assert_eq!((at(Feature::Spf, p * q), at(Feature::Lpf, p * q)), (q, p));
    assert_eq!(at(Feature::IsPrime, 18_446_744_073_709_551_557), 1);
    assert_eq!(Feature::PrimePi.at(1 << 50), None);
    assert_eq!(at(Feature::PrimePi, 1_000_000_000), 50_847_534);
    let p65 = (1u128 << 64) + 13; // prime
    assert_eq!(wide(Feature::Spf, 3 * p65), 3);
    assert_eq!(wide(Feature::Lpf, 3 * p65), p65);
    assert_eq!(wide(Feature::Totient, 3 * p65), 2 * (p65 - 1));
    assert_eq!(wide(Feature::IsPrime, p65), 1);
    assert_eq!(wide(Feature::DigitSum(10), (1 << 65) - 1), 85); // 36893488147419103231
}
