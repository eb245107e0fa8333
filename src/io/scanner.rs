//! [`Scanner`]: whitespace-separated tokens from any reader, in constant memory.

use crate::io::error::{Error, SHOW};
use crate::io::simd::{BACK, BLOCK};
use std::convert::TryFrom; // not in the 2018 prelude (CSES offers edition 2018)
use std::io::{self, Read};
use std::ops::RangeInclusive;

/// The UTF-8 byte-order mark, skipped at the very start of the input.
const MARK: &[u8] = &[0xEF, 0xBB, 0xBF];

/// The longest number token read (leading zeros make any length possible): 64 KiB.
const LONGEST: usize = 1 << 16;

/// Whether `b` separates tokens: space, `\t`, `\n`, vertical tab, form feed or `\r`.
#[inline]
pub fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// The number of `\n` bytes in `s`, counted in bytes 255 at a time (which vectorizes well).
fn newlines(s: &[u8]) -> usize {
    let count = |c: &[u8]| c.iter().fold(0u8, |n, &b| n + u8::from(b == b'\n'));
    s.chunks(255).map(|c| usize::from(count(c))).sum()
}

/// The value of decimal digits `t`, if there are some and it fits a u64.
fn parse_u64(t: &[u8]) -> Option<u64> {
    let digit = |v: u64, &b: &u8| {
        v.checked_mul(10)?
            .checked_add(u64::from(b.wrapping_sub(b'0')))
            .filter(|_| b.is_ascii_digit())
    };
    t.iter().try_fold(0, digit).filter(|_| !t.is_empty())
}

/// Reads tokens separated by ASCII whitespace (and a UTF-8 byte-order mark at the start) from
/// any [`Read`] through one 64 KiB buffer. Each method returns a value or an [`Error`] that
/// says where the bad token starts (line and byte column) and what was expected: `what`, e.g.
/// `"a pile size"`.
///
/// # Constraints
/// Numbers are decimal, leading zeros allowed, a token at most 64 KiB long: [`Scanner::u64`]
/// and the folds take values up to 2^64 − 1, [`Scanner::i64`] a `-` too,
/// [`Scanner::decimal_map`] digits up to a bound after 64 KiB of zeros at most.
///
/// # Complexity
/// O(length of the input) time over all calls, O(1) memory besides what is returned.
///
/// # Example
/// ```
/// use impartial::io::Scanner;
/// let mut sc = Scanner::new(&b"2\r\n7\t18446744073709551615 -3 4 12"[..]);
/// let n = sc.u64("a pile count").unwrap();
/// assert_eq!(sc.fold_u64(n, "a pile size", 0, |a, v| a ^ v).unwrap(), 7 ^ u64::MAX);
/// assert_eq!(sc.i64("a number").unwrap(), -3);
/// assert_eq!(sc.u64_map("an even number", |v| (v % 2 == 0).then(|| v / 2)).unwrap(), 2);
/// let e = sc.u64_in("a digit", 0..=9).unwrap_err();
/// assert_eq!(e.to_string(), "line 2, column 29: expected a digit, found \"12\"");
/// ```
pub struct Scanner<'a> {
    src: Box<dyn Read + 'a>,
    /// [`BACK`] bytes (spaces at first), then the input read; the next byte, the end read.
    pub(crate) buf: Vec<u8>,
    pub(crate) pos: usize,
    pub(crate) end: usize,
    /// The input ended; nothing has been read yet (a byte-order mark may come).
    eof: bool,
    fresh: bool,
    /// Offset in the whole input of `buf[0]` (modulo 2^64), its line, and where that starts.
    pub(crate) base: u64,
    line: u64,
    line_start: u64,
}

impl<'a> Scanner<'a> {
    /// A scanner reading from `src`.
    pub fn new(src: impl Read + 'a) -> Self {
        Scanner {
            src: Box::new(src),
            buf: vec![b' '; BACK + BLOCK + (1 << 16)],
            pos: BACK,
            end: BACK,
            eof: false,
            fresh: true,
            base: (BACK as u64).wrapping_neg(),
            line: 1,
            line_start: 0,
        }
    }

    /// Reads more input, keeping the unread bytes and `BACK` before them; false at the end.
    /// One `read` (a judge's reply is parsed as it arrives), but for a byte-order mark's.
    #[cold]
    pub(crate) fn refill(&mut self) -> Result<bool, Error> {
        if self.eof {
            return Ok(false);
        }
        // The line ends of the bytes let go are counted now, once each.
        let (keep, gone) = (self.pos - BACK, &self.buf[..self.pos - BACK]);
        let lines = newlines(gone);
        if lines > 0 {
            self.line += lines as u64;
            let last = gone.iter().rposition(|&b| b == b'\n').unwrap_or(0);
            self.line_start = self.base.wrapping_add(last as u64 + 1);
        }
        self.buf.copy_within(keep..self.end, 0);
        self.base = self.base.wrapping_add(keep as u64);
        self.pos = BACK;
        self.end -= keep;
        if self.end == self.buf.len() {
            // A token fills the buffer (one its reader allows that long): room for more.
            self.buf.resize(2 * self.end, b' ');
        }
        let before = self.end;
        loop {
            match self.src.read(&mut self.buf[self.end..]) {
                Ok(0) => self.eof = true,
                Ok(n) => self.end += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(Error::read(e)),
            }
            // Only the start of a byte-order mark is worth waiting for.
            let data = &self.buf[BACK..self.end];
            if self.eof || !self.fresh || data.len() >= 3 || !MARK.starts_with(data) {
                break;
            }
        }
        if std::mem::take(&mut self.fresh) && self.buf[BACK..self.end].starts_with(MARK) {
            self.pos += 3;
        }
        Ok(self.end > before)
    }

