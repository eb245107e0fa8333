//! Everything specific to a processor: the vector code of the scanner's bulk path (block
//! classification, digit conversion) and the system calls that map a file into memory.
//!
//! Each vector algorithm is written once, generic over [`Vector`] (the way memchr's `arch/`
//! does it), and compiled for SSE2, which every x86-64 processor has, and for AVX2, used when
//! the processor reports it at run time. Every `cfg` on the target lives in this file. On other
//! targets [`fold_blocks`] parses nothing (the scanner reads token by token) and [`map`] maps
//! nothing (the scanner reads).

#[cfg(target_arch = "x86_64")]
mod avx2;
#[cfg(all(target_arch = "x86_64", target_os = "linux"))]
mod linux;
#[cfg(target_arch = "x86_64")]
mod sse2;

/// Bytes classified in one step of [`fold_blocks`].
pub const BLOCK: usize = 64;

/// Bytes before its start position that [`fold_blocks`] may read: the value of a token is
/// loaded as the 16 bytes that end where the token ends.
pub const BACK: usize = 16;

/// A SIMD register of bytes (`__m128i` or `__m256i`) and the operations the algorithms need.
/// Lane-wise operations work within each 128-bit half, so a 256-bit register converts two
/// tokens where a 128-bit register converts one.
///
/// # Safety
/// Every method needs the processor features of its implementation; callers make sure of
/// them (SSE2 is part of the x86-64 baseline; AVX2 is detected at run time). The loads also
/// need their bytes to be readable.
pub trait Vector: Copy {
    /// Bytes in the register.
    const BYTES: usize;
    /// Tokens converted at once (one per 128-bit half).
    const TOKENS: usize;
    /// What [`Vector::movemask`] returns when every byte's high bit is set.
    const FULL: u32;
    /// Every 64-bit lane `x`.
    unsafe fn splat(x: u64) -> Self;
    /// `BYTES` bytes from `p`, unaligned.
    unsafe fn load(p: *const u8) -> Self;
    /// 16 bytes from each of the first `TOKENS` pointers, one per 128-bit half.
    unsafe fn load_halves(p: [*const u8; 2]) -> Self;
    /// Byte-wise wrapping subtraction.
    unsafe fn sub8(self, o: Self) -> Self;
    /// Byte-wise unsigned minimum.
    unsafe fn min8(self, o: Self) -> Self;
    /// Byte-wise equality: `0xFF` where equal, else 0.
    unsafe fn eq8(self, o: Self) -> Self;
    /// `0xFF` in each byte that is ASCII whitespace (`\t`, `\n`, vertical tab, form feed,
    /// `\r`, space), else 0.
    unsafe fn white(self) -> Self;
    /// Bitwise or.
    unsafe fn or(self, o: Self) -> Self;
    /// Bitwise and.
    unsafe fn and(self, o: Self) -> Self;
    /// Bit i is the high bit of byte i.
    unsafe fn movemask(self) -> u32;
    /// Each 16-bit lane of two digit values (the first in the low byte) as `10·first + second`.
    unsafe fn digit_pairs(self) -> Self;
    /// Multiplies signed 16-bit lanes and adds neighbouring products into 32-bit lanes.
    unsafe fn madd16(self, o: Self) -> Self;
    /// The 32-bit lanes of each half narrowed to 16 bits (saturating), twice over.
    unsafe fn pack32(self) -> Self;
    /// The low 32 bits of each 64-bit lane multiplied into 64 bits.
    unsafe fn mul32(self, o: Self) -> Self;
    /// 64-bit lane-wise wrapping addition.
    unsafe fn add64(self, o: Self) -> Self;
    /// Each 64-bit lane shifted right by 32 bits.
    unsafe fn shr64_32(self) -> Self;
    /// The low 64-bit lane of each 128-bit half (0 where there is no second half).
    unsafe fn low64s(self) -> [u64; 2];
}

