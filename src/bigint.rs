//! Unsigned big integers in decimal. Used by HDU 5973 (through `numbers::wythoff_big`).
//!
//! A small unsigned big integer: decimal parse and print, comparison, addition, subtraction and
//! multiplication. Enough for exact game arithmetic on numbers of any length (Wythoff's game on
//! 100-digit piles needs only products and comparisons), std only so it bundles.
//!
//! Numbers are little-endian vectors of 64-bit limbs without high zero limbs (zero has none),
//! so equal numbers have equal representations.

use std::cmp::Ordering;
use std::convert::TryInto; // not in the 2018 prelude (CSES offers edition 2018)
use std::fmt;

/// An unsigned integer of any size.
///
/// # Example
/// ```
/// use impartial::bigint::BigUint;
/// let a = BigUint::from_decimal(b"340282366920938463463374607431768211456").unwrap(); // 2^128
/// let b = BigUint::from(u64::MAX);
/// assert_eq!(a.sub(&b).unwrap().to_string(), "340282366920938463444927863358058659841");
/// assert_eq!(b.mul(&b).to_string(), "340282366920938463426481119284349108225");
/// assert!(a > b);
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Default)]
pub struct BigUint {
    limbs: Vec<u64>,
}

/// 10^19, the largest power of ten in a u64.
const TEN19: u64 = 10_000_000_000_000_000_000;

/// The value of 8 ASCII digits (the first the most significant), or `None` if one is not a
/// digit: a SWAR check, then three multiply-and-add steps that merge neighbouring groups.
#[inline]
fn eight_digits(bytes: &[u8; 8]) -> Option<u64> {
    let x = u64::from_le_bytes(*bytes) ^ 0x3030_3030_3030_3030;
    // A byte that was a digit is now 0..=9: adding 0x76 leaves its high bit clear.
    if (((x & 0x7F7F_7F7F_7F7F_7F7F) + 0x7676_7676_7676_7676) | x) & 0x8080_8080_8080_8080 != 0 {
        return None;
    }
    let x = (x * 10 + (x >> 8)) & 0x00FF_00FF_00FF_00FF;
    let x = (x * 100 + (x >> 16)) & 0x0000_FFFF_0000_FFFF;
    Some((x * 10_000 + (x >> 32)) & 0xFFFF_FFFF)
}

impl BigUint {
    /// Zero.
    pub fn zero() -> Self {
        BigUint { limbs: Vec::new() }
    }

    fn trim(mut self) -> Self {
        while self.limbs.last() == Some(&0) {
            self.limbs.pop();
        }
        self
    }

    /// Whether this is zero.
    pub fn is_zero(&self) -> bool {
        self.limbs.is_empty()
    }

    /// Number of significant bits (0 for zero).
    pub fn bits(&self) -> u64 {
        match self.limbs.last() {
            Some(&top) => 64 * self.limbs.len() as u64 - u64::from(top.leading_zeros()),
            None => 0,
        }
    }

    /// `self · m + a` in place, for small `m` and `a`.
    fn mul_add_small(&mut self, m: u64, a: u64) {
        let mut carry = a;
        for limb in &mut self.limbs {
            let t = u128::from(*limb) * u128::from(m) + u128::from(carry);
            *limb = t as u64;
            carry = (t >> 64) as u64;
        }
        if carry != 0 {
            self.limbs.push(carry);
        }
    }

    /// The value of ASCII decimal digits (leading zeros allowed; empty is zero); `None` if a
    /// byte is not a digit.
    ///
    /// # Complexity
    /// O(n²) for n digits (about 2·10^-9 s · n²/361 on a current core: a 100000-digit number
    /// takes about 15 ms).
    ///
    /// # Example
    /// ```
    /// use impartial::bigint::BigUint;
    /// assert_eq!(BigUint::from_decimal(b"0042").unwrap(), BigUint::from(42));
    /// assert!(BigUint::from_decimal(b"4x2").is_none());
    /// ```
    pub fn from_decimal(digits: &[u8]) -> Option<Self> {
        let mut x = BigUint {
            limbs: Vec::with_capacity(digits.len() / 19 + 2),
        };
        let head = digits.len() % 19;
        let chunks = std::iter::once(&digits[..head]).chain(digits[head..].chunks(19));
        for chunk in chunks {
            // The first digits one by one, then eight at a time (SWAR).
            let (one_by_one, octets) = chunk.split_at(chunk.len() % 8);
            let mut v = 0u64;
            for &b in one_by_one {
                let d = b.wrapping_sub(b'0');
                if d > 9 {
                    return None;
                }
                v = v * 10 + u64::from(d);
            }
            for octet in octets.chunks_exact(8) {
                v = v * 100_000_000 + eight_digits(octet.try_into().expect("8 bytes"))?;
            }
            let scale = if chunk.len() == 19 {
                TEN19
            } else {
                10u64.pow(chunk.len() as u32)
            };
            x.mul_add_small(scale, v);
        }
        Some(x.trim())
    }

