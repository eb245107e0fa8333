//! Wythoff's game on numbers of any length. Used by HDU 5973.
//!
//! Wythoff's game on piles of any size (HDU 5973 has piles up to 10^100), exact.
//!
//! With `a ≤ b` and `k = b − a ≥ 1`, `(a, b)` is losing iff `a = ⌊kφ⌋`, i.e. `a < kφ < a + 1`
//! (kφ is irrational). With `kφ = k(1 + √5)/2`, squaring turns both inequalities into integer
//! comparisons, with no digits of φ at all:
//!
//! - `a < kφ ⟺ 2a − k < k√5 ⟺ (2a − k)² < 5k²` (trivially true if `2a < k`) `⟺ a² < k·b`;
//! - `kφ < a + 1 ⟺ k√5 < 2(a + 1) − k ⟺ 5k² < (2(a + 1) − k)²` (false if that side is ≤ 0)
//!   `⟺ k·(b + 1) < (a + 1)²`.
//!
//! (Expand `(2a − k)² < 5k²` to `4a² − 4ak < 4k²`, i.e. `a² < k(a + k) = kb`; the second is the
//! same with `a + 1` for `a`.) Each side of each `⟺` is true in the same cases, including the
//! trivial ones, so the test is two products and two comparisons.

use crate::bigint::BigUint;

/// ⌊φ·2^63⌋.
const PHI_Q63: u128 = 0xCF1B_BCDC_BFA5_3E0A;

/// Whether `(a, b)` (in either order) is a losing position for the player to move.
///
/// # Constraints
/// Any sizes.
///
/// # Complexity
/// O(n²) for n limbs (four schoolbook products); O(n) when the piles differ so much in size
/// that `b > 2a` (losing pairs have `b ≤ 2a`).
///
/// # Example
/// ```
/// use impartial::bigint::BigUint;
/// use impartial::numbers::wythoff_big::is_losing;
/// let n = |s: &str| BigUint::from_decimal(s.as_bytes()).unwrap();
/// assert!(is_losing(&n("4"), &n("7")) && !is_losing(&n("8"), &n("4")));
/// // ⌊10^30·φ⌋ and ⌊10^30·φ⌋ + 10^30:
/// let a = n("1618033988749894848204586834365");
/// let b = n("2618033988749894848204586834365");
/// assert!(is_losing(&a, &b) && !is_losing(&a.succ(), &b));
/// ```
pub fn is_losing(a: &BigUint, b: &BigUint) -> bool {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    if b.bits() > a.bits() + 1 {
        // b ≥ 2^bits(a)+1 > 2a.
        return false;
    }
    let k = b.sub(a).unwrap_or_default();
    if k.is_zero() {
        return a.is_zero();
    }
    // A quick look first, on the top 64 bits of k: with k = t·2^s + r (t < 2^64, r < 2^s) and
    // a = ⌊kφ⌋, a >> s lies in [⌊tφ⌋ − 1, ⌊tφ⌋ + 2]; and e = ⌊t·⌊φ·2^63⌋ / 2^63⌋ lies in
    // [⌊tφ⌋ − 2, ⌊tφ⌋]. So a >> s − e is in [−1, 4] for a losing pair; anything else wins.
    let s = k.bits().saturating_sub(64);
    let estimate = (k.bits_from(s) * PHI_Q63) >> 63;
    let top = a.bits_from(s);
    if top + 1 < estimate || top > estimate + 4 {
        return false;
    }
    let a1 = a.succ();
    a.mul(a) < k.mul(b) && k.mul(&b.succ()) < a1.mul(&a1)
}

