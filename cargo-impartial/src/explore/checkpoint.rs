//! Checkpoint files: the values of a long run, to resume it. Format 2: a line
//! `impartial-grundy-checkpoint 2 GAME N SUM` (GAME the code, or `split-unequal`; N the
//! heaps; SUM 16 hex digits, the checksum of the line before it), then the N + 1 values as
//! little-endian u16 in blocks of 2^16 values, each followed by the 8-byte checksum of its
//! bytes and its index. A file is written beside the target and renamed over it, so a run
//! stopped while saving (or a full disk) leaves the previous checkpoint whole; a link is
//! written through, to its target.
//!
//! What loading guarantees: a changed, missing or extra byte anywhere is found (its block's
//! heaps are named) and the file is refused, never used; the first 4096 values are also
//! recomputed. A file forged with matching checksums is outside the promise.

use super::Game;
use impartial::octal::Values;
use std::io::{BufRead, Read, Write};

const MAGIC: &str = "impartial-grundy-checkpoint";
const VERSION: &str = "2";

/// Values per checksummed block.
const BLOCK: usize = 1 << 16;

/// Heaps recomputed from scratch to check that a checkpoint holds this game's values.
const CHECKED: usize = 4096;

/// A 64-bit checksum of `bytes` (8 at a time, multiplied and folded), seeded with `seed`:
/// any changed, missing or moved bytes change it but with odds of 2^-64. Not cryptographic.
fn checksum(bytes: &[u8], seed: u64) -> u64 {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut h = seed.wrapping_mul(K) ^ bytes.len() as u64;
    let mut chunks = bytes.chunks_exact(8);
    for c in &mut chunks {
        let w = u64::from_le_bytes(c.try_into().expect("8 bytes"));
        h = (h ^ w).wrapping_mul(K).rotate_left(29);
    }
    let mut last = [0u8; 8];
    last[..chunks.remainder().len()].copy_from_slice(chunks.remainder());
    h = (h ^ u64::from_le_bytes(last)).wrapping_mul(K);
    h ^ (h >> 31)
}

/// The checksum of a first line (for tests that write one).
#[cfg(test)]
pub fn checksum_of(line: &[u8]) -> u64 {
    checksum(line, 0)
}

fn header(game: &Game, n: usize) -> String {
    let line = format!("{MAGIC} {VERSION} {} {n}", game.name());
    let sum = checksum(line.as_bytes(), 0);
    format!("{line} {sum:016x}\n")
}

/// Writes `values` of `game` to `file`.
pub fn save(file: &str, game: &Game, values: &Values) -> Result<(), String> {
    SAVING.store(true, std::sync::atomic::Ordering::SeqCst);
    let done = save_now(file, game, values);
    SAVING.store(false, std::sync::atomic::Ordering::SeqCst);
    done
}

/// Set while a checkpoint is being written: a signal waits for it before ending the run.
pub static SAVING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn save_now(file: &str, game: &Game, values: &Values) -> Result<(), String> {
    // Through a link to its target (the link stays); whole or not at all.
    let target = crate::output::check("--checkpoint", file)?;
    let fill = |f: &mut std::fs::File| -> std::io::Result<()> {
        let mut w = std::io::BufWriter::new(f);
        w.write_all(header(game, values.len() - 1).as_bytes())?;
        for (i, chunk) in values.as_u16().chunks(BLOCK).enumerate() {
            let bytes: Vec<u8> = chunk.iter().flat_map(|v| v.to_le_bytes()).collect();
            w.write_all(&bytes)?;
            w.write_all(&checksum(&bytes, i as u64 + 1).to_le_bytes())?;
        }
        w.flush()
    };
    crate::output::write_with(&target, fill)
        .map_err(|e| format!("cannot write the checkpoint {file}: {e}"))
}

/// Checks that `file` can be written (before any computing): a regular file, a link to one
/// or none yet, in a folder where a file can be made.
pub fn writable(file: &str) -> Result<(), String> {
    // A FIFO or a device would block the run or take the values: refused before any opening.
    let target = crate::output::check("--checkpoint", file)?;
    crate::output::probe(&target).map_err(|e| format!("cannot write the checkpoint {file}: {e}"))
}

