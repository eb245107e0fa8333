//! [`Writer`]: buffered output with integer formatting that does not go through `core::fmt`.

use std::convert::TryInto; // not in the 2018 prelude (CSES offers edition 2018)
use std::io::{self, Write};

/// Bytes buffered before a write.
const SIZE: usize = 1 << 16;

/// The buffer: [`SIZE`] bytes and room for the 8-byte stores of a number that starts below it
/// (so that a position taken modulo `SIZE` needs no bounds check).
type Buf = [u8; SIZE + 32];

/// `QUADS[i]` is `i % 10^4` in four ASCII digits, the first in the lowest byte. Indices up to
/// 2^14 let a quotient below 10^4 index it without a bounds check.
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

/// The 8 decimal digits of `x` < 10^8 as ASCII, the first (most significant) in the lowest
/// byte, with leading zeros: two lookups of four.
#[inline(always)]
fn eight_digits(x: u64) -> u64 {
    let (high, low) = ((x / 10_000) as usize, (x % 10_000) as usize);
    u64::from(QUADS[high % (1 << 14)]) | u64::from(QUADS[low]) << 32
}

/// Stores the 8 bytes of `word` at `buf[at..]`, lowest first: one store (a slice copy of a
/// length known only at run time may become a call of `memcpy` at `-C opt-level=2`).
#[inline(always)]
fn store8(buf: &mut Buf, at: usize, word: u64) {
    let to: &mut [u8; 8] = (&mut buf[at..at + 8]).try_into().expect("8 bytes");
    *to = word.to_le_bytes();
}

/// Stores the digits of `x` < 10^8 without leading zeros (one `0` for zero) at `buf[at..]`
/// and returns the position after them. Writes 8 bytes whatever the length.
#[inline(always)]
fn put_leading(buf: &mut Buf, at: usize, x: u64) -> usize {
    let d = eight_digits(x);
    // Leading zero digits are the low bytes that are `0`; zero itself keeps one.
    let zeros = (((d ^ 0x3030_3030_3030_3030) | (1 << 56)).trailing_zeros() / 8) as usize;
    store8(buf, at, d >> (8 * zeros));
    at + 8 - zeros
}

/// Stores `x` < 100 in one or two digits at `buf[at..]`; the position after them.
#[inline(always)]
fn put_pair(buf: &mut Buf, at: usize, x: u64) -> usize {
    // The last two of four digits; with one digit, shifted one byte further (the byte after
    // it is overwritten by what follows).
    let two = usize::from(x >= 10);
    let digits = (QUADS[x as usize % 100] >> (24 - 8 * two)) as u16;
    buf[at..at + 2].copy_from_slice(&digits.to_le_bytes());
    at + 1 + two
}

/// Stores the 8 digits of `x` < 10^8 at `buf[at..]`.
#[inline(always)]
fn put_eight(buf: &mut Buf, at: usize, x: u64) -> usize {
    store8(buf, at, eight_digits(x));
    at + 8
}

/// Stores the decimal digits of `v` at `buf[at..]` and returns the position after them; needs
/// 24 bytes of room.
#[inline(always)]
fn put_u64(buf: &mut Buf, at: usize, v: u64) -> usize {
    const E8: u64 = 100_000_000;
    if v < E8 {
        put_leading(buf, at, v)
    } else if v < 100 * E8 {
        // 9 or 10 digits (the usual judge values): one or two from a table, then eight.
        let at = put_pair(buf, at, v / E8);
        put_eight(buf, at, v % E8)
    } else if v < E8 * E8 {
        let at = put_leading(buf, at, v / E8);
        put_eight(buf, at, v % E8)
    } else {
        let at = put_leading(buf, at, v / (E8 * E8));
        let at = put_eight(buf, at, v / E8 % E8);
        put_eight(buf, at, v % E8)
    }
}

