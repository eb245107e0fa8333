//! Exact dyadic rationals m / 2^k of any size: the values of partisan games that are numbers.
//!
//! A position whose Left and Right options are all numbers, every Left one below every Right
//! one, is itself a number: the simplest number between the best option of each side (the
//! simplicity theorem), [`Number::simplest_between`]. A sum of numbers is won by Left whoever
//! starts if it is positive, by Right if negative, and by the second player if zero.

use crate::bigint::BigUint;
use std::cmp::Ordering;
use std::fmt;

/// An exact dyadic rational: (−1)^neg · mag / 2^exp, kept with `mag` odd or `exp` = 0 (and
/// zero not negative), so that equal numbers are equal values of the type.
///
/// # Constraints
/// None: numerators and exponents of any size (the exponent below 2^64).
///
/// # Complexity
/// Sums and comparisons O(n) in the bits of the operands; printing O(n²).
///
/// # Example
/// ```
/// use impartial::partisan::Number;
/// let x = Number::dyadic(-3, 2); // −3/4
/// assert_eq!(x.to_string(), "-3/4");
/// assert_eq!(x.add(&Number::int(1)).to_string(), "1/4");
/// assert!(x < Number::int(0) && x.neg() > Number::dyadic(1, 1));
/// let star = Number::simplest_between(Some(&Number::int(0)), Some(&Number::int(0)));
/// assert_eq!(star, None); // {0 | 0} is not a number
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Number {
    neg: bool,
    mag: BigUint,
    exp: u64,
}

impl Number {
    /// Zero.
    pub fn zero() -> Number {
        Number::int(0)
    }

    /// The integer `n`.
    pub fn int(n: i64) -> Number {
        Number::dyadic(n, 0)
    }

    /// `m / 2^k`.
    pub fn dyadic(m: i64, k: u64) -> Number {
        Number::from_parts(m < 0, BigUint::from(m.unsigned_abs()), k)
    }

    /// (−1)^neg · mag / 2^exp, normalised.
    pub(crate) fn from_parts(neg: bool, mag: BigUint, exp: u64) -> Number {
        let shift = mag.trailing_zeros().min(exp);
        let mag = mag.shr(shift);
        Number {
            neg: neg && !mag.is_zero(),
            exp: if mag.is_zero() { 0 } else { exp - shift },
            mag,
        }
    }

    /// Whether the number is below zero.
    pub fn is_negative(&self) -> bool {
        self.neg
    }

    /// The k of the denominator 2^k in lowest terms (0 for an integer).
    pub fn exponent(&self) -> u64 {
        self.exp
    }

    /// The value as an i64, if it is an integer that fits.
    pub fn to_i64(&self) -> Option<i64> {
        let fits = self.exp == 0 && self.mag.bits() <= 63;
        let v = self.mag.bits_from(0) as i64;
        fits.then(|| if self.neg { -v } else { v })
    }

    /// `self / 2^k`.
    pub fn div_pow2(&self, k: u64) -> Number {
        Number::from_parts(self.neg, self.mag.clone(), self.exp + k)
    }

    /// `-self`.
    pub fn neg(&self) -> Number {
        Number::from_parts(!self.neg, self.mag.clone(), self.exp)
    }

    /// `self + other`.
    pub fn add(&self, other: &Number) -> Number {
        let exp = self.exp.max(other.exp);
        let a = self.mag.shl(exp - self.exp);
        let b = other.mag.shl(exp - other.exp);
        if self.neg == other.neg {
            return Number::from_parts(self.neg, a.add(&b), exp);
        }
        match a.cmp(&b) {
            Ordering::Less => Number::from_parts(other.neg, b.sub(&a).expect("b > a"), exp),
            _ => Number::from_parts(self.neg, a.sub(&b).expect("a >= b"), exp),
        }
    }

    /// `self - other`.
    pub fn sub(&self, other: &Number) -> Number {
        self.add(&other.neg())
    }

