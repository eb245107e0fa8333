//! `cargo xtask judges`: every bundle on the judges' compilers and on Windows, which `cargo
//! test` (stable rustc only) does not reach.
//!
//! - **The compiler matrix**: all bundles and the whole library as a bundle holds it, each as a
//!   module of one file, type-checked with
//!   `-D warnings` by rustup's 1.56.0 (the bundles' floor, SPOJ), 1.59.0 (HackerRank), 1.70.0,
//!   1.75.0 (CSES), 1.85.0 (Baekjoon's editions 2021 and 2024 need at least it) and 1.89.0
//!   (AtCoder, Codeforces) in every edition each knows, and by stable for
//!   `x86_64-pc-windows-gnu` (Codeforces runs on Windows: its `cfg(not(unix))` code) in
//!   editions 2021 and 2024.
//! - **The oldest compilers' builds, run** (`old_run.rs`): every bundle built by 1.56 and 1.59
//!   and run on its golden files.
//! - **The pattern finder's functions** (`pattern_check.rs`): every family's `--rust`
//!   function compiled by the same compilers and run against the library's values.
//! - **Windows under Wine** (`wine.rs`): every bundle built for Windows and run on its golden
//!   files and hostile rows.
//!
//! Each part says whether it ran or was skipped (and what installs it); a skipped part is not
//! a failure, a difference is. A stamp per check (`target/bundle-checks/`) skips what passed
//! before on exactly the same inputs and compilers, unless `IMPARTIAL_RECHECK` or `CI` is set.

use crate::toolchain::{key, passed_before, remember, rustc, version, windows_target, WINDOWS};
use std::path::Path;
use std::process::Command;

/// The judges' compilers, with the editions each knows.
const TOOLCHAINS: [(&str, &[&str], &str); 6] = [
    ("1.56.0", &["2018", "2021"], "the bundles' floor, SPOJ"),
    ("1.59.0", &["2018", "2021"], "HackerRank"),
    (
        "1.70.0",
        &["2018", "2021"],
        "std's IsTerminal, the old floor",
    ),
    ("1.75.0", &["2018", "2021"], "CSES"),
    ("1.85.0", &["2021", "2024"], "Baekjoon at its lowest"),
    ("1.89.0", &["2018", "2021", "2024"], "AtCoder, Codeforces"),
];

/// rustc `version` through rustup.
pub fn rustup_rustc(version: &str) -> Command {
    let mut c = Command::new("rustup");
    c.args(["run", version, "rustc"]);
    c
}

/// Every bundle as a module of one file, the solutions of one's own kept in `tests/solution/`,
/// and the whole library as a bundle holds it (no item may fail unseen on a judge's compiler
/// because no binary uses it); `main` is not called from a module: the only allowance the
/// wrapping needs.
fn all_bundles(root: &Path) -> Result<String, String> {
    let mut all = String::new();
    for (name, text) in bundles(root, true)? {
        all.push_str(&format!("#[allow(dead_code)]\nmod {name} {{\n{text}\n}}\n"));
    }
    all.push_str("fn main() {}\n");
    Ok(all)
}

/// The bundles by name (`whole`: with the solutions of one's own and the whole library), each
/// with its paths rooted at `crate::{name}`.
pub fn bundles(root: &Path, whole: bool) -> Result<Vec<(String, String)>, String> {
    let mut names: Vec<(String, String)> = (crate::layout::bins(root).into_iter())
        .map(|b| (b.clone(), b))
        .collect();
    if whole {
        let dir = root.join("tests/solution");
        let mut own: Vec<String> = (std::fs::read_dir(&dir).map_err(|e| e.to_string())?)
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|f| f.ends_with(".rs"))
            .collect();
        own.sort();
        for f in own {
            names.push((
                format!("own_{}", f.trim_end_matches(".rs")),
                format!("tests/solution/{f}"),
            ));
        }
    }
    let mut out = Vec::new();
    for (name, source) in names {
        let text = crate::bundle::bundle(root, &source)?;
        out.push((name, text));
    }
    if whole {
        out.push(("whole_library".into(), crate::bundle::whole(root)?));
    }
    // The bundle's root is now `crate::{name}`.
    Ok((out.into_iter())
        .map(|(name, text)| {
            let text = text.replace("crate::impartial", &format!("crate::{name}::impartial"));
            (name, text)
        })
        .collect())
}

/// Type-checks `src` with `rustc` in `edition`; the compiler's complaint if it fails.
fn type_check(mut rustc: Command, edition: &str, src: &Path, meta: &Path) -> Result<(), String> {
    let out = rustc
        .args([
            "--edition",
            edition,
            "--emit=metadata",
            "-D",
            "warnings",
            "-o",
        ])
        .arg(meta)
        .arg(src)
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    match out.status.success() {
        true => Ok(()),
        false => Err(String::from_utf8_lossy(&out.stderr).into_owned()),
    }
}

/// One line of the report: what ran, or what was skipped and why.
struct Report {
    lines: Vec<String>,
    failures: Vec<String>,
}

impl Report {
    fn say(&mut self, line: String) {
        eprintln!("{line}");
        self.lines.push(line);
    }
}

