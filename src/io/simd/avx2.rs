//! The bulk path with AVX2: 64 bytes classified in two steps, tokens converted two at a time
//! (the last 16 digits in each half of a register; up to 4 more by hand).

use crate::io::simd::{BATCH, BLOCK};
use core::arch::x86_64::*;
use std::convert::TryInto; // not in the 2018 prelude (CSES offers edition 2018)

/// Whether this processor has AVX2 and the bit instructions the bulk path uses.
#[inline]
pub fn available() -> bool {
    is_x86_feature_detected!("avx2")
        && is_x86_feature_detected!("bmi1")
        && is_x86_feature_detected!("popcnt")
        && is_x86_feature_detected!("lzcnt")
}

/// 16 zero bytes, then `0xFF`: the 16 bytes at `KEEP[len]` keep the last `len` ≤ 16 of 16.
static KEEP: [u8; 48] = {
    let mut k = [0xFF; 48];
    let mut i = 0;
    while i < 16 {
        k[i] = 0;
        i += 1;
    }
    k
};

/// The digit mask of the [`BLOCK`] bytes at `p`, and whether all are digits or whitespace.
///
/// # Safety
/// 64 readable bytes at `p`; AVX2 ([`available`]).
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn classify(p: *const u8) -> (u64, bool) {
    // By its low 4 bits, the one whitespace byte with them: a byte is whitespace iff equal.
    let white = _mm256_setr_epi8(
        32, 0, 0, 0, 0, 0, 0, 0, 0, 9, 10, 11, 12, 13, 0, 0, //
        32, 0, 0, 0, 0, 0, 0, 0, 0, 9, 10, 11, 12, 13, 0, 0,
    );
    let (mut digits, mut good) = (0, -1);
    for half in 0..2 {
        // SAFETY: the caller promises 64 readable bytes at `p`.
        let v = unsafe { _mm256_loadu_si256(p.add(32 * half).cast()) };
        // x is a digit iff x − '0' ≤ 9, unsigned.
        let t = _mm256_sub_epi8(v, _mm256_set1_epi8(b'0' as i8));
        let digit = _mm256_cmpeq_epi8(_mm256_min_epu8(t, _mm256_set1_epi8(9)), t);
        let space = _mm256_cmpeq_epi8(_mm256_shuffle_epi8(white, v), v);
        digits |= u64::from(_mm256_movemask_epi8(digit) as u32) << (32 * half);
        good &= _mm256_movemask_epi8(_mm256_or_si256(digit, space));
    }
    (digits, good == -1)
}

/// The 16 bytes at `a` and at `b` in the two halves of a register.
///
/// # Safety
/// 16 readable bytes at each; AVX2 ([`available`]).
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn halves(a: *const u8, b: *const u8) -> __m256i {
    // SAFETY: the caller promises 16 readable bytes at each.
    let (a, b) = unsafe { (_mm_loadu_si128(a.cast()), _mm_loadu_si128(b.cast())) };
    _mm256_inserti128_si256(_mm256_castsi128_si256(a), b, 1)
}

/// The values of two tokens, side by side: the last `lens[i]` ≤ 16 of the 16 bytes at `ends[i]`.
///
/// # Safety
/// 16 readable bytes at each `ends[i]`, `lens[i]` ≤ 16; AVX2 ([`available`]).
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn token_values(ends: [*const u8; 2], lens: [usize; 2]) -> __m128i {
    // SAFETY: `lens[i]` ≤ 16 leaves 16 bytes of `KEEP`; the caller promises the rest.
    let (keep, tokens) = unsafe {
        let k = KEEP.as_ptr();
        (
            halves(k.add(lens[0]), k.add(lens[1])),
            halves(ends[0], ends[1]),
        )
    };
    let digits = _mm256_and_si256(_mm256_sub_epi8(tokens, _mm256_set1_epi8(b'0' as i8)), keep);
    // Pairs of digits (10·first + second), then groups of 4 (100·pair + pair), then of 8.
    let pairs = _mm256_maddubs_epi16(digits, _mm256_set1_epi16(0x010A));
    let quads = _mm256_madd_epi16(pairs, _mm256_set1_epi32(0x0001_0064));
    let octets = _mm256_madd_epi16(
        _mm256_packs_epi32(quads, quads),
        _mm256_set1_epi32(0x0001_2710),
    );
    // 10^8 · (first 8 digits) + (last 8), in the low 64 bits of each half; then side by side.
    let v = _mm256_add_epi64(
        _mm256_mul_epu32(octets, _mm256_set1_epi64x(100_000_000)),
        _mm256_srli_epi64(octets, 32),
    );
    _mm256_castsi256_si128(_mm256_permute4x64_epi64(v, 0b1000))
}

