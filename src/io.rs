//! Streaming scanner and buffered writer shared by every binary.
//!
//! [`Scanner`] reads whitespace-separated tokens from any [`Read`] through one fixed buffer of
//! [`BUF_SIZE`] bytes, so memory does not grow with the input. Any ASCII whitespace separates
//! tokens (space, tab, CR, LF, vertical tab, form feed); CRLF files, blank lines and a missing
//! final newline are all fine. Every read either returns a value or an [`Error`] that says where
//! the bad token starts (1-based line and byte column) and what was expected.
//!
//! [`Writer`] collects output in one buffer and writes it when full or at the end.
//!
//! [`run`] ties both to stdin and stdout and implements the error contract of every binary:
//! answers already written are flushed, then one line `BIN: error: …` goes to stderr and the
//! process exits with code 2.

use std::fmt;
use std::io::{self, Read, Write};

/// Size in bytes of the scanner's and the writer's buffers.
pub const BUF_SIZE: usize = 1 << 16;

/// Longest part of a bad token quoted in an error message.
const SHOW: usize = 32;

/// Whether `b` separates tokens: space, `\t`, `\n`, vertical tab, form feed or `\r`.
///
/// # Complexity
/// O(1).
///
/// # Example
/// ```
/// assert!(impartial::io::is_space(b'\r'));
/// assert!(!impartial::io::is_space(b'0'));
/// ```
#[inline]
pub fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// Why reading failed: a bad token (with its position), the end of the input, or the reader.
pub struct Error(Box<ErrorKind>);

enum ErrorKind {
    Token {
        line: u64,
        column: u64,
        expected: String,
        found: Vec<u8>,
        cut: bool,
    },
    Ended {
        expected: String,
    },
    Read(io::Error),
}

impl Error {
    /// Whether the input ended where a token was expected.
    pub fn is_end_of_input(&self) -> bool {
        matches!(*self.0, ErrorKind::Ended { .. })
    }

