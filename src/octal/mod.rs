//! Octal games: values by the sparse-space technique, periods proven. Used by AtCoder ABC 278 G (a row of cards is the code with a 7 in place L) and by the explorer.
//!
//! Octal games: heaps of objects, where the code `d₀.d₁d₂d₃…` says how a move may remove `k`
//! objects from one heap. Digit `d_k` is a sum of
//! - 1: the `k` removed may be the whole heap;
//! - 2: … may leave one nonempty heap;
//! - 4: … may leave two nonempty heaps (the rest split in two).
//!
//! So Kayles is `0.77`, Dawson's Kayles `0.07`, Dawson's chess `0.137`, and a row of cards from
//! which a move takes exactly `L` consecutive cards is the code with a 7 in place `L` (AtCoder
//! ABC 278 G). The digit before the point may be 4 (split a heap in two without removing
//! anything) or 0. Hexadecimal codes (a digit 8 would leave three heaps) are not supported.
//!
//! [`Octal::values`] computes `G(0..=n)` with the *sparse space* technique of the octal-game
//! literature (see [`Values`]), and [`Octal::periodic`] finds the period and preperiod and proves
//! them with the octal periodicity theorem (see [`period`]); [`Periodic::grundy`] then answers
//! for any u64 heap in O(1).

mod engine;
pub mod period;
mod values;
pub use period::{Observed, Period, Periodic};
pub use values::{Overflow, Values};

/// An octal game given by its digits.
///
/// # Example
/// ```
/// use impartial::octal::Octal;
/// let kayles = Octal::parse("0.77").unwrap();
/// assert_eq!(kayles.values(12), [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Octal {
    /// `digits[k]` for `k = 0, 1, …`, each below 8.
    digits: Vec<u8>,
}

impl Octal {
    /// The game of a code such as `"0.07"`, `"4.7"` or `".137"`; `None` for anything else
    /// (digits above 7, or a first digit other than 0 or 4).
    ///
    /// # Complexity
    /// O(length of the code).
    pub fn parse(code: &str) -> Option<Octal> {
        let (head, tail) = code.split_once('.')?;
        let d0 = match head {
            "" | "0" => 0,
            "4" => 4,
            _ => return None,
        };
        let mut digits = vec![d0];
        for c in tail.bytes() {
            match c {
                b'0'..=b'7' => digits.push(c - b'0'),
                _ => return None,
            }
        }
        Some(Octal::from_digits(digits))
    }

    /// The game whose digit `k` is `digits[k]`, trailing zeros dropped.
    ///
    /// # Constraints
    /// Each digit below 8; `digits[0]` is 0 or 4.
    pub fn from_digits(mut digits: Vec<u8>) -> Octal {
        assert!(digits.iter().all(|&d| d < 8), "octal digits");
        assert!(
            digits.first().map_or(true, |&d| d == 0 || d == 4),
            "d0 is 0 or 4"
        );
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
        }
        Octal { digits }
    }

    /// The subtraction game of `takes`: a move takes exactly s objects from one heap, for some
    /// s of the set, which is the octal game with a 3 in place s (the s removed may be the
    /// whole heap, or leave one heap).
    ///
    /// # Constraints
    /// Every take is at least 1.
    ///
    /// # Complexity
    /// O(largest take).
    ///
    /// # Example
    /// ```
    /// use impartial::octal::Octal;
    /// let game = Octal::subtraction(&[2, 5, 6]);
    /// assert_eq!(game.code(), "0.030033");
    /// assert_eq!(game.values(8), [0, 0, 1, 1, 0, 2, 1, 3, 0]);
    /// ```
    pub fn subtraction(takes: &[usize]) -> Octal {
        assert!(takes.iter().all(|&s| s >= 1), "takes are at least 1");
        let mut digits = vec![0u8; takes.iter().max().map_or(1, |&m| m + 1)];
        takes.iter().for_each(|&s| digits[s] = 3);
        Octal::from_digits(digits)
    }

    /// The code in the usual notation: `0.77`, `4.7`, `0.030033`.
    ///
    /// # Example
    /// ```
    /// assert_eq!(impartial::octal::Octal::parse(".70").unwrap().code(), "0.7");
    /// ```
    pub fn code(&self) -> String {
        let mut code = format!("{}.", self.digits[0]);
        match self.digits.len() {
            1 => code.push('0'),
            _ => code.extend(self.digits[1..].iter().map(|&d| char::from(b'0' + d))),
        }
        code
    }

    /// The digit for removing `k` objects (0 beyond the code).
    pub fn digit(&self, k: usize) -> u8 {
        self.digits.get(k).copied().unwrap_or(0)
    }

    /// The largest number of objects a move removes (the index of the last nonzero digit).
    pub fn max_removal(&self) -> usize {
        self.digits.len() - 1
    }

    /// The Grundy values `G(0), …, G(n)`.
    ///
    /// # Constraints
    /// `n + 1` values of 4 bytes.
    ///
    /// # Complexity
    /// O(n²) at worst (every split of every heap tried); with a sparse space (see [`Values`])
    /// about O(n · r) for r rare heaps, plus a full scan at each of them.
    ///
    /// # Example
    /// ```
    /// use impartial::octal::Octal;
    /// let dawson = Octal::parse("0.07").unwrap();
    /// assert_eq!(dawson.values(10), [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3]);
    /// ```
    pub fn values(&self, n: usize) -> Vec<u32> {
        let mut v = Values::new(self);
        v.extend(n);
        v.as_u16().iter().map(|&x| u32::from(x)).collect()
    }

    /// The Grundy values `G(0), …, G(n)` by the definition: every option of every heap
    /// tried, the mex of their values. The same values as [`Octal::values`], in a few lines:
    /// for small tables in a program that must stay short (a bundle), and as the yardstick the
    /// engine is tested against.
    ///
    /// # Constraints
    /// `n + 1` values of 4 bytes.
    ///
    /// # Complexity
    /// O(n² · d) for d digits that split (every split of every heap); O(n · d) without.
    ///
    /// # Example
    /// ```
    /// use impartial::octal::Octal;
    /// let kayles = Octal::parse("0.77").unwrap();
    /// assert_eq!(kayles.plain_values(300), kayles.values(300));
    /// ```
    pub fn plain_values(&self, n: usize) -> Vec<u32> {
        let mut g = vec![0u32; n + 1];
        // seen[v] == h: heap h has an option of value v.
        let mut seen: Vec<usize> = Vec::new();
        for h in 1..=n {
            let mut mark = |v: u32| {
                let v = v as usize;
                if v >= seen.len() {
                    seen.resize(v + 1, 0);
                }
                seen[v] = h;
            };
            for (k, &d) in self.digits.iter().enumerate().take(h + 1) {
                let rest = h - k;
                if d & 1 != 0 && rest == 0 {
                    mark(0);
                }
                if d & 2 != 0 && rest > 0 {
                    mark(g[rest]);
                }
                if d & 4 != 0 {
                    (1..=rest / 2).for_each(|a| mark(g[a] ^ g[rest - a]));
                }
            }
            g[h] = (0..seen.len())
                .find(|&v| seen[v] != h)
                .unwrap_or(seen.len()) as u32;
        }
        g
    }
}

#[cfg(test)]
mod tests;