/// The values of one block's `count` tokens (ends and starts; the first end may close `carry`
/// digits of the block before) into `out[at..]`, with `LONG` of up to 20 digits; false if one
/// overflows.
///
/// # Safety
/// The block starts at `p`, `BACK ≤ p`, `p + BLOCK ≤ buf.len()`; every token has at most
/// 16 digits (20 with `LONG`); `at` + the number of ends ≤ `BATCH`; AVX2 ([`available`]).
#[inline]
#[target_feature(enable = "avx2,bmi1,popcnt,lzcnt")]
unsafe fn block_values<const LONG: bool>(
    buf: &[u8],
    p: usize,
    (mut ends, mut starts): (u64, u64),
    count: usize,
    carry: usize,
    out: &mut [u64; BATCH],
    mut at: usize,
) -> bool {
    // 17 to 20 digits: the leading ones from the word before the last 16 (`BACK` ≥ 20), '0' in
    // its other bytes, times 10^16, plus the last 16; overflow checked without a branch.
    let mut overflow = false;
    let mut long = |e: usize, len: usize, low: u64| {
        let lead = 8 * (len - 16) as u32;
        let raw = u32::from_le_bytes(buf[p + e - 20..p + e - 16].try_into().expect("4"));
        let d = raw & (u64::from(u32::MAX) << (32 - lead)) as u32 | (0x3030_3030u64 >> lead) as u32;
        let d = d.wrapping_sub(0x3030_3030);
        let d = (d * 10 + (d >> 8)) & 0x00ff_00ff;
        let high = (d * 100 + (d >> 16)) & 0xffff;
        let v = u128::from(high) * 10_000_000_000_000_000 + u128::from(low);
        overflow |= v > u128::from(u64::MAX);
        v as u64
    };
    // The values of the tokens of `len` digits ending at `e` (with `one`, the first) at `at`.
    let mut store = |at: usize, e: [usize; 2], len: [usize; 2], one: bool| {
        // SAFETY: the 16 bytes that end with a token are in `buf` (`p ≥ BACK ≥ 16`), and
        // `out[at..at + 2 − one]` in `out` (`at` + the ends ≤ `BATCH`); the caller has AVX2.
        unsafe {
            let w = buf.as_ptr().add(p - 16);
            let len = if LONG { len.map(|l| l.min(16)) } else { len };
            let v = token_values([w.add(e[0]), w.add(e[1])], len);
            let to = out.as_mut_ptr().add(at).cast();
            match one {
                true => _mm_storel_epi64(to, v),
                false => _mm_storeu_si128(to, v),
            }
        }
        for i in (0..2 - usize::from(one)).filter(|&i| LONG && len[i] > 16) {
            out[(at + i) % BATCH] = long(e[i], len[i], out[(at + i) % BATCH]);
        }
    };
    let mut left = count;
    if carry != 0 {
        let first = ends.trailing_zeros() as usize;
        store(at, [first; 2], [first + carry; 2], true);
        ends &= ends - 1;
        at += 1;
        left -= 1;
    }
    // The next token's end in the block, and its length.
    let mut next = || {
        let (e, s) = (ends.trailing_zeros(), starts.trailing_zeros());
        ends &= ends.wrapping_sub(1);
        starts &= starts.wrapping_sub(1);
        (e as usize, (e - s) as usize)
    };
    for _ in 0..left / 2 {
        let ((e0, l0), (e1, l1)) = (next(), next());
        store(at, [e0, e1], [l0, l1], false);
        at += 2;
    }
    if left % 2 == 1 {
        let (e, l) = next();
        store(at, [e; 2], [l; 2], true);
    }
    !overflow
}

/// The bulk path; see [`crate::io::simd::parse_blocks`].
///
/// # Safety
/// `BACK ≤ pos ≤ buf.len()`, `buf[pos − 1]` is not a digit of an unread token; AVX2 and the bit
/// instructions ([`available`]).
#[target_feature(enable = "avx2,bmi1,popcnt,lzcnt")]
pub unsafe fn parse_blocks(
    buf: &[u8],
    pos: usize,
    left: usize,
    out: &mut [u64; BATCH],
) -> (usize, usize) {
    let (mut p, mut carry, mut read) = (pos, 0usize, 0usize);
    while p + BLOCK <= buf.len() {
        // SAFETY: `p + BLOCK ≤ buf.len()`; the caller promises AVX2.
        let (d, good) = unsafe { classify(buf.as_ptr().add(p)) };
        let before = u64::from(carry != 0);
        // Bit i of `ends`: the byte after a token; of `starts`: its first digit.
        let ends = !d & ((d << 1) | before);
        let starts = d & !((d << 1) | before);
        let count = ends.count_ones() as usize;
        // Runs of over 16 digits (x & x >> k keeps runs over k), of over 20, and the carried.
        let mut over16 = d & (d >> 1);
        over16 &= over16 >> 2;
        over16 &= over16 >> 4;
        over16 &= over16 >> 8;
        over16 &= over16 >> 1;
        let over20 = over16 & (over16 >> 4);
        let carried = (carry + ends.trailing_zeros() as usize) * usize::from(carry != 0);
        if !good || over20 != 0 || carried > 20 || read + count > left {
            break;
        }
        // SAFETY: checked above: the block is in `buf` at `p ≥ BACK`, its tokens have at most
        // 20 digits (16 without `LONG`), `read + count ≤ left ≤ BATCH`.
        let fits = unsafe {
            match over16 == 0 && carried <= 16 {
                true => block_values::<false>(buf, p, (ends, starts), count, carry, out, read),
                false => block_values::<true>(buf, p, (ends, starts), count, carry, out, read),
            }
        };
        if !fits {
            break;
        }
        read += count;
        carry = match d >> 63 {
            0 => 0,
            _ => (!d).leading_zeros() as usize,
        };
        p += BLOCK;
    }
    (p - carry, read)
}