    /// The 1-based line and byte column of the bad token, if the error is about a token.
    pub fn position(&self) -> Option<(u64, u64)> {
        match *self.0 {
            ErrorKind::Token { line, column, .. } => Some((line, column)),
            _ => None,
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &*self.0 {
            ErrorKind::Token {
                line,
                column,
                expected,
                found,
                cut,
            } => write!(
                f,
                "line {line}, column {column}: expected {expected}, found \"{}{}\"",
                found.escape_ascii(),
                if *cut { "..." } else { "" }
            ),
            ErrorKind::Ended { expected } => write!(f, "input ended: expected {expected}"),
            ErrorKind::Read(e) => write!(f, "cannot read input: {e}"),
        }
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A token read by the careful path: where it starts, its first bytes, and whether it was valid.
struct Token {
    line: u64,
    column: u64,
    text: [u8; SHOW],
    len: usize,
    cut: bool,
    valid: bool,
}

impl Token {
    fn error(&self, expected: &str) -> Error {
        Error(Box::new(ErrorKind::Token {
            line: self.line,
            column: self.column,
            expected: expected.to_string(),
            found: self.text[..self.len].to_vec(),
            cut: self.cut,
        }))
    }
}

fn ended(expected: &str) -> Error {
    Error(Box::new(ErrorKind::Ended {
        expected: expected.to_string(),
    }))
}

/// Appends decimal digit byte `b` to `v`; false if `b` is not a digit or `v` would overflow.
#[inline]
fn push_digit(v: &mut u64, b: u8) -> bool {
    let d = b.wrapping_sub(b'0');
    if d > 9 {
        return false;
    }
    match v.checked_mul(10).and_then(|x| x.checked_add(u64::from(d))) {
        Some(x) => {
            *v = x;
            true
        }
        None => false,
    }
}

/// Streaming token reader over any [`Read`], with a fixed buffer of [`BUF_SIZE`] bytes.
///
/// Methods named after a type (`u64`, `i64`) require a token; `try_` methods return `None` when
/// only whitespace is left. `what` describes the expected token for error messages, e.g.
/// `"a pile size"`.
///
/// # Constraints
/// Numbers are decimal, without sign for unsigned fields; leading zeros are accepted.
///
/// # Complexity
/// O(length of the input) time over all calls, O([`BUF_SIZE`]) memory.
///
/// # Example
/// ```
/// use impartial::io::Scanner;
/// let mut sc = Scanner::new(&b"2\r\n7\t18446744073709551615"[..]);
/// assert_eq!(sc.u64("a count").unwrap(), 2);
/// assert_eq!(sc.fold_u64(2, "a pile", 0, |a, v| a ^ v).unwrap(), 7 ^ u64::MAX);
/// assert!(sc.finish().is_ok());
/// let mut bad = Scanner::new(&b"1\n x"[..]);
/// bad.u64("a count").unwrap();
/// let e = bad.u64("a pile").unwrap_err();
/// assert_eq!(e.to_string(), "line 2, column 2: expected a pile, found \"x\"");
/// ```
pub struct Scanner<R> {
    src: R,
    buf: Box<[u8]>,
    /// Next unread byte in `buf`.
    pos: usize,
    /// End of the valid bytes in `buf`.
    end: usize,
    eof: bool,
    /// Offset in the whole input of `buf[0]`.
    base: u64,
    /// `buf[..counted]` has been searched for line ends; `line` and `line_start` describe that point.
    counted: usize,
    line: u64,
    line_start: u64,
}

impl<R: Read> Scanner<R> {
    /// A scanner reading from `src`.
    pub fn new(src: R) -> Self {
        Scanner {
            src,
            buf: vec![0; BUF_SIZE].into_boxed_slice(),
            pos: 0,
            end: 0,
            eof: false,
            base: 0,
            counted: 0,
            line: 1,
            line_start: 0,
        }
    }

    /// Accounts the line ends in `buf[counted..upto]`.
    fn count_lines(&mut self, upto: usize) {
        let seen = &self.buf[self.counted..upto];
        if let Some(last) = seen.iter().rposition(|&b| b == b'\n') {
            self.line += seen.iter().filter(|&&b| b == b'\n').count() as u64;
            self.line_start = self.base + (self.counted + last + 1) as u64;
        }
        self.counted = upto;
    }

    /// Replaces the consumed buffer with new bytes; false at the end of the input.
    fn refill(&mut self) -> Result<bool, Error> {
        debug_assert_eq!(self.pos, self.end);
        self.count_lines(self.end);
        self.base += self.end as u64;
        self.pos = 0;
        self.end = 0;
        self.counted = 0;
        while !self.eof {
            match self.src.read(&mut self.buf) {
                Ok(0) => self.eof = true,
                Ok(n) => {
                    self.end = n;
                    return Ok(true);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(Error(Box::new(ErrorKind::Read(e)))),
            }
        }
        Ok(false)
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

    /// Reads the next token byte by byte, across refills, handing each byte to `feed` until it
    /// returns false. Keeps the token's position and first bytes for an error message. `None` if
    /// the input ended before a token.
    fn careful_token(&mut self, mut feed: impl FnMut(u8) -> bool) -> Result<Option<Token>, Error> {
        if !self.skip_space()? {
            return Ok(None);
        }
        self.count_lines(self.pos);
        let mut t = Token {
            line: self.line,
            column: self.base + self.pos as u64 - self.line_start + 1,
            text: [0; SHOW],
            len: 0,
            cut: false,
            valid: true,
        };
        loop {
            if self.pos == self.end && !self.refill()? {
                break;
            }
            let b = self.buf[self.pos];
            if is_space(b) {
                break;
            }
            if t.len < SHOW {
                t.text[t.len] = b;
                t.len += 1;
            } else {
                t.cut = true;
                if !t.valid {
                    break;
                }
            }
            t.valid = t.valid && feed(b);
            self.pos += 1;
        }
        Ok(Some(t))
    }

    /// The common case of [`Scanner::try_u64`]: a token of at most 19 digits followed by
    /// whitespace, all inside the buffer. `None` sends the caller to the careful path.
    #[inline(always)]
    fn quick_u64(&mut self) -> Option<u64> {
        let buf = &self.buf[self.pos..self.end];
        let mut i = 0;
        while i < buf.len() && is_space(buf[i]) {
            i += 1;
        }
        let start = i;
        let mut v = 0u64;
        while i < buf.len() && i - start < 19 {
            let d = buf[i].wrapping_sub(b'0');
            if d > 9 {
                break;
            }
            v = v * 10 + u64::from(d);
            i += 1;
        }
        if i == start || i == buf.len() || !is_space(buf[i]) {
            return None;
        }
        self.pos += i;
        Some(v)
    }

    #[cold]
    #[inline(never)]
    fn careful_u64(&mut self, what: &str) -> Result<Option<u64>, Error> {
        let mut v = 0u64;
        match self.careful_token(|b| push_digit(&mut v, b))? {
            None => Ok(None),
            Some(t) if t.valid => Ok(Some(v)),
            Some(t) => Err(t.error(what)),
        }
    }

    /// The next token as a u64, or `None` if only whitespace is left.
    ///
    /// # Constraints
    /// The token is decimal digits only, value at most 2^64 − 1.
    ///
    /// # Complexity
    /// O(token length).
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b" 007 \n"[..]);
    /// assert_eq!(sc.try_u64("a number").unwrap(), Some(7));
    /// assert_eq!(sc.try_u64("a number").unwrap(), None);
    /// ```
    #[inline]
    pub fn try_u64(&mut self, what: &str) -> Result<Option<u64>, Error> {
        match self.quick_u64() {
            Some(v) => Ok(Some(v)),
            None => self.careful_u64(what),
        }
    }

    /// The next token as a u64; the end of the input is an error.
    ///
    /// # Constraints
    /// As [`Scanner::try_u64`].
    ///
    /// # Complexity
    /// O(token length).
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"-1"[..]);
    /// let e = sc.u64("a pile size").unwrap_err();
    /// assert_eq!(e.to_string(), "line 1, column 1: expected a pile size, found \"-1\"");
    /// ```
    #[inline]
    pub fn u64(&mut self, what: &str) -> Result<u64, Error> {
        match self.try_u64(what)? {
            Some(v) => Ok(v),
            None => Err(ended(what)),
        }
    }

    /// The next token as a u64, mapped through `f`; if `f` returns `None`, an error at that
    /// token. `None` if only whitespace is left. `what` should name the constraint that `f`
    /// checks, e.g. `"a pile size below 2^20"`.
    ///
    /// # Complexity
    /// O(token length) plus the cost of `f`.
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"3 12"[..]);
    /// let small = |v: u64| (v < 10).then_some(v * 2);
    /// assert_eq!(sc.try_u64_map("a digit", small).unwrap(), Some(6));
    /// let e = sc.try_u64_map("a digit", small).unwrap_err();
    /// assert_eq!(e.to_string(), "line 1, column 3: expected a digit, found \"12\"");
    /// ```
    pub fn try_u64_map<T>(
        &mut self,
        what: &str,
        f: impl FnOnce(u64) -> Option<T>,
    ) -> Result<Option<T>, Error> {
        let mut v = 0u64;
        match self.careful_token(|b| push_digit(&mut v, b))? {
            None => Ok(None),
            Some(t) if t.valid => f(v).map(Some).ok_or_else(|| t.error(what)),
            Some(t) => Err(t.error(what)),
        }
    }

    /// As [`Scanner::try_u64_map`], but the end of the input is an error.
    ///
    /// # Complexity
    /// O(token length) plus the cost of `f`.
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b""[..]);
    /// let e = sc.u64_map("a pile", Some).unwrap_err();
    /// assert_eq!(e.to_string(), "input ended: expected a pile");
    /// ```
    pub fn u64_map<T>(&mut self, what: &str, f: impl FnOnce(u64) -> Option<T>) -> Result<T, Error> {
        self.try_u64_map(what, f)?.ok_or_else(|| ended(what))
    }

    /// The next token as a u64 that satisfies `ok`; otherwise an error at that token. `what`
    /// should name the constraint, e.g. `"a take size of at least 1"`.
    ///
    /// # Complexity
    /// O(token length).
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"0"[..]);
    /// let e = sc.u64_where("a size of at least 1", |v| v >= 1).unwrap_err();
    /// assert_eq!(e.to_string(), "line 1, column 1: expected a size of at least 1, found \"0\"");
    /// ```
    pub fn u64_where(&mut self, what: &str, ok: impl FnOnce(u64) -> bool) -> Result<u64, Error> {
        self.u64_map(what, |v| ok(v).then_some(v))
    }

