//! Everything specific to a processor: the scanner's bulk path, and the octal engine's loops
//! over the splits of a heap ([`xor_find`], [`xor_stamp16`], [`xor_stamp16_parts`],
//! [`xor_stamp_rare`], [`xor_stamp_splits`], [`stamped`]). Every `cfg` on the target
//! architecture lives in this file.
//!
//! Each is written once, for AVX2 (`avx2`, `xor`), chosen at run time (x86-64 processors have
//! had it since 2013; [`stamped`] needs only SSE2, which every x86-64 processor has). Where
//! there is no AVX2, [`parse_blocks`] parses nothing and the scanner reads token by token, and
//! the octal loops run their plain versions here.

#[cfg(target_arch = "x86_64")]
mod avx2;
#[cfg(target_arch = "x86_64")]
mod xor;

/// Bytes classified in one step of [`parse_blocks`].
pub const BLOCK: usize = 64;

/// Bytes before its start position that [`parse_blocks`] may read: the value of a token is
/// loaded as the 16 bytes that end where the token ends, and a token carried over from the
/// block before may start up to 20 bytes back.
pub const BACK: usize = 32;

/// Values the bulk path hands over at a time.
pub const BATCH: usize = 256;

/// What [`parse_blocks`] returns: where it stopped, how many values it wrote, and how many line
/// ends it passed, with the index of the last.
pub type Bulk = (usize, usize, u64, Option<usize>);

/// The bulk path: parses the u64 tokens of `buf[pos..]` into `out`, [`BLOCK`] bytes at a time.
///
/// It reads at most `left` ≤ [`BATCH`] tokens, and only tokens of at most 20 digits (and at most
/// 2^64 − 1) that lie wholly inside `buf`, followed by whitespace; it stops at the start of the first block holding
/// anything else (a byte that is neither digit nor whitespace, a longer token, more tokens than
/// `left`, or the end of `buf`), with the position at the end of the last token read or at the
/// start of a token it did not finish. Blocks follow each other at a fixed stride, so the loads
/// do not wait for the bit arithmetic; a token across two blocks is carried as its digit count.
///
/// # Panics
/// If `pos < BACK`, `pos > buf.len()` or `left > BATCH`. The byte before `pos` must not be a
/// digit of a token not yet read (the scanner starts the bulk path at token boundaries).
#[inline]
pub fn parse_blocks(buf: &[u8], pos: usize, left: usize, out: &mut [u64; BATCH]) -> Bulk {
    assert!(
        (BACK..=buf.len()).contains(&pos) && left <= BATCH,
        "the bulk path's bounds"
    );
    #[cfg(target_arch = "x86_64")]
    if avx2::available() {
        // SAFETY: the bounds were just checked, the scanner starts the bulk path only at a
        // token boundary, and AVX2 was detected.
        return unsafe { avx2::parse_blocks(buf, pos, left, out) };
    }
    (pos, 0, 0, None)
}

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
/// Unless `parts.len() == values.len()`, every part is in `1..=rest` (checked at the ends:
/// `parts` increase), `rest ≤ g.len()` and `stamps.len()` is a power of two.
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
            && last.map_or(true, |p| p as usize <= rest && p >= first.unwrap_or(0))
            && rest <= g.len()
            && stamps.len().is_power_of_two(),
        "the bounds of xor_stamp_rare"
    );
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

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{rngs::StdRng, RngExt, SeedableRng};

    fn random_bytes(rng: &mut StdRng, len: usize) -> Vec<u8> {
        let alphabet = b" \t\n\r\x0b\x0c0123456789/:\x08\x0e\x1f!\x80\xff";
        (0..len)
            .map(|i| match (i / 97) % 3 {
                0 => rng.random(),
                1 => alphabet[rng.random_range(0..alphabet.len())],
                _ => b"0123456789 \n"[rng.random_range(0..12)],
            })
            .collect()
    }

    fn white(b: u8) -> bool {
        crate::io::is_space(b)
    }

    /// The bulk path's contract, byte by byte: u64 tokens of at most 20 digits that end inside
    /// `buf`, from `pos` on, stopping at the first block holding anything else; and the line
    /// ends of the blocks passed.
    fn fold_reference(buf: &[u8], pos: usize, left: u64) -> (usize, Vec<u64>, u64, Option<usize>) {
        let (mut p, mut carry, mut values) = (pos, 0, Vec::new());
        while p + BLOCK <= buf.len() {
            let block = &buf[p..p + BLOCK];
            let mut tokens = Vec::new();
            let mut len = carry;
            let mut ok = block.iter().all(|&b| b.is_ascii_digit() || white(b));
            for (i, b) in block.iter().enumerate() {
                if b.is_ascii_digit() {
                    len += 1;
                    ok &= len <= 20;
                } else {
                    if len > 0 {
                        tokens.push(&buf[p + i - len..p + i]);
                    }
                    len = 0;
                }
            }
            let parsed: Vec<Option<u64>> = tokens
                .iter()
                .map(|t| std::str::from_utf8(t).ok()?.parse::<u64>().ok())
                .collect();
            ok &= parsed.iter().all(Option::is_some);
            if !ok || tokens.len() as u64 > left - values.len() as u64 {
                break;
            }
            values.extend(parsed.into_iter().flatten());
            carry = len;
            p += BLOCK;
        }
        let passed = &buf[pos..p];
        let lines = passed.iter().filter(|&&b| b == b'\n').count() as u64;
        let last = passed.iter().rposition(|&b| b == b'\n').map(|i| pos + i);
        (p - carry, values, lines, last)
    }

    fn avx2_available() -> bool {
        #[cfg(target_arch = "x86_64")]
        return avx2::available();
        #[cfg(not(target_arch = "x86_64"))]
        return false;
    }

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

    // A carried token of 20 digits starts 20 bytes before its block.
    const _: () = assert!(BACK >= 20);

    #[test]
    fn the_bulk_path_folds_as_the_reference_does() {
        let mut rng = StdRng::seed_from_u64(3);
        for round in 0..3000 {
            let len = rng.random_range(BACK..600);
            let mut buf = random_bytes(&mut rng, len);
            if round % 2 == 0 {
                // Mostly well-formed: numbers of 1 to 20 digits and whitespace.
                buf = (0..rng.random_range(1..80))
                    .flat_map(|_| {
                        let len = rng.random_range(1..=21);
                        let mut t: Vec<u8> = match len {
                            21 => rng.random::<u64>().to_string().into_bytes(),
                            _ => (0..len).map(|_| b'0' + rng.random_range(0..10u8)).collect(),
                        };
                        t.extend(
                            (0..rng.random_range(1..4)).map(|_| b" \n"[rng.random_range(0..2)]),
                        );
                        t
                    })
                    .collect();
            }
            let pos = rng.random_range(BACK..=buf.len().max(BACK));
            buf.resize(buf.len().max(pos), b' ');
            // The bulk path starts at a token boundary.
            if buf[pos - 1].is_ascii_digit() {
                buf[pos - 1] = b' ';
            }
            let left = rng.random_range(0..40);
            let mut want = fold_reference(&buf, pos, left as u64);
            if !avx2_available() {
                want = (pos, Vec::new(), 0, None);
            }
            let mut out = [0; BATCH];
            let (p, read, lines, last) = parse_blocks(&buf, pos, left, &mut out);
            assert_eq!(
                (p, out[..read].to_vec(), lines, last),
                want,
                "round {round}"
            );
        }
    }
}
