//! Every bundle built and run by the oldest judges' compilers (rustc 1.56, SPOJ's and the
//! bundles' floor, and 1.59, HackerRank's), in editions 2018 and 2021, on its golden files:
//! the same bytes as the stable build gives, exit 0, nothing on stderr. Type-checking (the
//! matrix) proves a bundle compiles there; this proves that the std of that compiler gives it
//! the same answers (parsing, formatting, integer methods).
//!
//! All bundles go into one program, each a module whose `main` is public, and the program
//! runs the one that `IMPARTIAL_BUNDLE` names: one build per compiler and edition, not one
//! per bundle. A stamp per build skips one that passed before on the same inputs.

use crate::toolchain::{key, passed_before, remember};
use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

/// A golden file: its name, input and expected output.
type Golden = (String, Vec<u8>, String);

/// The compilers whose builds are run, with the editions each is checked in.
pub const RUN_ON: [(&str, &[&str]); 2] =
    [("1.56.0", &["2018", "2021"]), ("1.59.0", &["2018", "2021"])];

/// The program: every non-interactive bin's bundle as a module, and a `main` that runs one.
fn program(root: &Path) -> Result<(String, Vec<String>), String> {
    let mut src = String::new();
    let mut names = Vec::new();
    for (name, text) in crate::judges::bundles(root, false)? {
        if crate::layout::interactive(&name) {
            continue;
        }
        let text = match text.find("\nfn main() {") {
            Some(at) => format!("{}\npub fn main() {{{}", &text[..at], &text[at + 12..]),
            None => return Err(format!("{name}: no `fn main() {{` at the start of a line")),
        };
        src.push_str(&format!("#[allow(dead_code)]\nmod {name} {{\n{text}\n}}\n"));
        names.push(name);
    }
    src.push_str("fn main() {\n    match std::env::var(\"IMPARTIAL_BUNDLE\").as_ref().map(|s| s.as_str()) {\n");
    for name in &names {
        src.push_str(&format!("        Ok(\"{name}\") => {name}::main(),\n"));
    }
    src.push_str("        _ => std::process::exit(3),\n    }\n}\n");
    Ok((src, names))
}

/// Runs `exe` as bundle `name` on `input`.
fn run(exe: &Path, name: &str, input: &[u8]) -> Result<std::process::Output, String> {
    let mut child = Command::new(exe)
        .env("IMPARTIAL_BUNDLE", name)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", exe.display()))?;
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let _ = feeder.join();
    Ok(out)
}

/// Builds the program with each compiler of [`RUN_ON`] that rustup has, and runs every bundle
/// on its golden files; each line says what ran or what was skipped, and failures are listed.
pub fn every_bundle(root: &Path, dir: &Path) -> Result<(Vec<String>, Vec<String>), String> {
    let (src, names) = program(root)?;
    let file = dir.join("all-run.rs");
    std::fs::write(&file, &src).map_err(|e| e.to_string())?;
    let golden: Vec<(String, Vec<Golden>)> = (names.iter())
        .map(|n| (n.clone(), crate::cases::golden_if_any(root, n)))
        .collect();
    let mut parts: Vec<Vec<u8>> = vec![src.clone().into_bytes()];
    for (_, cases) in &golden {
        for (name, input, want) in cases {
            parts.extend([
                name.clone().into_bytes(),
                input.clone(),
                want.clone().into_bytes(),
            ]);
        }
    }
    let (mut lines, mut failures) = (Vec::new(), Vec::new());
    for (toolchain, editions) in RUN_ON {
        let v = crate::toolchain::version(crate::judges::rustup_rustc(toolchain));
        if v.is_empty() {
            lines.push(format!(
                "SKIPPED running the bundles built by rustc {toolchain}: not installed \
                 (`rustup toolchain install {toolchain} --profile minimal`)"
            ));
            continue;
        }
        for edition in editions.iter() {
            let what = format!("rustc {toolchain}, edition {edition}");
            let stamp = format!("run-{toolchain}-{edition}");
            let mut keyed: Vec<&[u8]> = parts.iter().map(Vec::as_slice).collect();
            keyed.extend([v.as_bytes(), edition.as_bytes()]);
            let k = key(&keyed);
            if passed_before(root, &stamp, &k) {
                lines.push(format!(
                    "ran every bundle built by {what}: passed before, not rerun"
                ));
                continue;
            }
            let exe = dir.join(format!("all-run-{toolchain}-{edition}"));
            let built = crate::judges::rustup_rustc(toolchain)
                .args(["--edition", edition, "-C", "opt-level=1", "-o"])
                .arg(&exe)
                .arg(&file)
                .output()
                .map_err(|e| format!("cannot run rustc: {e}"))?;
            if !built.status.success() {
                lines.push(format!("FAILED building every bundle with {what}"));
                failures.push(format!(
                    "{what}:\n{}",
                    String::from_utf8_lossy(&built.stderr)
                ));
                continue;
            }
            let mut wrong = Vec::new();
            let mut count = 0;
            for (bin, cases) in &golden {
                for (case, input, want) in cases {
                    count += 1;
                    let out = run(&exe, bin, input)?;
                    let got = String::from_utf8_lossy(&out.stdout);
                    if out.status.code() != Some(0) || got != *want || !out.stderr.is_empty() {
                        wrong.push(format!(
                            "{bin} built by {what} fails its {case}: exit {:?}, stderr {:?}, {}",
                            out.status.code(),
                            String::from_utf8_lossy(&out.stderr),
                            crate::cases::diff(want, &got)
                        ));
                    }
                }
            }
            match wrong.is_empty() {
                true => {
                    remember(root, &stamp, &k);
                    lines.push(format!(
                        "ran every bundle built by {what}: {count} golden files answered alike"
                    ));
                }
                false => {
                    lines.push(format!(
                        "FAILED {} of {count} golden files built by {what}",
                        wrong.len()
                    ));
                    failures.extend(wrong);
                }
            }
        }
    }
    Ok((lines, failures))
}