/// `b` in each byte of a u64, for [`Vector::splat`].
const fn each(b: u8) -> u64 {
    b as u64 * 0x0101_0101_0101_0101
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

/// The digit and line-end masks of the [`BLOCK`] bytes at `p` (bit i set iff byte i is an
/// ASCII digit, or `\n`) and whether every byte is a digit or whitespace.
///
/// # Safety
/// `p` points at `BLOCK` readable bytes; the processor has `V`'s features.
#[inline(always)]
unsafe fn classify<V: Vector>(p: *const u8) -> (u64, u64, bool) {
    // SAFETY: the caller promises the bytes and the features.
    unsafe {
        let (zero, nine, newline) = (V::splat(each(b'0')), V::splat(each(9)), V::splat(each(b'\n')));
        let (mut digits, mut lines) = (0, 0);
        let mut good = V::splat(!0);
        let mut i = 0;
        while i < BLOCK {
            let v = V::load(p.add(i));
            // x is a digit iff x − '0' ≤ 9 (unsigned).
            let t = v.sub8(zero);
            let digit = t.min8(nine).eq8(t);
            digits |= u64::from(digit.movemask()) << i;
            lines |= u64::from(v.eq8(newline).movemask()) << i;
            good = good.and(digit.or(v.white()));
            i += V::BYTES;
        }
        (digits, lines, good.movemask() == V::FULL)
    }
}

/// The values of `V::TOKENS` tokens of at most 16 digits: `ends[i]` points at the 16 bytes
/// that end where token i ends, of which the last `lens[i]` are its digits.
///
/// # Safety
/// The 16 bytes at each `ends[i]` are readable, `lens[i]` ≤ 16; the processor has `V`'s
/// features.
#[inline(always)]
unsafe fn token_values<V: Vector>(ends: [*const u8; 2], lens: [usize; 2]) -> [u64; 2] {
    // SAFETY: `lens[i]` ≤ 16 keeps the mask loads inside `KEEP`; the caller promises the other
    // bytes and the features.
    unsafe {
        let keep = V::load_halves([KEEP.as_ptr().add(lens[0]), KEEP.as_ptr().add(lens[1])]);
        let digits = V::load_halves(ends).sub8(V::splat(each(b'0'))).and(keep);
        // Pairs of digits, then groups of 4 (100·pair + pair), then of 8 (10^4·quad + quad).
        let quads = digits.digit_pairs().madd16(V::splat(0x0001_0064_0001_0064));
        let octets = quads.pack32().madd16(V::splat(0x0001_2710_0001_2710));
        // 10^8·(first 8 digits) + (last 8 digits), in lane 0 of each half.
        octets
            .mul32(V::splat(100_000_000))
            .add64(octets.shr64_32())
            .low64s()
    }
}

/// The bulk path: folds the u64 tokens of `buf[pos..]` into `acc` with `f`, [`BLOCK`] bytes at
/// a time, and returns where it stopped, how many tokens it read, the accumulator, and the line
/// ends it passed: how many, and the index of the last.
///
/// It reads at most `left` tokens, and only tokens of at most 16 digits that lie wholly inside
/// `buf`, followed by whitespace; it stops at the start of the first block holding anything
/// else (a byte that is neither digit nor whitespace, a longer token, more tokens than `left`,
/// or the end of `buf`), with the position at the end of the last token read or at the start
/// of a token it did not finish. Blocks follow each other at a fixed stride, so the loads do not
/// wait for the bit arithmetic; a token across two blocks is carried as its digit count.
///
/// # Safety
/// `BACK ≤ pos ≤ buf.len()`, `buf[pos − 1]` is not a digit of an unread token, and the
/// processor has `V`'s features.
#[inline(always)]
unsafe fn fold_with<V: Vector, A>(
    buf: &[u8],
    pos: usize,
    mut left: u64,
    mut acc: A,
    f: &mut impl FnMut(A, u64) -> A,
) -> Fold<A> {
    let base = buf.as_ptr();
    let (mut p, mut carry, mut read, mut lines, mut last) = (pos, 0usize, 0u64, 0u64, None);
    while p + BLOCK <= buf.len() {
        // SAFETY: `p + BLOCK ≤ buf.len()`; the caller promises the features.
        let (d, newlines, good) = unsafe { classify::<V>(base.add(p)) };
        let before = u64::from(carry != 0);
        // Bit i of `ends` is the whitespace byte right after a token, of `starts` its first digit.
        let mut ends = !d & ((d << 1) | before);
        let mut starts = d & !((d << 1) | before);
        let count = u64::from(ends.count_ones());
        // Bits left set here end a run of 17 or more digits (x & x >> k keeps runs over k).
        let mut long = d & (d >> 1);
        long &= long >> 2;
        long &= long >> 4;
        long &= long >> 8;
        long &= long >> 1;
        let first = ends.trailing_zeros() as usize;
        if !good || long != 0 || count > left || carry != 0 && carry + first > 16 {
            break;
        }
        // The token that ends at byte `e` of the block is loaded as the 16 bytes from `w + e`:
        // they lie in `buf[p + e − 16 .. p + e]`, inside the buffer as `p ≥ pos ≥ BACK`. Each
        // length counts the token's digits (at most 16, checked above), all inside those bytes.
        let w = base.wrapping_add(p - BACK);
        // SAFETY: as just said; the caller promises the features.
        let value = |e: usize, len: usize| unsafe { token_values::<V>([w.add(e); 2], [len; 2])[0] };
        if carry != 0 {
            acc = f(acc, value(first, first + carry));
            ends &= ends - 1;
        }
        if V::TOKENS == 2 {
            while ends & ends.wrapping_sub(1) != 0 {
                let (e0, s0) = (
                    ends.trailing_zeros() as usize,
                    starts.trailing_zeros() as usize,
                );
                ends &= ends - 1;
                starts &= starts - 1;
                let (e1, s1) = (
                    ends.trailing_zeros() as usize,
                    starts.trailing_zeros() as usize,
                );
                ends &= ends - 1;
                starts &= starts - 1;
                // SAFETY: as for `value`.
                let [v0, v1] = unsafe { token_values::<V>([w.add(e0), w.add(e1)], [e0 - s0, e1 - s1]) };
                acc = f(acc, v0);
                acc = f(acc, v1);
            }
        }
        while ends != 0 {
            let (e, s) = (
                ends.trailing_zeros() as usize,
                starts.trailing_zeros() as usize,
            );
            ends &= ends - 1;
            starts &= starts - 1;
            acc = f(acc, value(e, e - s));
        }
        read += count;
        left -= count;
        if newlines != 0 {
            lines += u64::from(newlines.count_ones());
            last = Some(p + 63 - newlines.leading_zeros() as usize);
        }
        carry = match d >> 63 {
            0 => 0,
            _ => (!d).leading_zeros() as usize,
        };
        p += BLOCK;
    }
    (p - carry, read, acc, lines, last)
}

/// What [`fold_blocks`] returns: where it stopped, how many tokens it read, the accumulator, and
/// how many line ends it passed with the index of the last.
pub type Fold<A> = (usize, u64, A, u64, Option<usize>);

/// The bulk path of the scanner; see [`fold_with`]. Parses nothing on targets without a vector
/// implementation.
///
/// # Panics
/// If `pos < BACK` or `pos > buf.len()`.
#[inline]
pub fn fold_blocks<A>(
    buf: &[u8],
    pos: usize,
    left: u64,
    acc: A,
    f: &mut impl FnMut(A, u64) -> A,
) -> Fold<A> {
    assert!(
        (BACK..=buf.len()).contains(&pos),
        "the bulk path starts inside the buffer"
    );
    #[cfg(target_arch = "x86_64")]
    {
        if avx2::available() {
            // SAFETY: the bounds were just checked, the scanner only starts the bulk path at a
            // token boundary, and AVX2 was detected.
            return unsafe { avx2::fold_with(buf, pos, left, acc, f) };
        }
        // SAFETY: as above; SSE2 is part of the x86-64 baseline.
        unsafe { fold_with::<core::arch::x86_64::__m128i, A>(buf, pos, left, acc, f) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    (pos, 0, acc, 0, None)
}

/// Whether [`map`] maps files on this target.
#[cfg(test)]
pub const MAPS: bool = cfg!(all(target_arch = "x86_64", target_os = "linux"));

/// Bytes in a page, the unit of [`map`]'s offsets.
pub const PAGE: u64 = 4096;

/// Maps `len` > 0 bytes of `file` from `offset` (a multiple of [`PAGE`]), read-only; `None`
/// where the kernel refuses or the target has no mapping here.
pub fn map(file: &std::fs::File, offset: u64, len: usize) -> Option<*const u8> {
    #[cfg(all(target_arch = "x86_64", target_os = "linux"))]
    return linux::map(std::os::unix::io::AsRawFd::as_raw_fd(file), offset, len);
    #[cfg(not(all(target_arch = "x86_64", target_os = "linux")))]
    return {
        let _ = (file, offset, len);
        None
    };
}

/// Unmaps what [`map`] mapped.
///
/// # Safety
/// `p` and `len` are a mapping [`map`] returned, and nothing refers to its memory any more.
pub unsafe fn unmap(p: *const u8, len: usize) {
    #[cfg(all(target_arch = "x86_64", target_os = "linux"))]
    {
        // SAFETY: passed on from the caller.
        unsafe { linux::unmap(p, len) }
    }
    #[cfg(not(all(target_arch = "x86_64", target_os = "linux")))]
    let _ = (p, len);
}

#[cfg(all(test, target_arch = "x86_64"))]
mod tests {
    use super::*;
    use core::arch::x86_64::__m128i;
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
        super::super::is_space(b)
    }

    /// The bulk path's contract, byte by byte: tokens of at most 16 digits that end inside
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
                    ok &= len <= 16;
                } else {
                    if len > 0 {
                        tokens.push(&buf[p + i - len..p + i]);
                    }
                    len = 0;
                }
            }
            if !ok || tokens.len() as u64 > left - values.len() as u64 {
                break;
            }
            values.extend(tokens.iter().map(|t| std::str::from_utf8(t).unwrap().parse::<u64>().unwrap()));
            carry = len;
            p += BLOCK;
        }
        let passed = &buf[pos..p];
        let lines = passed.iter().filter(|&&b| b == b'\n').count() as u64;
        let last = passed.iter().rposition(|&b| b == b'\n').map(|i| pos + i);
        (p - carry, values, lines, last)
    }

    fn push(mut v: Vec<u64>, x: u64) -> Vec<u64> {
        v.push(x);
        v
    }

    #[test]
    fn sse2_and_avx2_fold_as_the_reference_does() {
        let mut rng = StdRng::seed_from_u64(3);
        for round in 0..3000 {
            let len = rng.random_range(BACK..600);
            let mut buf = random_bytes(&mut rng, len);
            if round % 2 == 0 {
                // Mostly well-formed: numbers of 1 to 20 digits and whitespace.
                buf = (0..rng.random_range(1..80))
                    .flat_map(|_| {
                        let len = rng.random_range(1..=20);
                        let mut t: Vec<u8> = (0..len).map(|_| b'0' + rng.random_range(0..10u8)).collect();
                        t.extend((0..rng.random_range(1..4)).map(|_| b" \n"[rng.random_range(0..2)]));
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
            let want = fold_reference(&buf, pos, left);
            // SAFETY: SSE2 is part of the x86-64 baseline; the bounds hold.
            let (p, _, v, lines, last) = unsafe { fold_with::<__m128i, _>(&buf, pos, left, Vec::new(), &mut push) };
            assert_eq!((p, v, lines, last), want, "sse2, round {round}");
            if avx2::available() {
                // SAFETY: AVX2 was just detected.
                let (p, _, v, lines, last) = unsafe { avx2::fold_with(&buf, pos, left, Vec::new(), &mut push) };
                assert_eq!((p, v, lines, last), want, "avx2, round {round}");
            }
        }
    }

    #[test]
    fn classification_and_conversion_agree_with_std() {
        let mut rng = StdRng::seed_from_u64(11);
        for _ in 0..20_000 {
            let block = random_bytes(&mut rng, BLOCK);
            let mask = |f: &dyn Fn(u8) -> bool| (0..BLOCK).map(|i| u64::from(f(block[i])) << i).sum::<u64>();
            let want = (
                mask(&|b| b.is_ascii_digit()),
                mask(&|b| b == b'\n'),
                block.iter().all(|&b| b.is_ascii_digit() || white(b)),
            );
            // SAFETY: 64 readable bytes; SSE2 is baseline.
            assert_eq!(unsafe { classify::<__m128i>(block.as_ptr()) }, want);
            if avx2::available() {
                // SAFETY: as above, and AVX2 was detected.
                assert_eq!(unsafe { avx2::classify(block.as_ptr()) }, want);
            }
            let len = rng.random_range(0..=16);
            let mut w: Vec<u8> = (0..16).map(|_| rng.random()).collect();
            for b in &mut w[16 - len..] {
                *b = b'0' + rng.random_range(0..10u8);
            }
            let want = std::str::from_utf8(&w[16 - len..]).unwrap().parse::<u64>().unwrap_or(0);
            let ends = [w.as_ptr(); 2];
            // SAFETY: 16 readable bytes; SSE2 is baseline.
            assert_eq!(unsafe { token_values::<__m128i>(ends, [len; 2]) }[0], want);
            if avx2::available() {
                // SAFETY: as above, and AVX2 was detected.
                assert_eq!(unsafe { avx2::token_values(ends, [len; 2]) }, [want; 2]);
            }
        }
    }
}
