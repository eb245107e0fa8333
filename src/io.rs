//! Streaming scanner and buffered writer shared by every binary.
//!
//! [`Scanner`] reads whitespace-separated tokens from any [`Read`] through one fixed buffer of
//! [`BUF_SIZE`] bytes (or from chunks that [`Prefetch`] reads ahead on a second thread), so
//! memory does not grow with the input. Any ASCII whitespace separates tokens (space, tab, CR,
//! LF, vertical tab, form feed); CRLF files, blank lines and a missing final newline are all
//! fine. Every read either returns a value or an [`Error`] that says where the bad token starts
//! (1-based line and byte column) and what was expected. The bulk reader
//! ([`Scanner::fold_u64`]) parses 64-byte blocks at a time (SSE2, AVX2 where detected at run
//! time, SWAR elsewhere) and falls back to a careful byte-by-byte path for anything unusual.
//!
//! [`Writer`] collects output in one buffer of [`OUT_SIZE`] bytes, formats integers four digits
//! per table lookup, and writes when full or at the end.
//!
//! [`run`] ties both to stdin and stdout and implements the error contract of every binary:
//! answers already written are flushed, then one line `BIN: error: …` goes to stderr and the
//! process exits with code 2.

use std::fmt;
use std::io::{self, Read, Write};
use std::sync::mpsc;

/// Size in bytes of a scanner's buffer when it reads through [`Reader`].
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

/// The high bit of each byte of `w` that is not an ASCII digit (SWAR, exact: no carries
/// between bytes).
#[inline(always)]
fn not_digit(w: u64) -> u64 {
    let t = w ^ ZEROS;
    (((t & 0x7F7F_7F7F_7F7F_7F7F) + 0x7676_7676_7676_7676) | t) & 0x8080_8080_8080_8080
}

/// The top `k` bytes of a u64 (k ≤ 8).
#[inline(always)]
fn top_bytes(k: usize) -> u64 {
    (!0u64).checked_shl(8 * (8 - k as u32)).unwrap_or(0)
}

/// The value of the last `len` ≤ 16 of the 16 ASCII bytes `w` (the 16 bytes that end where a
/// token ends): one 16-byte load, bytes before the token masked away.
#[cfg_attr(all(target_arch = "x86_64", target_feature = "sse2"), allow(dead_code))]
#[inline(always)]
fn digits_before_swar(w: &[u8; 16], len: usize) -> u64 {
    let hi = u64::from_le_bytes([w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]]) ^ ZEROS;
    let lo = u64::from_le_bytes([w[8], w[9], w[10], w[11], w[12], w[13], w[14], w[15]]) ^ ZEROS;
    let hi = eight_digits(hi & top_bytes(len.saturating_sub(8)));
    hi * 100_000_000 + eight_digits(lo & top_bytes(len.min(8)))
}

/// 16 zero bytes then 32 `0xFF`: the 16 bytes from `KEEP[len]` keep the last `len` ≤ 16.
const KEEP: [u8; 48] = {
    let mut k = [0xFF; 48];
    let mut i = 0;
    while i < 16 {
        k[i] = 0;
        i += 1;
    }
    k
};

/// The mask that keeps the last `len` ≤ 16 of 16 bytes (indexed so that no bounds check is
/// needed: `len & 31` is `len` here).
#[inline(always)]
fn keep_last(len: usize) -> &'static [u8; 16] {
    let i = len & 31;
    KEEP[i..i + 16].try_into().expect("16 bytes")
}

/// The bytes a block step reads: [`BACK`] bytes before the block (the start of a value load
/// may reach back that far) and the block.
const WINDOW: usize = BACK + BLOCK;

/// The 16 bytes that end where a token ending at `e` ≤ 64 in the block ends.
#[inline(always)]
fn sixteen_before(window: &[u8; WINDOW], e: usize) -> &[u8; 16] {
    window[e..e + 16].try_into().expect("16 bytes")
}