    /// The next token as an i64 (optional `+` or `-` sign), or `None` if only whitespace is left.
    ///
    /// # Complexity
    /// O(token length).
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"-9223372036854775808 +5"[..]);
    /// assert_eq!(sc.try_i64("a number").unwrap(), Some(i64::MIN));
    /// assert_eq!(sc.try_i64("a number").unwrap(), Some(5));
    /// ```
    pub fn try_i64(&mut self, what: &str) -> Result<Option<i64>, Error> {
        let (mut neg, mut signed, mut digits, mut mag) = (false, false, 0usize, 0u64);
        let t = self.careful_token(|b| {
            if !signed && digits == 0 && (b == b'-' || b == b'+') {
                (signed, neg) = (true, b == b'-');
                return true;
            }
            digits += 1;
            push_digit(&mut mag, b)
        })?;
        let Some(t) = t else { return Ok(None) };
        let limit = if neg { 1u64 << 63 } else { (1u64 << 63) - 1 };
        if !t.valid || digits == 0 || mag > limit {
            return Err(t.error(what));
        }
        Ok(Some(if neg {
            0i64.wrapping_sub_unsigned(mag)
        } else {
            mag as i64
        }))
    }

    /// The next token as an i64; the end of the input is an error.
    ///
    /// # Complexity
    /// O(token length).
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"--1"[..]);
    /// assert!(sc.i64("a number").is_err());
    /// ```
    pub fn i64(&mut self, what: &str) -> Result<i64, Error> {
        match self.try_i64(what)? {
            Some(v) => Ok(v),
            None => Err(ended(what)),
        }
    }

    /// Reads `n` u64 tokens and folds them with `f`, starting from `init`.
    ///
    /// # Complexity
    /// O(length of the tokens); no memory beyond the scanner's buffer, whatever `n` claims.
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"1 2 3"[..]);
    /// assert_eq!(sc.fold_u64(3, "a pile size", 0, |a, v| a + v).unwrap(), 6);
    /// ```
    #[inline]
    pub fn fold_u64<A>(
        &mut self,
        n: u64,
        what: &str,
        init: A,
        mut f: impl FnMut(A, u64) -> A,
    ) -> Result<A, Error> {
        let mut acc = init;
        for _ in 0..n {
            acc = f(acc, self.u64(what)?);
        }
        Ok(acc)
    }

    /// Appends `n` u64 tokens to `out`. Storage grows with the tokens actually read: a claimed
    /// `n` of 10^18 allocates nothing up front.
    ///
    /// # Complexity
    /// O(length of the tokens) time, O(n) memory.
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"4 5"[..]);
    /// let mut v = Vec::new();
    /// sc.u64s_into(2, "a pile size", &mut v).unwrap();
    /// assert_eq!(v, [4, 5]);
    /// ```
    pub fn u64s_into(&mut self, n: u64, what: &str, out: &mut Vec<u64>) -> Result<(), Error> {
        out.reserve(n.min(1 << 16) as usize);
        for _ in 0..n {
            out.push(self.u64(what)?);
        }
        Ok(())
    }

    /// Reads a decimal token of any length into `out` as ASCII digits without leading zeros
    /// (zero is `"0"`); false if only whitespace is left.
    ///
    /// # Constraints
    /// At most `max_digits` digits after leading zeros; `what` should say so.
    ///
    /// # Complexity
    /// O(token length).
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"000123456789012345678901234567890"[..]);
    /// let mut d = Vec::new();
    /// assert!(sc.try_decimal("a number", 100, &mut d).unwrap());
    /// assert_eq!(d, b"123456789012345678901234567890");
    /// ```
    pub fn try_decimal(
        &mut self,
        what: &str,
        max_digits: usize,
        out: &mut Vec<u8>,
    ) -> Result<bool, Error> {
        out.clear();
        let t = self.careful_token(|b| {
            if !b.is_ascii_digit() || out.len() >= max_digits {
                return false;
            }
            if b != b'0' || !out.is_empty() {
                out.push(b);
            }
            true
        })?;
        match t {
            None => Ok(false),
            Some(t) if t.valid => {
                if out.is_empty() {
                    out.push(b'0');
                }
                Ok(true)
            }
            Some(t) => Err(t.error(what)),
        }
    }

    /// Succeeds if only whitespace is left; otherwise an error at the extra token.
    ///
    /// # Complexity
    /// O(remaining input).
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"1 2\n"[..]);
    /// sc.u64("a count").unwrap();
    /// let e = sc.finish().unwrap_err();
    /// assert_eq!(e.to_string(), "line 1, column 3: expected end of input, found \"2\"");
    /// ```
    pub fn finish(&mut self) -> Result<(), Error> {
        match self.careful_token(|_| false)? {
            None => Ok(()),
            Some(t) => Err(t.error("end of input")),
        }
    }
}

