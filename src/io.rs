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

/// Bytes the block parser classifies in one step.
const BLOCK: usize = 64;

/// Bytes kept before the read position when the buffer moves: a token's value is loaded as the
/// 16 bytes that end where the token ends, which may start before the token.
const BACK: usize = 16;

/// `'0'` in every byte.
const ZEROS: u64 = 0x3030_3030_3030_3030;

/// The value of 8 decimal digits, one per byte (values 0 to 9), the first (most significant) in
/// the lowest byte: three multiply-and-add steps, each merging neighbouring groups
/// (SWAR: 8 digits, then 4 pairs, then 2 quads).
#[inline(always)]
fn eight_digits(x: u64) -> u64 {
    let x = (x * 10 + (x >> 8)) & 0x00FF_00FF_00FF_00FF;
    let x = (x * 100 + (x >> 16)) & 0x0000_FFFF_0000_FFFF;
    (x * 10_000 + (x >> 32)) & 0xFFFF_FFFF
}

/// The top `k` bytes of a u64 (k ≤ 8).
#[inline(always)]
fn top_bytes(k: usize) -> u64 {
    (!0u64).checked_shl(8 * (8 - k as u32)).unwrap_or(0)
}

/// The value of the `len` ≤ 16 ASCII digits that end at `buf[end]` (exclusive), with
/// `end ≥ 16`: one 16-byte load, bytes before the token masked away.
#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), allow(dead_code))]
#[inline(always)]
fn digits_before_swar(buf: &[u8], end: usize, len: usize) -> u64 {
    let w: &[u8; 16] = buf[end - 16..end].try_into().expect("16 bytes");
    let hi = u64::from_le_bytes([w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]]) ^ ZEROS;
    let lo = u64::from_le_bytes([w[8], w[9], w[10], w[11], w[12], w[13], w[14], w[15]]) ^ ZEROS;
    let hi = eight_digits(hi & top_bytes(len.saturating_sub(8)));
    hi * 100_000_000 + eight_digits(lo & top_bytes(len.min(8)))
}

/// 16 zero bytes then 16 `0xFF`: the 16 bytes from `KEEP[len]` keep the last `len`.
const KEEP: [u8; 32] = [
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    255, 255, 255, 255, 255, 255, 255,
];

/// [`digits_before_swar`] with SSE2: the 16 digits are merged into pairs, quads and octets in
/// vector lanes (multiply-adds), and the two octets are joined in a general register.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
fn digits_before(buf: &[u8], end: usize, len: usize) -> u64 {
    use std::arch::x86_64::*;
    let w: &[u8; 16] = buf[end - 16..end].try_into().expect("16 bytes");
    let keep: &[u8; 16] = KEEP[len..len + 16].try_into().expect("16 bytes");
    // SAFETY: both loads read 16 bytes of arrays, with no alignment requirement; the other
    // intrinsics compute on registers; SSE2 is enabled (the cfg above).
    let octets = unsafe {
        let v = _mm_sub_epi8(
            _mm_loadu_si128(w.as_ptr().cast()),
            _mm_set1_epi8(b'0' as i8),
        );
        let v = _mm_and_si128(v, _mm_loadu_si128(keep.as_ptr().cast()));
        // 16-bit lanes hold (first digit, second digit) in (low, high) byte: 10·first + second.
        let first = _mm_and_si128(v, _mm_set1_epi16(0xFF));
        let pairs = _mm_add_epi16(
            _mm_mullo_epi16(first, _mm_set1_epi16(10)),
            _mm_srli_epi16(v, 8),
        );
        let quads = _mm_madd_epi16(pairs, _mm_set1_epi32(0x0001_0064)); // 100·first + second
        let quads = _mm_packs_epi32(quads, quads);
        let octets = _mm_madd_epi16(quads, _mm_set1_epi32(0x0001_2710)); // 10000·first + second
        _mm_cvtsi128_si64(octets) as u64
    };
    (octets & 0xFFFF_FFFF) * 100_000_000 + (octets >> 32)
}