    /// The line and column of `buf[i]`.
    fn at(&self, i: usize) -> (u64, u64) {
        let seen = &self.buf[..i];
        let line = self.line + newlines(seen) as u64;
        let start = match seen.iter().rposition(|&b| b == b'\n') {
            Some(j) => self.base.wrapping_add(j as u64 + 1),
            None => self.line_start,
        };
        let column = self.base.wrapping_add(i as u64).wrapping_sub(start);
        (line, column + 1)
    }

    /// "expected `what`" at the token at `buf[start..]`, which ends inside the window.
    #[cold]
    fn error_at(&self, start: usize, what: &str) -> Error {
        let token = self.buf[start..self.end].split(|&b| is_space(b)).next();
        let text = token.unwrap_or_default();
        Error::token(self.at(start), &text[..text.len().min(SHOW + 1)], what)
    }

    /// Skips whitespace; false if the input ended first.
    fn skip_space(&mut self) -> Result<bool, Error> {
        loop {
            while self.pos < self.end {
                if !is_space(self.buf[self.pos]) {
                    return Ok(true);
                }
                self.pos += 1;
            }
            if !self.refill()? {
                return Ok(false);
            }
        }
    }

    /// Skips whitespace and finds the next token whole in the buffer, `buf[start..end]`, or
    /// the first `max + 1` bytes of a longer one (at least what an error shows).
    fn token(&mut self, what: &str, max: usize) -> Result<(usize, usize), Error> {
        if !self.skip_space()? {
            return Err(Error::ended(what));
        }
        let (max, mut len) = (max.clamp(SHOW, usize::MAX / 2), 0);
        loop {
            let t = &self.buf[self.pos + len..self.end.min(self.pos + max + 1)];
            len += t.iter().position(|&b| is_space(b)).unwrap_or(t.len());
            // Refills keep the bytes from `pos` on, the token's start.
            if len > max || self.pos + len < self.end || !self.refill()? {
                return Ok((self.pos, self.pos + len.min(max + 1)));
            }
        }
    }

    /// The next token, of at most `max` bytes, mapped by `f`; else an error at the token.
    fn token_map<T>(
        &mut self,
        what: &str,
        max: usize,
        f: impl FnOnce(&[u8]) -> Option<T>,
    ) -> Result<T, Error> {
        let (start, end) = self.token(what, max)?;
        match f(&self.buf[start..end]).filter(|_| end - start <= max) {
            Some(x) => {
                self.pos = end;
                Ok(x)
            }
            None => Err(self.error_at(start, what)),
        }
    }

    /// [`Scanner::u64`]'s common case, a token of at most 20 digits and a space inside the
    /// window: its value and where it starts.
    #[inline]
    fn quick_u64(&mut self) -> Option<(u64, usize)> {
        let buf = &self.buf[..self.end];
        let mut i = self.pos;
        while i < buf.len() && is_space(buf[i]) {
            i += 1;
        }
        let start = i;
        // Up to 19 digits cannot overflow; a 20th is checked.
        let end = buf.len().min(start + 19);
        let mut v = 0u64;
        while i < end && buf[i].is_ascii_digit() {
            v = v * 10 + u64::from(buf[i] - b'0');
            i += 1;
        }
        if i == start + 19 && i < buf.len() && buf[i].is_ascii_digit() {
            v = v.checked_mul(10)?.checked_add(u64::from(buf[i] - b'0'))?;
            i += 1;
        }
        if i == start || i == buf.len() || !is_space(buf[i]) {
            return None;
        }
        self.pos = i;
        Some((v, start))
    }

    /// The next token as a u64 mapped by `f`, any case the quick path leaves.
    #[cold]
    fn careful_u64<T>(&mut self, what: &str, f: impl FnOnce(u64) -> Option<T>) -> Result<T, Error> {
        self.token_map(what, LONGEST, |t| parse_u64(t).and_then(f))
    }

    /// The next token as a u64: decimal digits, value at most 2^64 − 1. O(token length).
    #[inline]
    pub fn u64(&mut self, what: &str) -> Result<u64, Error> {
        match self.quick_u64() {
            Some((v, _)) => Ok(v),
            None => self.careful_u64(what, Some),
        }
    }

