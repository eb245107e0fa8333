//! Pruning by what is called. [`super::reach`] keeps an item when its name occurs in kept
//! code, so a name that means two things keeps both (`Scanner::u64` keeps `Writer::u64` and
//! the number formatter behind it). Here rustc's own dead-code analysis decides: the bundle is
//! checked once with `dead_code` warned and each library function, method or constant it
//! reports as never used is left out; the smaller bundle is kept only if it compiles with
//! `-D warnings`. Where no rustc runs (or it says anything else), the bundle stays as it was.

use super::tree::{Kind, Tree};
use std::io::Write;
use std::process::{Command, Stdio};

/// The rustc that cargo uses (`$RUSTC`), else the one on the path.
fn rustc() -> Command {
    Command::new(std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into()))
}

/// rustc's JSON diagnostics for `src` (a binary crate, edition 2021, checked without code),
/// and whether it compiled; `None` where rustc cannot be run.
fn check(src: &str, flags: &[&str]) -> Option<(bool, String)> {
    let dir = std::env::temp_dir();
    let meta = dir.join(format!(
        "cargo-impartial-prune-{}-{:?}.rmeta",
        std::process::id(),
        std::thread::current().id()
    ));
    let meta_name = meta.file_name()?.to_string_lossy().into_owned();
    let mut child = rustc()
        .args([
            "--edition",
            "2021",
            "--crate-type",
            "bin",
            "--crate-name",
            "bundle",
        ])
        .args(["--emit=metadata", "--error-format=json", "-o"])
        .arg(&meta)
        .args(flags)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .ok()?;
    let fed = child.stdin.take()?.write_all(src.as_bytes()).is_ok();
    let out = child.wait_with_output().ok();
    // Only the file this check wrote, by its own name.
    if meta.file_name().map(|n| n.to_string_lossy().into_owned()) == Some(meta_name) {
        let _ = std::fs::remove_file(&meta);
    }
    let out = out?;
    fed.then(|| {
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    })
}

/// The lines (1-based) where rustc's diagnostics point (only its dead-code warnings with
/// `dead`).
fn lines_of(diagnostics: &str, dead: bool) -> Vec<usize> {
    let mut lines = Vec::new();
    for d in diagnostics.lines() {
        let Ok(d) = serde_json::from_str::<serde_json::Value>(d) else {
            continue;
        };
        // Functions, methods, constants and statics; not fields, variants or types.
        let message = d["message"].as_str().unwrap_or("");
        let named = [
            "function",
            "method",
            "constant",
            "static",
            "associated item",
        ]
        .iter()
        .any(|w| message.contains(w));
        if dead && (d["code"]["code"] != "dead_code" || !named) {
            continue;
        }
        for span in d["spans"].as_array().into_iter().flatten() {
            if span["is_primary"] == true {
                if let Some(l) = span["line_start"].as_u64() {
                    lines.push(l as usize);
                }
            }
        }
    }
    lines
}

/// The marker written before item `n` in the probe.
pub fn marker(n: usize) -> String {
    format!("/*@{n}@*/")
}

/// The items of `tree` the probe's dead-code warnings name: each warning's line belongs to
/// the nearest marked item at or above it (every item but modules, impls and traits is
/// marked, and an item's attributes follow its marker). Functions inside traits and their impls, and
/// constants inside functions, are not items of their own here and are never named.
fn dead_items(tree: &Tree, probe: &str, from_line: usize, diagnostics: &str) -> Vec<usize> {
    let lines: Vec<&str> = probe.lines().collect();
    let mut dead = Vec::new();
    for l in lines_of(diagnostics, true) {
        if l <= from_line || l > lines.len() {
            continue;
        }
        let owner = (from_line..l).rev().find_map(|i| {
            let at = lines[i].find("/*@")?;
            let rest = &lines[i][at + 3..];
            rest[..rest.find("@*/")?].parse::<usize>().ok()
        });
        if let Some(n) = owner.filter(|&n| n < tree.nodes.len() && prunable(tree, n)) {
            if !dead.contains(&n) {
                dead.push(n);
            }
        }
    }
    dead
}

/// Whether item `n` may be left out alone: a function outside traits and trait impls, or a
/// constant or static.
pub fn prunable(tree: &Tree, n: usize) -> bool {
    let node = &tree.nodes[n];
    let in_trait = node.parent.is_some_and(|p| {
        matches!(
            tree.nodes[p].item.kind,
            Kind::Trait | Kind::Impl { trait_: Some(_) }
        )
    });
    let src = &tree.files[node.file].src;
    let word = src[node.item.keyword..]
        .split_whitespace()
        .next()
        .unwrap_or("");
    !in_trait
        && match node.item.kind {
            Kind::Fn => true,
            Kind::Named => word == "const" || word == "static",
            _ => false,
        }
}

/// Leaves out of `tree` what rustc finds dead in the bundle `assemble` makes of it; `lints`
/// the bundle's `mod impartial` allows (dead code among them). Returns the smaller bundle if
/// it compiles with `-D warnings`, else `None` (the tree is then as it was).
pub fn prune(
    tree: &mut Tree,
    solution: &std::collections::HashSet<String>,
    assemble: &dyn Fn(&str, &str) -> String,
    lints: &[String],
) -> Option<String> {
    let probe_lints: Vec<&str> = lints
        .iter()
        .map(String::as_str)
        .filter(|l| *l != "dead_code")
        .chain(["unused_imports"])
        .collect();
    tree.mark = true;
    let library = tree.emit_all(solution);
    tree.mark = false;
    let probe = assemble(&library, &probe_lints.join(", "));
    let from_line = probe.lines().position(|l| l == "mod impartial {")?;
    let (compiled, diagnostics) = check(&probe, &["-W", "dead_code"])?;
    if !compiled {
        return None;
    }
    let dead = dead_items(tree, &probe, from_line, &diagnostics);
    if dead.is_empty() {
        return None;
    }
    for &n in &dead {
        tree.nodes[n].kept = false;
    }
    let pruned = assemble(&tree.emit_all(solution), &lints.join(", "));
    // It compiles, and rustc says nothing about the library (the solution's own warnings are
    // the solution's).
    let start = pruned.lines().position(|l| l == "mod impartial {")?;
    match check(&pruned, &[]) {
        Some((true, said)) if lines_of(&said, false).iter().all(|&l| l <= start) => Some(pruned),
        _ => {
            for &n in &dead {
                tree.nodes[n].kept = true;
            }
            None
        }
    }
}
