//! Where a binary's files live, one rule everywhere: `bins/<judge>/<bin>.rs` with its help text
//! `bins/<judge>/<bin>.txt`, and its golden files in `testdata/<judge>/<bin>/`, where `<judge>`
//! follows from the name (`p1247` is Luogu's, `abc368f` AtCoder's, `cses1729` CSES's).
//!
//! This file is also compiled into the integration tests (via `#[path]`).

use std::path::{Path, PathBuf};

/// The interactive binaries: they play against a judge program, so they have no golden files
/// (no fixed input has a fixed answer); `tests/interactive.rs` plays them against interactors.
pub const INTERACTIVE: &[&str] = &["abc278g", "cf1934d2", "abc398e"];

/// Whether `bin` is interactive.
pub fn interactive(bin: &str) -> bool {
    INTERACTIVE.contains(&bin)
}

/// The problems whose judge gives the input in `input.txt` and takes the output in
/// `output.txt`: their bins call `io::run_files`, and their bundles are run that way too.
pub const FILE_IO: &[&str] = &["cf120e", "cf36d"];

/// Whether `bin`'s judge reads and writes files.
pub fn file_io(bin: &str) -> bool {
    FILE_IO.contains(&bin)
}

/// The judge folder of `bin`, by its name.
pub fn judge(bin: &str) -> &'static str {
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let prefixes = [
        ("abc", "atcoder"),
        ("arc", "atcoder"),
        ("agc", "atcoder"),
        ("dp_", "atcoder"),
        ("typical90_", "atcoder"),
        ("lc_", "library_checker"),
        ("cses", "cses"),
        ("cf", "codeforces"),
        ("kattis_", "kattis"),
        ("hdu", "hdu"),
        ("poj", "poj"),
        ("acwing", "acwing"),
        ("boj", "boj"),
        ("hr_", "hackerrank"),
    ];
    match prefixes.iter().find(|(p, _)| bin.starts_with(p)) {
        Some((_, judge)) => judge,
        None if bin.strip_prefix('p').is_some_and(digits) => "luogu",
        None => "other",
    }
}

/// `bins/<judge>/<bin>.rs`.
pub fn source(root: &Path, bin: &str) -> PathBuf {
    root.join("bins").join(judge(bin)).join(format!("{bin}.rs"))
}

/// `bins/<judge>/<bin>.txt`, the help text.
pub fn help(root: &Path, bin: &str) -> PathBuf {
    source(root, bin).with_extension("txt")
}

/// `testdata/<judge>/<bin>/`.
pub fn testdata(root: &Path, bin: &str) -> PathBuf {
    root.join("testdata").join(judge(bin)).join(bin)
}

/// The path of the source relative to the root, with `/`, as Cargo.toml names it.
pub fn source_in_manifest(bin: &str) -> String {
    format!("bins/{}/{bin}.rs", judge(bin))
}

/// Every binary, by the `.rs` files in the judge folders of `bins/`, sorted.
pub fn bins(root: &Path) -> Vec<String> {
    let mut names = Vec::new();
    for judge in std::fs::read_dir(root.join("bins"))
        .into_iter()
        .flatten()
        .flatten()
    {
        for file in std::fs::read_dir(judge.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            let name = file.file_name().to_string_lossy().into_owned();
            if let Some(bin) = name.strip_suffix(".rs") {
                names.push(bin.to_string());
            }
        }
    }
    names.sort();
    names
}
