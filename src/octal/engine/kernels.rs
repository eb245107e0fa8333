//! The octal engine's loops over the splits of a heap: each chooses its AVX2 version (in
//! `xor`) at run time, or runs the plain one written here.

#[cfg(target_arch = "x86_64")]
use super::xor;
#[cfg(target_arch = "x86_64")]
use std::convert::TryInto; // not in the 2018 prelude (CSES offers edition 2018)

/// Whether the AVX2 versions of the octal loops run here (detected once).
#[cfg(target_arch = "x86_64")]
fn xor_fast() -> bool {
    use std::sync::atomic::{AtomicU8, Ordering};
    static FAST: AtomicU8 = AtomicU8::new(0);
    match FAST.load(Ordering::Relaxed) {
        0 => {
            let yes = is_x86_feature_detected!("avx2");
            FAST.store(if yes { 2 } else { 1 }, Ordering::Relaxed);
            yes
        }
        v => v == 2,
    }
}

/// Bit i is set iff `needles[i] == g[a] ^ g[rest − a]` for some `a` in `a0..=a1` (the splits
/// of a heap of `rest` into `a` and `rest − a`); it stops as soon as every needle is found.
///
/// # Panics
/// If `needles.len() > 8`, `a0 == 0`, `a1 > rest / 2` or `rest − a0 >= g.len()`.
///
/// # Complexity
/// O(a1 − a0), sixteen splits a step with AVX2.
pub fn xor_find(g: &[u16], rest: usize, a0: usize, a1: usize, needles: &[u16]) -> u32 {
    assert!(
        needles.len() <= 8 && a0 >= 1 && a1 <= rest / 2 && rest - a0 < g.len(),
        "the bounds of xor_find"
    );
    if needles.is_empty() || a0 > a1 {
        return 0;
    }
    #[cfg(target_arch = "x86_64")]
    if xor_fast() {
        // SAFETY: AVX2 was detected, and the bounds the kernel needs were just checked.
        return unsafe { xor::find_needles(g, rest, a0, a1, needles) };
    }
    let all = (1u32 << needles.len()) - 1;
    let mut found = 0;
    for a in a0..=a1 {
        let x = g[a] ^ g[rest - a];
        for (i, &n) in needles.iter().enumerate() {
            found |= u32::from(x == n) << i;
        }
        if found == all {
            break;
        }
    }
    found
}

/// For each `i` and each of sixteen heaps `j`: `stamps[j·stride + x] = stamp` for
/// `x = (values[i] ^ g[rest0 + j − parts[i]]) & (rows − 1)`, `rows = stride − 16`: the splits
/// of sixteen consecutive heaps with a part `parts[i]` (of value `values[i]`), each heap
/// stamping its own row of the table.
///
/// # Panics
/// Unless `parts.len() == values.len()`, the parts increase within `1..=rest0`, `rest0 −
/// parts[0] + 16 ≤ g.len()`, `rows` is a power of two and `stamps.len() ≥ 16 · stride`.
///
/// # Complexity
/// O(16 · parts.len()) stores.
pub fn xor_stamp16_parts(
    g: &[u16],
    rest0: usize,
    parts: &[u32],
    values: &[u16],
    stamps: &mut [u8],
    stride: usize,
    stamp: u8,
) {
    let rows = stride.wrapping_sub(16);
    let (first, last) = (parts.first().copied(), parts.last().copied());
    assert!(
        parts.len() == values.len()
            && first.map_or(true, |p| p >= 1 && rest0 - p as usize + 16 <= g.len())
            && last.map_or(true, |p| p as usize <= rest0 && p >= first.unwrap_or(0))
            && rows.is_power_of_two()
            && stamps.len() >= 16 * stride,
        "the bounds of xor_stamp16_parts"
    );
    debug_assert!(increase(parts), "the parts of xor_stamp16_parts increase");
    #[cfg(target_arch = "x86_64")]
    if xor_fast() && rows <= 1 << 15 {
        // SAFETY: AVX2 was detected and the bounds were checked (the parts increase, so the
        // first reaches the highest index).
        return unsafe { xor::stamp16_parts(g, rest0, parts, values, stamps, stride, stamp) };
    }
    for (&p, &v) in parts.iter().zip(values) {
        for j in 0..16 {
            let x = usize::from(v ^ g[rest0 - p as usize + j]) & (rows - 1);
            stamps[j * stride + x] = stamp;
        }
    }
}

