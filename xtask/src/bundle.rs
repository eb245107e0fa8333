//! `cargo xtask bundle <bin>`: one std-only source file for an online judge.
//!
//! The bundle is the binary's source followed by `mod impartial { pub mod io { … } … }` holding
//! exactly the library modules the binary uses, transitively, so its `use impartial::…` paths
//! resolve unchanged. Which modules are used is read from the code: `impartial::name` in the
//! binary, `super::name` in a library module (library modules never write `crate::`).
//! `#[cfg(test)]` items and doc comments are left out.
//!
//! The code is read with a small lexer that knows comments (nested block comments too),
//! string, raw string, byte string and char literals, so that braces and paths inside them are
//! never mistaken for code. This file is also compiled into `tests/bundle.rs` (via `#[path]`),
//! which bundles, compiles and runs every binary.

use std::collections::BTreeSet;
use std::path::Path;

/// What a stretch of source is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Code,
    /// A comment; `doc` for `///`, `//!`, `/** */` and `/*! */`.
    Comment {
        doc: bool,
    },
    Literal,
}

/// Splits Rust source into code, comments and literals (byte ranges, in order, covering all).
fn lex(src: &str) -> Vec<(Kind, std::ops::Range<usize>)> {
    let b = src.as_bytes();
    let mut out: Vec<(Kind, std::ops::Range<usize>)> = Vec::new();
    let mut push = |kind: Kind, r: std::ops::Range<usize>| {
        if let Some(last) = out.last_mut() {
            if last.0 == Kind::Code && kind == Kind::Code {
                last.1.end = r.end;
                return;
            }
        }
        out.push((kind, r));
    };
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut i = 0;
    while i < b.len() {
        let start = i;
        let rest = &b[i..];
        if rest.starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            let doc = (rest.starts_with(b"///") && !rest.starts_with(b"////"))
                || rest.starts_with(b"//!");
            push(Kind::Comment { doc }, start..i);
        } else if rest.starts_with(b"/*") {
            let doc = (rest.starts_with(b"/**")
                && !rest.starts_with(b"/**/")
                && !rest.starts_with(b"/***"))
                || rest.starts_with(b"/*!");
            let mut depth = 0;
            while i < b.len() {
                if b[i..].starts_with(b"/*") {
                    depth += 1;
                    i += 2;
                } else if b[i..].starts_with(b"*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            push(Kind::Comment { doc }, start..i);
        } else if (i == 0 || !ident(b[i - 1]))
            && (rest.starts_with(b"r\"")
                || rest.starts_with(b"r#")
                || rest.starts_with(b"br\"")
                || rest.starts_with(b"br#"))
            && raw_string_end(b, i).is_some()
        {
            i = raw_string_end(b, i).unwrap();
            push(Kind::Literal, start..i);
        } else if b[i] == b'"' || ((i == 0 || !ident(b[i - 1])) && rest.starts_with(b"b\"")) {
            i += if b[i] == b'b' { 2 } else { 1 };
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
            push(Kind::Literal, start..i.min(b.len()));
        } else if b[i] == b'\'' || ((i == 0 || !ident(b[i - 1])) && rest.starts_with(b"b'")) {
            // A char literal, or a lifetime / loop label (code).
            let q = if b[i] == b'b' { i + 1 } else { i };
            let end = if b.get(q + 1) == Some(&b'\\') {
                let mut j = q + 2;
                while j < b.len() && b[j] != b'\'' {
                    j += 1;
                }
                Some(j + 1)
            } else {
                let c = src[q + 1..].chars().next();
                c.and_then(|c| {
                    let j = q + 1 + c.len_utf8();
                    (b.get(j) == Some(&b'\'')).then_some(j + 1)
                })
            };
            match end {
                Some(e) => {
                    i = e.min(b.len());
                    push(Kind::Literal, start..i);
                }
                None => {
                    i = q + 1;
                    push(Kind::Code, start..i);
                }
            }
        } else {
            i += src[i..].chars().next().map_or(1, char::len_utf8);
            push(Kind::Code, start..i);
        }
    }
    out
}

/// End of the raw string literal starting at `i` (`r"…"`, `r#"…"#`, `br"…"`), if it is one.
fn raw_string_end(b: &[u8], mut i: usize) -> Option<usize> {
    if b[i] == b'b' {
        i += 1;
    }
    i += 1; // r
    let hashes = b[i..].iter().take_while(|&&c| c == b'#').count();
    i += hashes;
    if b.get(i) != Some(&b'"') {
        return None;
    }
    i += 1;
    let mut close = vec![b'"'];
    close.extend(std::iter::repeat(b'#').take(hashes));
    while i < b.len() {
        if b[i..].starts_with(&close) {
            return Some(i + close.len());
        }
        i += 1;
    }
    None
}

/// Removes doc comments and `#[cfg(test)]` items from `src`, and tidies the blank lines left.
pub fn strip(src: &str) -> String {
    strip_with(src, false)
}

/// As [`strip`], and in library code also the plain comments, except `// SAFETY:` comments,
/// which stay with their `unsafe` blocks. Judges cap sources at 64 KiB.
pub fn strip_library(src: &str) -> String {
    strip_with(src, true)
}

fn strip_with(src: &str, plain_comments: bool) -> String {
    let mut cut: Vec<std::ops::Range<usize>> = Vec::new();
    for (kind, r) in lex(src) {
        let plain =
            kind == (Kind::Comment { doc: false }) && !src[r.clone()].starts_with("// SAFETY:");
        if kind == (Kind::Comment { doc: true }) || (plain_comments && plain) {
            cut.push(r);
        }
    }
    let code = blank(src);
    let marker = "#[cfg(test)]";
    let mut from = 0;
    while let Some(p) = code[from..].find(marker) {
        let start = from + p;
        let end = item_end(&code, start + marker.len());
        cut.push(start..end);
        from = end;
    }
    cut.sort_by_key(|r| r.start);
    let mut kept = String::with_capacity(src.len());
    let mut at = 0;
    for r in cut {
        if r.start >= at {
            kept.push_str(&src[at..r.start]);
            kept.push(CUT);
            at = r.end;
        }
    }
    kept.push_str(&src[at..]);
    tidy(&kept)
}

/// Marks where something was cut, so that lines left empty by a cut can be told from lines
/// that were empty to begin with.
const CUT: char = '\u{1}';

/// `src` with every comment and literal byte replaced by a space (newlines kept).
fn blank(src: &str) -> String {
    let mut bytes = src.as_bytes().to_vec();
    for (kind, r) in lex(src) {
        if kind != Kind::Code {
            for c in &mut bytes[r] {
                if *c != b'\n' {
                    *c = b' ';
                }
            }
        }
    }
    String::from_utf8(bytes).expect("only ASCII was written over whole literals and comments")
}

/// End of the item that starts after an attribute at `from` in blanked code: through the `;`
/// or the matching `}` of its first brace, whichever closes it at depth 0.
fn item_end(code: &str, from: usize) -> usize {
    let b = code.as_bytes();
    let mut depth = 0usize;
    let mut i = from;
    while i < b.len() {
        match b[i] {
            b'{' => depth += 1,
            b'}' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            b';' if depth == 0 => return i + 1,
            _ => {}
        }
        i += 1;
    }
    b.len()
}

/// Drops lines left blank by a cut, keeps at most one empty line in a row, and removes trailing
/// spaces.
fn tidy(src: &str) -> String {
    let mut out = String::new();
    let mut empty_run = 0;
    for line in src.lines() {
        let cut = line.contains(CUT);
        let line = line.trim_end_matches(|c: char| c.is_whitespace() || c == CUT);
        let line = &*line.replace(CUT, "");
        if cut && line.trim().is_empty() {
            continue;
        }
        if line.is_empty() {
            empty_run += 1;
            if empty_run > 1 || out.is_empty() {
                continue;
            }
        } else {
            empty_run = 0;
        }
        out.push_str(line);
        out.push('\n');
    }
    while out.ends_with("\n\n") {
        out.pop();
    }
    out
}

/// The names used after `prefix::` in code: `prefix::a`, `prefix::{a, b::c}`.
fn used_after(code: &str, prefix: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let pat = format!("{prefix}::");
    let b = code.as_bytes();
    let mut from = 0;
    while let Some(p) = code[from..].find(&pat) {
        let at = from + p;
        from = at + pat.len();
        if at > 0 && (b[at - 1].is_ascii_alphanumeric() || b[at - 1] == b'_') {
            continue;
        }
        let rest = code[from..].trim_start();
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut part = String::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        out.extend(first_ident(&part));
                        part.clear();
                        continue;
                    }
                    _ => {}
                }
                part.push(c);
            }
            out.extend(first_ident(&part));
        } else {
            out.extend(first_ident(rest));
        }
    }
    out
}

