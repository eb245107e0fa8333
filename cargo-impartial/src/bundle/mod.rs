//! One std-only source file for an online judge, from a solution that uses `impartial::…`.
//!
//! The bundle is the solution followed by `mod impartial { … }` holding the library items the
//! solution reaches, so its `impartial::…` paths resolve unchanged; the library's own
//! `crate::…` paths are made to start at `crate::impartial::`. Module files are inlined, tests,
//! doc comments and plain comments left out (`// SAFETY:` comments stay whole), and what is
//! kept is decided item by item (see `reach`).
//!
//! The solution is parsed with syn first. What cannot compile in one file is refused, each
//! problem with its line and column: a file that does not parse, an `impartial::` path that
//! names no public item, a crate other than std, core, alloc and impartial, a module in another
//! file, `include!` (its text may be items or an expression), a crate-wide `forbid` the
//! library would trip. Paths through `impartial` (`impartial::…`, `::impartial::…`, an
//! `extern crate impartial as imp;` alias) point at `crate::impartial` from any module;
//! `extern crate impartial;` is dropped, `include_str!` and `include_bytes!` inlined, a shebang
//! line blanked, and the bundle's `mod impartial` allows the lints the solution denies.

mod check;
mod emit;
mod items;
mod reach;
mod resolve;
mod tokens;
mod tree;

use std::collections::{BTreeMap, HashSet};
use std::path::Path;
use tokens::Tokens;
use tree::Tree;

/// The library's sources: each file under `src/` by its path there (`io/mod.rs`).
pub struct Library {
    files: BTreeMap<String, String>,
    /// The crate version, said in each bundle's header.
    pub version: String,
    /// The items, parsed once for every bundle made with this library.
    tree: std::sync::OnceLock<Result<Tree, String>>,
}

impl Library {
    /// The library of `(path under src/, text)` pairs.
    pub fn from_files(files: &[(&str, &str)], version: &str) -> Library {
        Library {
            files: (files.iter())
                .map(|(p, t)| (p.to_string(), t.to_string()))
                .collect(),
            version: version.to_string(),
            tree: std::sync::OnceLock::new(),
        }
    }

    /// The library in the folder `src` (`…/impartial/src`), its version from `../Cargo.toml`.
    pub fn from_dir(src: &Path) -> Result<Library, String> {
        fn walk(dir: &Path, rel: &str, out: &mut BTreeMap<String, String>) -> Result<(), String> {
            let entries = std::fs::read_dir(dir)
                .map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
            for entry in entries {
                let path = entry.map_err(|e| e.to_string())?.path();
                let name = path.file_name().unwrap_or_default().to_string_lossy();
                let rel = match rel {
                    "" => name.to_string(),
                    _ => format!("{rel}/{name}"),
                };
                if path.is_dir() {
                    walk(&path, &rel, out)?;
                } else if rel.ends_with(".rs") {
                    let text = std::fs::read_to_string(&path)
                        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
                    out.insert(rel, text);
                }
            }
            Ok(())
        }
        let mut files = BTreeMap::new();
        walk(src, "", &mut files)?;
        let manifest = src.parent().unwrap_or(src).join("Cargo.toml");
        let toml = std::fs::read_to_string(&manifest)
            .map_err(|e| format!("cannot read {}: {e}", manifest.display()))?;
        let version = (toml.lines())
            .find_map(|l| l.strip_prefix("version = "))
            .map(|v| v.trim().trim_matches('"').to_string())
            .unwrap_or_default();
        Ok(Library {
            files,
            version,
            tree: std::sync::OnceLock::new(),
        })
    }

    /// The library's items, none kept yet.
    fn tree(&self) -> Result<Tree, Error> {
        let tree = self.tree.get_or_init(|| Tree::load(self));
        tree.clone()
            .map_err(|e| Error::Other(format!("the library: {e}")))
    }

    /// The text of `src/<path>`.
    pub fn file(&self, path: &str) -> Option<&str> {
        self.files.get(path).map(String::as_str)
    }
}

/// Something in the solution that keeps its bundle from compiling, and where (1-based line,
/// 1-based column in characters).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub line: usize,
    pub column: usize,
    pub message: String,
}

/// Why there is no bundle.
#[derive(Debug)]
pub enum Error {
    /// A file could not be read, or the library is broken: one line.
    Other(String),
    /// The solution cannot be bundled: one problem a line.
    Refused(Vec<Problem>),
}

impl Error {
    /// The lines to print, `FILE:LINE:COLUMN: error: …` for each problem of the solution `file`.
    pub fn lines(&self, file: &str) -> Vec<String> {
        match self {
            Error::Other(e) => vec![format!("error: {e}")],
            Error::Refused(problems) => (problems.iter())
                .map(|p| format!("{file}:{}:{}: error: {}", p.line, p.column, p.message))
                .collect(),
        }
    }
}

/// The comment lines that head a bundle (after the first, `// NAME: TITLE`).
pub struct Header {
    /// The command that made it, as the user would type it again.
    pub command: String,
    /// What comes first: `the binary`, `the solution`.
    pub what: &'static str,
    /// Where the bundle was checked, one line.
    pub checked: String,
}

/// A bundle: its text and the library items it keeps (`module::name`).
pub struct Bundle {
    pub text: String,
    pub kept: Vec<String>,
}

