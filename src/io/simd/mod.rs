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
mod avx2;

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
