//! One std-only source file for an online judge, from a solution that uses `impartial::…`.
//!
//! The bundle is the solution followed by `mod impartial { … }` holding the library items the
//! solution reaches, so its `impartial::…` paths resolve unchanged; the library's own
//! `crate::…` paths are made to start at `crate::impartial::`. Module files are inlined, tests,
//! doc comments and plain comments left out (`// SAFETY:` comments stay whole), and what is
//! kept is decided item by item (see `reach`), then pruned by what rustc finds never called
//! (see `prune`).
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
mod compact;
mod emit;
mod items;
mod prune;
mod reach;
mod resolve;
mod solution;
mod tokens;
mod tree;

use solution::{crate_lints, expand, too_deep, too_long, MAX_CHAIN, MAX_DEPTH};
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

/// A bundle: its text, the library items it keeps (`module::name`) and the files it read
/// (`include_str!`, `include_bytes!`).
pub struct Bundle {
    pub text: String,
    pub kept: Vec<String>,
    pub read: Vec<std::path::PathBuf>,
}

/// The stack the bundler runs on: syn parses and visits recursively, and what a solution may
/// nest ([`MAX_DEPTH`] brackets, [`MAX_CHAIN`] chained tokens) fits in it many times over.
const STACK: usize = 256 << 20;

/// The bundle of the solution `text` (whose file is `path`: its stem names it, and
/// `include_str!` files are found beside it) with the library `lib`.
pub fn bundle(lib: &Library, path: &Path, text: &str, header: &Header) -> Result<Bundle, Error> {
    std::thread::scope(|s| {
        let worker = std::thread::Builder::new()
            .stack_size(STACK)
            .spawn_scoped(s, || bundle_here(lib, path, text, header));
        match worker {
            Ok(w) => w.join().unwrap_or_else(|p| std::panic::resume_unwind(p)),
            Err(_) => bundle_here(lib, path, text, header),
        }
    })
}

/// [`bundle`] on the current thread.
fn bundle_here(lib: &Library, path: &Path, text: &str, header: &Header) -> Result<Bundle, Error> {
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
    // A text the lexer refuses is left to syn, whose message says more.
    let lexed = Tokens::of(text).unwrap_or(Tokens { leaves: Vec::new() });
    if let Some((line, column)) = too_long(text, &lexed, MAX_CHAIN) {
        return Err(Error::Refused(vec![Problem {
            line,
            column,
            message: format!(
                "more than {MAX_CHAIN} tokens chained here without a `;` or a `,` (an expression, a type or an `else if` chain nested that deep): more than a parser's stack is sure to take; split it"
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
    let (main, read, problems) = expand(text, &edits, dir, problems);
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
    let rooted = (main_tokens.rooted(&main, 0..main.len()).into_iter())
        .map(String::from)
        .collect();
    tree.reach(used.clone(), members, rooted);
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
    // Doc comments are left out, but where the solution lints `missing_docs`: it needs its own.
    let docs = lints.iter().any(|l| l == "missing_docs" || l == "warnings");
    let solution = match docs {
        true => tokens::tidy(&main, false),
        false => tokens::tidy(&tokens::strip_docs(&main, &main_tokens), false),
    };
    // The bundle of a library text, its `mod impartial` allowing `allow`.
    let assemble = |library: &str, allow: &str| {
        format!(
            "// {named}\n// `{}` of impartial {}: {}, then the library items it uses.\n// {}\n\n{solution}\n#[allow({allow})]\nmod impartial {{\n{}}}\n",
            header.command,
            lib.version,
            header.what,
            header.checked,
            compact::compact(&tokens::tidy(library, true))
        )
    };
    let out = match prune::prune(&mut tree, &used, &assemble, &lints) {
        Some(pruned) => pruned,
        None => assemble(&library, &lints.join(", ")),
    };
    if let Err(e) = syn::parse_file(&out) {
        return Err(Error::Other(format!(
            "the bundle does not parse ({e}); please report this with the solution"
        )));
    }
    Ok(Bundle {
        text: out,
        kept: tree.kept_paths(),
        read,
    })
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
    out.push_str(&compact::compact(&tokens::tidy(&library, true)));
    out.push_str("}\n");
    Ok(out)
}
