//! Embeds the library's sources (`../src/**/*.rs`) and version (`../Cargo.toml`) in the command,
//! so that `cargo impartial bundle` needs no clone of the repository.

use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files(&path, out);
        } else if path.extension().is_some_and(|x| x == "rs") {
            out.push(path);
        }
    }
}

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let root = manifest
        .parent()
        .expect("the package is inside the repository");
    let src = root.join("src");
    println!("cargo:rerun-if-changed={}", src.display());
    println!(
        "cargo:rerun-if-changed={}",
        root.join("Cargo.toml").display()
    );
    let mut all = Vec::new();
    files(&src, &mut all);
    let mut out = String::from("/// The library's source files: path under `src/`, text.\n");
    out.push_str("pub const FILES: &[(&str, &str)] = &[\n");
    for path in &all {
        println!("cargo:rerun-if-changed={}", path.display());
        let rel = path
            .strip_prefix(&src)
            .expect("under src")
            .to_string_lossy();
        let rel = rel.replace('\\', "/");
        out.push_str(&format!(
            "    ({rel:?}, include_str!({:?})),\n",
            path.display().to_string()
        ));
    }
    out.push_str("];\n");
    let toml = std::fs::read_to_string(root.join("Cargo.toml")).expect("the library's Cargo.toml");
    let version = toml
        .lines()
        .find_map(|l| l.strip_prefix("version = "))
        .map(|v| v.trim().trim_matches('"').to_string())
        .expect("a version line in the library's Cargo.toml");
    out.push_str(&format!(
        "/// The library's version.\npub const VERSION: &str = {version:?};\n"
    ));
    let dest =
        PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets it")).join("library.rs");
    std::fs::write(dest, out).expect("OUT_DIR is writable");
}
