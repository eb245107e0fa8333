//! [`Vector`] for SSE2's 128-bit registers: every x86-64 processor has SSE2.

use super::Vector;
use core::arch::x86_64::*;

impl Vector for __m128i {
    const BYTES: usize = 16;
    const TOKENS: usize = 1;
    const FULL: u32 = 0xFFFF;

    #[inline]
    #[target_feature(enable = "sse2")]
    unsafe fn splat(x: u64) -> Self {
        _mm_set1_epi64x(x as i64)
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    unsafe fn load(p: *const u8) -> Self {
        // SAFETY: the caller promises 16 readable bytes at `p`.
        unsafe { _mm_loadu_si128(p.cast()) }
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    unsafe fn load_halves(p: [*const u8; 2]) -> Self {
        // SAFETY: the caller promises 16 readable bytes at `p[0]`.
        unsafe { _mm_loadu_si128(p[0].cast()) }
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    unsafe fn sub8(self, o: Self) -> Self {
        _mm_sub_epi8(self, o)
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    unsafe fn min8(self, o: Self) -> Self {
        _mm_min_epu8(self, o)
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    unsafe fn eq8(self, o: Self) -> Self {
        _mm_cmpeq_epi8(self, o)
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    unsafe fn white(self) -> Self {
        // x − '\t' ≤ 4 (unsigned), or x = ' '.
        let c = _mm_sub_epi8(self, _mm_set1_epi8(b'\t' as i8));
        let control = _mm_cmpeq_epi8(_mm_min_epu8(c, _mm_set1_epi8(4)), c);
        _mm_or_si128(control, _mm_cmpeq_epi8(self, _mm_set1_epi8(b' ' as i8)))
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    unsafe fn or(self, o: Self) -> Self {
        _mm_or_si128(self, o)
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    unsafe fn and(self, o: Self) -> Self {
        _mm_and_si128(self, o)
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    unsafe fn movemask(self) -> u32 {
        _mm_movemask_epi8(self) as u32
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    unsafe fn digit_pairs(self) -> Self {
        // SSE2 has no byte multiply-add: 10 · (low byte) + (high byte), in 16-bit lanes.
        let first = _mm_and_si128(self, _mm_set1_epi16(0xFF));
        _mm_add_epi16(
            _mm_mullo_epi16(first, _mm_set1_epi16(10)),
            _mm_srli_epi16(self, 8),
        )
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    unsafe fn madd16(self, o: Self) -> Self {
        _mm_madd_epi16(self, o)
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    unsafe fn pack32(self) -> Self {
        _mm_packs_epi32(self, self)
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    unsafe fn mul32(self, o: Self) -> Self {
        _mm_mul_epu32(self, o)
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    unsafe fn add64(self, o: Self) -> Self {
        _mm_add_epi64(self, o)
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    unsafe fn shr64_32(self) -> Self {
        _mm_srli_epi64(self, 32)
    }

    #[inline]
    #[target_feature(enable = "sse2")]
    unsafe fn low64s(self) -> [u64; 2] {
        [_mm_cvtsi128_si64(self) as u64, 0]
    }
}
