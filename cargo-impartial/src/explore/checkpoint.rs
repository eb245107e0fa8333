//! Checkpoint files: the values of a long run, to resume it. The format is a line
//! `impartial-grundy-checkpoint 1 GAME N` (GAME the code, or `split-unequal`; N the heaps),
//! then the N + 1 values as little-endian u16. A file is written beside the target and
//! renamed over it, so a run stopped while saving leaves the previous checkpoint whole.

use super::Game;
use impartial::octal::Values;
use std::io::{BufRead, Read, Write};

const MAGIC: &str = "impartial-grundy-checkpoint 1";

/// Heaps recomputed from scratch to check that a checkpoint holds this game's values.
const CHECKED: usize = 4096;

/// Writes `values` of `game` to `file`.
pub fn save(file: &str, game: &Game, values: &Values) -> Result<(), String> {
    let part = format!("{file}.part");
    let write = || -> std::io::Result<()> {
        let mut w = std::io::BufWriter::new(std::fs::File::create(&part)?);
        writeln!(w, "{MAGIC} {} {}", game.name(), values.len() - 1)?;
        for chunk in values.as_u16().chunks(1 << 16) {
            let bytes: Vec<u8> = chunk.iter().flat_map(|v| v.to_le_bytes()).collect();
            w.write_all(&bytes)?;
        }
        w.into_inner().map_err(|e| e.into_error())?.sync_all()?;
        std::fs::rename(&part, file)
    };
    write().map_err(|e| format!("cannot write the checkpoint {file}: {e}"))
}

/// The values of `game` in `file`; `None` if there is no such file. A file of another game,
/// or one whose first values are not the game's, is an error.
pub fn load(file: &str, game: &Game) -> Result<Option<Values>, String> {
    let f = match std::fs::File::open(file) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(format!("cannot read the checkpoint {file}: {e}")),
    };
    let bad = |why: &str| format!("the checkpoint {file} {why}");
    let mut r = std::io::BufReader::new(f);
    let mut head = String::new();
    r.read_line(&mut head)
        .map_err(|e| bad(&format!("cannot be read: {e}")))?;
    let fields: Vec<&str> = head.trim_end().rsplitn(3, ' ').collect();
    let (n, name, magic) = match fields[..] {
        [n, name, magic] => (n, name, magic),
        _ => return Err(bad("is not a checkpoint of grundy")),
    };
    if magic != MAGIC {
        return Err(bad("is not a checkpoint of grundy"));
    }
    if name != game.name() {
        return Err(bad(&format!("holds the game {name}, not {}", game.name())));
    }
    let n: usize = n.parse().map_err(|_| bad("has a bad heap count"))?;
    let mut bytes = Vec::new();
    r.read_to_end(&mut bytes)
        .map_err(|e| bad(&format!("cannot be read: {e}")))?;
    if bytes.len() != 2 * (n + 1) {
        return Err(bad(&format!(
            "holds {} bytes of values, not {}",
            bytes.len(),
            2 * (n + 1)
        )));
    }
    let values: Vec<u16> = bytes
        .chunks_exact(2)
        .map(|b| u16::from_le_bytes([b[0], b[1]]))
        .collect();
    let mut fresh = game.values();
    fresh.extend(n.min(CHECKED));
    if fresh.as_u16() != &values[..=n.min(CHECKED)] {
        return Err(bad(&format!("does not hold the values of {}", game.name())));
    }
    Ok(Some(game.resume(values)))
}