/// Buffered output with integer formatting that does not go through `core::fmt`.
///
/// Output is collected in one buffer of [`BUF_SIZE`] bytes and written when it fills up and on
/// [`Writer::flush`]. If the reader of a pipe has gone away, the process exits quietly with
/// code 0 (there is nobody left to answer); any other write error is kept for [`Writer::error`]
/// and later output is dropped.
///
/// # Complexity
/// O(bytes written).
///
/// # Example
/// ```
/// let mut out = impartial::io::Writer::new(Vec::new());
/// out.u64(0).byte(b' ').u64(u64::MAX).line("");
/// out.line("Yes");
/// out.flush();
/// assert_eq!(out.get_ref(), b"0 18446744073709551615\nYes\n");
/// ```
pub struct Writer<W: Write> {
    out: W,
    buf: Vec<u8>,
    error: Option<io::Error>,
}

/// "00" "01" … "99".
const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
                            2021222324252627282930313233343536373839\
                            4041424344454647484950515253545556575859\
                            6061626364656667686970717273747576777879\
                            8081828384858687888990919293949596979899";

impl<W: Write> Writer<W> {
    /// A writer to `out`.
    pub fn new(out: W) -> Self {
        Writer {
            out,
            buf: Vec::with_capacity(BUF_SIZE),
            error: None,
        }
    }

