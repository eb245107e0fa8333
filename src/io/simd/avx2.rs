//! [`Vector`] for AVX2's 256-bit registers, and the entry points compiled for AVX2, called
//! only after [`available`] said yes.

use super::Vector;
use core::arch::x86_64::*;

/// Whether this processor has AVX2 and the bit instructions the bulk path compiles with.
#[inline]
pub fn available() -> bool {
    is_x86_feature_detected!("avx2")
        && is_x86_feature_detected!("bmi1")
        && is_x86_feature_detected!("popcnt")
        && is_x86_feature_detected!("lzcnt")
}

/// [`super::fold_with`] for AVX2.
///
/// # Safety
/// As [`super::fold_with`], and [`available`] returned true.
#[target_feature(enable = "avx2,bmi1,popcnt,lzcnt")]
pub unsafe fn fold_with<A>(
    buf: &[u8],
    pos: usize,
    left: u64,
    acc: A,
    f: &mut impl FnMut(A, u64) -> A,
) -> super::Fold<A> {
    // SAFETY: passed on from the caller.
    unsafe { super::fold_with::<__m256i, A>(buf, pos, left, acc, f) }
}

/// [`super::classify`] for AVX2, for the tests.
///
/// # Safety
/// 64 readable bytes at `p`; [`available`] returned true.
#[cfg(test)]
#[target_feature(enable = "avx2")]
pub unsafe fn classify(p: *const u8) -> (u64, u64, bool) {
    // SAFETY: passed on from the caller.
    unsafe { super::classify::<__m256i>(p) }
}

/// [`super::token_values`] for AVX2, for the tests.
///
/// # Safety
/// 16 readable bytes at each of `ends`; [`available`] returned true.
#[cfg(test)]
#[target_feature(enable = "avx2")]
pub unsafe fn token_values(ends: [*const u8; 2], lens: [usize; 2]) -> [u64; 2] {
    // SAFETY: passed on from the caller.
    unsafe { super::token_values::<__m256i>(ends, lens) }
}

impl Vector for __m256i {
    const BYTES: usize = 32;
    const TOKENS: usize = 2;
    const FULL: u32 = u32::MAX;

    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn splat(x: u64) -> Self {
        _mm256_set1_epi64x(x as i64)
    }

    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn load(p: *const u8) -> Self {
        // SAFETY: the caller promises 32 readable bytes at `p`.
        unsafe { _mm256_loadu_si256(p.cast()) }
    }

    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn load_halves(p: [*const u8; 2]) -> Self {
        // SAFETY: the caller promises 16 readable bytes at `p[0]` and at `p[1]`.
        let (low, high) = unsafe { (_mm_loadu_si128(p[0].cast()), _mm_loadu_si128(p[1].cast())) };
        _mm256_inserti128_si256(_mm256_castsi128_si256(low), high, 1)
    }

    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn sub8(self, o: Self) -> Self {
        _mm256_sub_epi8(self, o)
    }

    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn min8(self, o: Self) -> Self {
        _mm256_min_epu8(self, o)
    }

    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn eq8(self, o: Self) -> Self {
        _mm256_cmpeq_epi8(self, o)
    }

    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn white(self) -> Self {
        // A table lookup by the low 4 bits gives the one whitespace byte with those bits (0
        // where there is none; bytes from 0x80 look up 0): x is whitespace iff it equals it.
        let table = _mm256_setr_epi8(
            32, 0, 0, 0, 0, 0, 0, 0, 0, 9, 10, 11, 12, 13, 0, 0, //
            32, 0, 0, 0, 0, 0, 0, 0, 0, 9, 10, 11, 12, 13, 0, 0,
        );
        _mm256_cmpeq_epi8(_mm256_shuffle_epi8(table, self), self)
    }

    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn or(self, o: Self) -> Self {
        _mm256_or_si256(self, o)
    }

    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn and(self, o: Self) -> Self {
        _mm256_and_si256(self, o)
    }

    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn movemask(self) -> u32 {
        _mm256_movemask_epi8(self) as u32
    }

    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn digit_pairs(self) -> Self {
        // Unsigned bytes times signed bytes (10, 1), neighbours added.
        _mm256_maddubs_epi16(self, _mm256_set1_epi16(0x010A))
    }

    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn madd16(self, o: Self) -> Self {
        _mm256_madd_epi16(self, o)
    }

    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn pack32(self) -> Self {
        _mm256_packs_epi32(self, self)
    }

    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn mul32(self, o: Self) -> Self {
        _mm256_mul_epu32(self, o)
    }

    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn add64(self, o: Self) -> Self {
        _mm256_add_epi64(self, o)
    }

    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn shr64_32(self) -> Self {
        _mm256_srli_epi64(self, 32)
    }

    #[inline]
    #[target_feature(enable = "avx2")]
    unsafe fn low64s(self) -> [u64; 2] {
        [
            _mm256_extract_epi64(self, 0) as u64,
            _mm256_extract_epi64(self, 2) as u64,
        ]
    }
}
