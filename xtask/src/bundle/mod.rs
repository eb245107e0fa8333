//! `cargo xtask bundle <bin>`: one std-only source file for an online judge.
//!
//! The bundle is the binary's source followed by `mod impartial { … }` holding the library
//! items the binary reaches, so its `use impartial::…` paths resolve unchanged. Module files
//! (`mod x;` → `x.rs` or `x/mod.rs`) are inlined recursively. An item is kept when its name
//! occurs in code that is kept, starting from the binary; a member of an impl or of a library
//! trait likewise, and an impl when its type (and its library trait) is kept. Names are compared
//! as text, so a name used for two things keeps both: the rule errs on keeping. Tests, doc
//! comments and plain comments are left out; `// SAFETY:` comments stay whole.
//!
//! This module is also compiled into the integration tests (via `#[path]`), which bundle,
//! compile and run every binary.

mod items;
mod lex;

use items::{Item, Kind};
use lex::{blank, idents};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// A source file.
struct File {
    src: String,
    code: String,
}

/// An item in the library's tree, and whether the binary reaches it.
struct Node {
    file: usize,
    item: Item,
    parent: Option<usize>,
    children: Vec<usize>,
    kept: bool,
}

/// The library: every file, and every item (children after their parents).
struct Tree {
    files: Vec<File>,
    nodes: Vec<Node>,
    roots: Vec<usize>,
    /// The names the binary's code uses.
    bin_idents: HashSet<String>,
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

impl Tree {
    fn load(src_dir: &Path) -> Result<Tree, String> {
        let mut tree = Tree {
            files: Vec::new(),
            nodes: Vec::new(),
            roots: Vec::new(),
            bin_idents: HashSet::new(),
        };
        tree.roots = tree.load_file(&src_dir.join("lib.rs"), src_dir, None)?;
        Ok(tree)
    }