/// Buffered output: bytes, lines and decimal integers, written to `W` when 64 KiB are
/// collected and on [`Writer::flush`].
///
/// A write error is kept for [`Writer::error`] and later output is dropped; the writer never
/// ends the process (`run` decides what an error means).
///
/// # Complexity
/// O(bytes written).
///
/// # Example
/// ```
/// let mut out = impartial::io::Writer::new(Vec::new());
/// out.u64(0).byte(b' ').u64(u64::MAX).line("");
/// out.u64s([3, 10, 7]).line("");
/// out.line("Yes");
/// out.flush();
/// assert_eq!(out.get_ref(), b"0 18446744073709551615\n3 10 7\nYes\n");
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
        Writer {
            out,
            buf: vec![0; SIZE + 32]
                .into_boxed_slice()
                .try_into()
                .expect("the size"),
            len: 0,
            error: None,
        }
    }

    /// Makes room for `n` ≤ 64 KiB more bytes.
    #[inline(always)]
    fn room(&mut self, n: usize) {
        if self.len + n > SIZE {
            self.spill();
        }
    }

    /// [`Writer::flush`] out of line, so that the hot paths stay small.
    #[cold]
    #[inline(never)]
    fn spill(&mut self) {
        self.flush();
    }

    /// Appends raw bytes.
    #[inline]
    pub fn bytes(&mut self, s: &[u8]) -> &mut Self {
        if s.len() <= 32 {
            // A short piece (a word, a digit and a line end): one copy, no loop.
            // (Not `len % SIZE`: an empty piece leaves a full buffer full, at `SIZE`.)
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

    /// Appends `v` in decimal: its digits only, **no separator** (`out.u64(3).u64(1)` writes
    /// `31`). For one number a line, [`Writer::u64_line`]; for a line of numbers separated by
    /// spaces, [`Writer::u64s`] then `.line("")`; or `writeln!(out, "{} {}", a, b)`.
    ///
    /// # Example
    /// ```
    /// let mut out = impartial::io::Writer::new(Vec::new());
    /// out.u64(3).u64(1).byte(b' ').u64(7);
    /// out.flush();
    /// assert_eq!(out.get_ref(), b"31 7");
    /// ```
    #[inline]
    pub fn u64(&mut self, v: u64) -> &mut Self {
        self.room(24);
        // `len % SIZE` is `len`, now below `SIZE`; it tells the compiler so.
        self.len = put_u64(&mut self.buf, self.len % SIZE, v);
        self
    }

    /// Appends `v` in decimal and a line end: one number a line.
    ///
    /// # Example
    /// ```
    /// let mut out = impartial::io::Writer::new(Vec::new());
    /// out.u64_line(3).u64_line(1);
    /// out.flush();
    /// assert_eq!(out.get_ref(), b"3\n1\n");
    /// ```
    #[inline]
    pub fn u64_line(&mut self, v: u64) -> &mut Self {
        self.u64(v).byte(b'\n')
    }

    /// Appends `v` in decimal, with a `-` if it is negative.
    ///
    /// # Example
    /// ```
    /// let mut out = impartial::io::Writer::new(Vec::new());
    /// out.i64(-12).byte(b' ').i64(i64::MIN).byte(b' ').i64(7);
    /// out.flush();
    /// assert_eq!(out.get_ref(), b"-12 -9223372036854775808 7");
    /// ```
    #[inline]
    pub fn i64(&mut self, v: i64) -> &mut Self {
        if v < 0 {
            self.byte(b'-');
        }
        self.u64(v.unsigned_abs())
    }

    /// Formatted output, as `write!` and `writeln!` call it: `writeln!(out, "{} {}", a, b)`
    /// works with no trait imported (the `Result` is always `Ok`; a failed write is kept for
    /// [`Writer::error`], as for every other method).
    ///
    /// # Example
    /// ```
    /// let mut out = impartial::io::Writer::new(Vec::new());
    /// writeln!(out, "{} {}", 3, "x").unwrap();
    /// write!(out, "{:>3}", -1).unwrap();
    /// out.flush();
    /// assert_eq!(out.get_ref(), b"3 x\n -1");
    /// ```
    pub fn write_fmt(&mut self, args: std::fmt::Arguments<'_>) -> std::fmt::Result {
        match args.as_str() {
            Some(s) => {
                self.bytes(s.as_bytes());
                Ok(())
            }
            None => std::fmt::Write::write_fmt(self, args),
        }
    }

    /// Appends the values separated by single spaces (no space before the first or after the
    /// last, and no line end: `.line("")` ends the line).
    ///
    /// # Example
    /// ```
    /// let mut out = impartial::io::Writer::new(Vec::new());
    /// out.u64s([3, 1, 4]).line("");
    /// out.flush();
    /// assert_eq!(out.get_ref(), b"3 1 4\n");
    /// ```
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

    /// Writes out everything buffered (nothing after a write error).
    pub fn flush(&mut self) {
        if self.error.is_none() {
            let done = self.out.write_all(&self.buf[..self.len]);
            if let Err(e) = done.and_then(|()| self.out.flush()) {
                self.error = Some(e);
            }
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

/// `write!(out, …)` through `std::fmt::Write` as well, for code generic over it.
impl<W: Write> std::fmt::Write for Writer<W> {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        self.bytes(s.as_bytes());
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn format(v: u64) -> String {
        let mut buf = [0u8; SIZE + 32];
        let end = put_u64(&mut buf, 3, v);
        String::from_utf8(buf[3..end].to_vec()).unwrap()
    }

    #[test]
    fn eight_digits_is_exact_on_every_half() {
        // Each 4-digit half is a lookup: all of them, in both halves.
        for y in 0..10_000u64 {
            for x in [y, y * 10_000, y * 10_000 + 9999 - y] {
                let want = format!("{x:08}");
                assert_eq!(eight_digits(x), {
                    u64::from_le_bytes(want.as_bytes().try_into().unwrap())
                });
            }
        }
    }

    #[test]
    fn integers_format_as_std_does() {
        let mut v = vec![0, 1, 9, 10, 99, 100, 12345, u64::MAX / 10, u64::MAX];
        // Every leading pair of 9 and 10-digit numbers.
        v.extend((0..100).map(|h| h * 100_000_000 + 4_000_321));
        for k in 0..20 {
            let p = 10u64.pow(k);
            v.extend([p - 1, p, p + 1, p.saturating_mul(3).saturating_add(7)]);
        }
        let mut x = 1u64;
        for _ in 0..10_000 {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            v.extend([x, x >> 20, x >> 37, x >> 50]);
        }
        for v in v {
            assert_eq!(format(v), v.to_string());
        }
    }

    #[test]
    fn lists_and_full_buffers() {
        let mut out = Writer::new(Vec::new());
        for i in 0..100_000u64 {
            out.u64s([i, i * 1_000_000_007]).byte(b'\n');
        }
        out.u64s(std::iter::empty()).line("end");
        out.flush();
        let text = String::from_utf8(out.get_ref().clone()).unwrap();
        assert_eq!(text.lines().count(), 100_001);
        assert_eq!(text.lines().nth(99_999), Some("99999 99999000699993"));
        assert!(text.ends_with("\nend\n"));
        let mut big = Writer::new(Vec::new());
        big.bytes(&vec![b'x'; 3 * SIZE + 5]).flush();
        assert_eq!(big.get_ref().len(), 3 * SIZE + 5);
        // Short pieces of every length up to 33, across many buffer ends.
        let mut short = Writer::new(Vec::new());
        let mut want = Vec::new();
        for i in 0..20_000 {
            let piece: Vec<u8> = (0..i % 34).map(|j| b'a' + (i + j) as u8 % 26).collect();
            short.bytes(&piece);
            want.extend_from_slice(&piece);
        }
        short.flush();
        assert_eq!(short.get_ref(), &want);
        // An empty piece when the buffer is exactly full keeps what is buffered.
        let mut full = Writer::new(Vec::new());
        for _ in 0..SIZE / 32 {
            full.bytes(&[b'z'; 32]);
        }
        full.bytes(b"").line("");
        full.flush();
        assert_eq!(full.get_ref().len(), SIZE + 1);
    }

    #[test]
    fn errors_are_kept_not_fatal() {
        struct Full;
        impl Write for Full {
            fn write(&mut self, _: &[u8]) -> io::Result<usize> {
                Err(io::Error::new(io::ErrorKind::BrokenPipe, "closed"))
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        let mut out = Writer::new(Full);
        out.line("Yes");
        out.flush();
        out.line("more");
        out.flush();
        assert_eq!(out.error().unwrap().kind(), io::ErrorKind::BrokenPipe);
    }
}
