//! The octal engine's loops over the splits of a heap, with AVX2: the values
//! `g[a] ^ g[rest - a]` of the splits (`a + (rest - a) = rest`), sixteen at a time, searched
//! for needles or stamped into tables. Used only once `xor_fast` has seen AVX2; the safe
//! wrappers and their plain versions are in `mod.rs`.

use core::arch::x86_64::*;

/// Reverses the sixteen u16 lanes of `v`.
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn reverse_lanes(v: __m256i) -> __m256i {
    let swap = _mm256_setr_epi8(
        14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7,
        4, 5, 2, 3, 0, 1,
    );
    _mm256_permute4x64_epi64(_mm256_shuffle_epi8(v, swap), 0x4E)
}

/// Bit i is set iff `needles[i] == g[a] ^ g[rest - a]` for some `a` in `a0..=a1`; stops as
/// soon as every needle has been found.
///
/// # Safety
/// AVX2 is available; `needles.len() ≤ 8`; `a0 ≥ 1`, `a1 ≤ rest / 2` and `rest − a0 < g.len()`,
/// so every `g[a]` and `g[rest - a]` read is in bounds (the vector loads read `g[a..a + 32]` and
/// `g[rest - a - 31..=rest - a]` only while `a + 31 ≤ a1`).
#[target_feature(enable = "avx2")]
pub unsafe fn find_needles(g: &[u16], rest: usize, a0: usize, a1: usize, needles: &[u16]) -> u32 {
    // SAFETY: the caller's promises, passed on.
    unsafe {
        match needles.len() {
            1 => find_k::<1>(g, rest, a0, a1, needles),
            2 => find_k::<2>(g, rest, a0, a1, needles),
            3 => find_k::<3>(g, rest, a0, a1, needles),
            4 => find_k::<4>(g, rest, a0, a1, needles),
            5 => find_k::<5>(g, rest, a0, a1, needles),
            6 => find_k::<6>(g, rest, a0, a1, needles),
            7 => find_k::<7>(g, rest, a0, a1, needles),
            _ => find_k::<8>(g, rest, a0, a1, needles),
        }
    }
}

/// `g[a..a + 16] ^ reversed g[rest − a − 15..=rest − a]`.
///
/// # Safety
/// AVX2; both loads in bounds.
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn splits(p: *const u16, rest: usize, a: usize) -> __m256i {
    // SAFETY: the caller's promise.
    let (low, high) = unsafe {
        (
            _mm256_loadu_si256(p.add(a) as *const __m256i),
            reverse_lanes(_mm256_loadu_si256(p.add(rest - a - 15) as *const __m256i)),
        )
    };
    _mm256_xor_si256(low, high)
}

/// [`find_needles`] for exactly `K` needles.
///
/// # Safety
/// As [`find_needles`], with `needles.len() == K`.
#[target_feature(enable = "avx2")]
unsafe fn find_k<const K: usize>(
    g: &[u16],
    rest: usize,
    a0: usize,
    a1: usize,
    needles: &[u16],
) -> u32 {
    let all = (1u32 << K) - 1;
    let mut wanted = [_mm256_setzero_si256(); K];
    for (w, &n) in wanted.iter_mut().zip(needles) {
        *w = _mm256_set1_epi16(n as i16);
    }
    let p = g.as_ptr();
    let mut found = 0u32;
    let mut a = a0;
    while a + 31 <= a1 {
        // SAFETY: a + 31 ≤ a1 ≤ rest / 2 ≤ rest − a0 < g.len(); rest − a ≤ rest − a0 < g.len();
        // and rest − a − 31 ≥ 0 because a1 ≤ rest / 2 keeps rest − a ≥ a + 31 ≥ 32 here.
        let (x, y) = unsafe { (splits(p, rest, a), splits(p, rest, a + 16)) };
        let mut any = _mm256_setzero_si256();
        for w in &wanted {
            any = _mm256_or_si256(any, _mm256_cmpeq_epi16(x, *w));
            any = _mm256_or_si256(any, _mm256_cmpeq_epi16(y, *w));
        }
        if _mm256_movemask_epi8(any) != 0 {
            for (i, w) in wanted.iter().enumerate() {
                let hit = _mm256_or_si256(_mm256_cmpeq_epi16(x, *w), _mm256_cmpeq_epi16(y, *w));
                if _mm256_movemask_epi8(hit) != 0 {
                    found |= 1 << i;
                }
            }
            if found == all {
                return found;
            }
        }
        a += 32;
    }
    while a <= a1 {
        let x = g[a] ^ g[rest - a];
        for (i, &n) in needles.iter().enumerate() {
            found |= u32::from(x == n) << i;
        }
        if found == all {
            break;
        }
        a += 1;
    }
    found
}

