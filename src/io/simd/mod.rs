//! The scanner's bulk path, specific to a processor: written once for AVX2 (`avx2`), chosen
//! at run time (x86-64 processors have had it since 2013). Where there is no AVX2,
//! [`parse_blocks`] parses nothing and the scanner reads token by token. (The octal engine's
//! vector loops live beside it, in `octal/engine/kernels.rs` and `xor.rs`.)

#[cfg(target_arch = "x86_64")]
// Unsafe blocks inside `unsafe fn`: required by edition 2024, unused before (rustc 1.56).
// Intrinsic calls in `#[target_feature]` functions are unsafe operations to rustc before 1.87,
// which edition 2024 denies outside unsafe blocks (on 1.85 and 1.86, Baekjoon's lowest): the
// functions' `# Safety` sections cover them, and the lint is allowed rather than each call
// wrapped (the bytes matter in bundles).
#[allow(unused_unsafe, unsafe_op_in_unsafe_fn)]
pub(crate) mod avx2;

/// Bytes classified in one step of [`parse_blocks`].
pub const BLOCK: usize = 64;

/// Bytes before its start position that [`parse_blocks`] may read: the value of a token is
/// loaded as the 16 bytes that end where the token ends, and a token carried over from the
/// block before may start up to 20 bytes back.
pub const BACK: usize = 32;

/// Values the bulk path hands over at a time.
pub const BATCH: usize = 256;

/// The bulk path: parses the u64 tokens of `buf[pos..]` into `out`, [`BLOCK`] bytes at a time;
/// where it stopped and how many values it wrote.
///
/// It reads at most `left` ≤ [`BATCH`] tokens, and only tokens of at most 20 digits (and at
/// most 2^64 − 1) that lie wholly inside `buf`, followed by whitespace; it stops at the start
/// of the first block holding anything else (a byte that is neither digit nor whitespace, a
/// longer token, more tokens than `left`, or the end of `buf`), at the end of the last token
/// read or at the start of a token it did not finish. A token across two blocks is carried as
/// its digit count.
///
/// # Panics
/// If `pos < BACK`, `pos > buf.len()` or `left > BATCH`. The byte before `pos` must not be a
/// digit of a token not yet read (the scanner starts the bulk path at token boundaries).
#[inline]
pub fn parse_blocks(buf: &[u8], pos: usize, left: usize, out: &mut [u64; BATCH]) -> (usize, usize) {
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
    (pos, 0)
}
