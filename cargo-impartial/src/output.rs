//! Output paths, one rule for every tool (`--out`, `--svg`, `--checkpoint`), so that no run
//! loses a user's file:
//!
//! - [`check`] before any computing: the path is a regular file, a link to one (the link's
//!   target is written, the link stays) or not there yet in a folder that exists; a folder, a
//!   FIFO, a device or a link to nothing is refused.
//! - [`distinct`] before any computing: no output names an input or another output (the same
//!   device and inode, or the same canonical path: `./src/../a.rs`, a symbolic or a hard
//!   link all count).
//! - [`write()`]: to a new temporary file beside the target, renamed over it once complete, so
//!   a full disk or a killed run leaves the earlier file whole and no truncated one.
//! - [`remove_stale`]: a refused run removes what an earlier run of the same tool left at its
//!   output path (its header line or its mark says so), so that it is not taken for this
//!   run's; anything else is left and named.

use std::io::Write as _;
use std::path::{Path, PathBuf};

/// The mark on the second line of every picture the tools draw (`<!-- drawn by … -->`).
pub const PICTURE_MARK: &str = "<!-- drawn by cargo-impartial";

/// What a tool writes, as far as removing an earlier one goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A bundle: its second line is `` // `COMMAND` of impartial VERSION: … ``.
    Bundle,
    /// A picture of `cargo impartial pattern` (`"pattern"`) or of `grundy` (`"grundy"`).
    Picture(&'static str),
}

impl Kind {
    /// The word for it in messages.
    fn what(self) -> &'static str {
        match self {
            Kind::Bundle => "bundle",
            Kind::Picture(_) => "picture",
        }
    }

    /// Whether a file starting with `head` is one this tool wrote.
    pub fn recognises(self, head: &[u8]) -> bool {
        let text = String::from_utf8_lossy(head);
        let mut lines = text.lines();
        let (first, second) = (lines.next().unwrap_or(""), lines.next().unwrap_or(""));
        match self {
            Kind::Bundle => {
                first.starts_with("// ")
                    && second.starts_with("// `")
                    && second.contains("` of impartial ")
            }
            Kind::Picture(tool) => {
                first.starts_with("<svg ") && second == picture_mark(tool).trim_end()
            }
        }
    }
}

/// The mark line of a picture drawn by `tool`, with its line end.
pub fn picture_mark(tool: &str) -> String {
    format!("{PICTURE_MARK} {tool} -->\n")
}

/// Checks an output path before any computing and returns the file to write: the path
/// itself, or for a symbolic link the file it points to (written through, the link kept).
///
/// # Example
/// ```
/// use cargo_impartial::output::check;
/// assert!(check("--svg", "/").unwrap_err().contains("a folder"));
/// assert!(check("--svg", "/no/such/folder/a.svg").unwrap_err().contains("no folder"));
/// ```
pub fn check(option: &str, path: &str) -> Result<PathBuf, String> {
    let p = Path::new(path);
    let link = std::fs::symlink_metadata(p).is_ok_and(|m| m.file_type().is_symlink());
    match std::fs::metadata(p) {
        Ok(m) if m.is_file() && link => std::fs::canonicalize(p)
            .map_err(|e| format!("{option} {path}: cannot follow the link: {e}")),
        Ok(m) if m.is_file() => Ok(p.to_path_buf()),
        Ok(m) if m.is_dir() => Err(format!("{option} {path}: a folder, not a file")),
        Ok(_) => Err(format!(
            "{option} {path}: not a regular file (a FIFO or a device); name a file"
        )),
        Err(_) if link => Err(format!(
            "{option} {path}: a symbolic link to nothing ({}); name the file itself, or create its target",
            std::fs::read_link(p).map_or_else(|e| e.to_string(), |t| t.display().to_string())
        )),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let parent = p.parent().filter(|p| !p.as_os_str().is_empty());
            match parent {
                Some(d) if !d.is_dir() => Err(format!(
                    "{option} {path}: no folder {} to write it in",
                    d.display()
                )),
                _ => Ok(p.to_path_buf()),
            }
        }
        Err(e) => Err(format!("{option} {path}: {e}")),
    }
}