/// For each `a` in `a0..=a1` and each heap `j` of sixteen: `stamps[16·x + j] = stamp` for
/// `x = (g[a] ^ g[rest0 + j − a]) & (rows − 1)`, `rows = stamps.len() / 16`.
///
/// # Safety
/// AVX2 is available; `rows` is a power of two; `a1 + 15 < g.len()` and `rest0 − a1 ≥ 0` with
/// `rest0 − a0 + 15 < g.len()`, so the loads `g[a]` and `g[rest0 − a..rest0 − a + 16]` are in
/// bounds; the stores are in bounds by the mask.
#[target_feature(enable = "avx2")]
pub unsafe fn stamp16(g: &[u16], rest0: usize, a0: usize, a1: usize, stamps: &mut [u8], stamp: u8) {
    let rows = stamps.len() / 16;
    let mask = _mm256_set1_epi16((rows - 1) as i16);
    let lanes = _mm256_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    let p = g.as_ptr();
    let s = stamps.as_mut_ptr();
    let mut index = [0u16; 16];
    for a in a0..=a1 {
        // SAFETY: a ≤ a1 < g.len() and rest0 − a .. rest0 − a + 16 ⊆ rest0 − a1 .. rest0 − a0 +
        // 16 ⊆ 0..g.len() by the caller's promise.
        let (ga, gb) = unsafe {
            (
                *p.add(a),
                _mm256_loadu_si256(p.add(rest0 - a) as *const __m256i),
            )
        };
        let x = _mm256_xor_si256(_mm256_set1_epi16(ga as i16), gb);
        // 16·(x & (rows − 1)) + j < 16·rows = stamps.len(): every store is in bounds. The
        // index is 16 bits wide, so rows ≤ 4096 here (the caller keeps to it).
        let at = _mm256_add_epi16(_mm256_slli_epi16(_mm256_and_si256(x, mask), 4), lanes);
        // SAFETY: `index` holds 16 u16, 32 bytes; each index is below stamps.len() (above).
        unsafe {
            _mm256_storeu_si256(index.as_mut_ptr() as *mut __m256i, at);
            for &i in &index {
                *s.add(usize::from(i)) = stamp;
            }
        }
    }
}

/// For each `i`: `stamps[(values[i] ^ g[rest − parts[i]]) & (stamps.len() − 1)] = stamp`,
/// eight at a time (the other parts gathered).
///
/// # Safety
/// AVX2 is available; `parts.len() == values.len()`; every part is in `1..rest` (below `rest`),
/// `rest ≤ g.len()` and `rest < 2^31`, so each `g[rest − part − 1]` and `g[rest − part]` is in
/// bounds (the gather reads both as one 32-bit word at a 32-bit index; a part equal to `rest`
/// would read one element before `g`); `stamps.len()` is a power of two.
#[target_feature(enable = "avx2")]
pub unsafe fn stamp_rare(
    g: &[u16],
    rest: usize,
    parts: &[u32],
    values: &[u16],
    stamps: &mut [u8],
    stamp: u8,
) {
    let n = parts.len();
    let mask = _mm256_set1_epi32((stamps.len() - 1) as i32);
    let top = _mm256_set1_epi32(rest as i32);
    // The 32-bit word at byte 2·(rest − part − 1) holds g[rest − part] in its high half.
    let base = g.as_ptr() as *const i32;
    let s = stamps.as_mut_ptr();
    let mut index = [0u32; 8];
    let mut i = 0;
    while i + 8 <= n {
        // SAFETY: parts[i..i + 8] and values[i..i + 8] are in bounds (i + 8 ≤ n); each word
        // gathered is g[rest − part − 1..=rest − part], in bounds by the caller's promise.
        unsafe {
            let p = _mm256_loadu_si256(parts.as_ptr().add(i) as *const __m256i);
            let at = _mm256_sub_epi32(_mm256_sub_epi32(top, p), _mm256_set1_epi32(1));
            let words = _mm256_i32gather_epi32(base, at, 2);
            let other = _mm256_srli_epi32(words, 16);
            let own =
                _mm256_cvtepu16_epi32(_mm_loadu_si128(values.as_ptr().add(i) as *const __m128i));
            let x = _mm256_and_si256(_mm256_xor_si256(own, other), mask);
            _mm256_storeu_si256(index.as_mut_ptr() as *mut __m256i, x);
            for &x in &index {
                *s.add(x as usize) = stamp;
            }
        }
        i += 8;
    }
    while i < n {
        let x = usize::from(values[i] ^ g[rest - parts[i] as usize]) & (stamps.len() - 1);
        stamps[x] = stamp;
        i += 1;
    }
}