#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
#[inline(always)]
fn digits_before(buf: &[u8], end: usize, len: usize) -> u64 {
    digits_before_swar(buf, end, len)
}

/// Bit i of the result is bit 7 of byte i of `x` (a SWAR movemask).
#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), allow(dead_code))]
#[inline(always)]
fn high_bits(x: u64) -> u64 {
    ((x & 0x8080_8080_8080_8080).wrapping_mul(0x0002_0408_1020_4081)) >> 56
}

/// Digit and whitespace masks of `block`, portably: bit i of the first is set iff `block[i]` is
/// a digit, of the second iff it is whitespace ([`is_space`]). Compiled on every target, so the
/// tests can hold the SSE2 version to it.
#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), allow(dead_code))]
fn classify_swar(block: &[u8; BLOCK]) -> (u64, u64) {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let each = |k: u64| k * 0x0101_0101_0101_0101;
    let (mut digits, mut spaces) = (0, 0);
    for (i, chunk) in block.chunks_exact(8).enumerate() {
        let w = u64::from_le_bytes(chunk.try_into().expect("8 bytes"));
        // Bytes below 0x80 only (the others are neither): x < k iff (x + 0x80 - k) has no high bit.
        let below = |k: u64| !((w & LOW7) + each(0x80 - k)) & !w & HIGH;
        let zero = |x: u64| !(((x & LOW7) + LOW7) | x) & HIGH;
        let digit = below(b'9' as u64 + 1) & !below(b'0' as u64);
        let space = (below(14) & !below(9)) | zero(w ^ each(b' ' as u64));
        digits |= high_bits(digit) << (8 * i);
        spaces |= high_bits(space) << (8 * i);
    }
    (digits, spaces)
}

/// [`classify_swar`] with SSE2, which every x86-64 processor has (it is part of the target's
/// baseline, so no run-time detection is needed): 16 bytes per step.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
fn classify(block: &[u8; BLOCK]) -> (u64, u64) {
    use std::arch::x86_64::*;
    let (mut digits, mut spaces) = (0u64, 0u64);
    for (i, chunk) in block.chunks_exact(16).enumerate() {
        // SAFETY: `chunk` is 16 readable bytes and `_mm_loadu_si128` needs no alignment; the
        // other intrinsics only compute on registers, and SSE2 is enabled (the cfg above).
        let (d, s) = unsafe {
            let v = _mm_loadu_si128(chunk.as_ptr().cast());
            // x is a digit iff x − '0' ≤ 9 unsigned, i.e. min(x − '0', 9) = x − '0'.
            let d = _mm_sub_epi8(v, _mm_set1_epi8(b'0' as i8));
            let digit = _mm_cmpeq_epi8(_mm_min_epu8(d, _mm_set1_epi8(9)), d);
            // Whitespace: 9 ≤ x ≤ 13, or x = ' '.
            let t = _mm_sub_epi8(v, _mm_set1_epi8(9));
            let control = _mm_cmpeq_epi8(_mm_min_epu8(t, _mm_set1_epi8(4)), t);
            let space = _mm_or_si128(control, _mm_cmpeq_epi8(v, _mm_set1_epi8(b' ' as i8)));
            (_mm_movemask_epi8(digit), _mm_movemask_epi8(space))
        };
        digits |= u64::from(d as u16) << (16 * i);
        spaces |= u64::from(s as u16) << (16 * i);
    }
    (digits, spaces)
}

#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
#[inline(always)]
fn classify(block: &[u8; BLOCK]) -> (u64, u64) {
    classify_swar(block)
}

/// Number of `\n` bytes in `s`, portably (8 bytes per step).
#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), allow(dead_code))]
fn count_newlines_swar(s: &[u8]) -> u64 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let mut words = s.chunks_exact(8);
    let mut n = 0u64;
    for w in &mut words {
        let x = u64::from_le_bytes(w.try_into().expect("8 bytes")) ^ 0x0A0A_0A0A_0A0A_0A0A;
        // High bit of each byte that was '\n' (exact: no borrows between bytes).
        let zero = !(((x & LOW7) + LOW7) | x) & !LOW7;
        n += u64::from(zero.count_ones());
    }
    n + words.remainder().iter().filter(|&&b| b == b'\n').count() as u64
}

