//! The library as a tree of items, parsed by syn: each item's byte range in its file, kind,
//! name and body, with modules (`mod x;` → `x.rs` or `x/mod.rs`) followed into their files.
//! Items no bundle compiles (`#[cfg(test)]`, `#[cfg(feature = "…")]`) are left out.

use super::items::{item, never_in_bundle, Member};
pub use super::items::{Item, Kind};
use super::tokens::Tokens;
use super::Library;
use std::ops::Range;
use syn::spanned::Spanned;

/// A source file of the library.
#[derive(Clone)]
pub struct File {
    pub src: String,
    pub tokens: Tokens,
}

/// An item in the tree, and whether the bundle keeps it.
#[derive(Clone)]
pub struct Node {
    pub file: usize,
    pub item: Item,
    pub parent: Option<usize>,
    pub children: Vec<usize>,
    pub kept: bool,
}

/// The library: every file, and every item (children after their parents).
#[derive(Clone)]
pub struct Tree {
    pub files: Vec<File>,
    pub nodes: Vec<Node>,
    pub roots: Vec<usize>,
    /// Whether [`Tree::emit_all`] writes each item's marker before it (the probe of
    /// [`super::prune`]).
    pub mark: bool,
}

impl Tree {
    /// The tree of `lib`, from `lib.rs`.
    pub fn load(lib: &Library) -> Result<Tree, String> {
        let mut tree = Tree {
            files: Vec::new(),
            nodes: Vec::new(),
            roots: Vec::new(),
            mark: false,
        };
        tree.roots = tree.load_file(lib, "lib.rs", "", None)?;
        Ok(tree)
    }

    /// Loads the items of the file at `path`, whose `mod x;` files are in folder `dir`.
    fn load_file(
        &mut self,
        lib: &Library,
        path: &str,
        dir: &str,
        parent: Option<usize>,
    ) -> Result<Vec<usize>, String> {
        let src = lib
            .file(path)
            .ok_or_else(|| format!("the library has no src/{path}"))?
            .to_string();
        let parsed = syn::parse_file(&src).map_err(|e| {
            let at = e.span().start();
            format!("src/{path}:{}:{}: {e}", at.line, at.column + 1)
        })?;
        let tokens = Tokens::of(&src).map_err(|(e, _)| format!("src/{path}: {e}"))?;
        self.files.push(File { src, tokens });
        let file = self.files.len() - 1;
        let mut out = Vec::new();
        for attr in &parsed.attrs {
            let is_doc = attr.path().is_ident("doc");
            if matches!(attr.style, syn::AttrStyle::Inner(_)) && !is_doc {
                let r = attr.span().byte_range();
                self.nodes.push(Node {
                    file,
                    item: Item::new(r.clone(), Kind::Inner, r.start),
                    parent,
                    children: Vec::new(),
                    kept: false,
                });
                out.push(self.nodes.len() - 1);
            }
        }
        out.extend(
            self.add(lib, file, &parsed.items, dir, parent)
                .map_err(|e| format!("src/{path}: {e}"))?,
        );
        Ok(out)
    }

    /// Adds `items` of `file`; their indices.
    fn add(
        &mut self,
        lib: &Library,
        file: usize,
        items: &[syn::Item],
        dir: &str,
        parent: Option<usize>,
    ) -> Result<Vec<usize>, String> {
        let mut out = Vec::new();
        for it in items {
            let Some((item, inner)) = item(&self.files[file].tokens, it)? else {
                continue;
            };
            let n = self.nodes.len();
            let (kind, name) = (item.kind.clone(), item.name.clone());
            self.nodes.push(Node {
                file,
                item,
                parent,
                children: Vec::new(),
                kept: false,
            });
            let sub = match dir {
                "" => name.clone(),
                _ => format!("{dir}/{name}"),
            };
            let children = match (kind, it) {
                (Kind::Mod { inline: false }, _) => {
                    let flat = format!("{sub}.rs");
                    let path = match lib.file(&flat) {
                        Some(_) => flat,
                        None => format!("{sub}/mod.rs"),
                    };
                    self.load_file(lib, &path, &sub, Some(n))?
                }
                (Kind::Mod { inline: true }, _) => self.add(lib, file, &inner, &sub, Some(n))?,
                (_, syn::Item::Impl(i)) => self.members(file, &i.items, n)?,
                (_, syn::Item::Trait(t)) => self.members(file, &t.items, n)?,
                _ => Vec::new(),
            };
            self.nodes[n].children = children;
            out.push(n);
        }
        Ok(out)
    }

    /// Adds the members of an impl or trait: functions, constants, types.
    fn members<T: Member>(
        &mut self,
        file: usize,
        items: &[T],
        parent: usize,
    ) -> Result<Vec<usize>, String> {
        let mut out = Vec::new();
        for m in items {
            let Some((kind, name, attrs, keyword)) = m.parts() else {
                let at = m.span().start();
                return Err(format!(
                    "line {}: a member the bundler does not handle",
                    at.line
                ));
            };
            if never_in_bundle(attrs) {
                continue;
            }
            let span = m.span().byte_range();
            let tokens = &self.files[file].tokens;
            let item = Item {
                range: tokens.code_from(span.start)..span.end,
                kind,
                name,
                body: None,
                keyword: keyword.byte_range().start,
                public: m.public(),
                fmt_write: false,
                leaves: Vec::new(),
                what: "",
                variants: Vec::new(),
                derives: Vec::new(),
            };
            self.nodes.push(Node {
                file,
                item,
                parent: Some(parent),
                children: Vec::new(),
                kept: false,
            });
            out.push(self.nodes.len() - 1);
        }
        Ok(out)
    }

    /// The text of item `n`.
    pub fn text(&self, n: usize) -> &str {
        let node = &self.nodes[n];
        &self.files[node.file].src[node.item.range.clone()]
    }

    /// The range of `n` that is not its children's: a header up to the body for impls, traits
    /// and modules, everything for other items.
    pub fn own_range(&self, n: usize) -> Range<usize> {
        let node = &self.nodes[n];
        match &node.item.body {
            Some(body)
                if !node.children.is_empty() || matches!(node.item.kind, Kind::Impl { .. }) =>
            {
                node.item.range.start..body.start
            }
            _ => node.item.range.clone(),
        }
    }

    /// The identifiers of `n`'s own code that are used as members (see [`Tokens::members`]).
    pub fn own_members(&self, n: usize) -> Vec<&str> {
        let file = &self.files[self.nodes[n].file];
        file.tokens.members(&file.src, self.own_range(n))
    }

    /// The identifiers of `n`'s own code (see [`Tree::own_range`]).
    pub fn own_idents(&self, n: usize) -> Vec<&str> {
        let file = &self.files[self.nodes[n].file];
        file.tokens.idents(&file.src, self.own_range(n), true)
    }

    /// The top-level modules `n`'s own code names by a path (see [`Tokens::rooted`]).
    pub fn own_rooted(&self, n: usize) -> Vec<&str> {
        let file = &self.files[self.nodes[n].file];
        file.tokens.rooted(&file.src, self.own_range(n))
    }
}