/// For each `i` and each rest `rest0 + j` (`j < sets.len()`): bit `x` of `sets[j]` set for
/// `x = values[i] ^ g[rest0 + j − parts[i]]` if `x < 128`: [`xor_stamp16_parts`] for values
/// below 128 and any number of consecutive rests, the marks kept as two words a rest instead
/// of a row of stamps.
///
/// # Panics
/// Unless `parts.len() == values.len()`, the parts increase within `1..=rest0` and `rest0 −
/// parts[0] + sets.len() ≤ g.len()`.
///
/// # Complexity
/// O(parts.len() · sets.len()), sixteen rests a step with AVX2 (the first sixteen).
pub fn xor_bits_parts(
    g: &[u16],
    rest0: usize,
    parts: &[u32],
    values: &[u16],
    sets: &mut [[u64; 2]],
) {
    let (first, last) = (parts.first().copied(), parts.last().copied());
    assert!(
        parts.len() == values.len()
            && first.map_or(true, |p| p >= 1
                && rest0 - p as usize + sets.len() <= g.len())
            && last.map_or(true, |p| p as usize <= rest0 && p >= first.unwrap_or(0)),
        "the bounds of xor_bits_parts"
    );
    debug_assert!(increase(parts), "the parts of xor_bits_parts increase");
    // The rests the vectors did.
    #[cfg(target_arch = "x86_64")]
    let from = match xor_fast() && sets.len() >= 16 {
        true => {
            let sixteen = (&mut sets[..16]).try_into().expect("16 sets");
            // SAFETY: AVX2 was detected and the bounds were checked (the parts increase, so
            // the first reaches the highest index), for sixteen rests or more.
            unsafe { xor::bits16_parts(g, rest0, parts, values, sixteen) };
            16
        }
        false => 0,
    };
    #[cfg(not(target_arch = "x86_64"))]
    let from = 0;
    for (j, set) in sets.iter_mut().enumerate().skip(from) {
        for (&p, &v) in parts.iter().zip(values) {
            let x = usize::from(v ^ g[rest0 - p as usize + j]);
            if x < 128 {
                set[x / 64] |= 1 << (x % 64);
            }
        }
    }
}

/// For each `a` in `a0..=a1`: `stamps[(g[a] ^ g[rest − a]) & (stamps.len() − 1)] = stamp`:
/// every split of a heap with `rest` objects left whose smaller part is in `a0..=a1`.
///
/// # Panics
/// Unless `a0 ≥ 1`, `a1 ≤ rest / 2`, `rest − a0 < g.len()` and `stamps.len()` is a power of
/// two up to 2^16 (when `a0 ≤ a1`).
///
/// # Complexity
/// O(a1 − a0), sixteen splits a step with AVX2.
pub fn xor_stamp_splits(
    g: &[u16],
    rest: usize,
    a0: usize,
    a1: usize,
    stamps: &mut [u8],
    stamp: u8,
) {
    if a0 > a1 {
        return;
    }
    assert!(
        a0 >= 1
            && a1 <= rest / 2
            && rest - a0 < g.len()
            && stamps.len().is_power_of_two()
            && stamps.len() <= 1 << 16,
        "the bounds of xor_stamp_splits"
    );
    #[cfg(target_arch = "x86_64")]
    if xor_fast() {
        // SAFETY: AVX2 was detected, and the bounds the kernel needs were just checked.
        return unsafe { xor::stamp_splits(g, rest, a0, a1, stamps, stamp) };
    }
    let mask = stamps.len() - 1;
    for a in a0..=a1 {
        stamps[usize::from(g[a] ^ g[rest - a]) & mask] = stamp;
    }
}

/// The values `g[a] ^ g[rest − a]` below 128 for `a` in `a0..=a1`, as two words of bits:
/// [`xor_stamp_splits`] for small values, without a table.
///
/// # Panics
/// Unless `a0 ≥ 1`, `a1 ≤ rest / 2` and `rest − a0 < g.len()` (when `a0 ≤ a1`).
///
/// # Complexity
/// O(a1 − a0), sixteen splits a step with AVX2.
pub fn xor_bits_splits(g: &[u16], rest: usize, a0: usize, a1: usize) -> [u64; 2] {
    if a0 > a1 {
        return [0; 2];
    }
    assert!(
        a0 >= 1 && a1 <= rest / 2 && rest - a0 < g.len(),
        "the bounds of xor_bits_splits"
    );
    #[cfg(target_arch = "x86_64")]
    if xor_fast() {
        // SAFETY: AVX2 was detected and the bounds were checked.
        return unsafe { xor::bits_splits(g, rest, a0, a1) };
    }
    let mut set = [0u64; 2];
    for a in a0..=a1 {
        let x = g[a] ^ g[rest - a];
        if x < 128 {
            set[usize::from(x / 64)] |= 1 << (x % 64);
        }
    }
    set
}