fn first_ident(s: &str) -> Option<String> {
    let s = s.trim_start();
    let end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    (end > 0 && s != "self").then(|| s[..end].to_string())
}

/// The library modules in `src/lib.rs` order (`pub mod name;`).
fn library_modules(root: &Path) -> Result<Vec<String>, String> {
    let lib = read(&root.join("src/lib.rs"))?;
    Ok(blank(&strip(&lib))
        .lines()
        .filter_map(|l| l.trim().strip_prefix("pub mod "))
        .filter_map(|l| l.strip_suffix(';'))
        .map(str::to_string)
        .collect())
}

/// The binaries, by the files in `bins/`, sorted.
pub fn bins(root: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root.join("bins"))
        .map(|d| {
            d.filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "rs"))
                .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
                .collect()
        })
        .unwrap_or_default();
    names.sort();
    names
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

/// The modules `bin` needs, transitively, in `src/lib.rs` order.
pub fn modules_of(root: &Path, bin: &str) -> Result<Vec<String>, String> {
    let known = library_modules(root)?;
    let main = read(&root.join("bins").join(format!("{bin}.rs")))?;
    let mut todo: Vec<String> = used_after(&blank(&main), "impartial").into_iter().collect();
    let mut seen = BTreeSet::new();
    while let Some(m) = todo.pop() {
        if !known.contains(&m) {
            return Err(format!(
                "`{m}` is used by {bin} but is not a `pub mod` in src/lib.rs"
            ));
        }
        if seen.insert(m.clone()) {
            let code = blank(&strip(&read(&root.join("src").join(format!("{m}.rs")))?));
            if code.contains("crate::") {
                return Err(format!(
                    "src/{m}.rs refers to `crate::`; library modules use `super::`"
                ));
            }
            todo.extend(used_after(&code, "super"));
        }
    }
    Ok(known.into_iter().filter(|m| seen.contains(m)).collect())
}