/// The bundle of the solution `text` (whose file is `path`: its stem names it, and
/// `include_str!` files are found beside it) with the library `lib`.
pub fn bundle(lib: &Library, path: &Path, text: &str, header: &Header) -> Result<Bundle, Error> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    // A shebang line (`#!/usr/bin/env …`) is valid only at the very start, where the bundle's
    // header goes: it is blanked (line numbers stay) before anything else.
    let blanked;
    let text = match text.starts_with("#!") && !text.starts_with("#![") {
        true => {
            blanked = text
                .find('\n')
                .map_or(String::new(), |i| text[i..].to_string());
            blanked.as_str()
        }
        false => text,
    };
    if let Some((line, column)) = too_deep(text, MAX_DEPTH) {
        return Err(Error::Refused(vec![Problem {
            line,
            column,
            message: format!(
                "brackets nested deeper than {MAX_DEPTH} here: more than a parser's stack (or a judge's compiler) is sure to take"
            ),
        }]));
    }
    let file = syn::parse_file(text).map_err(|e| {
        let at = e.span().start();
        Error::Refused(vec![Problem {
            line: at.line,
            column: at.column + 1,
            message: format!("cannot parse: {e}"),
        }])
    })?;
    let mut tree = lib.tree()?;
    let (problems, edits) = check::check(&file, &tree, &lib.version);
    let dir = path.parent().unwrap_or(Path::new("."));
    let (main, problems) = expand(text, &edits, dir, problems);
    if !problems.is_empty() {
        return Err(Error::Refused(problems));
    }
    let main_tokens = Tokens::of(&main).map_err(|(e, _)| Error::Other(e))?;
    let mut used: HashSet<String> = (main_tokens.idents(&main, 0..main.len(), false))
        .into_iter()
        .map(String::from)
        .collect();
    let mut members: HashSet<String> = (main_tokens.members(&main, 0..main.len()))
        .into_iter()
        .map(String::from)
        .collect();
    // A raw identifier names the item without its `r#` (`r#nim` is `nim`).
    for set in [&mut used, &mut members] {
        let raw: Vec<String> = set
            .iter()
            .filter_map(|u| u.strip_prefix("r#").map(String::from))
            .collect();
        set.extend(raw);
    }
    // `write!(out, …)` and `writeln!` call the method `write_fmt`, which `write_str` needs.
    let leaves = &main_tokens.leaves;
    let formats = leaves.windows(2).any(|w| {
        let name = &main[w[0].1.clone()];
        (name == "write" || name == "writeln") && &main[w[1].1.clone()] == "!"
    });
    if formats || members.contains("write_str") {
        used.insert("write_fmt".to_string());
        members.insert("write_fmt".to_string());
    }
    tree.reach(used.clone(), members);
    let library = tree.emit_all(&used);
    let lints = crate_lints(&file, library.contains("unsafe"))?;
    // The doc title as plain text: brackets escaped for rustdoc (`\[SDOI2009\]`) lose the `\`.
    let title = (main.lines())
        .find_map(|l| l.strip_prefix("//!"))
        .map_or(String::new(), |t| {
            t.trim().replace("\\[", "[").replace("\\]", "]")
        });
    let name = path
        .file_stem()
        .map_or(String::new(), |s| s.to_string_lossy().into_owned());
    let named = match title.is_empty() {
        true => name,
        false => format!("{name}: {title}"),
    };
    let mut out = format!(
        "// {named}\n// `{}` of impartial {}: {}, then the library items it uses.\n// {}\n\n",
        header.command, lib.version, header.what, header.checked
    );
    // Doc comments are left out, but where the solution lints `missing_docs`: it needs its own.
    let docs = lints.iter().any(|l| l == "missing_docs" || l == "warnings");
    match docs {
        true => out.push_str(&tokens::tidy(&main)),
        false => out.push_str(&tokens::tidy(&tokens::strip_docs(&main, &main_tokens))),
    }
    out.push_str(&format!(
        "\n#[allow({})]\nmod impartial {{\n",
        lints.join(", ")
    ));
    out.push_str(&tokens::tidy(&library));
    out.push_str("}\n");
    if let Err(e) = syn::parse_file(&out) {
        return Err(Error::Other(format!(
            "the bundle does not parse ({e}); please report this with the solution"
        )));
    }
    Ok(Bundle {
        text: out,
        kept: tree.kept_paths(),
    })
}

/// The lints the library module allows: `dead_code`, and every lint the solution sets for the
/// whole crate (`#![deny(missing_docs, unreachable_pub)]`, `#![warn(…)]`), so that its code
/// trips none of them. A crate-wide `forbid` cannot be allowed inside: refused, with where it
/// is and what to write instead, when it is `unsafe_code` against a library that uses unsafe
/// code, or any other lint.
fn crate_lints(file: &syn::File, unsafe_code: bool) -> Result<Vec<String>, Error> {
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

/// The whole library as a bundle keeps it: `mod impartial { … }` with every item, and an empty
/// `main`. What the judges' compilers are checked on, so that no item fails there unseen.
pub fn whole(lib: &Library) -> Result<String, Error> {
    let mut tree = lib.tree()?;
    for node in &mut tree.nodes {
        node.kept = true;
    }
    let library = tree.emit_all(&HashSet::new());
    let mut out =
        String::from("fn main() {}\n\n#[allow(dead_code, unused_imports)]\nmod impartial {\n");
    out.push_str(&tokens::tidy(&library));
    out.push_str("}\n");
    Ok(out)
}

/// `text` with the `edits` made, and each `include_str!("FILE")` replaced by the
/// contents of `dir/FILE` as a raw string literal; the problems, with files that cannot be read.
fn expand(
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
const MAX_DEPTH: usize = 500;

/// Where the brackets of `text` first nest deeper than `max` (line, column), skipping
/// comments, strings and character literals; `None` if they never do.
fn too_deep(text: &str, max: usize) -> Option<(usize, usize)> {
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