    /// The 128 bits of the number from bit `shift` up (`self >> shift`, truncated).
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Example
    /// ```
    /// use impartial::bigint::BigUint;
    /// let x = BigUint::from_decimal(b"340282366920938463463374607431768211457").unwrap(); // 2^128 + 1
    /// assert_eq!(x.bits_from(1), 1 << 127);
    /// assert_eq!(x.bits_from(0), 1);
    /// ```
    pub fn bits_from(&self, shift: u64) -> u128 {
        let (word, bit) = ((shift / 64) as usize, shift % 64);
        let limb = |i: usize| u128::from(self.limbs.get(i).copied().unwrap_or(0));
        let low = (limb(word) | limb(word + 1) << 64) >> bit;
        if bit == 0 {
            low
        } else {
            low | limb(word + 2) << (128 - bit)
        }
    }

    /// `self + other`.
    ///
    /// # Complexity
    /// O(n) limbs.
    pub fn add(&self, other: &BigUint) -> BigUint {
        let (long, short) = if self.limbs.len() >= other.limbs.len() {
            (self, other)
        } else {
            (other, self)
        };
        let mut out = Vec::with_capacity(long.limbs.len() + 1);
        let mut carry = false;
        for (i, &x) in long.limbs.iter().enumerate() {
            let (s, c1) = x.overflowing_add(short.limbs.get(i).copied().unwrap_or(0));
            let (s, c2) = s.overflowing_add(u64::from(carry));
            out.push(s);
            carry = c1 || c2;
        }
        if carry {
            out.push(1);
        }
        BigUint { limbs: out }
    }

    /// `self − other`, or `None` if `other > self`.
    ///
    /// # Complexity
    /// O(n) limbs.
    pub fn sub(&self, other: &BigUint) -> Option<BigUint> {
        if *self < *other {
            return None;
        }
        let mut out = Vec::with_capacity(self.limbs.len());
        let mut borrow = false;
        for (i, &x) in self.limbs.iter().enumerate() {
            let (d, b1) = x.overflowing_sub(other.limbs.get(i).copied().unwrap_or(0));
            let (d, b2) = d.overflowing_sub(u64::from(borrow));
            out.push(d);
            borrow = b1 || b2;
        }
        Some(BigUint { limbs: out }.trim())
    }

    /// `self · other`, schoolbook.
    ///
    /// # Complexity
    /// O(n·m) limbs.
    pub fn mul(&self, other: &BigUint) -> BigUint {
        if self.is_zero() || other.is_zero() {
            return BigUint::zero();
        }
        let mut out = vec![0u64; self.limbs.len() + other.limbs.len()];
        for (i, &x) in self.limbs.iter().enumerate() {
            let mut carry = 0u64;
            for (j, &y) in other.limbs.iter().enumerate() {
                let t = u128::from(x) * u128::from(y) + u128::from(out[i + j]) + u128::from(carry);
                out[i + j] = t as u64;
                carry = (t >> 64) as u64;
            }
            out[i + other.limbs.len()] = carry;
        }
        BigUint { limbs: out }.trim()
    }

    /// `self + 1`.
    pub fn succ(&self) -> BigUint {
        let mut x = self.clone();
        x.mul_add_small(1, 1);
        x
    }

    /// `self >> s`. O(n) limbs.
    pub fn shr(&self, s: u64) -> BigUint {
        let (words, bits) = ((s / 64) as usize, s % 64);
        let limbs = self.limbs.get(words..).unwrap_or(&[]);
        let out = (0..limbs.len())
            .map(|i| {
                let hi = limbs.get(i + 1).copied().unwrap_or(0);
                if bits == 0 {
                    limbs[i]
                } else {
                    (limbs[i] >> bits) | (hi << (64 - bits))
                }
            })
            .collect();
        BigUint { limbs: out }.trim()
    }

    /// `self << s`. O(n + s/64) limbs.
    pub fn shl(&self, s: u64) -> BigUint {
        let (words, bits) = ((s / 64) as usize, s % 64);
        let mut limbs = vec![0; words];
        let mut carry = 0;
        for &l in &self.limbs {
            limbs.push(l << bits | carry);
            carry = if bits == 0 { 0 } else { l >> (64 - bits) };
        }
        limbs.push(carry);
        BigUint { limbs }.trim()
    }

    /// The number whose bit i is `bits[i]`. O(n) bits.
    pub fn from_bits(bits: &[bool]) -> BigUint {
        let limb = |c: &[bool]| c.iter().rev().fold(0, |v, &b| v << 1 | u64::from(b));
        BigUint {
            limbs: bits.chunks(64).map(limb).collect(),
        }
        .trim()
    }

    /// The number of zero bits below the lowest one (0 for zero).
    pub fn trailing_zeros(&self) -> u64 {
        let zeros = self.limbs.iter().take_while(|&&l| l == 0).count();
        let low = self
            .limbs
            .get(zeros)
            .map_or(0, |l| u64::from(l.trailing_zeros()));
        64 * zeros as u64 + low
    }
}

impl From<u64> for BigUint {
    fn from(v: u64) -> Self {
        BigUint { limbs: vec![v] }.trim()
    }
}