/// The bundle of `bin`: one source file that compiles with plain `rustc`.
pub fn bundle(root: &Path, bin: &str) -> Result<String, String> {
    let all = bins(root);
    if !all.iter().any(|b| b == bin) {
        return Err(format!(
            "unknown bin `{bin}`; the bins are: {}",
            all.join(", ")
        ));
    }
    let main = read(&root.join("bins").join(format!("{bin}.rs")))?;
    let title = main
        .lines()
        .find_map(|l| l.strip_prefix("//!"))
        .map(str::trim)
        .unwrap_or("");
    let modules = modules_of(root, bin)?;
    let version = read(&root.join("Cargo.toml"))?
        .lines()
        .find_map(|l| l.strip_prefix("version = "))
        .map(|v| v.trim_matches('"').to_string())
        .unwrap_or_default();
    let mut out = format!(
        "// {bin}: {title}\n// Bundled from the `impartial` crate v{version} by `cargo xtask bundle {bin}`:\n// the binary's source, then the library modules it uses ({}). std only.\n\n",
        modules.join(", ")
    );
    out.push_str(&strip(&main));
    out.push_str("\n#[allow(dead_code)]\nmod impartial {\n");
    for m in &modules {
        let src = strip_library(&read(&root.join("src").join(format!("{m}.rs")))?);
        out.push_str(&format!("pub mod {m} {{\n{src}}}\n"));
    }
    out.push_str("}\n");
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lexer_keeps_braces_in_literals_and_comments_out_of_code() {
        let src = "fn a() { let s = \"}{\"; let c = '{'; let r = r#\"}\"#; /* } /* { */ */ let l: &'static str = \"\"; }\n#[cfg(test)]\nmod tests { fn x() { let _ = '}'; } }\nfn b() {}\n";
        let out = strip(src);
        assert!(out.contains("fn a()"));
        assert!(out.contains("fn b()"));
        assert!(!out.contains("mod tests"), "{out}");
    }

    #[test]
    fn doc_comments_go_and_plain_comments_stay() {
        let src = "//! crate doc\n/// item doc\n// SAFETY: kept\nfn f() {} //// kept too\n/** block doc */\nfn g() {}\n";
        let out = strip(src);
        assert_eq!(out, "// SAFETY: kept\nfn f() {} //// kept too\nfn g() {}\n");
        let lib =
            strip_library("// plain\n// SAFETY: kept\nlet x = 1; // gone\n/* gone */ let y = 2;\n");
        assert_eq!(lib, "// SAFETY: kept\nlet x = 1;\n let y = 2;\n");
    }

    #[test]
    fn paths_are_read_from_code_only() {
        let code = blank("use impartial::{io::{run, Scanner}, nim};\n// impartial::bash\nlet s = \"impartial::wythoff\"; super::sg::mex(); x_super::no");
        let used: Vec<String> = used_after(&code, "impartial").into_iter().collect();
        assert_eq!(used, ["io", "nim"]);
        let used: Vec<String> = used_after(&code, "super").into_iter().collect();
        assert_eq!(used, ["sg"]);
    }
}
