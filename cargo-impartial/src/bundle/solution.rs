//! The solution's own text: its edits and includes made (`expand`), its nesting checked
//! (`too_deep`), and the lints it sets for the whole crate (`crate_lints`).

use super::tokens::{self, Tokens};
use super::{check, Error, Problem};
use std::path::{Path, PathBuf};

/// The lints the library module allows: `dead_code`, and every lint the solution sets for the
/// whole crate (`#![deny(missing_docs, unreachable_pub)]`, `#![warn(…)]`), so that its code
/// trips none of them. A crate-wide `forbid` cannot be allowed inside: refused, with where it
/// is and what to write instead, when it is `unsafe_code` against a library that uses unsafe
/// code, or any other lint.
pub(super) fn crate_lints(file: &syn::File, unsafe_code: bool) -> Result<Vec<String>, Error> {
    let mut lints = vec!["dead_code".to_string()];
    let mut problems = Vec::new();
    for attr in &file.attrs {
        let level = attr
            .path()
            .get_ident()
            .map(|i| i.to_string())
            .unwrap_or_default();
        if !["deny", "warn", "forbid"].contains(&level.as_str()) {
            continue;
        }
        let _ = attr.parse_nested_meta(|meta| {
            let name = (meta.path.segments.iter())
                .map(|s| s.ident.to_string())
                .collect::<Vec<_>>()
                .join("::");
            if level == "forbid" && (name != "unsafe_code" || unsafe_code) {
                let at = meta.path.segments[0].ident.span().start();
                let why = match name.as_str() {
                    "unsafe_code" => "the library items this solution uses have unsafe code (checked vector loops), which a crate-wide forbid(unsafe_code) rejects in the one file; write #![deny(unsafe_code)] instead (the bundle allows it in `mod impartial` only)".to_string(),
                    _ => format!("a crate-wide forbid({name}) cannot be allowed in the bundle's `mod impartial`; write #![deny({name})] instead"),
                };
                problems.push(Problem { line: at.line, column: at.column + 1, message: why });
            } else if level != "forbid" && !lints.contains(&name) {
                lints.push(name);
            }
            Ok(())
        });
    }
    match problems.is_empty() {
        true => Ok(lints),
        false => Err(Error::Refused(problems)),
    }
}

/// The macros that read the build's files or environment, which the bundle must settle.
const READERS: [&str; 4] = ["include_str", "include_bytes", "include", "env"];

