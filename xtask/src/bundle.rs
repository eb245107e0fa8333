//! `cargo xtask bundle <bin>`: the crate's binaries bundled by the same code as
//! `cargo impartial bundle` (the `cargo-impartial` package), reading the library from `src/`.
//!
//! This file is also compiled into the integration tests (via `#[path]`), which bundle,
//! compile and run every binary.

use cargo_impartial::bundle::{self as b, Header, Library};
use std::path::{Path, PathBuf};

/// The binaries, by the files in `bins/<judge>/`, sorted.
pub fn bins(root: &Path) -> Vec<String> {
    crate::layout::bins(root)
}

/// What the bundle test checks every bundle with (`cargo test`, and `cargo xtask judges` for
/// the old compilers and Windows), said in each bundle's header.
pub const CHECKED: &str = "Checked with -D warnings on rustc 1.56, 1.59, 1.70, 1.75, 1.85, 1.89 and stable, editions 2018, 2021 and 2024 (2024 from rustc 1.85).";

/// The source and header of `bin`: one of the crate's binaries, or the path of any source
/// file that uses `impartial::…` (anything ending in `.rs`).
fn source(root: &Path, bin: &str) -> Result<(PathBuf, Header), String> {
    if bin.ends_with(".rs") {
        let header = Header {
            command: format!("cargo xtask bundle {bin}"),
            what: "the solution",
            checked: "The library items are checked on the judges' compilers; compile this file once before submitting.".into(),
        };
        return Ok((PathBuf::from(bin), header));
    }
    let all = bins(root);
    if !all.iter().any(|b| b == bin) {
        return Err(format!(
            "unknown bin `{bin}`; the bins are: {}",
            all.join(", ")
        ));
    }
    let header = Header {
        command: format!("cargo xtask bundle {bin}"),
        what: "the binary",
        checked: CHECKED.into(),
    };
    Ok((crate::layout::source(root, bin), header))
}

/// The library in `root/src`, read and parsed once for all the bundles this process makes.
fn library(root: &Path) -> Result<std::sync::Arc<Library>, String> {
    type Cache = std::sync::Mutex<Vec<(PathBuf, std::sync::Arc<Library>)>>;
    static CACHE: std::sync::OnceLock<Cache> = std::sync::OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let mut cache = cache.lock().map_err(|_| "a bundle panicked".to_string())?;
    if let Some((_, lib)) = cache.iter().find(|(r, _)| r == root) {
        return Ok(lib.clone());
    }
    let lib = std::sync::Arc::new(Library::from_dir(&root.join("src"))?);
    cache.push((root.to_path_buf(), lib.clone()));
    Ok(lib)
}

fn run(root: &Path, bin: &str) -> Result<b::Bundle, String> {
    let (path, header) = source(root, bin)?;
    let text = std::fs::read_to_string(&path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => format!("cannot read {}: no such file", path.display()),
        _ => format!("cannot read {}: {e}", path.display()),
    })?;
    let lib = library(root)?;
    b::bundle(&lib, &path, &text, &header)
        .map_err(|e| e.lines(&path.display().to_string()).join("\n"))
}

/// The bundle of `bin` (see [`source`]): one source file that compiles with plain `rustc`.
pub fn bundle(root: &Path, bin: &str) -> Result<String, String> {
    run(root, bin).map(|b| b.text)
}

/// The judge (for its source-size limit, [`cargo_impartial::judges`]) a catalogue bin is
/// submitted to; `None` for a solution of one's own and the judges without Rust.
pub fn judge_of(bin: &str) -> Option<&'static cargo_impartial::judges::Judge> {
    // `find` knows "boj" and the other layout names as they are.
    let name = match crate::layout::judge(bin) {
        "library_checker" => "library-checker",
        "hdu" | "poj" | "acwing" | "other" => return None,
        judge => judge,
    };
    cargo_impartial::judges::find(name)
}

/// Which library items the bundle of `bin` keeps, as `module::name` paths (for the tests).
#[allow(dead_code)]
pub fn kept_items(root: &Path, bin: &str) -> Result<Vec<String>, String> {
    run(root, bin).map(|b| b.kept)
}

/// The whole library as a bundle holds it, with an empty `main` (see
/// `cargo_impartial::bundle::whole`).
#[allow(dead_code)]
pub fn whole(root: &Path) -> Result<String, String> {
    let lib = library(root)?;
    b::whole(&lib).map_err(|e| e.lines("src").join("\n"))
}
