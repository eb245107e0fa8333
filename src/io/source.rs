//! Where a scanner's bytes come from: any reader, copied into a 64 KiB buffer, or a regular file
//! mapped into memory 1 MiB at a time, read where the kernel keeps it (no copy).

use super::simd::{self, BACK, BLOCK, PAGE};
use std::fs::File;
use std::io::{self, Read, Seek};

/// Bytes asked of a reader at a time.
const CHUNK: usize = 1 << 16;

/// Bytes of a file mapped at a time: large enough that remapping is rare, small enough that the
/// resident memory stays low.
const WINDOW: u64 = 1 << 20;

/// The bytes a scanner reads, a window at a time: [`Source::data`] is the window, and
/// [`Source::refill`] moves it on.
pub enum Source<'a> {
    /// A reader, copied into `buf[..end]`.
    Read {
        reader: Box<dyn Read + 'a>,
        buf: Box<[u8]>,
        end: usize,
    },
    /// A mapped file.
    Mapped(Map),
}

impl<'a> Source<'a> {
    /// `reader` as a source, and the index its first byte will have: the buffer starts with
    /// [`BACK`] spaces, so the bulk path can look back from the first token.
    pub fn reader(reader: impl Read + 'a) -> (Source<'a>, usize) {
        let buf = vec![b' '; BACK + BLOCK + CHUNK].into_boxed_slice();
        let reader = Box::new(reader);
        (
            Source::Read {
                reader,
                buf,
                end: BACK,
            },
            BACK,
        )
    }

    /// The window.
    #[inline]
    pub fn data(&self) -> &[u8] {
        match self {
            Source::Read { buf, end, .. } => &buf[..*end],
            Source::Mapped(m) => m.data(),
        }
    }

    /// Keeps `data()[keep..]` and adds input after it. Returns where the kept bytes start now
    /// and how many bytes were added: 0 at the end of the input.
    pub fn refill(&mut self, keep: usize) -> io::Result<(usize, usize)> {
        match self {
            Source::Read { reader, buf, end } => {
                buf.copy_within(keep..*end, 0);
                *end -= keep;
                loop {
                    match reader.read(&mut buf[*end..]) {
                        Ok(n) => {
                            *end += n;
                            return Ok((0, n));
                        }
                        Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                        Err(e) => return Err(e),
                    }
                }
            }
            Source::Mapped(m) => m.next(keep).ok_or_else(|| {
                io::Error::new(io::ErrorKind::Other, "the system refused to map more of it")
            }),
        }
    }
}

/// A regular file mapped a window of at most [`WINDOW`] bytes at a time.
pub struct Map {
    file: File,
    /// The file's size when it was opened.
    size: u64,
    /// Offset in the file of the window's first byte (a multiple of [`PAGE`]).
    offset: u64,
    ptr: *const u8,
    len: usize,
}

impl Map {
    /// `file` mapped from its current position, and the index of that position in the window;
    /// the file back if it is not a regular file or cannot be mapped.
    pub fn new(mut file: File) -> Result<(Map, usize), File> {
        let (Ok(meta), Ok(start)) = (file.metadata(), file.stream_position()) else {
            return Err(file);
        };
        let (size, offset) = (meta.len(), start / PAGE * PAGE);
        if !meta.is_file() || start > size {
            return Err(file);
        }
        match window(&file, size, offset) {
            Some((ptr, len)) => Ok((
                Map {
                    file,
                    size,
                    offset,
                    ptr,
                    len,
                },
                (start - offset) as usize,
            )),
            None => Err(file),
        }
    }

    /// The window.
    #[inline]
    fn data(&self) -> &[u8] {
        if self.len == 0 {
            return &[];
        }
        // SAFETY: `ptr` maps `len` bytes of the file, read-only, until `map_at` or `drop`
        // unmaps it, which need `&mut self` while this borrows `self`. The file is not written
        // while the program reads it (it is the program's input).
        unsafe { std::slice::from_raw_parts(self.ptr, self.len) }
    }

    /// Maps the window that starts at `offset` (a multiple of [`PAGE`]) instead of the current
    /// one; `None` (and the current window kept) if the system refuses.
    fn map_at(&mut self, offset: u64) -> Option<()> {
        let (ptr, len) = window(&self.file, self.size, offset)?;
        self.unmap();
        (self.ptr, self.len, self.offset) = (ptr, len, offset);
        Some(())
    }

    /// As [`Source::refill`]; `None` if the system refused the next window.
    fn next(&mut self, keep: usize) -> Option<(usize, usize)> {
        let end = self.offset + self.len as u64;
        if end >= self.size {
            return Some((keep, 0));
        }
        let at = self.offset + keep as u64;
        self.map_at(at / PAGE * PAGE)?;
        Some((
            (at - self.offset) as usize,
            (self.offset + self.len as u64 - end) as usize,
        ))
    }

    fn unmap(&mut self) {
        if self.len > 0 {
            // SAFETY: `ptr` and `len` are the current mapping, and nothing borrows it: `data`
            // borrows `self`, and this takes `&mut self`.
            unsafe { simd::unmap(self.ptr, self.len) };
            self.len = 0;
        }
    }
}

/// The window of `file` (of `size` bytes) that starts at `offset`, mapped.
fn window(file: &File, size: u64, offset: u64) -> Option<(*const u8, usize)> {
    let len = (size - offset).min(WINDOW) as usize;
    match len {
        0 => Some((std::ptr::null(), 0)),
        _ => Some((simd::map(file, offset, len)?, len)),
    }
}

impl Drop for Map {
    fn drop(&mut self) {
        self.unmap();
    }
}

#[cfg(test)]
mod tests {
    use super::super::scanner::tests::temp_file;
    use super::*;

    /// Every byte of `src` from `data()[at..]` to the end, moving the window as the scanner
    /// does (keeping `BACK` bytes).
    fn drain(mut src: Source, mut at: usize) -> Vec<u8> {
        let mut out = Vec::new();
        loop {
            out.extend_from_slice(&src.data()[at..]);
            let keep = src.data().len().saturating_sub(BACK);
            let kept = src.data().len() - keep;
            let (start, added) = src.refill(keep).unwrap();
            if added == 0 {
                return out;
            }
            at = start + kept;
        }
    }

    #[test]
    fn windows_cover_every_byte_once() {
        let input: Vec<u8> = (0..3 * WINDOW as usize + 12345)
            .map(|i| (i * 7 % 251) as u8)
            .collect();
        for skip in [0, 5000, 3 * WINDOW] {
            let mapped = Map::new(temp_file(&input, skip));
            assert_eq!(
                mapped.is_ok(),
                simd::MAPS,
                "files are mapped where the target can"
            );
            if let Ok((map, at)) = mapped {
                let (got, want) = (drain(Source::Mapped(map), at), &input[skip as usize..]);
                assert!(got == want, "{} bytes of {}", got.len(), want.len());
            }
        }
        if let Ok((empty, _)) = Map::new(temp_file(b"", 0)) {
            assert!(empty.data().is_empty());
        }
    }
}
