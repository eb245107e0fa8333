//! Nimbers: the nim-sum and the nim-product. Used by HDU 3404 and Library Checker Nim Product (64-bit).
//!
//! Nimbers: the Grundy values of Nim piles, under the nim-sum (XOR, [`crate::nim::add`]) and
//! the nim-product.
//!
//! The nim-product is defined by `x ⊗ y = mex{x'⊗y ⊕ x⊗y' ⊕ x'⊗y' : x' < x, y' < y}`; with the
//! nim-sum it makes the numbers below `2^(2^k)` a field (GF(2^64) for u64). It is the Grundy value
//! of the product of two games in the coin-turning sense: in a 2-D coin-turning game whose
//! moves are the products of the moves of two 1-D games (turn the corners of a rectangle), a
//! coin at `(x, y)` is worth `g₁(x) ⊗ g₂(y)`. HDU 3404 is the case `g(x) = x`.
//!
//! Products of Fermat 2-powers `F = 2^(2^k)` are ordinary for smaller numbers (`F ⊗ x = F·x` for
//! `x < F`), and `F ⊗ F = 3F/2`. Splitting both factors into halves below `F` gives
//! `(aF ⊕ b) ⊗ (cF ⊕ d) = (ac ⊕ ad ⊕ bc)·F ⊕ bd ⊕ ac ⊗ F/2` (Karatsuba: `ad ⊕ bc =
//! (a⊕b)(c⊕d) ⊕ ac ⊕ bd`). That recursion is [`product_slow`]. [`product`] runs it down to
//! halves below 2^16 only, where the nimbers are the field GF(2^16): there a product is
//! `exp(log a + log b)` from tables of a generator's powers, built once on first use.

/// Nim-product by the Karatsuba recursion on halves (see the module doc), down to bytes.
///
/// # Complexity
/// O(64^log₂3) word operations: slow; for tests and for building the tables of [`product`].
///
/// # Example
/// ```
/// use impartial::nimber::product_slow;
/// assert_eq!(product_slow(2, 2), 3);
/// assert_eq!(product_slow(16, 16), 24); // F ⊗ F = 3F/2
/// ```
pub fn product_slow(x: u64, y: u64) -> u64 {
    karatsuba(x, y, 64)
}

/// `x ⊗ y` for `x, y < 2^bits`, `bits` a power of two.
fn karatsuba(x: u64, y: u64, bits: u32) -> u64 {
    if x < 2 || y < 2 {
        return x * y;
    }
    let half = bits / 2;
    let mask = (1u64 << half) - 1;
    let (a, b, c, d) = (x >> half, x & mask, y >> half, y & mask);
    let ac = karatsuba(a, c, half);
    let bd = karatsuba(b, d, half);
    let mid = karatsuba(a ^ b, c ^ d, half) ^ bd; // ad ⊕ bc ⊕ ac
    (mid << half) ^ bd ^ karatsuba(ac, 1 << (half - 1), half)
}

/// The tables of [`product`]: the nimbers below 2^16 are the field GF(2^16), whose non-zero
/// elements are the powers of a generator `g`: `exp[i] = g^i`, `log[g^i] = i`.
struct Tables {
    log: [u16; 1 << 16],
    /// Three periods, so that a sum of three logarithms needs no reduction.
    exp: [u16; 3 * 65535],
}

/// `log(2^15)`, for the products by halves of Fermat powers.
#[inline(always)]
fn log_half(t: &Tables) -> usize {
    usize::from(t.log[1 << 15])
}

/// The least generator of the multiplicative group of GF(2^16) (checked in the tests: no
/// power 65535/q of it is 1, for the primes q of 65535 = 3·5·17·257).
const GENERATOR: u16 = 258;

thread_local! {
    /// The tables, built at the first product (a thread's own: the binaries have one).
    static TABLES: Box<Tables> = build();
}

fn build() -> Box<Tables> {
    {
        // x ⊗ g is linear in x: by bytes, each the XOR of (2^k ⊗ g) over its bits k.
        let mut by_byte = [[0u16; 256]; 2];
        for (half, row) in by_byte.iter_mut().enumerate() {
            for v in 1..256usize {
                let bit = 1 << (8 * half + v.trailing_zeros() as usize);
                row[v] = row[v & (v - 1)] ^ karatsuba(bit, GENERATOR.into(), 16) as u16;
            }
        }
        let mut t = Box::new(Tables {
            log: [0; 1 << 16],
            exp: [0; 3 * 65535],
        });
        let mut x = 1u16;
        for i in 0..65535 {
            for period in 0..3 {
                t.exp[i + period * 65535] = x;
            }
            t.log[usize::from(x)] = i as u16;
            x = by_byte[0][usize::from(x & 0xff)] ^ by_byte[1][usize::from(x >> 8)];
        }
        t
    }
}

/// `a ⊗ c` below 2^16 for `c` with logarithm `log_c` (up to two periods), 0 for `a = 0`.
/// (Logarithms add: `log(a ⊗ c) = log a + log c` modulo 65535.)
#[inline(always)]
fn mul16_by(t: &Tables, a: u16, log_c: usize) -> u16 {
    let v = t.exp[usize::from(t.log[usize::from(a)]) + log_c];
    v & u16::from(a != 0).wrapping_neg()
}

/// `a ⊗ b ⊗ 2^15^k` below 2^16 (`k` is 0 or 1).
#[inline(always)]
fn mul16(t: &Tables, a: u16, b: u16, k: usize) -> u16 {
    let v = mul16_by(t, a, usize::from(t.log[usize::from(b)]) + k * log_half(t));
    v & u16::from(b != 0).wrapping_neg()
}