    /// The next token as a u64 mapped through `f`; `None` is an error at the token (`what`
    /// names what `f` checks, e.g. `"a pile size below 2^20"`).
    pub fn u64_map<T>(&mut self, what: &str, f: impl FnOnce(u64) -> Option<T>) -> Result<T, Error> {
        match self.quick_u64() {
            Some((v, start)) => f(v).ok_or_else(|| self.error_at(start, what)),
            None => self.careful_u64(what, f),
        }
    }

    /// The next token as a u64 within `range` (`what` names it: `"a count from 1 to 10^5"`).
    pub fn u64_in(&mut self, what: &str, range: RangeInclusive<u64>) -> Result<u64, Error> {
        self.u64_map(what, |v| range.contains(&v).then(|| v))
    }

    /// The next token as a usize (a count or an index), else an error at the token.
    pub fn usize(&mut self, what: &str) -> Result<usize, Error> {
        self.u64_map(what, |v| usize::try_from(v).ok())
    }

    /// The next token as an i64: decimal digits after an optional `-`, from −2^63 to 2^63 − 1.
    pub fn i64(&mut self, what: &str) -> Result<i64, Error> {
        self.i64_map(what, Some)
    }

    /// The next token as an i64 mapped through `f`, as [`Scanner::u64_map`].
    pub fn i64_map<T>(&mut self, what: &str, f: impl FnOnce(i64) -> Option<T>) -> Result<T, Error> {
        self.token_map(what, LONGEST, |t| {
            match t.split_first() {
                // 2^63 becomes i64::MIN: its negation wraps onto itself.
                Some((b'-', d)) => parse_u64(d)
                    .filter(|&v| v <= 1 << 63)
                    .map(|v| 0i64.wrapping_sub(v as i64)),
                _ => parse_u64(t).and_then(|v| i64::try_from(v).ok()),
            }
            .and_then(f)
        })
    }

    /// Hands the digits of a decimal token, without leading zeros (zero is `"0"`), to `f`;
    /// `None` is an error at the token.
    ///
    /// # Constraints
    /// At most `max_digits` digits after at most 64 KiB of leading zeros.
    ///
    /// # Complexity
    /// O(token length) plus the cost of `f`; memory O(`max_digits`).
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"000123456789012345678901234567890 1x"[..]);
    /// assert_eq!(sc.decimal_map("a number", 100, |d| Some(d.len())).unwrap(), 30);
    /// let e = sc.decimal_map("a number", 100, |d| Some(d.len())).unwrap_err();
    /// assert_eq!(e.to_string(), "line 1, column 35: expected a number, found \"1x\"");
    /// ```
    pub fn decimal_map<T>(
        &mut self,
        what: &str,
        max_digits: usize,
        f: impl FnOnce(&[u8]) -> Option<T>,
    ) -> Result<T, Error> {
        self.token_map(what, max_digits.saturating_add(LONGEST), |t| {
            let zeros = t.iter().position(|&b| b != b'0').unwrap_or(t.len());
            let d = &t[zeros.min(t.len() - 1)..];
            // Every byte checked, without a branch per byte.
            let digits = d.iter().fold(true, |ok, b| ok & b.is_ascii_digit());
            (d.len() <= max_digits && digits).then(|| f(d)).flatten()
        })
    }

    /// The next token as bytes, `lens` long, each byte one `allowed` accepts (a row such as
    /// `HHT`), else an error at the token. O(token length) time, O(`lens.end()`) memory.
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"HTH HT"[..]);
    /// let coin = |b: u8| b == b'H' || b == b'T';
    /// assert_eq!(sc.word("a row of 3 H or T", 3..=3, coin).unwrap(), b"HTH");
    /// let e = sc.word("a row of 3 H or T", 3..=3, coin).unwrap_err().to_string();
    /// assert_eq!(e, "line 1, column 5: expected a row of 3 H or T, found \"HT\"");
    /// ```
    pub fn word(
        &mut self,
        what: &str,
        lens: RangeInclusive<usize>,
        mut allowed: impl FnMut(u8) -> bool,
    ) -> Result<Vec<u8>, Error> {
        self.token_map(what, *lens.end(), |t| {
            // Every byte checked, without a branch per byte (a row of coins is random).
            let ok = t.iter().fold(true, |ok, &b| ok & allowed(b));
            (ok && lens.contains(&t.len())).then(|| t.to_vec())
        })
    }

    /// Whether only whitespace is left.
    pub fn at_end(&mut self) -> Result<bool, Error> {
        Ok(!self.skip_space()?)
    }

    /// Succeeds if only whitespace is left; otherwise an error at the extra token.
    pub fn finish(&mut self) -> Result<(), Error> {
        if self.at_end()? {
            return Ok(());
        }
        self.token_map("end of input", 0, |_| None)
    }

    /// An error at the next token (or the end): for a promise the tokens read so far break.
    pub fn refuse<T>(&mut self, what: &str) -> Result<T, Error> {
        self.token_map(what, 0, |_| None)
    }
}