/// [`digits_before_swar`] with SSE2: the 16 digits are merged into pairs, quads and octets in
/// vector lanes (multiply-adds), and the two octets are joined in a general register.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[inline(always)]
fn digits_before(w: &[u8; 16], len: usize) -> u64 {
    use std::arch::x86_64::*;
    let keep = keep_last(len);
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
fn digits_before(w: &[u8; 16], len: usize) -> u64 {
    digits_before_swar(w, len)
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

/// Whether this processor has the features of the modern fast path ([`classify_avx2`],
/// [`digits_before_avx2`], and `tzcnt`/`blsr`/`popcnt` for the bit masks). Checked at run time:
/// builds assume nothing beyond the target's baseline.
#[cfg(target_arch = "x86_64")]
fn modern() -> bool {
    is_x86_feature_detected!("avx2")
        && is_x86_feature_detected!("bmi1")
        && is_x86_feature_detected!("bmi2")
        && is_x86_feature_detected!("popcnt")
        && is_x86_feature_detected!("lzcnt")
}

/// [`classify_swar`] with AVX2: 32 bytes per step.
///
/// # Safety
/// The processor must support AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn classify_avx2(block: &[u8; BLOCK]) -> (u64, u64) {
    use std::arch::x86_64::*;
    let (mut digits, mut spaces) = (0u64, 0u64);
    for (i, half) in block.chunks_exact(32).enumerate() {
        // SAFETY: `half` is 32 readable bytes and `_mm256_loadu_si256` needs no alignment; AVX2
        // is present (this function's contract).
        let (d, s) = unsafe {
            let v = _mm256_loadu_si256(half.as_ptr().cast());
            let d = _mm256_sub_epi8(v, _mm256_set1_epi8(b'0' as i8));
            let digit = _mm256_cmpeq_epi8(_mm256_min_epu8(d, _mm256_set1_epi8(9)), d);
            let t = _mm256_sub_epi8(v, _mm256_set1_epi8(9));
            let control = _mm256_cmpeq_epi8(_mm256_min_epu8(t, _mm256_set1_epi8(4)), t);
            let space =
                _mm256_or_si256(control, _mm256_cmpeq_epi8(v, _mm256_set1_epi8(b' ' as i8)));
            (_mm256_movemask_epi8(digit), _mm256_movemask_epi8(space))
        };
        digits |= u64::from(d as u32) << (32 * i);
        spaces |= u64::from(s as u32) << (32 * i);
    }
    (digits, spaces)
}

/// [`digits_before_swar`] with SSSE3's byte multiply-add (`pmaddubsw`) for the first step.
///
/// # Safety
/// The processor must support AVX2 (which implies SSSE3).
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn digits_before_avx2(window: &[u8; WINDOW], e: usize, len: usize) -> u64 {
    use std::arch::x86_64::*;
    let w = sixteen_before(window, e);
    let keep = keep_last(len);
    // SAFETY: both loads read 16 bytes of arrays, with no alignment requirement; AVX2 is
    // present (this function's contract).
    let octets = unsafe {
        let v = _mm_sub_epi8(
            _mm_loadu_si128(w.as_ptr().cast()),
            _mm_set1_epi8(b'0' as i8),
        );
        let v = _mm_and_si128(v, _mm_loadu_si128(keep.as_ptr().cast()));
        let pairs = _mm_maddubs_epi16(v, _mm_set1_epi16(0x010A)); // 10·first + second
        let quads = _mm_madd_epi16(pairs, _mm_set1_epi32(0x0001_0064));
        let quads = _mm_packs_epi32(quads, quads);
        let octets = _mm_madd_epi16(quads, _mm_set1_epi32(0x0001_2710));
        _mm_cvtsi128_si64(octets) as u64
    };
    (octets & 0xFFFF_FFFF) * 100_000_000 + (octets >> 32)
}

/// The values of two tokens at once, as [`digits_before_avx2`] but with one token in each
/// 128-bit half of a 256-bit register; the last step, `8 digits · 10^8 + 8 digits`, is done in
/// the vector too.
///
/// # Safety
/// The processor must support AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[inline]
unsafe fn two_before_avx2(
    window: &[u8; WINDOW],
    (e0, l0): (usize, usize),
    (e1, l1): (usize, usize),
) -> (u64, u64) {
    use std::arch::x86_64::*;
    let (w0, w1) = (sixteen_before(window, e0), sixteen_before(window, e1));
    let (k0, k1) = (keep_last(l0), keep_last(l1));
    // SAFETY: the four loads read 16 bytes of arrays, with no alignment requirement; AVX2 is
    // present (this function's contract).
    unsafe {
        let both = |a: &[u8; 16], b: &[u8; 16]| {
            let lo = _mm256_castsi128_si256(_mm_loadu_si128(a.as_ptr().cast()));
            _mm256_inserti128_si256(lo, _mm_loadu_si128(b.as_ptr().cast()), 1)
        };
        let v = _mm256_sub_epi8(both(w0, w1), _mm256_set1_epi8(b'0' as i8));
        let v = _mm256_and_si256(v, both(k0, k1));
        let pairs = _mm256_maddubs_epi16(v, _mm256_set1_epi16(0x010A));
        let quads = _mm256_madd_epi16(pairs, _mm256_set1_epi32(0x0001_0064));
        let quads = _mm256_packs_epi32(quads, quads);
        let octets = _mm256_madd_epi16(quads, _mm256_set1_epi32(0x0001_2710));
        // Each 64-bit lane: (first octet) + 2^32·(second); value = first·10^8 + second.
        let value = _mm256_add_epi64(
            _mm256_mul_epu32(octets, _mm256_set1_epi64x(100_000_000)),
            _mm256_srli_epi64(octets, 32),
        );
        (
            _mm256_extract_epi64(value, 0) as u64,
            _mm256_extract_epi64(value, 2) as u64,
        )
    }
}

/// Classification for the fast path: AVX2 when `MODERN`, else [`classify`].
///
/// # Safety
/// With `MODERN`, the processor must have the features of [`modern`].
#[inline(always)]
unsafe fn classify_on<const MODERN: bool>(block: &[u8; BLOCK]) -> (u64, u64) {
    #[cfg(target_arch = "x86_64")]
    if MODERN {
        // SAFETY: the caller promises AVX2.
        return unsafe { classify_avx2(block) };
    }
    classify(block)
}

/// Conversion for the fast path: SSSE3 when `MODERN`, else [`digits_before`].
///
/// # Safety
/// With `MODERN`, the processor must have the features of [`modern`].
#[inline(always)]
unsafe fn digits_before_on<const MODERN: bool>(window: &[u8; WINDOW], e: usize, len: usize) -> u64 {
    #[cfg(target_arch = "x86_64")]
    if MODERN {
        // SAFETY: the caller promises AVX2.
        return unsafe { digits_before_avx2(window, e, len) };
    }
    digits_before(sixteen_before(window, e), len)
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

/// Where a [`Scanner`] gets its bytes: [`Reader`] wraps any [`Read`]; [`Prefetch`] hands
/// over whole chunks read on another thread, without copying them.
pub trait Source {
    /// Makes `buf` hold the bytes that were at `buf[keep..end]` followed by new input, and
    /// returns where those kept bytes now start and where the valid bytes end. If the input
    /// has ended, nothing is added: the end is the start plus `end − keep`.
    ///
    /// # Errors
    /// A read error of the underlying input.
    fn refill(&mut self, buf: &mut Vec<u8>, keep: usize, end: usize) -> io::Result<(usize, usize)>;
}

/// Any [`Read`] as a [`Source`]: the kept bytes move to the front of a [`BUF_SIZE`] buffer and
/// new input is read after them.
pub struct Reader<R>(pub R);

impl<R: Read> Source for Reader<R> {
    fn refill(&mut self, buf: &mut Vec<u8>, keep: usize, end: usize) -> io::Result<(usize, usize)> {
        if buf.len() < BUF_SIZE {
            buf.resize(BUF_SIZE, 0);
        }
        buf.copy_within(keep..end, 0);
        let kept = end - keep;
        loop {
            match self.0.read(&mut buf[kept..]) {
                Ok(n) => return Ok((0, kept + n)),
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }
}

/// Streaming token reader over any [`Read`] (or other [`Source`]), with a fixed buffer of
/// [`BUF_SIZE`] bytes (a few chunks with [`Prefetch`]).
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
pub struct Scanner<S> {
    src: S,
    buf: Vec<u8>,
    /// Next unread byte in `buf`.
    pos: usize,
    /// End of the valid bytes in `buf`.
    end: usize,
    eof: bool,
    /// Offset in the whole input of `buf[0]`, modulo 2^64 (it is "negative" while the buffer
    /// starts with headroom before the first byte of the input).
    base: u64,
    /// `buf[..counted]` has been searched for line ends; `line` and `line_start` describe that point.
    counted: usize,
    line: u64,
    line_start: u64,
    /// Scratch space for decimal tokens that do not fit the fast path.
    digits: Vec<u8>,
}

impl<R: Read> Scanner<Reader<R>> {
    /// A scanner reading from `src`.
    pub fn new(src: R) -> Self {
        Scanner::from_source(Reader(src))
    }
}

impl<S: Source> Scanner<S> {
    /// A scanner reading from `src`.
    pub fn from_source(src: S) -> Self {
        Scanner {
            src,
            buf: Vec::new(),
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
            self.line_start = self.offset(self.counted + last + 1);
        }
        self.counted = upto;
    }

    /// Offset in the whole input of `buf[i]`.
    #[inline]
    fn offset(&self, i: usize) -> u64 {
        self.base.wrapping_add(i as u64)
    }

    /// Gets more input after `end`, keeping the unread bytes and up to [`BACK`] bytes before
    /// them; false at the end of the input.
    fn read_more(&mut self) -> Result<bool, Error> {
        if self.eof {
            return Ok(false);
        }
        self.count_lines(self.pos);
        let keep = self.pos.saturating_sub(BACK);
        let kept = self.end - keep;
        let (start, end) = self
            .src
            .refill(&mut self.buf, keep, self.end)
            .map_err(|e| Error(Box::new(ErrorKind::Read(e))))?;
        // The byte that was at `keep` is now at `start`.
        self.base = self
            .base
            .wrapping_add(keep as u64)
            .wrapping_sub(start as u64);
        self.pos = start + (self.pos - keep);
        self.end = end;
        self.counted = self.pos;
        self.eof = end == start + kept;
        Ok(!self.eof)
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
            column: self.offset(self.pos) - self.line_start + 1,
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

    /// The common case of [`Scanner::try_u64`]: a few spaces, a token of at most 16 digits and
    /// a whitespace byte, all inside the buffer, with [`BACK`] bytes before them. The token's
    /// end is found eight bytes at a time (SWAR) and its value converted from the 16 bytes that
    /// end there. `None` sends the caller to the careful path.
    #[inline(always)]
    fn quick_u64(&mut self) -> Option<u64> {
        let p = self.pos;
        if p < BACK || self.end - p < 32 {
            return None;
        }
        let ahead: &[u8; 32] = self.buf[p..p + 32].try_into().expect("32 bytes");
        let mut i = 0;
        while i < 8 && is_space(ahead[i]) {
            i += 1;
        }
        let word = |at: usize| u64::from_le_bytes(ahead[at..at + 8].try_into().expect("8 bytes"));
        let (n0, n1) = (not_digit(word(i)), not_digit(word(i + 8)));
        let len = if n0 != 0 {
            n0.trailing_zeros() as usize / 8
        } else if n1 != 0 {
            8 + n1.trailing_zeros() as usize / 8
        } else {
            return None;
        };
        let end = i + len;
        if len == 0 || !is_space(ahead[end]) {
            return None;
        }
        let w: &[u8; 16] = self.buf[p + end - 16..p + end]
            .try_into()
            .expect("16 bytes");
        self.pos = p + end;
        Some(digits_before(w, len))
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
    ///
    /// # Safety
    /// With `MODERN`, the processor must have the features of [`modern`].
    #[inline(always)]
    unsafe fn block_u64<const MODERN: bool, A>(
        &mut self,
        left: u64,
        mut acc: A,
        f: &mut impl FnMut(A, u64) -> A,
    ) -> (u64, A) {
        let p = self.pos;
        let window: &[u8; WINDOW] = self.buf[p - BACK..p + BLOCK].try_into().expect("a window");
        let block: &[u8; BLOCK] = window[BACK..].try_into().expect("a block");
        // SAFETY: passed on from the caller.
        let (digits, spaces) = unsafe { classify_on::<MODERN>(block) };
        // Tokens must end before the first byte that is neither digit nor whitespace.
        let limit = (!(digits | spaces)).trailing_zeros();
        let mut starts = digits & !(digits << 1);
        let before_bad = if limit < 64 { (1u64 << limit) - 1 } else { !0 };
        let mut ends = !digits & (digits << 1) & before_bad;
        let count = u64::from(ends.count_ones());
        // A run of 17 or more digits (x & x >> k keeps the runs longer than k).
        let mut runs = digits & (digits >> 1);
        runs &= runs >> 2;
        runs &= runs >> 4;
        runs &= runs >> 8;
        runs &= runs >> 1;
        if count > 0 && count <= left && runs == 0 {
            // The common case: every token here is complete and short; no checks per token.
            let last = 63 - ends.leading_zeros();
            #[cfg(target_arch = "x86_64")]
            if MODERN {
                // Two tokens per conversion.
                while ends & ends.wrapping_sub(1) != 0 {
                    let (s0, e0) = (starts.trailing_zeros(), ends.trailing_zeros());
                    starts &= starts - 1;
                    ends &= ends - 1;
                    let (s1, e1) = (starts.trailing_zeros(), ends.trailing_zeros());
                    starts &= starts - 1;
                    ends &= ends - 1;
                    let first = (e0 as usize, (e0 - s0) as usize);
                    let second = (e1 as usize, (e1 - s1) as usize);
                    // SAFETY: with MODERN the caller promises AVX2.
                    let (v0, v1) = unsafe { two_before_avx2(window, first, second) };
                    acc = f(acc, v0);
                    acc = f(acc, v1);
                }
            }
            while ends != 0 {
                let (s, e) = (starts.trailing_zeros(), ends.trailing_zeros());
                // SAFETY: passed on from the caller.
                acc = f(acc, unsafe {
                    digits_before_on::<MODERN>(window, e as usize, (e - s) as usize)
                });
                starts &= starts - 1;
                ends &= ends - 1;
            }
            self.pos = p + last as usize;
            return (count, acc);
        }
        let count = count.min(left);
        let mut parsed = 0;
        let mut done = p;
        while parsed < count {
            let (s, e) = (starts.trailing_zeros(), ends.trailing_zeros());
            if e - s > 16 {
                break;
            }
            // SAFETY: passed on from the caller.
            acc = f(acc, unsafe {
                digits_before_on::<MODERN>(window, e as usize, (e - s) as usize)
            });
            starts &= starts - 1;
            ends &= ends - 1;
            parsed += 1;
            done = p + e as usize;
        }
        if parsed == 0 {
            done = p + starts.trailing_zeros().min(limit) as usize;
        }
        self.pos = done;
        (parsed, acc)
    }

    /// The body of [`Scanner::fold_u64`].
    ///
    /// # Safety
    /// With `MODERN`, the processor must have the features of [`modern`].
    #[inline(always)]
    unsafe fn fold_fast<const MODERN: bool, A>(
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
                // SAFETY: passed on from the caller.
                let (parsed, a) = unsafe { self.block_u64::<MODERN, A>(left, acc, &mut f) };
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

    /// [`Scanner::fold_fast`] compiled for the modern features.
    ///
    /// # Safety
    /// The processor must have the features of [`modern`].
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2,bmi1,bmi2,popcnt,lzcnt")]
    unsafe fn fold_modern<A>(
        &mut self,
        n: u64,
        what: &str,
        init: A,
        f: impl FnMut(A, u64) -> A,
    ) -> Result<A, Error> {
        // SAFETY: this function's contract is the one fold_fast needs.
        unsafe { self.fold_fast::<true, A>(n, what, init, f) }
    }

    /// Reads `n` u64 tokens and folds them with `f`, starting from `init`.
    ///
    /// This is the fast path: blocks of 64 bytes are classified at once (SSE2 on x86-64, AVX2
    /// where the processor has it, SWAR elsewhere), and each token of up to 16 digits is
    /// converted from one 16-byte load in three multiply-add steps. Anything unusual (a bad
    /// byte, a token of 17 or more characters, a token across a buffer boundary, the end of the
    /// input) goes through the careful path, so errors and their positions are exactly those
    /// of [`Scanner::u64`].
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
        f: impl FnMut(A, u64) -> A,
    ) -> Result<A, Error> {
        #[cfg(target_arch = "x86_64")]
        if modern() {
            // SAFETY: the features were just detected.
            return unsafe { self.fold_modern(n, what, init, f) };
        }
        // SAFETY: the baseline path needs no feature beyond the target's.
        unsafe { self.fold_fast::<false, A>(n, what, init, f) }
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
        self.fold_u64_batches(n, what, (), |(), batch| out.extend_from_slice(batch))
    }

    /// Reads `n` u64 tokens and folds them with `f` in batches of up to 256 values, in order.
    /// For consumers that do better with many values at once (storing them, summing them):
    /// the parsing loop then only fills a small array.
    ///
    /// # Complexity
    /// O(length of the tokens); no memory beyond the scanner's buffer, whatever `n` claims.
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"1 2 3"[..]);
    /// let sum = sc.fold_u64_batches(3, "a pile size", 0, |a, b| a + b.iter().sum::<u64>()).unwrap();
    /// assert_eq!(sum, 6);
    /// ```
    pub fn fold_u64_batches<A>(
        &mut self,
        n: u64,
        what: &str,
        init: A,
        mut f: impl FnMut(A, &[u64]) -> A,
    ) -> Result<A, Error> {
        const BATCH: usize = 256;
        let mut batch = [0u64; BATCH];
        let mut len = 0;
        let mut acc = Some(init);
        let read = self.fold_u64(n, what, (), |(), v| {
            batch[len] = v;
            len += 1;
            if len == BATCH {
                acc = acc.take().map(|a| f(a, &batch));
                len = 0;
            }
        });
        let acc = acc.map(|a| f(a, &batch[..len]));
        read.map(|()| acc.expect("the accumulator is only taken to be put back"))
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
        // Eight bytes at a time while they are all digits.
        let mut words = buf[i..].chunks_exact(8);
        for w in &mut words {
            let nd = not_digit(u64::from_le_bytes(w.try_into().expect("8 bytes")));
            if nd != 0 {
                i += nd.trailing_zeros() as usize / 8;
                break;
            }
            i += 8;
        }
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
            column: self.offset(start) - self.line_start + 1,
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

/// Many u64 values, stored in 4 bytes each while every one fits in a u32 (as judge data
/// usually does) and in 8 bytes from the first one that does not. Half the memory of a
/// `Vec<u64>` for typical input, and so half the page faults and memory traffic.
///
/// # Complexity
/// `push`, `get` and `set` are O(1) amortized; widening (once) is O(len).
///
/// # Example
/// ```
/// use impartial::io::U64s;
/// let mut v = U64s::new();
/// v.push(7);
/// v.push(u64::MAX);
/// v.set(0, 8);
/// assert_eq!(v.iter().collect::<Vec<_>>(), [8, u64::MAX]);
/// assert_eq!((v.len(), v.get(1)), (2, Some(u64::MAX)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum U64s {
    /// All values below 2^32.
    Narrow(Vec<u32>),
    /// Any values.
    Wide(Vec<u64>),
}

impl Default for U64s {
    fn default() -> Self {
        U64s::new()
    }
}

impl U64s {
    /// No values.
    pub fn new() -> Self {
        U64s::Narrow(Vec::new())
    }

    /// No values, with room for `n` (at most 2^24 of them reserved up front, so that a claimed
    /// count of 10^18 costs nothing).
    pub fn with_capacity(n: u64) -> Self {
        U64s::Narrow(Vec::with_capacity(n.min(1 << 24) as usize))
    }

    /// Stores values in 8 bytes from now on.
    #[cold]
    fn widen(&mut self) -> &mut Vec<u64> {
        if let U64s::Narrow(v) = self {
            *self = U64s::Wide(v.iter().map(|&x| u64::from(x)).collect());
        }
        match self {
            U64s::Wide(w) => w,
            U64s::Narrow(_) => unreachable!("just widened"),
        }
    }

    /// Appends `v`.
    #[inline]
    pub fn push(&mut self, v: u64) {
        match self {
            U64s::Narrow(n) => match u32::try_from(v) {
                Ok(x) => n.push(x),
                Err(_) => self.widen().push(v),
            },
            U64s::Wide(w) => w.push(v),
        }
    }

    /// Number of values.
    pub fn len(&self) -> usize {
        match self {
            U64s::Narrow(n) => n.len(),
            U64s::Wide(w) => w.len(),
        }
    }

    /// Whether there are no values.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The value at `i`.
    pub fn get(&self, i: usize) -> Option<u64> {
        match self {
            U64s::Narrow(n) => n.get(i).map(|&x| u64::from(x)),
            U64s::Wide(w) => w.get(i).copied(),
        }
    }

    /// Replaces the value at `i` (which must exist).
    pub fn set(&mut self, i: usize, v: u64) {
        match self {
            U64s::Narrow(n) => match u32::try_from(v) {
                Ok(x) => n[i] = x,
                Err(_) => self.widen()[i] = v,
            },
            U64s::Wide(w) => w[i] = v,
        }
    }

    /// Appends `values`; a batch whose values all fit in a u32 is narrowed in one pass.
    ///
    /// # Complexity
    /// O(values), vectorized.
    pub fn extend_from_slice(&mut self, values: &[u64]) {
        match self {
            U64s::Narrow(n) if values.iter().fold(0, |m, &v| m | v) >> 32 == 0 => {
                n.extend(values.iter().map(|&v| v as u32));
            }
            _ => self.widen().extend_from_slice(values),
        }
    }

    /// The values in order.
    pub fn iter(&self) -> U64sIter<'_> {
        match self {
            U64s::Narrow(n) => U64sIter::Narrow(n.iter()),
            U64s::Wide(w) => U64sIter::Wide(w.iter()),
        }
    }
}

/// Iterator over [`U64s`].
pub enum U64sIter<'a> {
    /// Over 4-byte values.
    Narrow(std::slice::Iter<'a, u32>),
    /// Over 8-byte values.
    Wide(std::slice::Iter<'a, u64>),
}

impl Iterator for U64sIter<'_> {
    type Item = u64;

    #[inline]
    fn next(&mut self) -> Option<u64> {
        match self {
            U64sIter::Narrow(n) => n.next().map(|&x| u64::from(x)),
            U64sIter::Wide(w) => w.next().copied(),
        }
    }
}

/// `QUADS[i]` is the four ASCII digits of `i` < 10^4 with leading zeros, first digit in the
/// lowest byte. Built at compile time (40 KiB of read-only data, no source text).
static QUADS: [u32; 10_000] = quads();

const fn quads() -> [u32; 10_000] {
    let mut t = [0u32; 10_000];
    let mut i = 0;
    while i < 10_000 {
        let d = [i / 1000, i / 100 % 10, i / 10 % 10, i % 10];
        t[i] = u32::from_le_bytes([
            b'0' + d[0] as u8,
            b'0' + d[1] as u8,
            b'0' + d[2] as u8,
            b'0' + d[3] as u8,
        ]);
        i += 1;
    }
    t
}

/// Stores the 8 bytes of `word` at `buf[at..]`, first byte lowest.
#[inline(always)]
fn store(buf: &mut [u8; OUT_SIZE + SPARE], at: usize, word: u64) {
    buf[at..at + 8].copy_from_slice(&word.to_le_bytes());
}

/// The digits of `x` < 10^4 without leading zeros (in the low bytes) and how many there are.
#[inline(always)]
fn lead(x: u64) -> (u64, usize) {
    let n = 1 + usize::from(x >= 10) + usize::from(x >= 100) + usize::from(x >= 1000);
    (u64::from(QUADS[x as usize]) >> (8 * (4 - n)), n)
}

/// Eight digits of `x` < 10^8 with leading zeros.
#[inline(always)]
fn eight(x: u64) -> u64 {
    u64::from(QUADS[(x / 10_000) as usize]) | (u64::from(QUADS[(x % 10_000) as usize]) << 32)
}

/// Writes the decimal digits of `v` at `buf[at..]` and returns the position after them, four
/// digits per table lookup. May write up to 7 bytes of scratch past that position, so `buf`
/// needs `at + 27` bytes.
#[inline(always)]
fn put_u64(buf: &mut [u8; OUT_SIZE + SPARE], at: usize, v: u64) -> usize {
    const E4: u64 = 10_000;
    const E8: u64 = E4 * E4;
    if v < E4 {
        let (d, n) = lead(v);
        store(buf, at, d);
        at + n
    } else if v < E8 {
        let (d, n) = lead(v / E4);
        store(
            buf,
            at,
            d | (u64::from(QUADS[(v % E4) as usize]) << (8 * n)),
        );
        at + n + 4
    } else if v < E8 * E4 {
        let (d, n) = lead(v / E8);
        store(buf, at, d);
        store(buf, at + n, eight(v % E8));
        at + n + 8
    } else if v < E8 * E8 {
        let (d, n) = lead(v / (E8 * E4));
        let rest = v % (E8 * E4);
        store(
            buf,
            at,
            d | (u64::from(QUADS[(rest / E8) as usize]) << (8 * n)),
        );
        store(buf, at + n + 4, eight(rest % E8));
        at + n + 12
    } else {
        let (d, n) = lead(v / (E8 * E8));
        let rest = v % (E8 * E8);
        store(buf, at, d);
        store(buf, at + n, eight(rest / E8));
        store(buf, at + n + 8, eight(rest % E8));
        at + n + 16
    }
}

/// Formats values from `values` into `buf` from `len` on, each after a space, until the values
/// end or the buffer is full. Returns the new length and the values left, if any. A function of
/// its own (not inlined), so that the position and the iterator stay in registers.
#[inline(never)]
fn fill_spaced<I: Iterator<Item = u64>>(
    buf: &mut [u8; OUT_SIZE + SPARE],
    mut len: usize,
    mut values: I,
) -> (usize, Option<I>) {
    while len + 21 <= OUT_SIZE {
        let Some(v) = values.next() else {
            return (len, None);
        };
        buf[len] = b' ';
        len = put_u64(buf, len + 1, v);
    }
    (len, Some(values))
}

/// Buffered output with integer formatting that does not go through `core::fmt`.
///
/// Output is collected in one buffer of [`OUT_SIZE`] bytes and written when it fills up and on
/// [`Writer::flush`]. Integers are formatted eight digits at a time (SWAR). If the reader of a
/// pipe has gone away, the process exits quietly with code 0 (there is nobody left to answer);
/// any other write error is kept for [`Writer::error`] and later output is dropped.
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
    /// [`OUT_SIZE`] bytes of output plus [`SPARE`] bytes of scratch for [`put_u64`] (a fixed
    /// size, so the compiler can drop bounds checks).
    buf: Box<[u8; OUT_SIZE + SPARE]>,
    len: usize,
    error: Option<io::Error>,
}

/// Scratch bytes after a writer's buffer.
const SPARE: usize = 32;

/// Size of a writer's buffer: large, because every write costs a system call.
pub const OUT_SIZE: usize = 1 << 20;

/// Values per segment when formatting on two threads: a segment (at most 21 bytes a value)
/// fits one buffer.
const SEGMENT: usize = OUT_SIZE / 32;

/// Writes `bytes` to `out` unless an error was already kept in `error`. If the reader of a
/// pipe has gone away the process exits quietly with code 0; other errors are kept.
fn write_to<W: Write>(out: &mut W, error: &mut Option<io::Error>, bytes: &[u8]) {
    if error.is_none() {
        if let Err(e) = out.write_all(bytes).and_then(|()| out.flush()) {
            if e.kind() == io::ErrorKind::BrokenPipe {
                std::process::exit(0);
            }
            *error = Some(e);
        }
    }
}

/// A writer's buffer, allocated on the heap.
fn out_buffer() -> Box<[u8; OUT_SIZE + SPARE]> {
    vec![0; OUT_SIZE + SPARE]
        .into_boxed_slice()
        .try_into()
        .expect("the size")
}

impl<W: Write> Writer<W> {
    /// A writer to `out`.
    pub fn new(out: W) -> Self {
        Writer {
            out,
            buf: vec![0; OUT_SIZE + SPARE]
                .into_boxed_slice()
                .try_into()
                .expect("the size"),
            len: 0,
            error: None,
        }
    }

    /// Makes room for `n` ≤ [`OUT_SIZE`] more bytes.
    #[inline(always)]
    fn room(&mut self, n: usize) {
        if self.len + n > OUT_SIZE {
            self.flush();
        }
    }

    /// Appends raw bytes.
    #[inline]
    pub fn bytes(&mut self, s: &[u8]) -> &mut Self {
        for part in s.chunks(OUT_SIZE) {
            self.room(part.len());
            self.buf[self.len..self.len + part.len()].copy_from_slice(part);
            self.len += part.len();
        }
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
        self.room(1);
        self.buf[self.len] = b;
        self.len += 1;
        self
    }

    /// Appends `v` in decimal.
    #[inline]
    pub fn u64(&mut self, v: u64) -> &mut Self {
        self.room(20);
        self.len = put_u64(&mut self.buf, self.len, v);
        self
    }

    /// Appends the values separated by single spaces (no trailing space).
    #[inline]
    pub fn u64s(&mut self, values: impl IntoIterator<Item = u64>) -> &mut Self {
        let mut values = values.into_iter();
        if let Some(first) = values.next() {
            self.u64(first);
            self.spaced(values);
        }
        self
    }

    /// Appends each value after a single space.
    fn spaced(&mut self, values: impl Iterator<Item = u64>) {
        let mut rest = Some(values);
        while let Some(values) = rest {
            let (len, left) = fill_spaced(&mut self.buf, self.len, values);
            self.len = len;
            rest = left;
            if rest.is_some() {
                self.flush();
            }
        }
    }

    /// Appends the values of `values` separated by single spaces (no trailing space). Long
    /// lists are formatted on two threads: a second one formats every other segment into
    /// buffers of its own, while this one formats the others and writes all in order.
    pub fn u64s_of(&mut self, values: &U64s) -> &mut Self {
        match values {
            U64s::Narrow(v) => self.spaced_slice(v),
            U64s::Wide(v) => self.spaced_slice(v),
        }
    }

    fn spaced_slice<T: Copy + Into<u64> + Sync>(&mut self, values: &[T]) -> &mut Self {
        let Some((&first, rest)) = values.split_first() else {
            return self;
        };
        self.u64(first.into());
        let segments: Vec<&[T]> = rest.chunks(SEGMENT).collect();
        if segments.len() < 4 {
            self.spaced(rest.iter().map(|&x| x.into()));
            return self;
        }
        std::thread::scope(|scope| {
            let (done_tx, done_rx) = mpsc::sync_channel::<(Box<[u8; OUT_SIZE + SPARE]>, usize)>(1);
            let (free_tx, free_rx) = mpsc::channel::<Box<[u8; OUT_SIZE + SPARE]>>();
            for _ in 0..2 {
                let _ = free_tx.send(out_buffer());
            }
            let odd: Vec<&[T]> = segments.iter().skip(1).step_by(2).copied().collect();
            let helper = move || {
                for segment in odd {
                    let Ok(mut buf) = free_rx.recv() else { return };
                    let (len, _) = fill_spaced(&mut buf, 0, segment.iter().map(|&x| x.into()));
                    if done_tx.send((buf, len)).is_err() {
                        return;
                    }
                }
            };
            let helping = std::thread::Builder::new()
                .spawn_scoped(scope, helper)
                .is_ok();
            for (i, segment) in segments.iter().enumerate() {
                let formatted = if i % 2 == 1 && helping {
                    done_rx.recv().ok()
                } else {
                    None
                };
                match formatted {
                    Some((buf, len)) => {
                        self.flush();
                        self.write_out(&buf[..len]);
                        let _ = free_tx.send(buf);
                    }
                    None => self.spaced(segment.iter().map(|&x| x.into())),
                }
            }
        });
        self
    }

    /// Writes out everything buffered.
    pub fn flush(&mut self) {
        write_to(&mut self.out, &mut self.error, &self.buf[..self.len]);
        self.len = 0;
    }

    /// Writes `bytes` to the underlying writer (the buffer must have been flushed before).
    fn write_out(&mut self, bytes: &[u8]) {
        write_to(&mut self.out, &mut self.error, bytes);
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

/// Size of the chunks [`Prefetch`] reads.
const CHUNK: usize = 1 << 18;

/// Free bytes before each chunk, where [`Prefetch::refill`] puts the bytes a scanner keeps.
const HEAD: usize = 256;

/// Standard input read one chunk ahead on a second thread, so that the kernel's copying of the
/// input overlaps with parsing. Chunks travel through channels and are reused, so memory stays
/// at a few chunks whatever the input size, and the scanner parses each chunk where the thread
/// put it (no second copy).
pub struct Prefetch {
    /// Chunks with the number of bytes read into them after `HEAD`.
    filled: mpsc::Receiver<io::Result<(Vec<u8>, usize)>>,
    empty: mpsc::Sender<Vec<u8>>,
}

impl Prefetch {
    /// Starts reading standard input on a thread; `None` if no thread can be started.
    pub fn stdin() -> Option<Prefetch> {
        Prefetch::spawn(io::stdin(), CHUNK)
    }

    /// Starts reading `src` on a thread, in chunks of `chunk` bytes; `None` if no thread can
    /// be started.
    pub fn spawn<R: Read + Send + 'static>(mut src: R, chunk: usize) -> Option<Prefetch> {
        let (filled_tx, filled) = mpsc::sync_channel(2);
        let (empty, empty_rx) = mpsc::channel::<Vec<u8>>();
        for _ in 0..3 {
            empty.send(vec![0; HEAD + chunk.max(1)]).ok()?;
        }
        let reader = move || {
            while let Ok(mut chunk) = empty_rx.recv() {
                let got = loop {
                    match src.read(&mut chunk[HEAD..]) {
                        Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                        other => break other,
                    }
                };
                let done = matches!(got, Ok(0) | Err(_));
                if filled_tx.send(got.map(|n| (chunk, n))).is_err() || done {
                    return;
                }
            }
        };
        std::thread::Builder::new()
            .name("stdin".into())
            .spawn(reader)
            .ok()?;
        Some(Prefetch { filled, empty })
    }
}

impl Source for Prefetch {
    fn refill(&mut self, buf: &mut Vec<u8>, keep: usize, end: usize) -> io::Result<(usize, usize)> {
        let (mut chunk, n) = match self.filled.recv() {
            Ok(Ok((chunk, n))) if n > 0 => (chunk, n),
            Ok(Err(e)) => return Err(e),
            // The end of the input (or of the reading thread).
            _ => return Ok((keep, end)),
        };
        let kept = end - keep;
        let start = if kept <= HEAD {
            chunk[HEAD - kept..HEAD].copy_from_slice(&buf[keep..end]);
            HEAD - kept
        } else {
            // A scanner keeps fewer than HEAD bytes; but should it keep more, stay correct.
            let mut joined = buf[keep..end].to_vec();
            joined.extend_from_slice(&chunk[HEAD..HEAD + n]);
            chunk.clear();
            chunk.extend_from_slice(&joined);
            0
        };
        let old = std::mem::replace(buf, chunk);
        if old.len() > HEAD {
            let _ = self.empty.send(old);
        }
        Ok((start, start + kept + n))
    }
}

/// The input of [`run`]: stdin read ahead on a thread, or directly if no thread can start.
pub enum Input {
    /// Read ahead by [`Prefetch`].
    Prefetched(Prefetch),
    /// Read directly.
    Direct(Reader<io::StdinLock<'static>>),
}

impl Source for Input {
    fn refill(&mut self, buf: &mut Vec<u8>, keep: usize, end: usize) -> io::Result<(usize, usize)> {
        match self {
            Input::Prefetched(p) => p.refill(buf, keep, end),
            Input::Direct(d) => d.refill(buf, keep, end),
        }
    }
}

/// The output of [`run`]: standard output written directly. std's `Stdout` is line-buffered,
/// and its line writer searches every buffer written for its last line end; [`Writer`] already
/// buffers, so on Unix the file descriptor is used as it is.
pub enum Output {
    /// File descriptor 1, borrowed for the life of the process.
    #[cfg(unix)]
    Raw(std::mem::ManuallyDrop<std::fs::File>),
    /// std's handle, where there are no file descriptors.
    Std(io::StdoutLock<'static>),
}

impl Output {
    fn stdout() -> Output {
        #[cfg(unix)]
        {
            use std::os::unix::io::FromRawFd;
            // SAFETY: descriptor 1 is standard output, open for the whole life of the process;
            // `ManuallyDrop` never closes it, and nothing else in these programs writes to
            // stdout through std's handle, so no output is reordered or lost.
            Output::Raw(std::mem::ManuallyDrop::new(unsafe {
                std::fs::File::from_raw_fd(1)
            }))
        }
        #[cfg(not(unix))]
        {
            Output::Std(io::stdout().lock())
        }
    }
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            #[cfg(unix)]
            Output::Raw(f) => (&**f).write(buf),
            Output::Std(s) => s.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            #[cfg(unix)]
            Output::Raw(_) => Ok(()),
            Output::Std(s) => s.flush(),
        }
    }
}

/// Runs `solve` on stdin and stdout under the error contract, then exits the process: code 0
/// after a successful `solve`; otherwise the answers written so far are flushed, one line
/// `BIN: error: …` goes to stderr and the code is 2.
pub fn run<F>(bin: &str, solve: F) -> !
where
    F: FnOnce(&mut Scanner<Input>, &mut Writer<Output>) -> Result<(), Error>,
{
    let input = match Prefetch::stdin() {
        Some(p) => Input::Prefetched(p),
        None => Input::Direct(Reader(io::stdin().lock())),
    };
    let mut sc = Scanner::from_source(input);
    let mut out = Writer::new(Output::stdout());
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
        assert!(sc.offset(sc.pos) < 100_000, "read far past the limit");
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
                let push = |mut v: Vec<u64>, x| {
                    v.push(x);
                    v
                };
                // The baseline path (SSE2 or SWAR), whatever this processor has.
                let mut sc = Scanner::new(Trickle(&input, step));
                // SAFETY: the baseline path needs no feature beyond the target's.
                let got =
                    unsafe { sc.fold_fast::<false, _>(n as u64, "a number", Vec::new(), push) };
                assert_eq!(
                    got.map_err(|e| e.to_string()),
                    want,
                    "baseline, round {round}, step {step}"
                );
                // The path this processor gets (AVX2 where detected).
                let mut sc = Scanner::new(Trickle(&input, step));
                let got = sc.fold_u64(n as u64, "a number", Vec::new(), push);
                assert_eq!(
                    got.map_err(|e| e.to_string()),
                    want,
                    "round {round}, step {step}"
                );
            }
            // Chunks handed over by a reading thread, at sizes that split tokens everywhere.
            for chunk in [1, rng.random_range(2..200), 1 << 12] {
                let owned = io::Cursor::new(input.clone());
                let mut sc = Scanner::from_source(Prefetch::spawn(owned, chunk).unwrap());
                let got = sc.fold_u64(n as u64, "a number", Vec::new(), |mut v, x| {
                    v.push(x);
                    v
                });
                assert_eq!(
                    got.map_err(|e| e.to_string()),
                    want,
                    "round {round}, chunk {chunk}"
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
    fn conversion_paths_agree() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(13);
        let mut window = [b' '; WINDOW];
        for _ in 0..100_000 {
            let len = rng.random_range(1..=16);
            let e = rng.random_range(len.max(1)..=BLOCK);
            let e2 = rng.random_range(0..=BLOCK);
            for (i, b) in window.iter_mut().enumerate() {
                // The token occupies window[e + 16 - len .. e + 16], i.e. it ends at block byte e.
                *b = if i + len >= e + 16 && i < e + 16 {
                    b'0' + rng.random_range(0..10u8)
                } else {
                    rng.random()
                };
            }
            let digits = &window[e + 16 - len..e + 16];
            let want: u64 = std::str::from_utf8(digits).unwrap().parse().unwrap();
            assert_eq!(digits_before_swar(sixteen_before(&window, e), len), want);
            assert_eq!(digits_before(sixteen_before(&window, e), len), want);
            #[cfg(target_arch = "x86_64")]
            if modern() {
                // SAFETY: the features were just detected.
                assert_eq!(unsafe { digits_before_avx2(&window, e, len) }, want);
                // Two tokens of digits, preceded by digits that must be masked away.
                let all: [u8; WINDOW] = std::array::from_fn(|_| b'0' + rng.random_range(0..10u8));
                let l2 = rng.random_range(1..=16);
                let value = |e: usize, l: usize| -> u64 {
                    std::str::from_utf8(&all[e + 16 - l..e + 16])
                        .unwrap()
                        .parse()
                        .unwrap()
                };
                // SAFETY: the features were just detected.
                let got = unsafe { two_before_avx2(&all, (e, len), (e2, l2)) };
                assert_eq!(got, (value(e, len), value(e2, l2)));
            }
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
    fn two_thread_formatting_equals_one_thread_and_std() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(19);
        for wide in [false, true] {
            let mut compact = U64s::new();
            let mut plain = Vec::new();
            for _ in 0..5 * SEGMENT + 123 {
                let v = if wide {
                    rng.random::<u64>() >> rng.random_range(0..64)
                } else {
                    rng.random_range(0..1 << 30)
                };
                compact.push(v);
                plain.push(v);
            }
            assert_eq!(matches!(compact, U64s::Wide(_)), wide);
            let mut two = Writer::new(Vec::new());
            two.u64s_of(&compact).byte(b'\n');
            two.flush();
            let want: Vec<String> = plain.iter().map(u64::to_string).collect();
            assert!(
                two.get_ref() == format!("{}\n", want.join(" ")).as_bytes(),
                "wide={wide}"
            );
        }
        let mut empty = Writer::new(Vec::new());
        empty.u64s_of(&U64s::new());
        empty.flush();
        assert!(empty.get_ref().is_empty());
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