/// For each `i` and each of sixteen heaps `j`: `stamps[j·stride + x] = stamp` for
/// `x = (values[i] ^ g[rest0 + j − parts[i]]) & (rows − 1)`, `rows = stride − 16`.
///
/// # Safety
/// AVX2 is available; `parts.len() == values.len()`; every part is in `1..=rest0` and
/// `rest0 + 16 ≤ g.len() + parts' least`, so `g[rest0 − part..rest0 − part + 16]` is in bounds;
/// `rows` is a power of two and `stamps.len() ≥ 16 · stride`.
#[target_feature(enable = "avx2")]
pub unsafe fn stamp16_parts(
    g: &[u16],
    rest0: usize,
    parts: &[u32],
    values: &[u16],
    stamps: &mut [u8],
    stride: usize,
    stamp: u8,
) {
    let rows = stride - 16;
    let mask = _mm256_set1_epi16((rows - 1) as i16);
    // Row j starts at j·stride: the offsets of heaps 0..8 and 8..16, added to each index.
    let offsets = |from: i32| {
        let s = stride as i32;
        let at = |j: i32| (from + j) * s;
        _mm256_setr_epi32(at(0), at(1), at(2), at(3), at(4), at(5), at(6), at(7))
    };
    let (low_rows, high_rows) = (offsets(0), offsets(8));
    let p = g.as_ptr();
    let s = stamps.as_mut_ptr();
    let mut index = [0u32; 16];
    for (&part, &value) in parts.iter().zip(values) {
        // SAFETY: rest0 − part .. rest0 − part + 16 is in bounds by the caller's promise, and
        // `index` is 64 bytes.
        unsafe {
            let other = _mm256_loadu_si256(p.add(rest0 - part as usize) as *const __m256i);
            let x = _mm256_and_si256(
                _mm256_xor_si256(_mm256_set1_epi16(value as i16), other),
                mask,
            );
            let low = _mm256_add_epi32(_mm256_cvtepu16_epi32(_mm256_castsi256_si128(x)), low_rows);
            let high = _mm256_add_epi32(
                _mm256_cvtepu16_epi32(_mm256_extracti128_si256(x, 1)),
                high_rows,
            );
            _mm256_storeu_si256(index.as_mut_ptr() as *mut __m256i, low);
            _mm256_storeu_si256(index.as_mut_ptr().add(8) as *mut __m256i, high);
        }
        for &i in &index {
            // SAFETY: i = j·stride + x < 16·stride ≤ stamps.len(), x being below rows < stride.
            unsafe { *s.add(i as usize) = stamp };
        }
    }
}

/// For each `a` in `a0..=a1`: `stamps[(g[a] ^ g[rest − a]) & (stamps.len() − 1)] = stamp`,
/// sixteen splits a step.
///
/// # Safety
/// AVX2 is available; `a0 ≥ 1`, `a1 ≤ rest / 2` and `rest − a0 < g.len()`, so every `g[a]`
/// and `g[rest − a]` read is in bounds (the vector loads read `g[a..a + 16]` and
/// `g[rest − a − 15..=rest − a]` only while `a + 15 ≤ a1`); `stamps.len()` is a power of two
/// up to 2^16.
#[target_feature(enable = "avx2")]
pub unsafe fn stamp_splits(
    g: &[u16],
    rest: usize,
    a0: usize,
    a1: usize,
    stamps: &mut [u8],
    stamp: u8,
) {
    let mask = _mm256_set1_epi16((stamps.len() - 1) as u16 as i16);
    let p = g.as_ptr();
    let s = stamps.as_mut_ptr();
    let mut index = [0u16; 16];
    let mut a = a0;
    while a + 15 <= a1 {
        // SAFETY: a + 15 ≤ a1 ≤ rest / 2 ≤ rest − a0 < g.len(); rest − a − 15 ≥ rest − a1 ≥ 0
        // and rest − a < g.len(); `index` is 32 bytes; each index is masked below
        // stamps.len().
        unsafe {
            let x = _mm256_and_si256(splits(p, rest, a), mask);
            _mm256_storeu_si256(index.as_mut_ptr() as *mut __m256i, x);
            for &i in &index {
                *s.add(usize::from(i)) = stamp;
            }
        }
        a += 16;
    }
    while a <= a1 {
        stamps[usize::from(g[a] ^ g[rest - a]) & (stamps.len() - 1)] = stamp;
        a += 1;
    }
}

