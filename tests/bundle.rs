//! Every binary in `bins/` is bundled into one file (`cargo xtask bundle`), which must be at most
//! 64 KiB, compile with the rustc cargo uses under editions 2021 and 2024 with
//! `-C opt-level=2 -D warnings` (as judges compile), and pass every golden file of that binary.

mod common;

#[path = "../xtask/src/bundle/mod.rs"]
#[allow(dead_code)]
mod bundle;

use std::path::PathBuf;
use std::process::Command;

/// The rustc that cargo uses: `$RUSTC`, else the one beside `$CARGO`, else `rustc` on PATH.
fn rustc() -> PathBuf {
    if let Some(r) = std::env::var_os("RUSTC") {
        return r.into();
    }
    if let Some(cargo) = std::env::var_os("CARGO") {
        let beside =
            PathBuf::from(cargo).with_file_name(format!("rustc{}", std::env::consts::EXE_SUFFIX));
        if beside.exists() {
            return beside;
        }
    }
    "rustc".into()
}

fn check(bin: &str, dir: &std::path::Path) -> Result<(), String> {
    let text = bundle::bundle(common::root(), bin)?;
    if text.len() > 64 * 1024 {
        return Err(format!(
            "{bin}: bundle is {} bytes, over 64 KiB",
            text.len()
        ));
    }
    let src = dir.join(format!("{bin}.rs"));
    std::fs::write(&src, &text).map_err(|e| e.to_string())?;
    for edition in ["2021", "2024"] {
        let exe = dir.join(format!("{bin}-{edition}{}", std::env::consts::EXE_SUFFIX));
        let out = Command::new(rustc())
            .args([
                "--edition",
                edition,
                "-C",
                "opt-level=2",
                "-D",
                "warnings",
                "-o",
            ])
            .arg(&exe)
            .arg(&src)
            .output()
            .map_err(|e| format!("cannot run rustc: {e}"))?;
        if !out.status.success() {
            return Err(format!(
                "{bin}: bundle does not compile under edition {edition}:\n{}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        for (name, input, expected) in common::golden(bin) {
            let run = common::run_exe(&exe, &input);
            let got = String::from_utf8_lossy(&run.stdout);
            if !run.status.success() || got != expected {
                return Err(format!(
                    "{bin} bundle (edition {edition}) fails testdata/{bin}/{name}: exit {:?}, {}",
                    run.status.code(),
                    common::diff(&expected, &got)
                ));
            }
        }
    }
    Ok(())
}

#[test]
fn every_bin_bundles_compiles_under_both_editions_and_passes_its_golden_files() {
    let dir = std::env::temp_dir().join(format!("impartial-bundles-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bins = common::bins();
    assert_eq!(bins, bundle::bins(common::root()));
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(4);
    let queue = std::sync::Mutex::new(bins.clone());
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let Some(bin) = queue.lock().unwrap().pop() else {
                    break;
                };
                if let Err(e) = check(&bin, &dir) {
                    failures.lock().unwrap().push(e);
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn bundles_hold_only_the_modules_their_bin_uses() {
    let root = common::root();
    assert_eq!(bundle::modules_of(root, "p2197").unwrap(), ["io", "nim"]);
    assert_eq!(
        bundle::modules_of(root, "p2252").unwrap(),
        ["io", "wythoff"]
    );
    assert_eq!(bundle::modules_of(root, "hdu1846").unwrap(), ["bash", "io"]);
    assert_eq!(
        bundle::modules_of(root, "hdu5973").unwrap(),
        ["bigint", "io", "wythoff_big"]
    );
    // fibonacci uses super::sg: modules are followed transitively.
    assert_eq!(
        bundle::modules_of(root, "hdu1848").unwrap(),
        ["fibonacci", "io", "sg"]
    );
    let text = bundle::bundle(root, "p2252").unwrap();
    assert!(text.contains("pub mod wythoff {") && !text.contains("pub mod nim {"));
    assert!(!text.contains("#[cfg(test)]") && !text.contains("\n///") && !text.contains("//!"));
}

#[test]
fn unknown_bin_is_a_clear_error() {
    let e = bundle::bundle(common::root(), "p9999").unwrap_err();
    assert!(e.starts_with("unknown bin `p9999`; the bins are: "), "{e}");
}

#[test]
fn every_bin_is_declared_in_cargo_toml() {
    let manifest = std::fs::read_to_string(common::root().join("Cargo.toml")).unwrap();
    for bin in common::bins() {
        let entry = format!("name = \"{bin}\"\npath = \"bins/{bin}.rs\"");
        assert!(
            manifest.contains(&entry),
            "Cargo.toml has no [[bin]] for bins/{bin}.rs"
        );
    }
}