/// Bit b of the result is set iff `stamps[b] == stamp`.
///
/// # Complexity
/// O(64), sixteen at a time with SSE2 (every x86-64 processor has it, so the call is inlined).
#[inline]
pub fn stamped(stamps: &[u8; 64], stamp: u8) -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        use core::arch::x86_64::*;
        let mut bits = 0;
        for i in 0..4 {
            // SAFETY: SSE2 is part of x86-64; the load reads stamps[16·i..16·i + 16], in bounds.
            let mask = unsafe {
                let v = _mm_loadu_si128(stamps.as_ptr().add(16 * i) as *const __m128i);
                _mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8(stamp as i8)))
            };
            bits |= u64::from(mask as u16) << (16 * i);
        }
        bits
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let mut bits = 0;
        for (b, &s) in stamps.iter().enumerate() {
            bits |= u64::from(s == stamp) << b;
        }
        bits
    }
}

/// For each `i`: `stamps[(values[i] ^ g[rest − parts[i]]) & (stamps.len() − 1)] = stamp`: the
/// splits of a heap with `rest` objects left in which one part is `parts[i]`, of value
/// `values[i]` (the rare heaps of the sparse-space technique).
///
/// # Panics
/// Unless `parts.len() == values.len()`, every part is in `1..rest` (below `rest`: the other
/// part of a split is never empty; checked at the ends, `parts` increase, which debug builds
/// check whole), `rest ≤ g.len()` and `stamps.len()` is a power of two.
///
/// # Complexity
/// O(parts.len()), eight at a time with AVX2.
pub fn xor_stamp_rare(
    g: &[u16],
    rest: usize,
    parts: &[u32],
    values: &[u16],
    stamps: &mut [u8],
    stamp: u8,
) {
    let (first, last) = (parts.first().copied(), parts.last().copied());
    assert!(
        parts.len() == values.len()
            && first.map_or(true, |p| p >= 1)
            && last.map_or(true, |p| (p as usize) < rest && p >= first.unwrap_or(0))
            && rest <= g.len()
            && stamps.len().is_power_of_two(),
        "the bounds of xor_stamp_rare"
    );
    debug_assert!(increase(parts), "the parts of xor_stamp_rare increase");
    #[cfg(target_arch = "x86_64")]
    if xor_fast() && rest < 1 << 31 {
        // SAFETY: AVX2 was detected and the bounds were checked: parts increase, so all lie
        // between the first and the last.
        return unsafe { xor::stamp_rare(g, rest, parts, values, stamps, stamp) };
    }
    for (&p, &v) in parts.iter().zip(values) {
        let x = usize::from(v ^ g[rest - p as usize]) & (stamps.len() - 1);
        stamps[x] = stamp;
    }
}

/// For each `a` in `a0..=a1` and each of sixteen heaps `j`: `stamps[16·x + j] = stamp` for
/// `x = (g[a] ^ g[rest0 + j − a]) & (rows − 1)`, where `rows = stamps.len() / 16`: the split
/// `(a, rest0 + j − a)` of sixteen consecutive heaps at once, each heap stamping its column.
///
/// # Panics
/// Unless `rows` is a power of two up to 4096, `a1 < g.len()`, `a1 ≤ rest0` and
/// `rest0 − a0 + 16 ≤ g.len()`.
///
/// # Complexity
/// O(16 · (a1 − a0 + 1)) stores.
pub fn xor_stamp16(g: &[u16], rest0: usize, a0: usize, a1: usize, stamps: &mut [u8], stamp: u8) {
    let rows = stamps.len() / 16;
    assert!(
        rows.is_power_of_two()
            && rows <= 4096
            && stamps.len() == 16 * rows
            && a1 < g.len()
            && a1 <= rest0
            && (a0 > a1 || rest0 - a0 + 16 <= g.len()),
        "the bounds of xor_stamp16"
    );
    if a0 > a1 {
        return;
    }
    #[cfg(target_arch = "x86_64")]
    if xor_fast() {
        // SAFETY: AVX2 was detected, and the bounds the kernel needs were just checked.
        return unsafe { xor::stamp16(g, rest0, a0, a1, stamps, stamp) };
    }
    for a in a0..=a1 {
        let ga = g[a];
        for j in 0..16 {
            let x = usize::from(ga ^ g[rest0 - a + j]) & (rows - 1);
            stamps[16 * x + j] = stamp;
        }
    }
}