/// The values of `game` in `file`; `None` if there is no such file. A file of another game,
/// a damaged or truncated one, or one whose first values are not the game's, is an error.
pub fn load(file: &str, game: &Game) -> Result<Option<Values>, String> {
    let f = match std::fs::File::open(file) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("cannot read the checkpoint {file}: {e}")),
    };
    let bad = |why: &str| format!("the checkpoint {file} {why}");
    let size = f
        .metadata()
        .map_err(|e| bad(&format!("cannot be read: {e}")))?
        .len();
    let mut r = std::io::BufReader::new(f);
    let mut head = Vec::new();
    r.by_ref()
        .take(200)
        .read_until(b'\n', &mut head)
        .map_err(|e| bad(&format!("cannot be read: {e}")))?;
    let text = String::from_utf8_lossy(&head).into_owned();
    let fields: Vec<&str> = text.trim_end().split(' ').collect();
    let not_ours = || bad("is not a checkpoint of grundy");
    let [magic, version, name, n, sum] = fields[..] else {
        return Err(match fields.get(1) {
            Some(&"1") => bad("was written by an older grundy, without checksums, so it cannot be checked: delete it to start again"),
            _ => not_ours(),
        });
    };
    if magic != MAGIC || !head.ends_with(b"\n") {
        return Err(not_ours());
    }
    let line = format!("{magic} {version} {name} {n}");
    if version != VERSION || u64::from_str_radix(sum, 16) != Ok(checksum(line.as_bytes(), 0)) {
        return Err(bad("has a damaged first line (its checksum does not match): delete it or restore a good copy"));
    }
    if name != game.name() {
        return Err(bad(&format!("holds the game {name}, not {}", game.name())));
    }
    let n: usize = n
        .parse()
        .ok()
        .filter(|&n| n <= super::MAX_HEAPS)
        .ok_or_else(|| {
            bad(&format!(
                "claims {n} heaps, more than the 2^32 grundy computes"
            ))
        })?;
    let values = n + 1;
    let expect = head.len() as u64 + 2 * values as u64 + 8 * values.div_ceil(BLOCK) as u64;
    if size != expect {
        return Err(bad(&format!(
            "holds {size} bytes, but a checkpoint of {n} heaps holds {expect}: it was cut short or added to"
        )));
    }
    let mut out: Vec<u16> = Vec::with_capacity(values);
    let mut bytes = vec![0u8; 2 * BLOCK];
    let mut sum = [0u8; 8];
    for i in 0..values.div_ceil(BLOCK) {
        let from = i * BLOCK;
        let len = BLOCK.min(values - from);
        let read = r
            .read_exact(&mut bytes[..2 * len])
            .and_then(|()| r.read_exact(&mut sum));
        read.map_err(|e| bad(&format!("cannot be read: {e}")))?;
        if u64::from_le_bytes(sum) != checksum(&bytes[..2 * len], i as u64 + 1) {
            return Err(bad(&format!(
                "is damaged in heaps {from} to {} (their checksum does not match): delete it or restore a good copy",
                from + len - 1
            )));
        }
        out.extend(
            bytes[..2 * len]
                .chunks_exact(2)
                .map(|b| u16::from_le_bytes([b[0], b[1]])),
        );
    }
    let mut fresh = game.values();
    fresh.extend(n.min(CHECKED));
    if fresh.as_u16() != &out[..=n.min(CHECKED)] {
        return Err(bad(&format!("does not hold the values of {}", game.name())));
    }
    Ok(Some(game.resume(out)))
}

#[cfg(test)]
mod tests {
    use super::checksum;

    #[test]
    fn the_checksum_sees_every_change() {
        let bytes: Vec<u8> = (0..1000u32).map(|i| (i * 7 % 256) as u8).collect();
        let base = checksum(&bytes, 3);
        for i in 0..bytes.len() {
            let mut b = bytes.clone();
            b[i] ^= 1;
            assert_ne!(checksum(&b, 3), base, "{i}");
        }
        assert_ne!(checksum(&bytes[..999], 3), base);
        assert_ne!(checksum(&bytes, 4), base);
        let mut swapped = bytes.clone();
        swapped.swap(10, 500);
        assert_ne!(checksum(&swapped, 3), base);
    }
}
