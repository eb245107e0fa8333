//! [`Writer`]: buffered output with integer formatting that does not go through `core::fmt`.
//!
//! The formatter's functions are `#[inline(always)]`: left to the compiler, they stay calls
//! and number-printing inputs run 10–15 % slower (measured; see docs/performance.md).

use std::convert::TryInto; // not in the 2018 prelude (CSES offers edition 2018)
use std::io::{self, Write};

/// Bytes buffered before a write.
const SIZE: usize = 1 << 16;

/// [`SIZE`] bytes and room for the 8-byte stores of a number that starts below it.
type Buf = [u8; SIZE + 32];

/// `QUADS[i]` is `i % 10^4` in four ASCII digits, the first in the lowest byte (2^14 entries:
/// a quotient below 10^4 indexes it without a bounds check).
static QUADS: [u32; 1 << 14] = {
    let (mut t, mut i) = ([0; 1 << 14], 0);
    while i < 1 << 14 {
        let x = i as u32;
        t[i] = 0x3030_3030
            + x / 1000 % 10
            + ((x / 100 % 10) << 8)
            + ((x / 10 % 10) << 16)
            + ((x % 10) << 24);
        i += 1;
    }
    t
};

/// The 8 digits of `x` < 10^8 with leading zeros, the first in the lowest byte.
#[inline(always)]
fn eight_digits(x: u64) -> u64 {
    let (high, low) = ((x / 10_000) as usize, (x % 10_000) as usize);
    u64::from(QUADS[high % (1 << 14)]) | u64::from(QUADS[low]) << 32
}

/// Stores `word` at `buf[at..]` (one store, not a `memcpy` of `len`) and returns `at + len`.
#[inline(always)]
fn store8(buf: &mut Buf, at: usize, word: u64, len: usize) -> usize {
    let to: &mut [u8; 8] = (&mut buf[at..at + 8]).try_into().expect("8 bytes");
    *to = word.to_le_bytes();
    at + len
}

/// Stores the digits of `x` < 10^8 without leading zeros at `buf[at..]`; the end.
#[inline(always)]
fn put_leading(buf: &mut Buf, at: usize, x: u64) -> usize {
    let d = eight_digits(x);
    // Leading zero digits are the low bytes that are `0`; zero itself keeps one.
    let zeros = (((d ^ 0x3030_3030_3030_3030) | (1 << 56)).trailing_zeros() / 8) as usize;
    store8(buf, at, d >> (8 * zeros), 8 - zeros)
}

/// Stores the digits of `v` at `buf[at..]` (24 bytes of room); the end.
#[inline(always)]
fn put_u64(buf: &mut Buf, at: usize, v: u64) -> usize {
    const E8: u64 = 100_000_000;
    if v < E8 {
        put_leading(buf, at, v)
    } else if v < 100 * E8 {
        // 9 or 10 digits (the usual judge values): one or two from a table, then eight (with
        // one digit, the pair is shifted one byte further and its second byte overwritten).
        let two = usize::from(v >= 10 * E8);
        let pair = (QUADS[(v / E8) as usize % 100] >> (24 - 8 * two)) as u16;
        buf[at..at + 2].copy_from_slice(&pair.to_le_bytes());
        store8(buf, at + 1 + two, eight_digits(v % E8), 8)
    } else if v < E8 * E8 {
        let at = put_leading(buf, at, v / E8);
        store8(buf, at, eight_digits(v % E8), 8)
    } else {
        let at = put_leading(buf, at, v / (E8 * E8));
        let at = store8(buf, at, eight_digits(v / E8 % E8), 8);
        store8(buf, at, eight_digits(v % E8), 8)
    }
}

/// Buffered output of bytes, lines and integers, written to `W` every 64 KiB and on
/// [`Writer::flush`]. A write error is kept for [`Writer::error`], and later output dropped.
///
/// # Complexity
/// O(bytes written).
///
/// # Example
/// ```
/// let mut out = impartial::io::Writer::new(Vec::new());
/// out.u64(0).byte(b' ').u64(u64::MAX).line("");
/// out.u64s([3, 10, 7]).line("").u64_line(5).i64(-12).line("");
/// writeln!(out, "{} {}", 3, "x").unwrap();
/// out.line("Yes").flush();
/// assert_eq!(out.get_ref(), b"0 18446744073709551615\n3 10 7\n5\n-12\n3 x\nYes\n");
/// ```
pub struct Writer<W: Write> {
    out: W,
    buf: Box<Buf>,
    len: usize,
    error: Option<io::Error>,
}