/// The text of `text` with the `edits` made and each `include_str!(PATH)` replaced by the
/// contents of the file as a raw string literal (`include_bytes!` by a byte string), the
/// files read, and the problems (with files that cannot be read). PATH is a string literal
/// relative to `dir`, or `concat!(env!("CARGO_MANIFEST_DIR"), "…")` (the folder of the
/// nearest Cargo.toml); any other path, `include!`, and `env!` elsewhere (a judge's rustc
/// runs without cargo's variables) are refused where they are.
pub(super) fn expand(
    text: &str,
    edits: &[check::Edit],
    dir: &Path,
    mut problems: Vec<Problem>,
) -> (String, Vec<PathBuf>, Vec<Problem>) {
    let mut read = Vec::new();
    let Ok(tokens) = Tokens::of(text) else {
        return (text.to_string(), read, problems);
    };
    let leaves = &tokens.leaves;
    let mut cuts: Vec<(std::ops::Range<usize>, String)> = edits.to_vec();
    let at = |k: usize| leaves.get(k).map_or("", |(_, r)| &text[r.clone()]);
    let literal = |k: usize| {
        leaves.get(k).filter(|(l, _)| *l == tokens::Leaf::Literal)?;
        syn::parse_str::<syn::LitStr>(at(k)).ok().map(|l| l.value())
    };
    let mut i = 0;
    while i < leaves.len() {
        let macro_name = at(i);
        let invoked = leaves[i].0 == tokens::Leaf::Ident
            && READERS.contains(&macro_name)
            && at(i + 1) == "!"
            && (i == 0 || at(i - 1) != ".")
            && leaves
                .get(i + 2)
                .is_some_and(|(k, _)| *k == tokens::Leaf::Delim);
        if !invoked {
            i += 1;
            continue;
        }
        // The arguments are the tokens i + 3 .. close.
        let (start, close) = (i, closing(text, leaves, i + 2));
        i = close + 1;
        let (line, column) = line_column(text, leaves[start].1.start);
        let mut refuse = |message: String| {
            problems.push(Problem {
                line,
                column,
                message,
            })
        };
        if macro_name == "env" {
            let var = literal(start + 3).unwrap_or_default();
            refuse(format!(
                "env!(\"{var}\") reads the environment of the build, which a judge's rustc does not have (cargo sets the CARGO_ variables): write the value itself"
            ));
            continue;
        }
        let args: Vec<&str> = (start + 3..close).map(at).collect();
        let path = match args.len() {
            1 => literal(start + 3).map(|name| dir.join(name)),
            _ => manifest_path(&args, dir, &|k| literal(start + 3 + k)),
        };
        let Some(path) = path else {
            refuse(format!(
                "{macro_name}! with a path made by macros cannot be read for the bundle: write the path as one string literal, relative to this file"
            ));
            continue;
        };
        let name = path.display().to_string();
        if macro_name == "include" {
            let name = literal(start + 3).unwrap_or(name);
            refuse(format!(
                "include!(\"{name}\") cannot be made part of one file safely (its text may be an expression or items): paste the text of {name} here"
            ));
            continue;
        }
        let inlined = match macro_name {
            "include_bytes" => std::fs::read(&path).map(|bytes| {
                let escaped: String = bytes.iter().map(|b| format!("\\x{b:02x}")).collect();
                format!("b\"{escaped}\"")
            }),
            _ => std::fs::read_to_string(&path).map(|content| {
                // Enough `#`s that the text cannot end the literal.
                let mut hashes = String::from("#");
                while content.contains(&format!("\"{hashes}")) {
                    hashes.push('#');
                }
                format!("r{hashes}\"{content}\"{hashes}")
            }),
        };
        match inlined {
            Ok(inlined) => {
                cuts.push((leaves[start].1.start..leaves[close].1.end, inlined));
                read.push(path);
            }
            Err(e) => refuse(format!("cannot read {name} for {macro_name}!: {e}")),
        }
    }
    cuts.sort_by_key(|(r, _)| r.start);
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (r, with) in cuts {
        out.push_str(&text[at..r.start]);
        out.push_str(&with);
        at = r.end;
    }
    out.push_str(&text[at..]);
    (out, read, problems)
}

/// The index of the bracket that closes the one at `open` (or the last token).
fn closing(text: &str, leaves: &[(tokens::Leaf, std::ops::Range<usize>)], open: usize) -> usize {
    let mut depth = 0usize;
    for (k, (kind, r)) in leaves.iter().enumerate().skip(open) {
        if *kind != tokens::Leaf::Delim {
            continue;
        }
        if text[r.clone()].starts_with(['(', '[', '{']) {
            depth += 1;
        } else {
            depth -= 1;
            if depth == 0 {
                return k;
            }
        }
    }
    leaves.len() - 1
}

/// The path of `concat!(env!("CARGO_MANIFEST_DIR"), "/a", "b.txt")`, the tokens `args`
/// (`literal(k)` the string of token k): the folder of the nearest Cargo.toml at or above
/// `dir`, then the strings. `None` for any other shape.
fn manifest_path(
    args: &[&str],
    dir: &Path,
    literal: &dyn Fn(usize) -> Option<String>,
) -> Option<PathBuf> {
    let head = ["concat", "!", "(", "env", "!", "(", "", ")"];
    if args.len() < head.len() + 1 || args.last() != Some(&")") {
        return None;
    }
    let shaped = head
        .iter()
        .zip(args)
        .enumerate()
        .all(|(k, (want, got))| match k {
            6 => literal(k).as_deref() == Some("CARGO_MANIFEST_DIR"),
            _ => want == got,
        });
    if !shaped {
        return None;
    }
    // Then `, "…"` pieces, a trailing comma allowed.
    let mut tail = String::new();
    let mut k = head.len();
    while k < args.len() - 1 {
        if args[k] != "," {
            return None;
        }
        if k + 1 == args.len() - 1 {
            break;
        }
        tail.push_str(&literal(k + 1)?);
        k += 2;
    }
    let dir = std::fs::canonicalize(dir).ok()?;
    let root = dir.ancestors().find(|d| d.join("Cargo.toml").is_file())?;
    Some(PathBuf::from(format!("{}{tail}", root.display())))
}