    /// Appends raw bytes.
    #[inline]
    pub fn bytes(&mut self, s: &[u8]) -> &mut Self {
        if self.buf.len() + s.len() > BUF_SIZE {
            self.flush();
        }
        self.buf.extend_from_slice(s);
        self
    }

    /// Appends a string.
    #[inline]
    pub fn str(&mut self, s: &str) -> &mut Self {
        self.bytes(s.as_bytes())
    }

    /// Appends `s` and a line end.
    #[inline]
    pub fn line(&mut self, s: &str) -> &mut Self {
        self.bytes(s.as_bytes()).byte(b'\n')
    }

    /// Appends one byte.
    #[inline]
    pub fn byte(&mut self, b: u8) -> &mut Self {
        if self.buf.len() == BUF_SIZE {
            self.flush();
        }
        self.buf.push(b);
        self
    }

    /// Appends `v` in decimal.
    #[inline]
    pub fn u64(&mut self, mut v: u64) -> &mut Self {
        let mut tmp = [0u8; 20];
        let mut i = tmp.len();
        while v >= 100 {
            let r = (v % 100) as usize * 2;
            v /= 100;
            i -= 2;
            tmp[i..i + 2].copy_from_slice(&PAIRS[r..r + 2]);
        }
        if v >= 10 {
            let r = v as usize * 2;
            i -= 2;
            tmp[i..i + 2].copy_from_slice(&PAIRS[r..r + 2]);
        } else {
            i -= 1;
            tmp[i] = b'0' + v as u8;
        }
        self.bytes(&tmp[i..])
    }

