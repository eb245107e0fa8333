//! The solution's own text: its edits and includes made (`expand`), its nesting checked
//! (`too_deep`), and the lints it sets for the whole crate (`crate_lints`).

use super::tokens::{self, Tokens};
use super::{check, Error, Problem};
use std::path::Path;

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

/// `text` with the `edits` made, and each `include_str!("FILE")` replaced by the
/// contents of `dir/FILE` as a raw string literal; the problems, with files that cannot be read.
pub(super) fn expand(
    text: &str,
    edits: &[check::Edit],
    dir: &Path,
    mut problems: Vec<Problem>,
) -> (String, Vec<Problem>) {
    let Ok(tokens) = Tokens::of(text) else {
        return (text.to_string(), problems);
    };
    let leaves = &tokens.leaves;
    let mut cuts: Vec<(std::ops::Range<usize>, String)> = edits.to_vec();
    for i in 0..leaves.len().saturating_sub(4) {
        let at = |k: usize| &text[leaves[i + k].1.clone()];
        let macro_name = at(0);
        let is_include = leaves[i].0 == tokens::Leaf::Ident
            && ["include_str", "include_bytes", "include"].contains(&macro_name)
            && at(1) == "!"
            && at(2) == "("
            && leaves[i + 3].0 == tokens::Leaf::Literal
            && at(4) == ")";
        if !is_include {
            continue;
        }
        let Ok(lit) = syn::parse_str::<syn::LitStr>(at(3)) else {
            continue;
        };
        let name = lit.value();
        let (line, column) = line_column(text, leaves[i].1.start);
        if macro_name == "include" {
            problems.push(Problem {
                line,
                column,
                message: format!(
                    "include!(\"{name}\") cannot be made part of one file safely (its text may be an expression or items): paste the text of {name} here"
                ),
            });
            continue;
        }
        if macro_name == "include_bytes" {
            match std::fs::read(dir.join(&name)) {
                Ok(bytes) => {
                    let escaped: String = bytes.iter().map(|b| format!("\\x{b:02x}")).collect();
                    cuts.push((
                        leaves[i].1.start..leaves[i + 4].1.end,
                        format!("b\"{escaped}\""),
                    ));
                }
                Err(e) => problems.push(Problem {
                    line,
                    column,
                    message: format!(
                        "cannot read {} for include_bytes!: {e}",
                        dir.join(&name).display()
                    ),
                }),
            }
            continue;
        }
        match std::fs::read_to_string(dir.join(&name)) {
            Ok(content) => {
                // Enough `#`s that the text cannot end the literal.
                let mut hashes = String::from("#");
                while content.contains(&format!("\"{hashes}")) {
                    hashes.push('#');
                }
                let literal = format!("r{hashes}\"{content}\"{hashes}");
                cuts.push((leaves[i].1.start..leaves[i + 4].1.end, literal));
            }
            Err(e) => {
                problems.push(Problem {
                    line,
                    column,
                    message: format!(
                        "cannot read {} for include_str!: {e}",
                        dir.join(&name).display()
                    ),
                });
            }
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
    (out, problems)
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

/// The 1-based line and column (in characters) of byte `at` of `text`.
fn line_column(text: &str, at: usize) -> (usize, usize) {
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let start = before.rfind('\n').map_or(0, |p| p + 1);
    (line, before[start..].chars().count() + 1)
}
