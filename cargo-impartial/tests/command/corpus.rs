//! The mutation corpus: each catalogue binary rewritten one of six ways that cargo still
//! builds (`::impartial::` paths, an `extern crate impartial as imp;` alias, the solution in a
//! nested module, a byte-order mark with a shebang and CRLF line ends, a `#[cfg(test)]` module
//! that uses the library, a raw identifier), the kind chosen by the binary's place in the
//! list. Every file is bundled (a refusal would have to carry a position; none may panic or
//! answer "please report this"), and the bundles, each a module of one program, type-check
//! with `-D warnings`: never exit 0 with a file rustc rejects.

use std::path::{Path, PathBuf};

/// The catalogue's binaries: `bins/<judge>/<bin>.rs`.
fn bins() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for judge in std::fs::read_dir(super::root().join("bins"))
        .unwrap()
        .flatten()
    {
        for f in std::fs::read_dir(judge.path()).unwrap().flatten() {
            if f.path().extension().is_some_and(|e| e == "rs") {
                out.push(f.path());
            }
        }
    }
    out.sort();
    out
}

/// `text` with every path's leading `impartial` (not after `::` or a letter) made `with`.
fn repath(text: &str, with: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("impartial::") {
        let before = rest[..i].chars().last();
        let free = !before.is_some_and(|c| c == ':' || c == '_' || c.is_alphanumeric());
        out.push_str(&rest[..i]);
        out.push_str(if free { with } else { "impartial" });
        out.push_str("::");
        rest = &rest[i + "impartial::".len()..];
    }
    out.push_str(rest);
    out
}

/// Mutation `kind` of the binary's source `text`.
fn mutate(text: &str, kind: usize) -> String {
    // The first lines of doc (`//!`) stay first.
    let split = text.find("\nuse ").map_or(0, |i| i + 1);
    let (docs, body) = text.split_at(split);
    match kind {
        0 => repath(text, "::impartial"),
        1 => format!("{docs}extern crate impartial as imp;\n{}", repath(body, "imp")),
        2 => {
            let body = body.replace("\nfn main()", "\npub fn main()");
            format!("{docs}mod solution {{\n{body}}}\nfn main() {{\n    solution::main()\n}}\n")
        }
        3 => format!("\u{feff}#!/usr/bin/env run-cargo-script\n{text}").replace('\n', "\r\n"),
        4 => format!(
            "{text}\n#[cfg(test)]\nmod mutated_tests {{\n    use impartial::octal::Octal;\n    #[test]\n    fn kayles() {{\n        assert!(Octal::parse(\"0.77\").is_some());\n    }}\n}}\n"
        ),
        _ => text.replacen("use impartial::io::", "use impartial::r#io::", 1),
    }
}

#[test]
fn mutated_catalogue_bins_bundle_and_type_check() {
    let lib = cargo_impartial::library();
    let header = cargo_impartial::bundle::Header {
        command: "corpus".into(),
        what: "the solution",
        checked: String::new(),
    };
    let mut modules = Vec::new();
    // Every bin in the sweeps (`IMPARTIAL_FULL=1`); in plain `cargo test` a third of them,
    // six in a row of every eighteen: every kind of mutation.
    let full = std::env::var_os("IMPARTIAL_FULL").is_some_and(|v| v != "0");
    let sample = |i: &usize| full || (i / 6) % 3 == 0;
    for (i, path) in bins().iter().enumerate().filter(|(i, _)| sample(i)) {
        let text = mutate(&std::fs::read_to_string(path).unwrap(), i % 6);
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        match cargo_impartial::bundle::bundle(&lib, path, &text, &header) {
            Ok(b) => {
                let body = b.text.trim_start_matches('\u{feff}');
                let body = body.replace("crate::impartial", &format!("crate::{name}::impartial"));
                modules.push(format!("#[allow(dead_code)]\nmod {name} {{\n{body}\n}}\n"));
            }
            Err(e) => {
                for line in e.lines(&name) {
                    assert!(line.starts_with(&format!("{name}:")), "{line}");
                }
            }
        }
    }
    let tried = (0..bins().len()).filter(|i| sample(i)).count();
    assert!(modules.len() >= tried * 5 / 6, "most mutations bundle");
    // Two programs, one a core: the type-check of all bundles.
    let dir = super::scratch("corpus");
    let half = modules.len() / 2;
    std::thread::scope(|scope| {
        for (k, part) in [&modules[..half], &modules[half..]].into_iter().enumerate() {
            let file: PathBuf = dir.join(format!("corpus{k}.rs"));
            std::fs::write(&file, part.concat() + "fn main() {}\n").unwrap();
            scope.spawn(move || check(&file));
        }
    });
}

fn check(file: &Path) {
    let out = super::rustc()
        .args([
            "--edition",
            "2021",
            "--emit=metadata",
            "-D",
            "warnings",
            "-o",
        ])
        .arg(file.with_extension("rmeta"))
        .arg(file)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