/// Whether `parts` never decrease: what the kernels that check only the first and the last
/// part rely on (asserted whole in debug builds; the engine's rare heaps are sorted).
fn increase(parts: &[u32]) -> bool {
    parts.windows(2).all(|w| w[0] <= w[1])
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, RngExt, SeedableRng};

    #[test]
    fn the_octal_loops_agree_with_the_plain_ones() {
        let mut rng = StdRng::seed_from_u64(9);
        for _ in 0..300 {
            let len = rng.random_range(2..300);
            let g: Vec<u16> = (0..len).map(|_| rng.random_range(0..64)).collect();
            let rest = rng.random_range(1..len);
            let a1 = rng.random_range(0..=rest / 2);
            let a0 = rng.random_range(1..=a1.max(1));
            let needles: Vec<u16> = (0..rng.random_range(0..=8))
                .map(|_| rng.random_range(0..64))
                .collect();
            let mut want = 0;
            for a in a0..=a1 {
                for (i, &n) in needles.iter().enumerate() {
                    if g[a] ^ g[rest - a] == n {
                        want |= 1 << i;
                    }
                }
            }
            assert_eq!(
                xor_find(&g, rest, a0, a1, &needles),
                want,
                "{g:?} {rest} {a0} {a1} {needles:?}"
            );
            // Sixteen heaps at once.
            if len >= 40 {
                let rest0 = rng.random_range(20..len - 16);
                let a1 = rng.random_range(0..=rest0.min(len - 17));
                let a0 = rng.random_range(0..=a1);
                let mut stamps = vec![0u8; 64 * 16];
                xor_stamp16(&g, rest0, a0, a1, &mut stamps, 5);
                let mut want = vec![0u8; 64 * 16];
                for a in a0..=a1 {
                    for j in 0..16 {
                        want[16 * usize::from(g[a] ^ g[rest0 - a + j]) + j] = 5;
                    }
                }
                assert_eq!(stamps, want);
            }
        }
    }

    #[test]
    fn the_bit_loops_agree_with_the_plain_ones() {
        let mut rng = StdRng::seed_from_u64(11);
        // Values of 128 and more among them: their options are not marked.
        let set_of = |xs: &mut dyn Iterator<Item = u16>| {
            let mut set = [0u64; 2];
            for x in xs.filter(|&x| x < 128) {
                set[usize::from(x / 64)] |= 1 << (x % 64);
            }
            set
        };
        for _ in 0..300 {
            let len = rng.random_range(80..400);
            let g: Vec<u16> = (0..len).map(|_| rng.random_range(0..160)).collect();
            let rest = rng.random_range(2..len);
            let a1 = rng.random_range(1..=rest / 2);
            let a0 = rng.random_range(1..=a1);
            let want = set_of(&mut (a0..=a1).map(|a| g[a] ^ g[rest - a]));
            assert_eq!(xor_bits_splits(&g, rest, a0, a1), want, "{rest} {a0} {a1}");
            // Any number of consecutive rests, the parts increasing from 1.
            let rests = rng.random_range(1..40);
            let rest0 = rng.random_range(1..len - rests);
            let mut parts: Vec<u32> = (1..=rest0 as u32)
                .filter(|_| rng.random_range(0..4) == 0)
                .filter(|&p| rest0 - p as usize + rests <= len)
                .collect();
            parts.truncate(60);
            let values: Vec<u16> = parts.iter().map(|_| rng.random_range(0..160)).collect();
            let mut sets = vec![[0u64; 2]; rests];
            xor_bits_parts(&g, rest0, &parts, &values, &mut sets);
            for (j, set) in sets.iter().enumerate() {
                let options = parts.iter().zip(&values);
                let want = set_of(&mut options.map(|(&p, &v)| v ^ g[rest0 + j - p as usize]));
                assert_eq!(*set, want, "rest {} of {rests} from {rest0}", rest0 + j);
            }
        }
    }
}
