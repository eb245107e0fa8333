//! The cases every binary is held to: its golden files (`testdata/<judge>/<bin>/NAME.in` and
//! `NAME.out`) and its rows of the hostile-input table `tests/hostile.tsv`.
//!
//! This file is also compiled into the integration tests (via `#[path]`).

use std::path::Path;

/// The golden pairs of `bin`: (name, input, expected output with CRLF turned into LF). A
/// missing `.out` file reads as `"(missing NAME.out)"`, which no binary prints.
pub fn golden(root: &Path, bin: &str) -> Vec<(String, Vec<u8>, String)> {
    let dir = crate::layout::testdata(root, bin);
    let mut names: Vec<std::path::PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "in"))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|p| {
            let input = std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            let out = p.with_extension("out");
            let expected = match std::fs::read_to_string(&out) {
                Ok(text) => text.replace("\r\n", "\n"),
                Err(_) => format!("(missing {})", out.display()),
            };
            let name = p
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            (name, input, expected)
        })
        .collect()
}

/// [`golden`], or nothing for a bin without golden files (an interactive one).
pub fn golden_if_any(root: &Path, bin: &str) -> Vec<(String, Vec<u8>, String)> {
    match crate::layout::testdata(root, bin).exists() {
        true => golden(root, bin),
        false => Vec::new(),
    }
}

/// A table field: `"…"` with the escapes `\n \r \t \\ \" \xNN`, as bytes.
pub fn unescape(field: &str) -> Result<Vec<u8>, String> {
    let inner = field
        .strip_prefix('"')
        .and_then(|f| f.strip_suffix('"'))
        .ok_or_else(|| format!("not in quotes: {field}"))?;
    let (mut out, mut chars) = (Vec::new(), inner.chars());
    while let Some(c) = chars.next() {
        if c != '\\' {
            let mut utf8 = [0; 4];
            out.extend_from_slice(c.encode_utf8(&mut utf8).as_bytes());
            continue;
        }
        match chars.next() {
            Some('n') => out.push(b'\n'),
            Some('r') => out.push(b'\r'),
            Some('t') => out.push(b'\t'),
            Some('\\') => out.push(b'\\'),
            Some('"') => out.push(b'"'),
            Some('x') => {
                let hex: String = chars.by_ref().take(2).collect();
                out.push(u8::from_str_radix(&hex, 16).map_err(|e| format!("\\x{hex}: {e}"))?);
            }
            other => return Err(format!("unknown escape {other:?} in {field}")),
        }
    }
    Ok(out)
}

/// A case of the hostile table: bin, input, expected stdout, expected error ("" for exit 0).
pub struct Case {
    pub bin: String,
    pub input: Vec<u8>,
    pub stdout: String,
    pub error: String,
}

/// The cases of `tests/hostile.tsv`.
pub fn hostile(root: &Path) -> Vec<Case> {
    let path = root.join("tests/hostile.tsv");
    let text = std::fs::read_to_string(&path).expect("tests/hostile.tsv");
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        let [bin, input, stdout, error] = fields[..] else {
            panic!("tests/hostile.tsv:{}: four tab-separated fields", n + 1);
        };
        let field =
            |f: &str| unescape(f).unwrap_or_else(|e| panic!("tests/hostile.tsv:{}: {e}", n + 1));
        let text = |f: &str| String::from_utf8(field(f)).expect("UTF-8 output");
        out.push(Case {
            bin: bin.to_string(),
            input: field(input),
            stdout: text(stdout),
            error: text(error),
        });
    }
    out
}

/// A readable account of where `got` first differs from `want`.
pub fn diff(want: &str, got: &str) -> String {
    let (w, g): (Vec<&str>, Vec<&str>) = (want.split('\n').collect(), got.split('\n').collect());
    for i in 0..w.len().max(g.len()) {
        let (a, b) = (w.get(i), g.get(i));
        if a != b {
            let show = |l: Option<&&str>| match l {
                Some(s) if s.len() > 120 => format!("{:?}...", &s[..120]),
                Some(s) => format!("{s:?}"),
                None => "(no line)".to_string(),
            };
            return format!(
                "first difference at line {}:\n  expected: {}\n  got:      {}\n  ({} vs {} lines)",
                i + 1,
                show(a),
                show(b),
                w.len(),
                g.len()
            );
        }
    }
    "no difference".to_string()
}