/// The compiler matrix (see the module's doc).
fn matrix(root: &Path, dir: &Path, report: &mut Report) -> Result<(), String> {
    let all = all_bundles(root)?;
    let src = dir.join("all.rs");
    std::fs::write(&src, &all).map_err(|e| e.to_string())?;
    let stable = version(rustc());
    let mut checks: Vec<(String, Command, &str, String)> = Vec::new();
    for (toolchain, editions, what) in TOOLCHAINS {
        let v = version(rustup_rustc(toolchain));
        if v.is_empty() {
            report.say(format!(
                "SKIPPED rustc {toolchain} ({what}): not installed \
                 (`rustup toolchain install {toolchain} --profile minimal`)"
            ));
            continue;
        }
        for edition in editions {
            let name = format!("rustc {toolchain} ({what}), edition {edition}");
            checks.push((name, rustup_rustc(toolchain), edition, v.clone()));
        }
    }
    if windows_target() {
        for edition in ["2021", "2024"] {
            let mut c = rustc();
            c.args(["--target", WINDOWS]);
            let name = format!("stable for {WINDOWS}, edition {edition}");
            checks.push((name, c, edition, stable.clone()));
        }
    } else {
        report.say(format!(
            "SKIPPED the Windows type-check: no target (`rustup target add {WINDOWS}`)"
        ));
    }
    for (i, (name, rustc, edition, v)) in checks.into_iter().enumerate() {
        let stamp_name = format!("matrix-{}", name.replace([' ', ',', '(', ')'], "_"));
        let k = key(&[
            all.as_bytes(),
            stable.as_bytes(),
            v.as_bytes(),
            name.as_bytes(),
        ]);
        if passed_before(root, &stamp_name, &k) {
            report.say(format!(
                "ran {name}: passed before on these bundles, not rerun"
            ));
            continue;
        }
        let meta = dir.join(format!("all-{i}.rmeta"));
        match type_check(rustc, edition, &src, &meta) {
            Ok(()) => {
                remember(root, &stamp_name, &k);
                report.say(format!("ran {name}: every bundle type-checks"));
            }
            Err(e) => {
                report.say(format!("FAILED {name}"));
                report.failures.push(format!("{name}:\n{e}"));
            }
        }
    }
    Ok(())
}

/// The pattern finder's pasted functions (`pattern_check.rs`) compiled and run by each of
/// the judges' compilers, in each edition it knows.
fn pattern_functions(dir: &Path, report: &mut Report) -> Result<(), String> {
    let (src, expected) = crate::pattern_check::program()?;
    let file = dir.join("pattern-functions.rs");
    std::fs::write(&file, &src).map_err(|e| e.to_string())?;
    for (toolchain, editions, what) in TOOLCHAINS {
        if version(rustup_rustc(toolchain)).is_empty() {
            report.say(format!(
                "SKIPPED the pattern functions on rustc {toolchain}: not installed"
            ));
            continue;
        }
        for edition in editions {
            let name =
                format!("the pattern functions on rustc {toolchain} ({what}), edition {edition}");
            let exe = dir.join(format!("pattern-{toolchain}-{edition}"));
            let out = rustup_rustc(toolchain)
                .args(["--edition", edition, "-D", "warnings", "-O", "-o"])
                .arg(&exe)
                .arg(&file)
                .output()
                .map_err(|e| format!("cannot run rustc: {e}"))?;
            let ran = match out.status.success() {
                false => Err(String::from_utf8_lossy(&out.stderr).into_owned()),
                true => match Command::new(&exe).output() {
                    Ok(o) if o.stdout == expected.as_bytes() => Ok(()),
                    Ok(_) => Err("printed other values than the library's".into()),
                    Err(e) => Err(format!("cannot run it: {e}")),
                },
            };
            match ran {
                Ok(()) => report.say(format!("ran {name}: compiles and agrees")),
                Err(e) => {
                    report.say(format!("FAILED {name}"));
                    report.failures.push(format!("{name}:\n{e}"));
                }
            }
        }
    }
    Ok(())
}

/// `cargo xtask judges`.
pub fn judges(root: &Path) -> Result<(), String> {
    let dir = root.join("target/judges");
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let mut report = Report {
        lines: Vec::new(),
        failures: Vec::new(),
    };
    eprintln!("the compiler matrix: every bundle type-checked with -D warnings");
    matrix(root, &dir, &mut report)?;
    eprintln!("the pattern finder's Rust functions on the same compilers");
    pattern_functions(&dir, &mut report)?;
    eprintln!("the bundles built by the oldest compilers and run on their golden files");
    let (lines, failures) = crate::old_run::every_bundle(root, &dir)?;
    for line in lines {
        report.say(line);
    }
    report.failures.extend(failures);
    eprintln!("Windows: every bundle built for {WINDOWS} and run under Wine");
    match crate::wine::tools() {
        Err(missing) => report.say(format!(
            "SKIPPED running the bundles as Windows programs under Wine: missing {}",
            missing.join(", ")
        )),
        Ok(wine) => {
            let failures = crate::wine::every_bundle(root, &wine, &dir.join("wine"))?;
            match failures.is_empty() {
                true => report.say("ran Wine: every bundle answers as on Linux".into()),
                false => report.say(format!("FAILED Wine: {} bundles", failures.len())),
            }
            report.failures.extend(failures);
        }
    }
    println!("cargo xtask judges:");
    for line in &report.lines {
        println!("  {line}");
    }
    match report.failures.is_empty() {
        true => Ok(()),
        false => Err(format!(
            "{} check(s) failed:\n\n{}",
            report.failures.len(),
            report.failures.join("\n\n")
        )),
    }
}
