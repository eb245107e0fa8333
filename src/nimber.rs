//! Nimbers: the Grundy values of Nim piles, under the nim-sum (XOR, [`super::nim::add`]) and
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
//! (a⊕b)(c⊕d) ⊕ ac ⊕ bd`). That recursion is [`product_slow`]; [`product`] is table-driven:
//! every byte-by-byte product from a 64 KiB table, each multiplied by the product of the two
//! bytes' places from a second table (36 place pairs × 256 values), built once on first use.

use std::sync::OnceLock;

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

/// The tables of [`product`].
struct Tables {
    /// `bytes[x][y] = x ⊗ y` for bytes.
    bytes: [[u8; 256]; 256],
    /// `places[p][v] = v ⊗ 2^(8i) ⊗ 2^(8j)` for the p-th pair `i ≤ j` of [`PAIRS`].
    places: [[u64; 256]; 36],
}

/// The byte places `(i, j)`, `i ≤ j < 8`, by `j` then `i`; the first ten have `j < 4` (all a
/// u32 needs).
const PAIRS: [(usize, usize); 36] = {
    let mut out = [(0, 0); 36];
    let (mut n, mut j) = (0, 0);
    while j < 8 {
        let mut i = 0;
        while i <= j {
            out[n] = (i, j);
            n += 1;
            i += 1;
        }
        j += 1;
    }
    out
};

/// `row[v] = v ⊗ m` for bytes `v`, from `m`'s products with the eight bits (⊗ is linear).
fn linear_row<T: Copy + Default + std::ops::BitXor<Output = T>>(bit: [T; 8]) -> [T; 256] {
    let mut row = [T::default(); 256];
    for v in 1..256usize {
        row[v] = row[v & (v - 1)] ^ bit[v.trailing_zeros() as usize];
    }
    row
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Box<Tables>> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut t = Box::new(Tables {
            bytes: [[0; 256]; 256],
            places: [[0; 256]; 36],
        });
        for x in 0..256 {
            t.bytes[x] = linear_row(std::array::from_fn(|k| karatsuba(x as u64, 1 << k, 8) as u8));
        }
        for (p, &(i, j)) in PAIRS.iter().enumerate() {
            let place = karatsuba(1 << (8 * i), 1 << (8 * j), 64);
            t.places[p] = linear_row(std::array::from_fn(|k| karatsuba(1 << k, place, 64)));
        }
        t
    })
}

/// `x ⊗ y` from the low `N` bytes of `x` and `y` (8 or 4): each product of a byte of `x` and a
/// byte of `y` times the product of their places. Places `i, j` and `j, i` have the same
/// product, so their byte products share a lookup.
#[inline(always)]
fn by_bytes<const N: usize>(x: u64, y: u64) -> u64 {
    let t = tables();
    let (xb, yb) = (x.to_le_bytes(), y.to_le_bytes());
    let byte = |i: usize, j: usize| t.bytes[usize::from(xb[i])][usize::from(yb[j])];
    let mut acc = 0;
    for j in 0..N {
        let row = j * (j + 1) / 2; // PAIRS[row + i] = (i, j)
        for i in 0..j {
            acc ^= t.places[row + i][usize::from(byte(i, j) ^ byte(j, i))];
        }
        acc ^= t.places[row + j][usize::from(byte(j, j))];
    }
    acc
}

/// Nim-product of two u64: the product in the field GF(2^64) of nimbers.
///
/// # Constraints
/// Any u64 `x`, `y`.
///
/// # Complexity
/// O(1): 64 byte-table and 36 place-table lookups, after a one-time build of 136 KiB of tables
/// (well under a millisecond).
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
    by_bytes::<8>(x, y)
}

/// Nim-product of two u32 (the field GF(2^32) of nimbers).
///
/// # Complexity
/// O(1): 16 + 10 table lookups.
///
/// # Example
/// ```
/// assert_eq!(impartial::nimber::product_u32(1 << 16, 1 << 16), 3 << 15);
/// ```
#[inline]
pub fn product_u32(x: u32, y: u32) -> u32 {
    by_bytes::<4>(x.into(), y.into()) as u32
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