impl Ord for BigUint {
    fn cmp(&self, other: &Self) -> Ordering {
        self.limbs
            .len()
            .cmp(&other.limbs.len())
            .then_with(|| self.limbs.iter().rev().cmp(other.limbs.iter().rev()))
    }
}

impl PartialOrd for BigUint {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for BigUint {
    /// Decimal, without leading zeros.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Divide by 10^19 repeatedly, most significant limb first.
        let mut limbs = self.limbs.clone();
        let mut chunks = Vec::new();
        while !limbs.is_empty() {
            let mut rem = 0u128;
            for limb in limbs.iter_mut().rev() {
                let cur = (rem << 64) | u128::from(*limb);
                *limb = (cur / u128::from(TEN19)) as u64;
                rem = cur % u128::from(TEN19);
            }
            chunks.push(rem as u64);
            while limbs.last() == Some(&0) {
                limbs.pop();
            }
        }
        match chunks.split_last() {
            None => f.write_str("0"),
            Some((top, rest)) => {
                write!(f, "{top}", top = top)?;
                rest.iter()
                    .rev()
                    .try_for_each(|c| write!(f, "{c:019}", c = c))
            }
        }
    }
}

impl fmt::Debug for BigUint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The plain reference that tests check exact game arithmetic against.
#[cfg(test)]
impl BigUint {
    /// ⌊√self⌋ by the binary digit-by-digit method: shifts, additions and comparisons only.
    pub(crate) fn isqrt(&self) -> BigUint {
        let mut x = self.clone();
        let mut root = BigUint::zero();
        let top = self.bits().saturating_sub(1) & !1; // highest even bit position
        let mut d = BigUint::zero();
        if !self.is_zero() {
            let mut limbs = vec![0u64; (top / 64) as usize + 1];
            limbs[(top / 64) as usize] = 1 << (top % 64);
            d = BigUint { limbs };
        }
        while !d.is_zero() {
            let t = root.add(&d);
            if x >= t {
                x = x.sub(&t).unwrap();
                root = root.shr(1).add(&d);
            } else {
                root = root.shr(1);
            }
            d = d.shr(2);
        }
        root
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn isqrt_reference() {
        for n in (0..5000u64).chain([u64::MAX, u64::MAX - 1, 1 << 62]) {
            let r = BigUint::from(n)
                .isqrt()
                .to_string()
                .parse::<u128>()
                .unwrap();
            assert!(
                r * r <= u128::from(n) && (r + 1) * (r + 1) > u128::from(n),
                "n={n}"
            );
        }
        let ten100 = big(&format!("1{}", "0".repeat(100)));
        assert_eq!(ten100.mul(&ten100).isqrt(), ten100);
        assert_eq!(
            ten100.mul(&ten100).sub(&big("1")).unwrap().isqrt().succ(),
            ten100
        );
    }

    fn big(s: &str) -> BigUint {
        BigUint::from_decimal(s.as_bytes()).unwrap()
    }

    #[test]
    fn decimal_round_trip() {
        for s in [
            "0",
            "1",
            "9999999999999999999",
            "10000000000000000000",
            "18446744073709551616",
        ] {
            assert_eq!(big(s).to_string(), s);
        }
        let long: String = (0..1000)
            .map(|i| char::from(b'1' + (i * 7 % 9) as u8))
            .collect();
        assert_eq!(big(&long).to_string(), long);
        assert_eq!(big("000").to_string(), "0");
        assert!(big("000").is_zero());
        assert_eq!(BigUint::from_decimal(b""), Some(BigUint::zero()));
    }

    #[test]
    fn arithmetic_matches_u128() {
        let mut x = 0x1234_5678_9abc_def1u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for _ in 0..20_000 {
            let (a, b) = (next() >> (next() % 64), next() >> (next() % 64));
            let (ba, bb) = (BigUint::from(a), BigUint::from(b));
            let (wa, wb) = (u128::from(a), u128::from(b));
            assert_eq!(ba.add(&bb).to_string(), (wa + wb).to_string());
            assert_eq!(ba.mul(&bb).to_string(), (wa * wb).to_string());
            assert_eq!(
                ba.sub(&bb).map(|d| d.to_string()),
                a.checked_sub(b).map(|d| d.to_string())
            );
            assert_eq!(ba.cmp(&bb), a.cmp(&b));
            assert_eq!(ba.succ().to_string(), (wa + 1).to_string());
            assert_eq!(ba.bits(), 64 - u64::from(a.leading_zeros()));
        }
    }

    #[test]
    fn carries_across_many_limbs() {
        let ones = big(&"9".repeat(400));
        assert_eq!(ones.succ().to_string(), format!("1{}", "0".repeat(400)));
        let p = ones.mul(&ones); // (10^400 − 1)² = 10^800 − 2·10^400 + 1
        assert_eq!(
            p.to_string(),
            format!("{}8{}1", "9".repeat(399), "0".repeat(399))
        );
        assert_eq!(p.add(&ones.add(&ones)).to_string(), "9".repeat(800)); // 10^800 − 1
    }
}