/// Whether the player to move wins from `(a, b)`.
///
/// # Complexity
/// As [`is_losing`].
///
/// # Example
/// ```
/// use impartial::bigint::BigUint;
/// assert!(impartial::numbers::wythoff_big::first_wins(&BigUint::from(8), &BigUint::from(4)));
/// ```
pub fn first_wins(a: &BigUint, b: &BigUint) -> bool {
    !is_losing(a, b)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::games::wythoff;

    /// ⌊kφ⌋ = ⌊(k + √(5k²))/2⌋ = (k + ⌊√(5k²)⌋) / 2, halved by the decimal route.
    fn floor_k_phi(k: &BigUint) -> BigUint {
        let s = BigUint::from(5).mul(&k.mul(k)).isqrt().add(k);
        // Halve: s = 2q + r.
        let digits = s.to_string().into_bytes();
        let mut q = Vec::new();
        let mut rem = 0u8;
        for d in digits {
            let cur = rem * 10 + (d - b'0');
            q.push(b'0' + cur / 2);
            rem = cur % 2;
        }
        BigUint::from_decimal(&q).unwrap()
    }

    fn random_digits(seed: &mut u64, len: usize) -> Vec<u8> {
        (0..len)
            .map(|i| {
                *seed ^= *seed << 13;
                *seed ^= *seed >> 7;
                *seed ^= *seed << 17;
                b'0' + (*seed % 9) as u8 + u8::from(i == 0)
            })
            .collect()
    }

    #[test]
    fn reference_is_right_on_small_numbers() {
        let mut game = wythoff();
        for k in 1..80u64 {
            let a = floor_k_phi(&BigUint::from(k));
            let a64: u64 = a.to_string().parse().unwrap();
            assert!(!game.wins(&(a64, a64 + k)), "k={k}");
        }
    }

    #[test]
    fn matches_search_on_small_pairs() {
        let mut game = wythoff();
        for a in 0..80u64 {
            for b in 0..80u64 {
                assert_eq!(
                    is_losing(&a.into(), &b.into()),
                    !game.wins(&(a, b)),
                    "({a}, {b})"
                );
            }
        }
    }

    #[test]
    fn matches_the_u64_path() {
        let mut seed = 0x0dd_ba11u64;
        for i in 0..20_000 {
            let d = random_digits(&mut seed, 1 + i % 19);
            let k: u64 = std::str::from_utf8(&d).unwrap().parse().unwrap();
            let a = crate::numbers::wythoff::floor_mul_phi(k >> (i % 3));
            if a + u128::from(k) > u128::from(u64::MAX) {
                continue;
            }
            let a = a as u64;
            for (x, y) in [
                (a, a + (k >> (i % 3))),
                (a + 1, a + (k >> (i % 3))),
                (a, a + (k >> (i % 3)) + 1),
            ] {
                let want = crate::numbers::wythoff::is_losing(x, y);
                assert_eq!(is_losing(&x.into(), &y.into()), want, "({x}, {y})");
            }
        }
    }

    #[test]
    fn matches_isqrt_reference_on_random_numbers_of_1_to_1000_digits() {
        let mut seed = 0x5eed_cafe_f00du64;
        for i in 0..300 {
            let len = if i < 200 {
                1 + i % 120
            } else {
                1 + (i * 37) % 1000
            };
            let k = BigUint::from_decimal(&random_digits(&mut seed, len)).unwrap();
            let a = floor_k_phi(&k);
            let b = a.add(&k);
            let one = BigUint::from(1);
            assert!(is_losing(&a, &b), "k={k}");
            assert!(is_losing(&b, &a), "k={k}");
            assert!(!is_losing(&a.succ(), &b), "k={k}");
            assert!(!is_losing(&a, &b.succ()), "k={k}");
            assert!(!is_losing(&a.sub(&one).unwrap(), &b), "k={k}");
            assert!(!is_losing(&a, &b.sub(&one).unwrap()), "k={k}");
            assert!(!is_losing(&a.succ(), &b.succ()), "k={k}");
            // Any pair that differs from a losing pair in one place.
            let c = BigUint::from_decimal(&random_digits(&mut seed, len)).unwrap();
            let want = c == a;
            assert_eq!(is_losing(&c, &b), want, "c={c} b={b}");
        }
    }
}