/// Whether two paths name the same file: the same device and inode when both exist (a hard
/// or a symbolic link is the file), else the same canonical path (its folder canonical, and
/// the same name in it).
pub fn same(a: &Path, b: &Path) -> bool {
    if let (Ok(x), Ok(y)) = (std::fs::metadata(a), std::fs::metadata(b)) {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            return x.dev() == y.dev() && x.ino() == y.ino();
        }
        #[cfg(not(unix))]
        {
            let _ = (x, y);
        }
    }
    match (full(a), full(b)) {
        (Some(x), Some(y)) => x == y,
        _ => false,
    }
}

/// The canonical path of `p`, or of its folder joined with its name when `p` is not there.
fn full(p: &Path) -> Option<PathBuf> {
    if let Ok(c) = std::fs::canonicalize(p) {
        return Some(c);
    }
    let name = p.file_name()?;
    let dir = p.parent().filter(|d| !d.as_os_str().is_empty());
    let dir = std::fs::canonicalize(dir.unwrap_or(Path::new("."))).ok()?;
    Some(dir.join(name))
}

/// Refuses outputs that name an input or each other, before any work: `outputs` and
/// `inputs` are `(what, path)` pairs (`("--svg", "a.svg")`, `("the table", "t.txt")`).
///
/// # Example
/// ```
/// use cargo_impartial::output::distinct;
/// let e = distinct(&[("--out", "./Cargo.toml")], &[("the source", "Cargo.toml")]).unwrap_err();
/// assert!(e.starts_with("--out ./Cargo.toml names the source Cargo.toml"));
/// assert!(distinct(&[("--out", "x.rs")], &[("the source", "Cargo.toml")]).is_ok());
/// ```
pub fn distinct(outputs: &[(&str, &str)], inputs: &[(&str, &str)]) -> Result<(), String> {
    for (i, (option, path)) in outputs.iter().enumerate() {
        for (what, input) in inputs {
            if same(Path::new(path), Path::new(input)) {
                return Err(format!(
                    "{option} {path} names {what} {input}: writing it would destroy the input; name another file"
                ));
            }
        }
        for (other, second) in &outputs[..i] {
            if same(Path::new(path), Path::new(second)) {
                return Err(format!(
                    "{other} {second} and {option} {path} name the same file: one would overwrite the other; name two files"
                ));
            }
        }
    }
    Ok(())
}

/// Writes `bytes` to `target` whole or not at all: to a new file beside it, synced, then
/// renamed over it (an earlier file keeps its permissions). On an error the temporary file
/// is removed and `target` is as it was.
pub fn write(target: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_with(target, |f| f.write_all(bytes))
}

/// [`write()`] with the contents made by `fill` (which may fail midway: nothing is left).
pub fn write_with(
    target: &Path,
    fill: impl FnOnce(&mut std::fs::File) -> std::io::Result<()>,
) -> std::io::Result<()> {
    let (mut file, temp) = temp_beside(target)?;
    let done = fill(&mut file)
        .and_then(|()| file.sync_all())
        .and_then(|()| match std::fs::metadata(target) {
            Ok(m) => std::fs::set_permissions(&temp, m.permissions()),
            Err(_) => Ok(()),
        })
        .and_then(|()| std::fs::rename(&temp, target));
    if done.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    done
}

/// Checks before any computing that a file can be made beside `target` (to be renamed over
/// it): one is created and removed again.
pub fn probe(target: &Path) -> std::io::Result<()> {
    let (file, temp) = temp_beside(target)?;
    drop(file);
    std::fs::remove_file(temp)
}