    /// Loads the items of `path`, whose `mod x;` files are in `dir`.
    fn load_file(
        &mut self,
        path: &Path,
        dir: &Path,
        parent: Option<usize>,
    ) -> Result<Vec<usize>, String> {
        let src = read(path)?;
        let code = blank(&src);
        self.files.push(File { src, code });
        let file = self.files.len() - 1;
        let len = self.files[file].code.len();
        self.add(file, 0..len, dir, parent)
            .map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Adds the items of `range` in `file`, leaving out tests; their indices.
    fn add(
        &mut self,
        file: usize,
        range: std::ops::Range<usize>,
        dir: &Path,
        parent: Option<usize>,
    ) -> Result<Vec<usize>, String> {
        let found = items::items(&self.files[file].code, range)?;
        let mut out = Vec::new();
        for item in found.into_iter().filter(|it| !it.test) {
            let n = self.nodes.len();
            let (kind, name, body) = (item.kind.clone(), item.name.clone(), item.body.clone());
            self.nodes.push(Node {
                file,
                item,
                parent,
                children: Vec::new(),
                kept: false,
            });
            let children = match (kind, body) {
                (Kind::Mod { inline: false }, _) => {
                    let flat = dir.join(format!("{name}.rs"));
                    let path = if flat.exists() {
                        flat
                    } else {
                        dir.join(&name).join("mod.rs")
                    };
                    self.load_file(&path, &dir.join(&name), Some(n))?
                }
                (Kind::Mod { .. } | Kind::Impl { .. } | Kind::Trait, Some(body)) => {
                    self.add(file, body, &dir.join(&name), Some(n))?
                }
                _ => Vec::new(),
            };
            self.nodes[n].children = children;
            out.push(n);
        }
        Ok(out)
    }

    fn text(&self, n: usize) -> &str {
        let node = &self.nodes[n];
        &self.files[node.file].src[node.item.range.clone()]
    }

    /// The text of `n` that is not its children's: a header up to the body for impls,
    /// traits and modules, everything for other items.
    fn own_text(&self, n: usize) -> &str {
        let node = &self.nodes[n];
        let src = &self.files[node.file].src;
        match &node.item.body {
            Some(body)
                if !node.children.is_empty() || matches!(node.item.kind, Kind::Impl { .. }) =>
            {
                &src[node.item.range.start..body.start]
            }
            _ => &src[node.item.range.clone()],
        }
    }

    /// Whether `n`'s container keeps only the members that are used (inherent impls, library
    /// traits and their impls), rather than all of them (impls of std traits).
    fn member_by_name(&self, n: usize, traits: &HashSet<String>) -> bool {
        match self.nodes[n].parent.map(|p| &self.nodes[p].item.kind) {
            Some(Kind::Impl { trait_: Some(t) }) => traits.contains(t),
            Some(Kind::Impl { trait_: None }) | Some(Kind::Trait) => true,
            _ => false,
        }
    }

    /// Whether the items inside `n` may be kept: modules of the library's root must be named by
    /// kept code (`impartial::nim`, `super::sg`), modules inside them are open as their parent
    /// is, and impls and traits once kept.
    fn open(&self, n: usize) -> bool {
        let node = &self.nodes[n];
        match (&node.item.kind, node.parent) {
            (Kind::Mod { .. }, Some(p)) => self.open(p),
            _ => node.kept,
        }
    }

    /// Marks what the code of the binary reaches.
    fn reach(&mut self, bin_code: &str) {
        let mut used: HashSet<String> = idents(bin_code).into_iter().map(String::from).collect();
        let traits: HashSet<String> = (self.nodes.iter())
            .filter(|n| n.item.kind == Kind::Trait)
            .map(|n| n.item.name.clone())
            .collect();
        loop {
            let mut changed = false;
            for n in 0..self.nodes.len() {
                let node = &self.nodes[n];
                let nested_mod =
                    matches!(node.item.kind, Kind::Mod { .. }) && node.parent.is_some();
                if node.kept || nested_mod || node.parent.is_some_and(|p| !self.open(p)) {
                    continue;
                }
                let in_std_impl = node.parent.is_some_and(|p| {
                    matches!(&self.nodes[p].item.kind, Kind::Impl { .. })
                        && !self.member_by_name(n, &traits)
                });
                let item = &node.item;
                let (keep, adds): (bool, Vec<String>) = match &item.kind {
                    Kind::Inner => (false, Vec::new()),
                    Kind::Use => {
                        let code = &self.files[node.file].code[item.range.clone()];
                        let needed: Vec<String> = items::use_leaves(code)
                            .into_iter()
                            .filter(|(_, name)| {
                                name.as_ref().is_none_or(|x| {
                                    used.contains(x)
                                        || TRAIT_METHODS.iter().any(|(t, methods)| {
                                            t == x && methods.iter().any(|m| used.contains(*m))
                                        })
                                })
                            })
                            .flat_map(|(path, _)| path)
                            .collect();
                        (!needed.is_empty(), needed)
                    }
                    Kind::Impl { trait_ } => {
                        let library_trait = trait_.as_ref().filter(|t| traits.contains(*t));
                        let ok = used.contains(&item.name)
                            && library_trait.is_none_or(|t| used.contains(t));
                        (ok, Vec::new())
                    }
                    _ => (in_std_impl || used.contains(&item.name), Vec::new()),
                };
                if keep {
                    let own: Vec<String> = match item.kind {
                        Kind::Use | Kind::Mod { inline: false } => Vec::new(),
                        _ => idents(self.own_text(n))
                            .into_iter()
                            .map(String::from)
                            .collect(),
                    };
                    used.extend(adds.into_iter().chain(own));
                    self.nodes[n].kept = true;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        // An inherent impl, or a module inside a kept module, is kept when it keeps anything
        // (children come after their parents, so backwards each sees its children settled).
        for n in (0..self.nodes.len()).rev() {
            let node = &self.nodes[n];
            let container = match node.item.kind {
                Kind::Mod { .. } => node.parent.is_some(),
                Kind::Impl { trait_: None } => node.kept,
                _ => false,
            };
            if container {
                let kept = node.children.iter().any(|&c| {
                    let child = &self.nodes[c];
                    child.kept && !matches!(child.item.kind, Kind::Use | Kind::Inner)
                });
                self.nodes[n].kept = kept;
            }
        }
        // Inner attributes go with their module.
        for n in 0..self.nodes.len() {
            if self.nodes[n].item.kind == Kind::Inner {
                self.nodes[n].kept = self.nodes[n].parent.is_some_and(|p| self.nodes[p].kept);
            }
        }
        self.bin_idents = idents(bin_code).into_iter().map(String::from).collect();
    }

    /// The module that `path` names from module `from` (`None` for the library's root), if it
    /// is one of the library's.
    fn resolve(&self, from: Option<usize>, path: &[String]) -> Option<usize> {
        let mut at = from;
        for seg in path {
            at = match seg.as_str() {
                "self" => at,
                "super" => at.and_then(|m| self.nodes[m].parent),
                _ => {
                    let children = at.map_or(&self.roots, |m| &self.nodes[m].children);
                    let found = children.iter().copied().find(|&c| {
                        matches!(self.nodes[c].item.kind, Kind::Mod { .. })
                            && self.nodes[c].item.name == *seg
                    });
                    Some(found?)
                }
            };
        }
        at
    }

    /// Whether `n` is `m` or inside it.
    fn within(&self, mut n: usize, m: usize) -> bool {
        loop {
            if n == m {
                return true;
            }
            match self.nodes[n].parent {
                Some(p) => n = p,
                None => return false,
            }
        }
    }

    /// The names used by kept code outside module `m` (and by the binary): what a `pub use`
    /// in `m` may be needed for.
    fn used_outside(&self, m: Option<usize>) -> HashSet<String> {
        let mut out = self.bin_idents.clone();
        for n in 0..self.nodes.len() {
            let node = &self.nodes[n];
            let inside = m.is_some_and(|m| self.within(n, m));
            if node.kept && !inside && !matches!(node.item.kind, Kind::Use | Kind::Mod { .. }) {
                out.extend(idents(self.own_text(n)).into_iter().map(String::from));
            }
        }
        out
    }

    /// Appends the kept items of `list` to `out`.
    fn emit(&self, list: &[usize], out: &mut String) {
        let kept: Vec<usize> = list
            .iter()
            .copied()
            .filter(|&n| self.nodes[n].kept)
            .collect();
        // Names the module's own code uses, for its `use` items.
        let mut local = String::new();
        for &n in &kept {
            if !matches!(self.nodes[n].item.kind, Kind::Use | Kind::Mod { .. }) {
                self.emit_one(n, &mut local);
            }
        }
        let mut local: HashSet<&str> = idents(&local).into_iter().collect();
        // A trait imported for its methods is used where they are called.
        for (name, methods) in TRAIT_METHODS {
            if methods.iter().any(|m| local.contains(m)) {
                local.insert(name);
            }
        }
        for &n in &kept {
            let node = &self.nodes[n];
            let src = &self.files[node.file].src;
            let item = &node.item;
            match &item.kind {
                Kind::Use => {
                    let public = src[item.range.start..item.keyword].contains("pub");
                    let code = &self.files[node.file].code[item.range.clone()];
                    for (path, name) in items::use_leaves(code) {
                        let shown = name.clone().unwrap_or_default();
                        // A re-export is needed where the item is used outside its own module.
                        let elsewhere = public && {
                            let home =
                                self.resolve(node.parent, &path[..path.len().saturating_sub(1)]);
                            home.is_none_or(|m| self.used_outside(Some(m)).contains(&shown))
                        };
                        let wanted = name.is_none() || local.contains(shown.as_str()) || elsewhere;
                        if wanted {
                            let last = path.last().cloned().unwrap_or_default();
                            let full = match (&name, last == shown) {
                                (None, _) => format!("{}::*", path.join("::")),
                                (Some(_), true) => path.join("::"),
                                (Some(_), false) if path.is_empty() => shown,
                                (Some(a), false) => format!("{} as {a}", path.join("::")),
                            };
                            let head = &src[item.range.start..item.keyword];
                            out.push_str(&format!("{head}use {full};\n"));
                        }
                    }
                }
                Kind::Inner if list != self.roots.as_slice() => {
                    out.push_str(&format!("{}\n", self.text(n)))
                }
                Kind::Inner => {}
                _ => self.emit_one(n, out),
            }
        }
    }

    /// Appends item `n` (kept) with its kept children.
    fn emit_one(&self, n: usize, out: &mut String) {
        let node = &self.nodes[n];
        let src = &self.files[node.file].src;
        let item = &node.item;
        let line_start = src[..item.range.start].rfind('\n').map_or(0, |p| p + 1);
        let indent = &src[line_start..item.range.start];
        let indent = if indent.trim().is_empty() { indent } else { "" };
        match (&item.kind, &item.body) {
            (Kind::Mod { inline: false }, _) => {
                let decl = &src[item.range.start..item.range.end - 1];
                out.push_str(&format!("{indent}{} {{\n", strip(decl).trim_end()));
                self.emit(&node.children, out);
                out.push_str(&format!("{indent}}}\n"));
            }
            (Kind::Impl { trait_: None }, _)
                if !node.children.iter().any(|&c| self.nodes[c].kept) => {}
            (Kind::Mod { .. } | Kind::Impl { .. } | Kind::Trait, Some(body)) => {
                let head = &src[item.range.start..body.start];
                out.push_str(&format!("{indent}{}\n", strip(head).trim_end()));
                self.emit(&node.children, out);
                out.push_str(&format!("{indent}{}\n", &src[body.end..item.range.end]));
            }
            _ => {
                out.push_str(&format!("{indent}{}\n", strip(&src[item.range.clone()])));
            }
        }
    }
}

/// Traits of std that library code imports for their methods, with those methods (and the
/// macros that call them).
const TRAIT_METHODS: &[(&str, &[&str])] = &[
    (
        "Read",
        &["read", "read_exact", "read_to_end", "read_to_string"],
    ),
    ("Write", &["write", "write_all", "flush", "writeln"]),
    ("Seek", &["seek", "stream_position"]),
    ("FromRawFd", &["from_raw_fd"]),
    ("AsRawFd", &["as_raw_fd"]),
    ("IsTerminal", &["is_terminal"]),
    // Imported for edition 2018, whose prelude lacks them (CSES offers 2018).
    ("TryInto", &["try_into"]),
    ("TryFrom", &["try_from"]),
];

/// `src` without doc comments and plain comments; `// SAFETY:` comments stay, with the line
/// comments that continue them.
fn strip(src: &str) -> String {
    let spans = lex::lex(src);
    let mut out = String::with_capacity(src.len());
    let mut safety = false;
    for (i, (kind, r)) in spans.iter().enumerate() {
        let text = &src[r.clone()];
        match kind {
            lex::Kind::Comment { doc: false }
                if text.starts_with("// SAFETY:") || safety && text.starts_with("//") =>
            {
                safety = true;
                out.push_str(text);
            }
            lex::Kind::Comment { .. } => safety = false,
            lex::Kind::Code => {
                // A comment continues a SAFETY comment only on the very next line.
                let next_is_comment = matches!(
                    spans.get(i + 1),
                    Some((lex::Kind::Comment { doc: false }, _))
                );
                safety &=
                    next_is_comment && text.trim().is_empty() && text.matches('\n').count() == 1;
                out.push_str(text);
            }
            lex::Kind::Literal => out.push_str(text),
        }
    }
    out
}

/// Trailing spaces, empty lines and clippy's attributes (`#[clippy::…]`, `#[allow(clippy::…)]`,
/// nothing a judge's rustc reads) removed, and each 4 spaces of indentation made a tab; lines
/// inside string literals are left as they are.
fn tidy(src: &str) -> String {
    let mut literal = vec![false; src.len() + 1];
    for (kind, r) in lex::lex(src) {
        if kind == lex::Kind::Literal {
            literal[r.start + 1..r.end]
                .iter_mut()
                .for_each(|x| *x = true);
        }
    }
    let mut out = String::with_capacity(src.len());
    let mut start = 0;
    for line in src.split_inclusive('\n') {
        let end = start + line.trim_end_matches('\n').len();
        let (inside_at_start, inside_at_end) = (literal[start], literal[end]);
        let mut text = line.trim_end_matches('\n');
        if !inside_at_end {
            text = text.trim_end();
        }
        start += line.len();
        if inside_at_start {
            out.push_str(text);
            out.push('\n');
            continue;
        }
        if text.is_empty() {
            continue;
        }
        let body = text.trim_start_matches(' ');
        if body.starts_with("#[clippy::") || body.starts_with("#[allow(clippy::") {
            continue;
        }
        let spaces = text.len() - body.len();
        out.extend(std::iter::repeat_n('\t', spaces / 4));
        out.extend(std::iter::repeat_n(' ', spaces % 4));
        out.push_str(body);
        out.push('\n');
    }
    out
}

/// The binaries, by the files in `bins/<judge>/`, sorted.
pub fn bins(root: &Path) -> Vec<String> {
    crate::layout::bins(root)
}

fn bin_path(root: &Path, bin: &str) -> PathBuf {
    crate::layout::source(root, bin)
}

/// What the bundle test checks every bundle with (`tests/bundles.rs`, where rustup has the
/// toolchains), said in each bundle's header.
pub const CHECKED: &str = "Checked with -D warnings on rustc 1.70, 1.75, 1.89 and stable, editions 2018, 2021 and 2024 (2024 from rustc 1.85).";

/// The bundle of `bin`: one source file that compiles with plain `rustc`. `bin` is the name of
/// one of the crate's binaries, or the path of any source file that uses `impartial::…` (a
/// solution of one's own: anything ending in `.rs`), bundled the same way.
pub fn bundle(root: &Path, bin: &str) -> Result<String, String> {
    let own = bin.ends_with(".rs");
    let (source, name) = match own {
        true => {
            let path = PathBuf::from(bin);
            if !path.is_file() {
                return Err(format!("cannot read {bin}: no such file"));
            }
            let stem = path
                .file_stem()
                .map_or(String::new(), |s| s.to_string_lossy().into_owned());
            (path, stem)
        }
        false => {
            let all = bins(root);
            if !all.iter().any(|b| b == bin) {
                return Err(format!(
                    "unknown bin `{bin}`; the bins are: {}",
                    all.join(", ")
                ));
            }
            (bin_path(root, bin), bin.to_string())
        }
    };
    let main = inline_includes(&read(&source)?, source.parent().unwrap_or(root))?;
    // The doc title as plain text: brackets escaped for rustdoc (`\[SDOI2009\]`) lose the `\`.
    let title = main
        .lines()
        .find_map(|l| l.strip_prefix("//!"))
        .map_or(String::new(), |t| {
            t.trim().replace("\\[", "[").replace("\\]", "]")
        });
    let version = read(&root.join("Cargo.toml"))?
        .lines()
        .find_map(|l| l.strip_prefix("version = "))
        .map(|v| v.trim_matches('"').to_string())
        .unwrap_or_default();
    let mut tree = Tree::load(&root.join("src"))?;
    tree.reach(&blank(&main));
    let mut lib = String::new();
    tree.emit(&tree.roots, &mut lib);
    let (what, checked) = match own {
        false => ("the binary", CHECKED),
        true => ("the solution", "The library items are checked on the judges' compilers; compile this file once before submitting."),
    };
    let mut out = format!(
        "// {name}: {title}\n// `cargo xtask bundle {bin}` of impartial {version}: {what}, then the library items it uses.\n// {checked}\n\n"
    );
    out.push_str(&tidy(&strip_docs(&main)));
    out.push_str("\n#[allow(dead_code)]\nmod impartial {\n");
    out.push_str(&tidy(&lib));
    out.push_str("}\n");
    Ok(out)
}

/// `src` with each `include_str!("FILE")` replaced by the contents of `dir/FILE` as a raw string
/// literal: the bundle is one file.
fn inline_includes(src: &str, dir: &Path) -> Result<String, String> {
    let code = blank(src);
    let (mut out, mut at) = (String::new(), 0);
    while let Some(p) = code[at..].find("include_str!(") {
        let open = at + p + "include_str!(".len();
        let close = open + code[open..].find(')').ok_or("an unclosed include_str!")?;
        let name = src[open..close].trim().trim_matches('"');
        let text = read(&dir.join(name))?;
        // Enough `#`s that the text cannot end the literal.
        let mut hashes = String::from("#");
        while text.contains(&format!("\"{hashes}")) {
            hashes.push('#');
        }
        out.push_str(&src[at..at + p]);
        out.push_str(&format!("r{hashes}\"{text}\"{hashes}"));
        at = close + 1;
    }
    out.push_str(&src[at..]);
    Ok(out)
}

/// `src` without doc comments (for the binary, whose plain comments stay).
fn strip_docs(src: &str) -> String {
    lex::lex(src)
        .into_iter()
        .filter(|(k, _)| *k != lex::Kind::Comment { doc: true })
        .map(|(_, r)| &src[r])
        .collect()
}

/// Which library items the bundle of `bin` keeps, as `module::name` paths (for the tests).
#[allow(dead_code)]
pub fn kept_items(root: &Path, bin: &str) -> Result<Vec<String>, String> {
    let main = read(&bin_path(root, bin))?;
    let mut tree = Tree::load(&root.join("src"))?;
    tree.reach(&blank(&main));
    let mut out = Vec::new();
    for n in 0..tree.nodes.len() {
        if tree.nodes[n].kept && !tree.nodes[n].item.name.is_empty() {
            let mut path = vec![tree.nodes[n].item.name.clone()];
            let mut p = tree.nodes[n].parent;
            while let Some(q) = p {
                path.push(tree.nodes[q].item.name.clone());
                p = tree.nodes[q].parent;
            }
            path.reverse();
            out.push(path.join("::"));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn safety_comments_stay_whole_and_other_comments_go() {
        let src = "/// doc\nfn f() {\n    // plain\n    // SAFETY: the first line,\n    // and the second.\n    unsafe { g() } // trailing\n    // not part of it\n}\n";
        assert_eq!(
            tidy(&strip(src)),
            "fn f() {\n\t// SAFETY: the first line,\n\t// and the second.\n\tunsafe { g() }\n}\n"
        );
        let text = "const S: &str = \"a\n\n    b  \n\";\n\n    x  \n";
        assert_eq!(tidy(text), "const S: &str = \"a\n\n    b  \n\";\n\tx\n");
    }
}