/// `a ⊗ b` below 2^32: three products of halves, one also by `2^15` (Karatsuba, module doc).
#[inline(always)]
fn mul32(t: &Tables, a: u32, b: u32) -> u32 {
    let (a1, a0, b1, b0) = ((a >> 16) as u16, a as u16, (b >> 16) as u16, b as u16);
    let (lo, mid) = (mul16(t, a0, b0, 0), mul16(t, a1 ^ a0, b1 ^ b0, 0));
    u32::from(mid ^ lo) << 16 ^ u32::from(lo) ^ u32::from(mul16(t, a1, b1, 1))
}

/// `x ⊗ 2^31` below 2^32. With `F = 2^16` and `2^31 = F ⊗ 2^15`:
/// `(x₁F ⊕ x₀) ⊗ F = (x₁ ⊕ x₀)·F ⊕ x₁ ⊗ 2^15`, then `⊗ 2^15` once more.
#[inline(always)]
fn times_2_31(t: &Tables, x: u32) -> u32 {
    let (x1, x0) = ((x >> 16) as u16, x as u16);
    let half = log_half(t);
    u32::from(mul16_by(t, x1 ^ x0, half)) << 16 ^ u32::from(mul16_by(t, x1, 2 * half))
}

/// Nim-product of two u64: the product in the field GF(2^64) of nimbers.
///
/// # Constraints
/// Any u64 `x`, `y`.
///
/// # Complexity
/// O(1): Karatsuba down to products below 2^16, each two logarithms and an exponential
/// looked up (34 lookups in all), after a one-time build of 512 KiB of tables (about a
/// millisecond).
///
/// # Example
/// ```
/// use impartial::nimber::product;
/// assert_eq!(product(2, 3), 1);
/// assert_eq!(product(1 << 32, 1 << 32), 3 << 31);
/// assert_eq!(product(u64::MAX, 1), u64::MAX);
/// ```
#[inline]
pub fn product(x: u64, y: u64) -> u64 {
    TABLES.with(|t| {
        let (x1, x0, y1, y0) = ((x >> 32) as u32, x as u32, (y >> 32) as u32, y as u32);
        let (hi, lo, mid) = (
            mul32(t, x1, y1),
            mul32(t, x0, y0),
            mul32(t, x1 ^ x0, y1 ^ y0),
        );
        u64::from(mid ^ lo) << 32 ^ u64::from(lo) ^ u64::from(times_2_31(t, hi))
    })
}

/// Nim-product of two u32 (the field GF(2^32) of nimbers).
///
/// # Complexity
/// O(1): 10 table lookups.
///
/// # Example
/// ```
/// assert_eq!(impartial::nimber::product_u32(1 << 16, 1 << 16), 3 << 15);
/// ```
#[inline]
pub fn product_u32(x: u32, y: u32) -> u32 {
    TABLES.with(|t| mul32(t, x, y))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::curriculum::nim_product_by_mex;
    use rand::{rngs::StdRng, RngExt, SeedableRng};

    #[test]
    fn small_products_are_the_mex_definition() {
        let table = nim_product_by_mex(64);
        for x in 0..64u64 {
            for y in 0..64u64 {
                let want = table[x as usize][y as usize];
                assert_eq!(product_slow(x, y), want, "{x} ⊗ {y}");
                assert_eq!(product(x, y), want, "{x} ⊗ {y}");
                assert_eq!(u64::from(product_u32(x as u32, y as u32)), want);
            }
        }
    }

    #[test]
    fn the_generator_generates() {
        let power = |e: u32| (0..e).fold(1, |r, _| product(r, GENERATOR.into()));
        for q in [3, 5, 17, 257] {
            assert_ne!(power(65535 / q), 1, "q = {q}");
        }
        assert_eq!(power(65535), 1);
    }

    #[test]
    fn fermat_powers() {
        for k in 0..6 {
            let f = 1u64 << (1 << k);
            for x in [0, 1, 2, f / 2, f - 1].into_iter().filter(|&x| x < f) {
                assert_eq!(product(f, x), f * x, "F ⊗ x is ordinary below F");
            }
            assert_eq!(product(f, f), 3 * f / 2);
        }
    }

    #[test]
    fn field_laws_on_random_values() {
        let mut rng = StdRng::seed_from_u64(5);
        for _ in 0..3000 {
            let (x, y, z): (u64, u64, u64) = (rng.random(), rng.random(), rng.random());
            let xy = product(x, y);
            assert_eq!(xy, product_slow(x, y));
            assert_eq!(xy, product(y, x), "commutative");
            assert_eq!(product(xy, z), product(x, product(y, z)), "associative");
            assert_eq!(product(x, y ^ z), xy ^ product(x, z), "distributive");
            assert_eq!(product(x, 1), x, "unit");
            let (a, b) = (x as u32, y as u32);
            assert_eq!(u64::from(product_u32(a, b)), product(a.into(), b.into()));
        }
    }

    #[test]
    fn every_nonzero_nimber_has_an_inverse() {
        // In GF(2^64) the multiplicative group has order 2^64 − 1, so x^(2^64 − 2) is x⁻¹.
        let mut rng = StdRng::seed_from_u64(6);
        for _ in 0..50 {
            let x: u64 = rng.random::<u64>() | 1;
            let (mut inv, mut base, mut e) = (1u64, x, u64::MAX - 1);
            while e > 0 {
                if e & 1 == 1 {
                    inv = product(inv, base);
                }
                base = product(base, base);
                e >>= 1;
            }
            assert_eq!(product(x, inv), 1);
        }
    }
}
