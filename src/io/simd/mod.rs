//! The scanner's bulk path, written for AVX2 (`avx2`) and chosen at run time; without AVX2,
//! [`parse_blocks`] parses nothing and the scanner reads token by token.

#[cfg(target_arch = "x86_64")]
// Unsafe blocks in `unsafe fn`: edition 2024 wants them, rustc 1.56 finds them unused. Before
// rustc 1.87 intrinsics are unsafe calls even in `#[target_feature]` functions: the lint is
// allowed (their `# Safety` sections cover them) rather than each call wrapped.
#[allow(unused_unsafe, unsafe_op_in_unsafe_fn)]
pub(crate) mod avx2;

/// Bytes classified in one step of [`parse_blocks`].
pub const BLOCK: usize = 64;

/// Bytes before its start that [`parse_blocks`] may read: a token is loaded as the 16 bytes
/// that end with it, and one carried over from the block before starts up to 20 bytes back.
pub const BACK: usize = 32;

/// Values the bulk path hands over at a time.
pub const BATCH: usize = 256;

/// The bulk path: parses at most `left` ≤ [`BATCH`] u64 tokens of `buf[pos..]` into `out`,
/// [`BLOCK`] bytes at a time; where it stopped and how many it wrote. It stops before the
/// first block with anything else (a byte neither digit nor whitespace, a token longer than 20
/// digits or 2^64 − 1, more than `left` tokens, the end of `buf`), after the last token read.
///
/// # Panics
/// If `pos < BACK`, `pos > buf.len()` or `left > BATCH`. `pos` must be a token boundary.
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