/// The deepest nesting of brackets a solution may have (syn parses recursively).
pub(super) const MAX_DEPTH: usize = 500;

/// Where the brackets of `text` first nest deeper than `max` (line, column), skipping
/// comments, strings and character literals; `None` if they never do.
pub(super) fn too_deep(text: &str, max: usize) -> Option<(usize, usize)> {
    let b = text.as_bytes();
    let (mut i, mut depth) = (0, 0usize);
    while i < b.len() {
        match b[i] {
            b'/' if b.get(i + 1) == Some(&b'/') => {
                i = text[i..].find('\n').map_or(b.len(), |k| i + k);
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let mut level = 0;
                while i < b.len() {
                    if b[i..].starts_with(b"/*") {
                        level += 1;
                        i += 2;
                    } else if b[i..].starts_with(b"*/") {
                        level -= 1;
                        i += 2;
                        if level == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
                continue;
            }
            b'r' if matches!(b.get(i + 1), Some(b'#') | Some(b'"'))
                && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')) =>
            {
                let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
                if b.get(i + 1 + hashes) == Some(&b'"') {
                    let close = format!("\"{}", "#".repeat(hashes));
                    let from = i + 2 + hashes;
                    i = text[from..]
                        .find(&close)
                        .map_or(b.len(), |k| from + k + close.len());
                    continue;
                }
            }
            b'"' => {
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'\'' => {
                // A character literal ('x', '\n', '\u{..}'), or a lifetime ('a).
                let end = match b.get(i + 1) {
                    Some(b'\\') => text[i + 2..].find('\'').map(|k| i + 2 + k),
                    Some(_) => text[i + 1..]
                        .char_indices()
                        .nth(1)
                        .filter(|&(_, c)| c == '\'')
                        .map(|(k, _)| i + 1 + k),
                    None => None,
                };
                if let Some(e) = end {
                    i = e;
                }
            }
            b'(' | b'[' | b'{' => {
                depth += 1;
                if depth > max {
                    return Some(line_column(text, i));
                }
            }
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    None
}

/// The most tokens a solution may chain without a `;` or a `,` across all the brackets
/// around a place: each can be a level of syn's recursion (`a + b + …`, `x.f().g()…`,
/// `- - x`, `Vec<Vec<…>>`, `else if` chains), which a parser's stack must hold.
pub(super) const MAX_CHAIN: usize = 3000;

/// Where the tokens of `text` first chain more than `max` deep (line, column): at each
/// bracket level the tokens since its last `;` or `,` (a bracketed group counts one; a
/// statement that follows a `{ … }` block starts afresh), summed over the levels around.
pub(super) fn too_long(text: &str, tokens: &Tokens, max: usize) -> Option<(usize, usize)> {
    let mut levels = vec![0usize];
    let (mut total, mut after_block) = (0usize, false);
    for (kind, r) in &tokens.leaves {
        let t = &text[r.clone()];
        let last = levels.len() - 1;
        match kind {
            tokens::Leaf::Doc => continue,
            tokens::Leaf::Delim if t.starts_with(['(', '[', '{']) => {
                levels[last] += 1;
                total += 1;
                levels.push(0);
                after_block = false;
                continue;
            }
            tokens::Leaf::Delim => {
                total -= levels.pop().unwrap_or(0);
                if levels.is_empty() {
                    levels.push(0);
                }
                after_block = t == "}";
                continue;
            }
            _ => {}
        }
        let fresh = after_block && *kind == tokens::Leaf::Ident && t != "else" && t != "as";
        if t == ";" || t == "," || fresh {
            total -= levels[last];
            levels[last] = 0;
        }
        after_block = false;
        if t != ";" && t != "," {
            levels[last] += 1;
            total += 1;
            if total > max {
                return Some(line_column(text, r.start));
            }
        }
    }
    None
}

/// The 1-based line and column (in characters) of byte `at` of `text`.
pub(super) fn line_column(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let start = before.rfind('\n').map_or(0, |p| p + 1);
    (line, before[start..].chars().count() + 1)
}
