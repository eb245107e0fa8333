//! Reading signed numbers and sizes: [`Scanner::i64`], [`Scanner::usize`].

use crate::io::scanner::{push_digit, Error, Scanner};
use std::convert::TryFrom; // not in the 2018 prelude (CSES offers edition 2018)

impl Scanner<'_> {
    /// The next token as an i64: decimal digits after an optional `-`; the end of the input
    /// is an error.
    ///
    /// # Constraints
    /// The value lies in −2^63 ..= 2^63 − 1; `+`, a lone `-` and anything else is an error at
    /// the token.
    ///
    /// # Complexity
    /// O(token length).
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"-7 42 -9223372036854775808 --1"[..]);
    /// assert_eq!(sc.i64("a number").unwrap(), -7);
    /// assert_eq!(sc.i64("a number").unwrap(), 42);
    /// assert_eq!(sc.i64("a number").unwrap(), i64::MIN);
    /// let e = sc.i64("a number").unwrap_err();
    /// assert_eq!(e.to_string(), "line 1, column 28: expected a number, found \"--1\"");
    /// ```
    pub fn i64(&mut self, what: &str) -> Result<i64, Error> {
        if let Some((v, start)) = self.quick_u64() {
            return i64::try_from(v).map_err(|_| self.error_in_window(start, what));
        }
        self.careful_i64(what)
    }

    /// [`Scanner::i64`] byte by byte.
    #[cold]
    fn careful_i64(&mut self, what: &str) -> Result<i64, Error> {
        let (mut negative, mut magnitude, mut digits, mut first) = (false, 0u64, 0usize, true);
        let token = self.careful_token(|b| {
            if std::mem::take(&mut first) && b == b'-' {
                negative = true;
                return true;
            }
            digits += 1;
            push_digit(&mut magnitude, b)
        })?;
        let limit = if negative { 1 << 63 } else { i64::MAX as u64 };
        match token {
            None => Err(Error::ended(what)),
            Some((_, true)) if digits > 0 && magnitude <= limit => Ok(match negative {
                // 2^63 becomes i64::MIN: its negation wraps onto itself.
                true => (magnitude as i64).wrapping_neg(),
                false => magnitude as i64,
            }),
            Some((t, _)) => Err(t.error(what)),
        }
    }

    /// The next token as a usize (a count or an index): as [`Scanner::u64`], and an error at
    /// the token if the value does not fit a usize.
    ///
    /// # Complexity
    /// O(token length).
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"3 x"[..]);
    /// assert_eq!(sc.usize("a count").unwrap(), 3usize);
    /// assert!(sc.usize("a count").is_err());
    /// ```
    pub fn usize(&mut self, what: &str) -> Result<usize, Error> {
        self.u64_map(what, |v| usize::try_from(v).ok())
    }
}

#[cfg(test)]
mod tests {
    use crate::io::scanner::tests::scanners;

    #[test]
    fn signed_numbers_through_every_reading_path() {
        let input = b"0 -0 -1 9223372036854775807 -9223372036854775808 007 -12\n";
        let want = [0, 0, -1, i64::MAX, i64::MIN, 7, -12];
        for step in [1, 2, 3, 7, 64] {
            for (name, mut sc) in scanners(input, step) {
                for &w in &want {
                    assert_eq!(sc.i64("a number").unwrap(), w, "{name}, step {step}");
                }
                assert!(sc.finish().is_ok());
            }
        }
    }

    #[test]
    fn bad_signed_tokens_are_errors_at_the_token() {
        for (input, found) in [
            ("9223372036854775808", "9223372036854775808"),
            ("-9223372036854775809", "-9223372036854775809"),
            ("-", "-"),
            ("+5", "+5"),
            ("1-2", "1-2"),
            ("- 1", "-"),
            ("x", "x"),
            ("99999999999999999999999", "99999999999999999999999"),
        ] {
            for step in [1, 4, 64] {
                for (name, mut sc) in scanners(input.as_bytes(), step) {
                    let e = sc.i64("a number").unwrap_err().to_string();
                    let want = format!("line 1, column 1: expected a number, found \"{found}\"");
                    assert_eq!(e, want, "{name}, step {step}");
                }
            }
        }
        for (_, mut sc) in scanners(b"  ", 1) {
            let e = sc.i64("a number").unwrap_err().to_string();
            assert_eq!(e, "input ended: expected a number");
        }
    }

    #[test]
    fn sizes() {
        for (_, mut sc) in scanners(b"5 18446744073709551615", 3) {
            assert_eq!(sc.usize("a count").unwrap(), 5);
            let big = sc.usize("a count");
            assert_eq!(big.is_ok(), usize::BITS == 64);
        }
    }
}