/// Sixteen values below 128 as bits, each set in four 64-bit lanes: `low` for values below
/// 64, `high` for the others (lane i of `low[q]` for value `4q + i`). Larger values set none.
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn set_bits(x: __m256i, low: &mut [__m256i; 4], high: &mut [__m256i; 4]) {
    let (one, sixty_four) = (_mm256_set1_epi64x(1), _mm256_set1_epi64x(64));
    let (x0, x1) = (_mm256_castsi256_si128(x), _mm256_extracti128_si256(x, 1));
    let quarters = [
        _mm256_cvtepu16_epi64(x0),
        _mm256_cvtepu16_epi64(_mm_srli_si128(x0, 8)),
        _mm256_cvtepu16_epi64(x1),
        _mm256_cvtepu16_epi64(_mm_srli_si128(x1, 8)),
    ];
    // A shift by 64 or more gives 0 (x − 64 wraps around below 64), so each value sets one bit.
    for (q, x) in quarters.iter().enumerate() {
        low[q] = _mm256_or_si256(low[q], _mm256_sllv_epi64(one, *x));
        let above = _mm256_sub_epi64(*x, sixty_four);
        high[q] = _mm256_or_si256(high[q], _mm256_sllv_epi64(one, above));
    }
}

/// The sixteen lanes' words of [`set_bits`]: `[low, high]` of lane `4q + i`.
#[inline]
#[target_feature(enable = "avx2")]
unsafe fn lanes_of(low: &[__m256i; 4], high: &[__m256i; 4]) -> [[u64; 2]; 16] {
    let mut sets = [[0u64; 2]; 16];
    let (mut l, mut h) = ([0u64; 4], [0u64; 4]);
    for q in 0..4 {
        // SAFETY: each array holds four u64, 32 bytes.
        unsafe {
            _mm256_storeu_si256(l.as_mut_ptr() as *mut __m256i, low[q]);
            _mm256_storeu_si256(h.as_mut_ptr() as *mut __m256i, high[q]);
        }
        for i in 0..4 {
            sets[4 * q + i] = [l[i], h[i]];
        }
    }
    sets
}

/// For each `i` and each of sixteen heaps `j`: bit `x` of `sets[j]` set for
/// `x = values[i] ^ g[rest0 + j − parts[i]]` (values of 128 or more are not marked).
///
/// # Safety
/// AVX2 is available; `parts.len() == values.len()`; every part is in `1..=rest0` and
/// `rest0 − part + 16 ≤ g.len()`, so each load `g[rest0 − part..rest0 − part + 16]` is in
/// bounds.
#[target_feature(enable = "avx2")]
pub unsafe fn bits16_parts(
    g: &[u16],
    rest0: usize,
    parts: &[u32],
    values: &[u16],
    sets: &mut [[u64; 2]; 16],
) {
    let (mut low, mut high) = ([_mm256_setzero_si256(); 4], [_mm256_setzero_si256(); 4]);
    let p = g.as_ptr();
    for (&part, &value) in parts.iter().zip(values) {
        // SAFETY: rest0 − part .. rest0 − part + 16 is in bounds by the caller's promise.
        let other = unsafe { _mm256_loadu_si256(p.add(rest0 - part as usize) as *const __m256i) };
        let x = _mm256_xor_si256(_mm256_set1_epi16(value as i16), other);
        // SAFETY: AVX2, as this function.
        unsafe { set_bits(x, &mut low, &mut high) };
    }
    // SAFETY: AVX2, as this function.
    let lanes = unsafe { lanes_of(&low, &high) };
    for (set, lane) in sets.iter_mut().zip(lanes) {
        set[0] |= lane[0];
        set[1] |= lane[1];
    }
}

/// The values `g[a] ^ g[rest − a]` below 128 for `a` in `a0..=a1`, as bits (`[low, high]`),
/// sixteen splits a step.
///
/// # Safety
/// As [`stamp_splits`]: AVX2 is available; `a0 ≥ 1`, `a1 ≤ rest / 2` and `rest − a0 <
/// g.len()`.
#[target_feature(enable = "avx2")]
pub unsafe fn bits_splits(g: &[u16], rest: usize, a0: usize, a1: usize) -> [u64; 2] {
    let (mut low, mut high) = ([_mm256_setzero_si256(); 4], [_mm256_setzero_si256(); 4]);
    let p = g.as_ptr();
    let mut a = a0;
    while a + 15 <= a1 {
        // SAFETY: a + 15 ≤ a1 ≤ rest / 2 ≤ rest − a0 < g.len(); rest − a − 15 ≥ rest − a1 ≥ 0
        // and rest − a < g.len(); AVX2, as this function.
        unsafe { set_bits(splits(p, rest, a), &mut low, &mut high) };
        a += 16;
    }
    let mut set = [0u64; 2];
    // SAFETY: AVX2, as this function.
    for lane in unsafe { lanes_of(&low, &high) } {
        set[0] |= lane[0];
        set[1] |= lane[1];
    }
    while a <= a1 {
        let x = g[a] ^ g[rest - a];
        if x < 128 {
            set[usize::from(x / 64)] |= 1 << (x % 64);
        }
        a += 1;
    }
    set
}
