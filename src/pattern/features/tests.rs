//! Each feature against its definition.
use super::*;

/// Each feature against its definition by plain counting, on small n and at u64 points.
#[test]
fn features_match_their_definitions() {
    let divisors = |n: u64| (1..=n).filter(|d| n % d == 0).count() as u64;
    for n in 1..3000u64 {
        assert_eq!(Feature::Divisors.at(n), divisors(n), "{n}");
        let tri = (0..).take_while(|k| k * (k + 1) / 2 <= n).last().unwrap();
        assert_eq!(Feature::TriRoot.at(n), tri);
        let sq = (0..).take_while(|k| k * k <= n).last().unwrap();
        assert_eq!(Feature::Sqrt.at(n), sq);
        assert_eq!(Feature::HighBit.at(n), u64::from(n.ilog2()));
        assert_eq!(
            Feature::Adic(3).at(n),
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
        assert_eq!(Feature::DistinctPrimes.at(n), omega_distinct(n), "{n}");
        assert_eq!(
            Feature::Log3.at(n),
            (0..).take_while(|&k| 3u64.pow(k) <= n).count() as u64 - 1
        );
        assert_eq!(Feature::HighPow2.at(n), 1 << n.ilog2());
    }
    let sq = 4_294_967_291u64 * 4_294_967_291;
    assert_eq!(Feature::DistinctPrimes.at(sq), 1);
    assert_eq!(
        Feature::DistinctPrimes.at(2 * 3 * 5 * 7 * 11 * 13 * 999_999_999_989),
        7
    );
    assert_eq!(
        (Feature::Log3.at(u64::MAX), Feature::HighPow2.at(u64::MAX)),
        (40, 1 << 63)
    );
    let big = 999_999_999_989u64 * 1_000_003; // two primes
    assert_eq!(
        (Feature::Divisors.at(big), Feature::BigOmega.at(big)),
        (4, 2)
    );
    let sq = 4_294_967_291u64 * 4_294_967_291; // a prime squared
    assert_eq!((Feature::Divisors.at(sq), Feature::BigOmega.at(sq)), (3, 2));
    assert_eq!(Feature::Divisors.at(1 << 63), 64);
    assert_eq!(Feature::TriRoot.at(u64::MAX), 6_074_000_999);
    assert_eq!(Feature::Sqrt.at(u64::MAX), u64::from(u32::MAX));
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
        (3 * 3 * q * q, 4, 9, 2),
        (big, 64, 65, 1),
        (big + 1, 2, 4, 2), // 2^64 + 1 = 274177 · 67280421310721
        ((1 << 65) - 49, 1, 2, 1),
    ] {
        assert_eq!(Feature::BigOmega.at_wide(n), omega, "{n}");
        assert_eq!(Feature::Divisors.at_wide(n), divisors, "{n}");
        assert_eq!(Feature::DistinctPrimes.at_wide(n), distinct, "{n}");
    }
    let n = (1u128 << 65) - 2;
    assert_eq!(Feature::LowBit.at_wide(n), 2);
    assert_eq!(Feature::TwoAdic.at_wide(big * 3), 64);
    assert_eq!(Feature::TrailingOnes.at_wide(n + 1), 65);
    assert_eq!(Feature::Popcount.at_wide(n), 64);
    assert_eq!(Feature::PopcountEven.at_wide(n), 1);
    assert_eq!(Feature::HighBit.at_wide(n), 64);
    assert_eq!(Feature::Adic(3).at_wide(3u128.pow(41)), 41);
    assert_eq!(Feature::Sqrt.at_wide(n), 6_074_000_999);
    assert_eq!(Feature::Log3.at_wide(3u128.pow(41) - 1), 40);
    assert_eq!(Feature::HighPow2.at_wide(n), big);
    let t = Feature::TriRoot.at_wide(n);
    assert!(t * (t + 1) / 2 <= n && (t + 1) * (t + 2) / 2 > n);
    // Below 2^64 the same as the u64 evaluation.
    for f in FEATURES {
        for n in [0u64, 1, 97, 360, 1 << 40, u64::MAX] {
            assert_eq!(f.at_wide(u128::from(n)), u128::from(f.at(n)), "{f:?} {n}");
        }
    }
}