    /// Appends the values separated by single spaces (no trailing space).
    #[inline]
    pub fn u64s(&mut self, values: impl IntoIterator<Item = u64>) -> &mut Self {
        for (i, v) in values.into_iter().enumerate() {
            if i > 0 {
                self.byte(b' ');
            }
            self.u64(v);
        }
        self
    }

    /// Writes out everything buffered.
    pub fn flush(&mut self) {
        if self.error.is_none() {
            let r = self
                .out
                .write_all(&self.buf)
                .and_then(|()| self.out.flush());
            if let Err(e) = r {
                if e.kind() == io::ErrorKind::BrokenPipe {
                    std::process::exit(0);
                }
                self.error = Some(e);
            }
        }
        self.buf.clear();
    }

    /// The first write error, if any.
    pub fn error(&self) -> Option<&io::Error> {
        self.error.as_ref()
    }

    /// The underlying writer (call [`Writer::flush`] first).
    pub fn get_ref(&self) -> &W {
        &self.out
    }
}

/// Runs `solve` on stdin and stdout under the error contract, then exits the process: code 0
/// after a successful `solve`; otherwise the answers written so far are flushed, one line
/// `BIN: error: …` goes to stderr and the code is 2.
pub fn run<F>(bin: &str, solve: F) -> !
where
    F: FnOnce(
        &mut Scanner<io::StdinLock<'static>>,
        &mut Writer<io::StdoutLock<'static>>,
    ) -> Result<(), Error>,
{
    let mut sc = Scanner::new(io::stdin().lock());
    let mut out = Writer::new(io::stdout().lock());
    let result = solve(&mut sc, &mut out);
    out.flush();
    let message = match (&result, out.error()) {
        (_, Some(e)) => format!("{bin}: error: cannot write output: {e}"),
        (Err(e), None) => format!("{bin}: error: {e}"),
        (Ok(()), None) => std::process::exit(0),
    };
    let _ = writeln!(io::stderr(), "{message}");
    std::process::exit(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader that hands out at most `step` bytes per call.
    struct Trickle<'a>(&'a [u8], usize);

    impl Read for Trickle<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            let n = self.1.min(buf.len()).min(self.0.len());
            buf[..n].copy_from_slice(&self.0[..n]);
            self.0 = &self.0[n..];
            Ok(n)
        }
    }

    fn all_u64(input: &[u8], step: usize) -> Result<Vec<u64>, String> {
        let mut sc = Scanner::new(Trickle(input, step));
        let mut v = Vec::new();
        loop {
            match sc.try_u64("a number") {
                Ok(Some(x)) => v.push(x),
                Ok(None) => return Ok(v),
                Err(e) => return Err(e.to_string()),
            }
        }
    }

    #[test]
    fn reads_numbers_with_any_whitespace() {
        let input = b"\r\n 0 1\t\t18446744073709551615\r\n\x0b\x0c007\n\n42";
        for step in [1, 2, 3, 7, 1 << 20] {
            assert_eq!(
                all_u64(input, step).unwrap(),
                [0, 1, u64::MAX, 7, 42],
                "step {step}"
            );
        }
    }

    #[test]
    fn rejects_bad_tokens_with_positions() {
        let cases: &[(&[u8], &str)] = &[
            (b"1 2\r\n3 x4", "line 2, column 3: expected a number, found \"x4\""),
            (b"18446744073709551616", "line 1, column 1: expected a number, found \"18446744073709551616\""),
            (b"\n\n\t-5", "line 3, column 2: expected a number, found \"-5\""),
            (b"2.5", "line 1, column 1: expected a number, found \"2.5\""),
            (b"7\x00", "line 1, column 1: expected a number, found \"7\\x00\""),
            (b"1 \xff\"", "line 1, column 3: expected a number, found \"\\xff\\\"\""),
            (
                b"1 123456789012345678901234567890123456789",
                "line 1, column 3: expected a number, found \"12345678901234567890123456789012...\"",
            ),
        ];
        for (input, want) in cases {
            for step in [1, 3, 1 << 20] {
                assert_eq!(all_u64(input, step).unwrap_err(), *want, "step {step}");
            }
        }
    }

    #[test]
    fn positions_survive_refills() {
        let mut input = Vec::new();
        for _ in 0..BUF_SIZE / 4 + 3 {
            input.extend_from_slice(b"12\r\n");
        }
        input.extend_from_slice(b"  oops");
        let lines = BUF_SIZE / 4 + 4;
        let want = format!("line {lines}, column 3: expected a number, found \"oops\"");
        assert_eq!(all_u64(&input, 1 << 20).unwrap_err(), want);
        assert_eq!(all_u64(&input, 5).unwrap_err(), want);
    }

    #[test]
    fn end_of_input_is_an_error_for_required_tokens() {
        let mut sc = Scanner::new(&b"5 \n"[..]);
        assert_eq!(sc.u64("a count").unwrap(), 5);
        let e = sc.u64("a pile size").unwrap_err();
        assert!(e.is_end_of_input());
        assert_eq!(e.to_string(), "input ended: expected a pile size");
    }

    #[test]
    fn finish_reports_extra_tokens() {
        let mut sc = Scanner::new(&b"1\n\n  2 3"[..]);
        sc.u64("a").unwrap();
        let e = sc.finish().unwrap_err();
        assert_eq!(e.position(), Some((3, 3)));
        let mut sc = Scanner::new(&b"1 \r\n"[..]);
        sc.u64("a").unwrap();
        assert!(sc.finish().is_ok());
    }

    #[test]
    fn i64_bounds() {
        let read = |s: &[u8]| Scanner::new(s).i64("n").map_err(|e| e.to_string());
        assert_eq!(read(b"-9223372036854775808"), Ok(i64::MIN));
        assert_eq!(read(b"9223372036854775807"), Ok(i64::MAX));
        assert_eq!(read(b"+0"), Ok(0));
        assert_eq!(read(b"-0"), Ok(0));
        for bad in [
            &b"9223372036854775808"[..],
            b"-9223372036854775809",
            b"-",
            b"+",
            b"1-",
            b"+-1",
            b"-+1",
        ] {
            assert!(read(bad).is_err(), "{:?}", bad.escape_ascii().to_string());
        }
    }

    #[test]
    fn decimal_tokens() {
        let mut sc = Scanner::new(Trickle(b"0000 12 0012345", 2));
        let mut d = Vec::new();
        assert!(sc.try_decimal("n", 5, &mut d).unwrap());
        assert_eq!(d, b"0");
        assert!(sc.try_decimal("n", 5, &mut d).unwrap());
        assert_eq!(d, b"12");
        assert!(sc.try_decimal("n", 5, &mut d).unwrap());
        assert_eq!(d, b"12345");
        assert!(!sc.try_decimal("n", 5, &mut d).unwrap());
        let e = Scanner::new(&b" 123456"[..]).try_decimal("a short number", 5, &mut d);
        assert_eq!(
            e.unwrap_err().to_string(),
            "line 1, column 2: expected a short number, found \"123456\""
        );
    }

    #[test]
    fn writer_formats_integers() {
        let mut out = Writer::new(Vec::new());
        let values = [0, 1, 9, 10, 99, 100, 101, 12345, u64::MAX / 10, u64::MAX];
        out.u64s(values).byte(b'\n');
        out.flush();
        let want: Vec<String> = values.iter().map(|v| v.to_string()).collect();
        assert_eq!(out.get_ref(), format!("{}\n", want.join(" ")).as_bytes());
    }

    #[test]
    fn writer_flushes_when_full() {
        let mut out = Writer::new(Vec::new());
        for i in 0..100_000u64 {
            out.u64(i).byte(b'\n');
        }
        out.flush();
        let text = String::from_utf8(out.get_ref().clone()).unwrap();
        assert_eq!(text.lines().count(), 100_000);
        assert_eq!(text.lines().last(), Some("99999"));
    }

    #[test]
    fn writer_keeps_other_errors() {
        struct Full;
        impl Write for Full {
            fn write(&mut self, _: &[u8]) -> io::Result<usize> {
                Err(io::Error::new(io::ErrorKind::Other, "disk full"))
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        let mut out = Writer::new(Full);
        out.line("Yes");
        out.flush();
        assert_eq!(out.error().unwrap().to_string(), "disk full");
    }
}