/// [`count_newlines_swar`] with SSE2: 16 bytes per step, byte counters summed every 255 steps.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
fn count_newlines(s: &[u8]) -> u64 {
    use std::arch::x86_64::*;
    let mut n = 0u64;
    let mut blocks = s.chunks_exact(16 * 255);
    for big in &mut blocks {
        // SAFETY: every load reads 16 bytes of `big`, with no alignment requirement; the other
        // intrinsics compute on registers; SSE2 is enabled (the cfg above).
        unsafe {
            let newline = _mm_set1_epi8(b'\n' as i8);
            let mut acc = _mm_setzero_si128();
            for chunk in big.chunks_exact(16) {
                let v = _mm_loadu_si128(chunk.as_ptr().cast());
                // Each matching byte is 0xFF = −1: subtracting counts it (at most 255 per lane).
                acc = _mm_sub_epi8(acc, _mm_cmpeq_epi8(v, newline));
            }
            let sums = _mm_sad_epu8(acc, _mm_setzero_si128());
            n += (_mm_cvtsi128_si64(sums) + _mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums)))
                as u64;
        }
    }
    n + count_newlines_swar(blocks.remainder())
}

#[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
fn count_newlines(s: &[u8]) -> u64 {
    count_newlines_swar(s)
}

/// Index of the last `\n` in `s`, 8 bytes per step from the end.
fn last_newline(s: &[u8]) -> Option<usize> {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    let mut words = s.rchunks_exact(8);
    let mut end = s.len();
    for w in &mut words {
        let x = u64::from_le_bytes(w.try_into().expect("8 bytes")) ^ 0x0A0A_0A0A_0A0A_0A0A;
        let zero = !(((x & LOW7) + LOW7) | x) & !LOW7;
        if zero != 0 {
            return Some(end - 8 + (63 - zero.leading_zeros() as usize) / 8);
        }
        end -= 8;
    }
    words.remainder().iter().rposition(|&b| b == b'\n')
}

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
    /// Scratch space for decimal tokens that do not fit the fast path.
    digits: Vec<u8>,
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
            digits: Vec::new(),
        }
    }

    /// Accounts the line ends in `buf[counted..upto]`.
    fn count_lines(&mut self, upto: usize) {
        let seen = &self.buf[self.counted..upto];
        let lines = count_newlines(seen);
        if lines > 0 {
            self.line += lines;
            let last = last_newline(seen).expect("a line end was counted");
            self.line_start = self.base + (self.counted + last + 1) as u64;
        }
        self.counted = upto;
    }

    /// Reads more input after `end`, first moving the unread bytes (and up to [`BACK`] bytes
    /// before them) to the front of the buffer; false at the end of the input.
    fn read_more(&mut self) -> Result<bool, Error> {
        self.count_lines(self.pos);
        let keep = self.pos.saturating_sub(BACK);
        self.buf.copy_within(keep..self.end, 0);
        self.base += keep as u64;
        self.pos -= keep;
        self.end -= keep;
        self.counted = self.pos;
        while !self.eof {
            match self.src.read(&mut self.buf[self.end..]) {
                Ok(0) => self.eof = true,
                Ok(n) => {
                    self.end += n;
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
            if !self.read_more()? {
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
            if self.pos == self.end && !self.read_more()? {
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

    /// Parses the tokens that lie wholly inside the [`BLOCK`] bytes at `pos` (at most `left`),
    /// folding each value into `acc`, and moves `pos` past them (or past leading whitespace).
    /// Returns how many were parsed. It stops at anything the careful path must judge: a byte
    /// that is neither digit nor whitespace, a token of more than 16 digits, or a token running
    /// past the block. Needs `BACK ≤ pos` and `pos + BLOCK ≤ end`, and `buf[pos − 1]` not a digit.
    #[inline(always)]
    fn block_u64<A>(&mut self, left: u64, mut acc: A, f: &mut impl FnMut(A, u64) -> A) -> (u64, A) {
        let p = self.pos;
        let block: &[u8; BLOCK] = self.buf[p..p + BLOCK].try_into().expect("a full block");
        let (digits, spaces) = classify(block);
        // Tokens must end before the first byte that is neither digit nor whitespace.
        let limit = (!(digits | spaces)).trailing_zeros();
        let mut starts = digits & !(digits << 1);
        let mut ends = !digits & (digits << 1);
        let complete = ends & (!0u64).checked_shl(limit).map_or(!0, |m| !m);
        let count = u64::from(complete.count_ones()).min(left);
        let mut parsed = 0;
        let mut done = p;
        while parsed < count {
            let (s, e) = (starts.trailing_zeros(), ends.trailing_zeros());
            if e - s > 16 {
                break;
            }
            let end = p + e as usize;
            acc = f(acc, digits_before(&self.buf, end, (e - s) as usize));
            starts &= starts - 1;
            ends &= ends - 1;
            parsed += 1;
            done = end;
        }
        if parsed == 0 {
            done = p + starts.trailing_zeros().min(limit) as usize;
        }
        self.pos = done;
        (parsed, acc)
    }

    /// Reads `n` u64 tokens and folds them with `f`, starting from `init`.
    ///
    /// This is the fast path: blocks of 64 bytes are classified at once (SSE2 on x86-64, SWAR
    /// elsewhere), and each token of up to 16 digits is converted from one 16-byte load in
    /// three multiply steps per 8 digits. Anything unusual (a bad byte, a token of 17 or more
    /// characters, a token across a buffer boundary, the end of the input) goes through the
    /// careful path, so errors and their positions are exactly those of [`Scanner::u64`].
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
        let mut left = n;
        while left > 0 {
            if self.end - self.pos < BLOCK && !self.eof {
                self.read_more()?;
                continue;
            }
            if self.pos >= BACK && self.end - self.pos >= BLOCK {
                let before = self.pos;
                let (parsed, a) = self.block_u64(left, acc, &mut f);
                acc = a;
                left -= parsed;
                if parsed > 0 || self.pos > before {
                    continue;
                }
            }
            acc = f(acc, self.u64(what)?);
            left -= 1;
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
        self.fold_u64(n, what, (), |(), v| out.push(v))
    }

    /// The common case of [`Scanner::try_decimal_map`]: a token of digits followed by
    /// whitespace, all inside the buffer. Returns the token's start, the start of its digits
    /// without leading zeros (one zero stays for zero) and its end, relative to `pos`.
    #[inline]
    fn quick_decimal(&self) -> Option<(usize, usize, usize)> {
        let buf = &self.buf[self.pos..self.end];
        let mut i = 0;
        while i < buf.len() && is_space(buf[i]) {
            i += 1;
        }
        let start = i;
        while i < buf.len() && buf[i].is_ascii_digit() {
            i += 1;
        }
        if i == start || i == buf.len() || !is_space(buf[i]) {
            return None;
        }
        let mut digits = start;
        while digits + 1 < i && buf[digits] == b'0' {
            digits += 1;
        }
        Some((start, digits, i))
    }

    /// An error about the token in `buf[start..end]`.
    fn error_in_buffer(&mut self, start: usize, end: usize, what: &str) -> Error {
        self.count_lines(start);
        let shown = (end - start).min(SHOW);
        let mut t = Token {
            line: self.line,
            column: self.base + start as u64 - self.line_start + 1,
            text: [0; SHOW],
            len: shown,
            cut: end - start > SHOW,
            valid: false,
        };
        t.text[..shown].copy_from_slice(&self.buf[start..start + shown]);
        t.error(what)
    }

    /// Reads a decimal token of any length and hands its digits, without leading zeros (zero is
    /// `"0"`), to `f`; if `f` returns `None`, an error at that token. `None` if only whitespace
    /// is left.
    ///
    /// # Constraints
    /// At most `max_digits` digits after leading zeros (longer tokens are an error, found as
    /// soon as the limit is passed); `what` should say so.
    ///
    /// # Complexity
    /// O(token length) plus the cost of `f`; memory O(max_digits).
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"000123456789012345678901234567890 0"[..]);
    /// let digits = |d: &[u8]| Some(d.to_vec());
    /// assert_eq!(sc.try_decimal_map("a number", 100, digits).unwrap().unwrap(), b"123456789012345678901234567890");
    /// assert_eq!(sc.try_decimal_map("a number", 100, digits).unwrap().unwrap(), b"0");
    /// assert_eq!(sc.try_decimal_map("a number", 100, digits).unwrap(), None);
    /// ```
    pub fn try_decimal_map<T>(
        &mut self,
        what: &str,
        max_digits: usize,
        f: impl FnOnce(&[u8]) -> Option<T>,
    ) -> Result<Option<T>, Error> {
        if let Some((start, digits, end)) = self.quick_decimal() {
            if end - digits <= max_digits {
                let at = self.pos;
                return match f(&self.buf[at + digits..at + end]) {
                    Some(x) => {
                        self.pos = at + end;
                        Ok(Some(x))
                    }
                    None => Err(self.error_in_buffer(at + start, at + end, what)),
                };
            }
        }
        let mut digits = std::mem::take(&mut self.digits);
        digits.clear();
        let t = self.careful_token(|b| {
            if !b.is_ascii_digit() || digits.len() >= max_digits {
                return false;
            }
            if b != b'0' || !digits.is_empty() {
                digits.push(b);
            }
            true
        });
        if digits.is_empty() {
            digits.push(b'0');
        }
        let result = match t? {
            None => Ok(None),
            Some(t) if t.valid => f(&digits).map(Some).ok_or_else(|| t.error(what)),
            Some(t) => Err(t.error(what)),
        };
        self.digits = digits;
        result
    }

    /// As [`Scanner::try_decimal_map`], but the end of the input is an error.
    ///
    /// # Complexity
    /// As [`Scanner::try_decimal_map`].
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"12 1x"[..]);
    /// assert_eq!(sc.decimal_map("a number", 5, |d| Some(d.len())).unwrap(), 2);
    /// let e = sc.decimal_map("a number", 5, |d| Some(d.len())).unwrap_err();
    /// assert_eq!(e.to_string(), "line 1, column 4: expected a number, found \"1x\"");
    /// ```
    pub fn decimal_map<T>(
        &mut self,
        what: &str,
        max_digits: usize,
        f: impl FnOnce(&[u8]) -> Option<T>,
    ) -> Result<T, Error> {
        self.try_decimal_map(what, max_digits, f)?
            .ok_or_else(|| ended(what))
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
        for step in [1, 2, 1 << 20] {
            let mut sc = Scanner::new(Trickle(b"0000 12 0012345 7", step));
            let mut read = || sc.try_decimal_map("n", 5, |d| Some(d.to_vec())).unwrap();
            assert_eq!(read().unwrap(), b"0");
            assert_eq!(read().unwrap(), b"12");
            assert_eq!(read().unwrap(), b"12345");
            assert_eq!(read().unwrap(), b"7");
            assert_eq!(read(), None);
        }
        let e =
            Scanner::new(&b" 123456 "[..]).try_decimal_map("a short number", 5, |d| Some(d.len()));
        assert_eq!(
            e.unwrap_err().to_string(),
            "line 1, column 2: expected a short number, found \"123456\""
        );
        let e = Scanner::new(&b"\n\n 12 "[..]).try_decimal_map("a small number", 5, |_| None::<()>);
        assert_eq!(
            e.unwrap_err().to_string(),
            "line 3, column 2: expected a small number, found \"12\""
        );
        let e = Scanner::new(&b"\n 12"[..]).try_decimal_map("a small number", 5, |_| None::<()>);
        assert_eq!(
            e.unwrap_err().to_string(),
            "line 2, column 2: expected a small number, found \"12\""
        );
    }

    #[test]
    fn a_million_digit_token_is_refused_early() {
        let mut input = vec![b'7'; 1_000_000];
        input.push(b'\n');
        let mut sc = Scanner::new(&input[..]);
        let e = sc
            .try_decimal_map("a number of at most 1000 digits", 1000, |d| Some(d.len()))
            .unwrap_err();
        assert!(e.to_string().starts_with(
            "line 1, column 1: expected a number of at most 1000 digits, found \"7777"
        ));
        assert!(
            sc.base + (sc.pos as u64) < 100_000,
            "read far past the limit"
        );
        let mut zeros = vec![b'0'; 1_000_000];
        zeros.extend_from_slice(b"42 ");
        let mut sc = Scanner::new(&zeros[..]);
        assert_eq!(
            sc.try_decimal_map("n", 2, |d| Some(d.to_vec()))
                .unwrap()
                .unwrap(),
            b"42"
        );
    }

    /// The reference reading of `n` numbers from `input`: split at whitespace, parse each token
    /// with the standard library, and say where the first bad token starts.
    fn reference(input: &[u8], n: usize) -> Result<Vec<u64>, String> {
        let mut out = Vec::new();
        let mut i = 0;
        while out.len() < n {
            while i < input.len() && is_space(input[i]) {
                i += 1;
            }
            if i == input.len() {
                return Err("input ended: expected a number".to_string());
            }
            let start = i;
            while i < input.len() && !is_space(input[i]) {
                i += 1;
            }
            let token = &input[start..i];
            let value = std::str::from_utf8(token)
                .ok()
                .filter(|t| t.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|t| t.parse::<u64>().ok());
            match value {
                Some(v) => out.push(v),
                None => {
                    let line = 1 + input[..start].iter().filter(|&&b| b == b'\n').count();
                    let line_start = input[..start]
                        .iter()
                        .rposition(|&b| b == b'\n')
                        .map_or(0, |p| p + 1);
                    let shown = &token[..token.len().min(SHOW)];
                    let cut = if token.len() > SHOW { "..." } else { "" };
                    return Err(format!(
                        "line {line}, column {}: expected a number, found \"{}{cut}\"",
                        start - line_start + 1,
                        shown.escape_ascii()
                    ));
                }
            }
        }
        Ok(out)
    }

    /// A random input of roughly `tokens` tokens: numbers of every length (leading zeros, 20
    /// digits, overflow), whitespace of every kind and length, and now and then a bad token.
    fn random_input(rng: &mut impl rand::RngExt, tokens: usize, bad: bool) -> Vec<u8> {
        let mut s = Vec::new();
        for _ in 0..tokens {
            match rng.random_range(0..100) {
                0..=59 => {
                    s.extend_from_slice(rng.random_range(0..1u64 << 30).to_string().as_bytes())
                }
                60..=74 => s.extend_from_slice(rng.random::<u64>().to_string().as_bytes()),
                75..=79 => s.extend_from_slice(
                    format!(
                        "{:0w$}",
                        rng.random_range(0..1000u64),
                        w = rng.random_range(1..40)
                    )
                    .as_bytes(),
                ),
                80..=84 => s.extend_from_slice(rng.random_range(0..10u64).to_string().as_bytes()),
                85..=87 => s.extend_from_slice(
                    (u128::from(u64::MAX) + rng.random_range(0..3u128))
                        .to_string()
                        .as_bytes(),
                ),
                88..=94 => {
                    s.extend((0..rng.random_range(1..17)).map(|_| b'0' + rng.random_range(0..10u8)))
                }
                _ if bad => {
                    let junk: &[&[u8]] = &[
                        b"x", b"-1", b"2.5", b"+3", b"\x00", b"\xff7", b"12a", b"\"", b"1e5",
                    ];
                    s.extend_from_slice(junk[rng.random_range(0..junk.len())]);
                }
                _ => s.extend_from_slice(b"42"),
            }
            let spaces: &[&[u8]] = &[
                b" ", b" ", b" ", b"\n", b"\r\n", b"\t", b"  \t ", b"\x0b", b"\x0c", b"\n\n",
            ];
            s.extend_from_slice(spaces[rng.random_range(0..spaces.len())]);
            if rng.random_range(0..50) == 0 {
                s.extend(std::iter::repeat(b' ').take(rng.random_range(1..200)));
            }
        }
        if rng.random() {
            // No final whitespace.
            while s.last().is_some_and(|&b| is_space(b)) {
                s.pop();
            }
        }
        s
    }

    /// The fast path (blocks, SSE2 or SWAR) and the careful path give the same values and the
    /// same errors as the reference, however the input arrives: all at once, or 1..N bytes per
    /// read, so that tokens straddle every kind of buffer boundary.
    #[test]
    fn fast_path_agrees_with_reference_for_any_chunking() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(7);
        for round in 0..600 {
            let tokens = if round % 10 == 0 {
                rng.random_range(5000..20000)
            } else {
                rng.random_range(0..300)
            };
            let bad = round % 3 == 0;
            let input = random_input(&mut rng, tokens, bad);
            let n = if rng.random() {
                tokens
            } else {
                rng.random_range(0..tokens + 3)
            };
            let want = reference(&input, n);
            for step in [
                usize::MAX,
                rng.random_range(1..8),
                rng.random_range(1..5000),
                BUF_SIZE - 1,
            ] {
                let mut sc = Scanner::new(Trickle(&input, step));
                let got = sc.fold_u64(n as u64, "a number", Vec::new(), |mut v, x| {
                    v.push(x);
                    v
                });
                assert_eq!(
                    got.map_err(|e| e.to_string()),
                    want,
                    "round {round}, step {step}"
                );
            }
            // Token by token through the careful and quick paths.
            let mut sc = Scanner::new(Trickle(&input, 1 + round % 13));
            let one_by_one: Result<Vec<u64>, String> = (0..n)
                .map(|_| sc.u64("a number").map_err(|e| e.to_string()))
                .collect();
            assert_eq!(one_by_one, want, "round {round}, one by one");
        }
    }

    #[test]
    fn classification_sse2_and_swar_agree() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(11);
        let mut block = [0u8; BLOCK];
        for round in 0..20_000 {
            for b in block.iter_mut() {
                let edges = b" \t\n\r\x0b\x0c0123456789/:\x08\x0e\x1f!\x80\xff";
                *b = if round % 2 == 0 {
                    rng.random()
                } else {
                    edges[rng.random_range(0..edges.len())]
                };
            }
            let (d, s) = classify_swar(&block);
            assert_eq!((d, s), classify(&block));
            for (i, &b) in block.iter().enumerate() {
                assert_eq!(d >> i & 1 == 1, b.is_ascii_digit(), "byte {b:#x}");
                assert_eq!(s >> i & 1 == 1, is_space(b), "byte {b:#x}");
            }
        }
    }

    #[test]
    fn conversion_sse2_and_swar_agree() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(13);
        let mut buf = [b' '; 40];
        for _ in 0..100_000 {
            let len = rng.random_range(1..=16);
            let end = rng.random_range(16..=40);
            for (i, b) in buf.iter_mut().enumerate() {
                *b = if i + len >= end && i < end {
                    b'0' + rng.random_range(0..10u8)
                } else {
                    rng.random()
                };
            }
            let want: u64 = std::str::from_utf8(&buf[end - len..end])
                .unwrap()
                .parse()
                .unwrap();
            assert_eq!(digits_before_swar(&buf, end, len), want);
            assert_eq!(digits_before(&buf, end, len), want);
        }
    }

    #[test]
    fn newline_counting_sse2_and_swar_agree() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(17);
        for len in (0..300).chain([4079, 4080, 4081, 9000]) {
            let s: Vec<u8> = (0..len)
                .map(|_| {
                    if rng.random_range(0..4) == 0 {
                        b'\n'
                    } else {
                        rng.random()
                    }
                })
                .collect();
            let want = s.iter().filter(|&&b| b == b'\n').count() as u64;
            assert_eq!(count_newlines_swar(&s), want);
            assert_eq!(count_newlines(&s), want);
            assert_eq!(last_newline(&s), s.iter().rposition(|&b| b == b'\n'));
        }
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