/// A new file beside `target`, under a name of our own created anew (never an existing
/// file, which could be a user's): `.NAME.PID-K.tmp`.
fn temp_beside(target: &Path) -> std::io::Result<(std::fs::File, PathBuf)> {
    let dir = target.parent().filter(|d| !d.as_os_str().is_empty());
    let dir = dir.unwrap_or(Path::new("."));
    let name = target.file_name().map_or_else(
        || "output".to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    for k in 0..100 {
        let temp = dir.join(format!(".{name}.{}-{k}.tmp", std::process::id()));
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)
        {
            Ok(f) => return Ok((f, temp)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
    Err(std::io::Error::other(
        "no free name for a temporary file beside it",
    ))
}

/// After a refusal: removes the file at `path` if this tool wrote it (`kind` recognises its
/// first bytes), so that it is not taken for this run's, and says so on standard error
/// (`program: removed …`); any other file is left, and named.
pub fn remove_stale(program: &str, path: &str, kind: Kind) {
    let p = Path::new(path);
    // A link is not removed (nor what it points to): only a plain file of ours.
    match std::fs::symlink_metadata(p) {
        Ok(m) if m.is_file() => {}
        _ => return,
    }
    let mut head = vec![0u8; 512];
    let read = std::fs::File::open(p).and_then(|mut f| {
        use std::io::Read;
        let mut n = 0;
        while n < head.len() {
            match f.read(&mut head[n..])? {
                0 => break,
                k => n += k,
            }
        }
        Ok(n)
    });
    let what = kind.what();
    match read {
        Ok(n) if kind.recognises(&head[..n]) => match std::fs::remove_file(p) {
            Ok(()) => eprintln!(
                "{program}: removed {path}, an earlier {what}, so that it is not taken for this run's"
            ),
            Err(e) => eprintln!(
                "{program}: {path} holds an earlier {what} and could not be removed ({e}): do not use it"
            ),
        },
        _ => eprintln!(
            "{program}: left {path} as it was: it is not a {what} this tool wrote"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("impartial-output-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn kinds_recognise_only_their_own() {
        let bundle =
            b"// a: title\n// `cargo impartial bundle a.rs` of impartial 0.1.0: the solution\n";
        assert!(Kind::Bundle.recognises(bundle));
        assert!(!Kind::Bundle.recognises(b"fn main() {}\n"));
        assert!(!Kind::Bundle.recognises(b"// a\n// notes\n"));
        let picture = format!("<svg x=\"1\">\n{}<rect/>", picture_mark("grundy"));
        assert!(Kind::Picture("grundy").recognises(picture.as_bytes()));
        assert!(!Kind::Picture("pattern").recognises(picture.as_bytes()));
        assert!(!Kind::Picture("grundy").recognises(b"<svg/>\n"));
    }

    #[test]
    fn a_failed_write_leaves_the_file_as_it_was_and_nothing_beside_it() {
        let dir = scratch("write");
        let target = dir.join("b.rs");
        std::fs::write(&target, "old").unwrap();
        let failed = write_with(&target, |f| {
            f.write_all(b"half")?;
            Err(std::io::Error::other("disk full"))
        });
        assert!(failed.is_err());
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "old");
        assert_eq!(
            std::fs::read_dir(&dir).unwrap().count(),
            1,
            "no temporary file left"
        );
        write(&target, b"new").unwrap();
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "new");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[cfg(unix)]
    #[test]
    fn links_and_spellings_are_the_same_file() {
        let dir = scratch("same");
        let a = dir.join("a.rs");
        std::fs::write(&a, "x").unwrap();
        std::fs::create_dir(dir.join("sub")).unwrap();
        std::os::unix::fs::symlink(&a, dir.join("link.rs")).unwrap();
        std::fs::hard_link(&a, dir.join("hard.rs")).unwrap();
        for other in ["sub/../a.rs", "link.rs", "hard.rs", "./a.rs"] {
            assert!(same(&a, &dir.join(other)), "{other}");
        }
        assert!(!same(&a, &dir.join("b.rs")));
        assert!(same(&dir.join("new.svg"), &dir.join("sub/../new.svg")));
        // A link is written through to its target; a link to nothing is refused.
        let through = check("--out", dir.join("link.rs").to_str().unwrap()).unwrap();
        assert!(same(&through, &a) && through != dir.join("link.rs"));
        std::os::unix::fs::symlink(dir.join("gone"), dir.join("dangling")).unwrap();
        let e = check("--checkpoint", dir.join("dangling").to_str().unwrap()).unwrap_err();
        assert!(e.contains("a symbolic link to nothing"), "{e}");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
