//! The compilers and stamps that `judges` and `wine` share: the stable rustc, its version,
//! whether it has the Windows target, and the stamps that let a check skip what passed before
//! on exactly the same inputs (unless `IMPARTIAL_RECHECK` or `CI` is set).

use std::path::{Path, PathBuf};
use std::process::Command;

/// The target of Codeforces' Windows hosts (as MinGW builds it).
pub const WINDOWS: &str = "x86_64-pc-windows-gnu";

/// The stable rustc: `$RUSTC`, else the one beside `$CARGO`, else `rustc` on PATH.
pub fn rustc() -> Command {
    if let Some(r) = std::env::var_os("RUSTC") {
        return Command::new(r);
    }
    if let Some(cargo) = std::env::var_os("CARGO") {
        let beside =
            PathBuf::from(cargo).with_file_name(format!("rustc{}", std::env::consts::EXE_SUFFIX));
        if beside.exists() {
            return Command::new(beside);
        }
    }
    Command::new("rustc")
}

/// `rustc --version` of `rustc`, to key the stamps; empty if it does not run.
pub fn version(mut rustc: Command) -> String {
    rustc
        .arg("--version")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
        .unwrap_or_default()
}

/// Whether the stable rustc has the Windows target's standard library.
pub fn windows_target() -> bool {
    let mut probe = rustc();
    probe.args(["--print", "target-libdir", "--target", WINDOWS]);
    let Ok(out) = probe.output() else {
        return false;
    };
    let dir = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
    out.status.success()
        && std::fs::read_dir(dir)
            .map(|d| {
                d.flatten()
                    .any(|e| e.file_name().to_string_lossy().starts_with("libstd"))
            })
            .unwrap_or(false)
}

/// Where checks that passed leave a stamp: a hash of everything they depend on.
fn stamp(root: &Path, name: &str) -> PathBuf {
    root.join("target/bundle-checks").join(name)
}

/// A hash of everything a check depends on.
pub fn key(parts: &[&[u8]]) -> String {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    parts.hash(&mut h);
    format!("{:016x}", h.finish())
}

/// Whether the check `name` passed before on inputs of this `key` (never with
/// `IMPARTIAL_RECHECK` or `CI` set).
pub fn passed_before(root: &Path, name: &str, key: &str) -> bool {
    let fresh = std::env::var_os("IMPARTIAL_RECHECK").is_some() || std::env::var_os("CI").is_some();
    !fresh && std::fs::read_to_string(stamp(root, name)).is_ok_and(|k| k == key)
}

/// Leaves the stamp of the check `name` that passed on inputs of this `key`.
pub fn remember(root: &Path, name: &str, key: &str) {
    let path = stamp(root, name);
    let _ = std::fs::create_dir_all(path.parent().expect("a folder"));
    let _ = std::fs::write(path, key);
}