impl<W: Write> Writer<W> {
    /// A writer to `out`.
    pub fn new(out: W) -> Self {
        // Zeroed pages from the allocator, not 64 KiB written at start-up.
        let buf = vec![0; SIZE + 32]
            .into_boxed_slice()
            .try_into()
            .expect("the size");
        Writer {
            out,
            buf,
            len: 0,
            error: None,
        }
    }

    #[inline(always)]
    fn room(&mut self, n: usize) {
        if self.len + n > SIZE {
            self.flush();
        }
    }

    /// Appends raw bytes.
    #[inline]
    pub fn bytes(&mut self, s: &[u8]) -> &mut Self {
        if s.len() <= 32 {
            // A short piece (a word, a digit and a line end): one copy, no loop.
            self.room(s.len());
            self.buf[self.len..self.len + s.len()].copy_from_slice(s);
            self.len += s.len();
            return self;
        }
        for part in s.chunks(SIZE) {
            self.room(part.len());
            self.buf[self.len..self.len + part.len()].copy_from_slice(part);
            self.len += part.len();
        }
        self
    }

    /// Appends `s` and a line end.
    #[inline]
    pub fn line(&mut self, s: &str) -> &mut Self {
        self.bytes(s.as_bytes()).byte(b'\n')
    }

    /// Appends one byte.
    #[inline]
    pub fn byte(&mut self, b: u8) -> &mut Self {
        self.room(1);
        self.buf[self.len] = b;
        self.len += 1;
        self
    }

    /// Appends `v` in decimal, **no separator** (`out.u64(3).u64(1)` writes `31`).
    #[inline]
    pub fn u64(&mut self, v: u64) -> &mut Self {
        self.room(24);
        // `len % SIZE` is `len`, now below `SIZE`; it tells the compiler so.
        self.len = put_u64(&mut self.buf, self.len % SIZE, v);
        self
    }

    /// Appends `v` in decimal and a line end: one number a line.
    #[inline]
    pub fn u64_line(&mut self, v: u64) -> &mut Self {
        self.u64(v).byte(b'\n')
    }

    /// Appends `v` in decimal, with a `-` if it is negative.
    #[inline]
    pub fn i64(&mut self, v: i64) -> &mut Self {
        if v < 0 {
            self.byte(b'-');
        }
        self.u64(v.unsigned_abs())
    }

    /// Formatted output, for `write!` and `writeln!` with no trait imported (always `Ok`).
    pub fn write_fmt(&mut self, args: std::fmt::Arguments<'_>) -> std::fmt::Result {
        std::fmt::Write::write_fmt(self, args)
    }

    /// Appends the values separated by single spaces (no line end: `.line("")` ends it).
    pub fn u64s(&mut self, values: impl IntoIterator<Item = u64>) -> &mut Self {
        let mut values = values.into_iter();
        if let Some(first) = values.next() {
            self.u64(first);
        }
        for v in values {
            self.room(25);
            let at = self.len % SIZE;
            self.buf[at] = b' ';
            self.len = put_u64(&mut self.buf, at + 1, v);
        }
        self
    }

    /// Writes out everything buffered (nothing after a write error). Out of line: the hot
    /// paths that make room stay small.
    #[cold]
    #[inline(never)]
    pub fn flush(&mut self) {
        if self.error.is_none() {
            let done = self.out.write_all(&self.buf[..self.len]);
            self.error = done.and_then(|()| self.out.flush()).err();
        }
        self.len = 0;
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

/// `write!` through `std::fmt::Write` too, for code generic over it.
impl<W: Write> std::fmt::Write for Writer<W> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.bytes(s.as_bytes());
        Ok(())
    }
}