    /// ⌊self⌋.
    pub fn floor(&self) -> Number {
        let whole = self.mag.shr(self.exp);
        let down = match self.neg && self.exp > 0 {
            true => whole.succ(),
            false => whole,
        };
        Number::from_parts(self.neg, down, 0)
    }

    /// The simplest number strictly between `left` and `right` (`None` is no bound on that
    /// side): the value of a position whose best Left option is `left` and best Right option is
    /// `right`, all of them numbers. `None` if `left ≥ right`: such a position is not a number
    /// (`{0 | 0}` is ∗, `{1 | 0}` is hot), and nothing is guessed for it.
    ///
    /// The simplest is the integer of least magnitude in the interval if there is one, else the
    /// dyadic with the smallest denominator there (there is only one).
    ///
    /// # Complexity
    /// O(k · n) for a denominator 2^k and n bits.
    ///
    /// # Example
    /// ```
    /// use impartial::partisan::Number;
    /// let between = |l: &Number, r: &Number| Number::simplest_between(Some(l), Some(r));
    /// let (half, one) = (Number::dyadic(1, 1), Number::int(1));
    /// assert_eq!(between(&half, &one), Some(Number::dyadic(3, 2))); // {1/2 | 1} = 3/4
    /// assert_eq!(between(&Number::int(-3), &Number::int(5)), Some(Number::zero()));
    /// assert_eq!(Number::simplest_between(Some(&Number::int(2)), None), Some(Number::int(3)));
    /// assert_eq!(Number::simplest_between(None, None), Some(Number::zero()));
    /// ```
    pub fn simplest_between(left: Option<&Number>, right: Option<&Number>) -> Option<Number> {
        if let (Some(l), Some(r)) = (left, right) {
            if l >= r {
                return None;
            }
        }
        let zero = Number::zero();
        let above = |x: &Number| x.floor().add(&Number::int(1)); // the least integer > x
        let below = |x: &Number| above(&x.neg()).neg(); // the greatest integer < x
        let (lo, hi) = (left.map(above), right.map(below));
        // An integer in the interval: zero, else the one nearest zero.
        let fits = |x: &Number| {
            lo.as_ref().map_or(true, |l| l <= x) && hi.as_ref().map_or(true, |h| x <= h)
        };
        if fits(&zero) {
            return Some(zero);
        }
        match (&lo, &hi) {
            (Some(l), _) if l > &zero && fits(l) => return Some(l.clone()),
            (_, Some(h)) if h < &zero && fits(h) => return Some(h.clone()),
            _ => {}
        }
        // No integer between, so both bounds are there: the first k with a multiple of 2^−k
        // strictly between them gives the simplest.
        let (l, r) = (left?, right?);
        (1..).find_map(|k| {
            let m = l.mul_pow2(k).floor().add(&Number::int(1));
            let candidate = Number::from_parts(m.neg, m.mag, k);
            Some(candidate).filter(|c| c < r)
        })
    }

    /// `self · 2^k`.
    fn mul_pow2(&self, k: u64) -> Number {
        match self.exp >= k {
            true => Number::from_parts(self.neg, self.mag.clone(), self.exp - k),
            false => Number::from_parts(self.neg, self.mag.shl(k - self.exp), 0),
        }
    }
}

impl Ord for Number {
    fn cmp(&self, other: &Number) -> Ordering {
        let d = self.sub(other);
        match (d.mag.is_zero(), d.neg) {
            (true, _) => Ordering::Equal,
            (false, true) => Ordering::Less,
            (false, false) => Ordering::Greater,
        }
    }
}

impl PartialOrd for Number {
    fn partial_cmp(&self, other: &Number) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// `m/2^k` in lowest terms (`-3/4`), an integer without a denominator (`5`, `0`, `-2`).
impl fmt::Display for Number {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.neg { "-" } else { "" };
        match self.exp {
            0 => write!(f, "{}{}", sign, self.mag),
            k => write!(f, "{}{}/{}", sign, self.mag, BigUint::from(1).shl(k)),
        }
    }
}
