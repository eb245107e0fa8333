//! What a solution may hold for its bundle to compile: paths into `impartial` that name its
//! public items, no crate but std, core, alloc and impartial, and no module in another file.
//! Each problem is reported where it is; `extern crate impartial;` is dropped.

mod macros;

use super::items::never_in_bundle;
use super::resolve::{Resolver, STD};
use super::tree::Tree;
use super::Problem;
use macros::{flatten, EXPR_MACROS};
use proc_macro2::Span;
use std::collections::{HashMap, HashSet};
use std::ops::Range;
use syn::spanned::Spanned;
use syn::visit::Visit;

const PRIMITIVES: [&str; 17] = [
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32",
    "f64", "bool", "char", "str",
];

/// A path as written: its segments with where each is.
type Segments = Vec<(String, Span)>;

fn problem(span: Span, message: String) -> Problem {
    let at = span.start();
    Problem {
        line: at.line,
        column: at.column + 1,
        message,
    }
}

fn show(segs: &[(String, Span)]) -> String {
    let names: Vec<&str> = segs.iter().map(|(s, _)| s.as_str()).collect();
    names.join("::")
}

/// A leaf of a `use` tree with the spans of its segments; `None` name for a glob.
struct UseLeaf {
    segs: Segments,
    name: Option<(String, Span)>,
}

fn use_leaves(tree: &syn::UseTree, prefix: &mut Segments, out: &mut Vec<UseLeaf>) {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push((name(&p.ident), p.ident.span()));
            use_leaves(&p.tree, prefix, out);
            prefix.pop();
        }
        syn::UseTree::Name(n) if n.ident == "self" => out.push(UseLeaf {
            segs: prefix.clone(),
            name: prefix.last().cloned(),
        }),
        syn::UseTree::Name(n) => {
            let mut segs = prefix.clone();
            segs.push((name(&n.ident), n.ident.span()));
            let last = segs.last().cloned();
            out.push(UseLeaf { segs, name: last });
        }
        syn::UseTree::Rename(r) => {
            let mut segs = prefix.clone();
            if r.ident != "self" {
                segs.push((name(&r.ident), r.ident.span()));
            }
            out.push(UseLeaf {
                segs,
                name: Some((name(&r.rename), r.rename.span())),
            });
        }
        syn::UseTree::Glob(_) => out.push(UseLeaf {
            segs: prefix.clone(),
            name: None,
        }),
        syn::UseTree::Group(g) => {
            for t in &g.items {
                use_leaves(t, prefix, out);
            }
        }
    }
}

/// The names a file declares anywhere (items, imports, generic parameters), its imports of
/// impartial's items by local name, and whether it imports a glob from outside impartial.
#[derive(Default)]
struct Names {
    /// `impartial`, and `X` of `extern crate impartial as X;`.
    crates: HashSet<String>,
    declared: HashSet<String>,
    aliases: HashMap<String, Segments>,
    impartial_globs: Vec<Segments>,
    other_globs: bool,
}

impl<'ast> Visit<'ast> for Names {
    fn visit_item(&mut self, it: &'ast syn::Item) {
        if never_in_bundle(attrs(it)) {
            return;
        }
        let ident = match it {
            syn::Item::Const(x) => Some(&x.ident),
            syn::Item::Enum(x) => Some(&x.ident),
            syn::Item::Fn(x) => Some(&x.sig.ident),
            syn::Item::Macro(x) => x.ident.as_ref(),
            syn::Item::Mod(x) => Some(&x.ident),
            syn::Item::Static(x) => Some(&x.ident),
            syn::Item::Struct(x) => Some(&x.ident),
            syn::Item::Trait(x) => Some(&x.ident),
            syn::Item::TraitAlias(x) => Some(&x.ident),
            syn::Item::Type(x) => Some(&x.ident),
            syn::Item::Union(x) => Some(&x.ident),
            syn::Item::ExternCrate(x) if x.ident == "impartial" => {
                if let Some((_, alias)) = &x.rename {
                    self.crates.insert(name(alias));
                }
                None
            }
            syn::Item::ExternCrate(x) => Some(x.rename.as_ref().map_or(&x.ident, |r| &r.1)),
            _ => None,
        };
        if let Some(i) = ident {
            self.declared.insert(i.to_string());
        }
        syn::visit::visit_item(self, it);
    }

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        let mut leaves = Vec::new();
        use_leaves(&u.tree, &mut Vec::new(), &mut leaves);
        for leaf in leaves {
            let root = leaf.segs.first().map(|(s, _)| s.as_str());
            match (&leaf.name, root.is_some_and(|r| self.crates.contains(r))) {
                (Some((name, _)), true) => {
                    self.aliases.insert(name.clone(), leaf.segs.clone());
                }
                (None, true) => self.impartial_globs.push(leaf.segs.clone()),
                (None, false) => {
                    let local = ["crate", "self", "super"].contains(&root.unwrap_or(""))
                        || root.is_some_and(|r| self.declared.contains(r));
                    self.other_globs |= !local;
                }
                _ => {}
            }
            if let Some((name, _)) = leaf.name {
                self.declared.insert(name);
            }
        }
    }

    fn visit_generic_param(&mut self, p: &'ast syn::GenericParam) {
        if let syn::GenericParam::Type(t) = p {
            self.declared.insert(t.ident.to_string());
        }
        syn::visit::visit_generic_param(self, p);
    }
}

/// Finds the problems, and the edits that make the solution's paths reach the bundle's
/// `mod impartial` from anywhere: `impartial::…`, `::impartial::…` and an alias's `imp::…`
/// become `crate::impartial::…`; `extern crate impartial;` is dropped.
struct Checker<'a, 't> {
    resolver: Resolver<'t>,
    names: &'a Names,
    version: &'a str,
    problems: Vec<Problem>,
    edits: Vec<(Range<usize>, String)>,
}

impl Checker<'_, '_> {
    fn crate_problem(&mut self, name: &str, span: Span) {
        self.problems.push(problem(
            span,
            format!(
                "`{name}` is a crate other than std and impartial: only std and impartial can be bundled"
            ),
        ));
    }

    /// Checks a path that starts at `impartial` (`segs` without it), shown as `subject`.
    fn impartial(&mut self, segs: &[(String, Span)], glob: bool, subject: String) {
        if let Err(i) = self.resolver.check(segs, glob) {
            let span = segs.get(i).map_or(Span::call_site(), |s| s.1);
            let what = match glob {
                true if i + 1 == segs.len() => "is no module to import everything from",
                _ => "names no public item",
            };
            self.problems.push(problem(
                span,
                format!("{subject} {what} of impartial {}", self.version),
            ));
        }
    }

    /// The `use` items that bring the crate itself in by its name (`use impartial;`, the
    /// `self` of `use impartial::{self, …}`, the same through an alias): they go. At the root
    /// they would clash with the bundle's own `mod impartial`, and anywhere they are unused,
    /// since every path through the crate's name points at `crate::impartial`. True if the
    /// item went whole.
    fn use_of_the_crate(&mut self, u: &syn::ItemUse) -> bool {
        match &u.tree {
            syn::UseTree::Name(n) if self.names.crates.contains(&name(&n.ident)) => {
                self.edits.push((u.span().byte_range(), String::new()));
                true
            }
            syn::UseTree::Path(p) if self.names.crates.contains(&name(&p.ident)) => {
                if let syn::UseTree::Group(g) = &*p.tree {
                    let is_self =
                        |t: &syn::UseTree| matches!(t, syn::UseTree::Name(n) if n.ident == "self");
                    if g.items.iter().all(is_self) {
                        // Nothing but the crate itself: an empty group would be unused.
                        self.edits.push((u.span().byte_range(), String::new()));
                        return true;
                    }
                    for pair in g.items.pairs() {
                        let syn::UseTree::Name(n) = pair.value() else {
                            continue;
                        };
                        if n.ident == "self" {
                            let at = n.ident.span().byte_range();
                            let end = pair.punct().map_or(at.end, |c| c.span.byte_range().end);
                            self.edits.push((at.start..end, String::new()));
                        }
                    }
                }
                false
            }
            _ => false,
        }
    }

    /// `crate::impartial` in place of the crate's name `span` (and a leading `::` at `lead`).
    fn point_at_bundle(&mut self, lead: Option<Range<usize>>, span: Span) {
        let end = span.byte_range().end;
        let start = lead.map_or(span.byte_range().start, |r| r.start);
        self.edits.push((start..end, "crate::impartial".into()));
    }

    fn path(&mut self, lead: Option<Range<usize>>, segs: Segments) {
        let Some((first, span)) = segs.first().cloned() else {
            return;
        };
        let names = self.names;
        if names.crates.contains(&first) && segs.len() >= 2 {
            let subject = format!("`{}`", show(&segs));
            self.impartial(&segs[1..], false, subject);
            return self.point_at_bundle(lead, span);
        }
        if lead.is_some() {
            if !STD.contains(&first.as_str()) {
                self.crate_problem(&first, span);
            }
            return;
        }
        if let Some(alias) = names.aliases.get(&first) {
            let mut full = alias.clone();
            full.extend(segs[1..].iter().cloned());
            let subject = format!("`{}` (that is `{}`)", show(&segs), show(&full));
            return self.impartial(&full[1..], false, subject);
        }
        let special = ["crate", "self", "super", "Self"];
        let lower = first.starts_with(|c: char| c.is_ascii_lowercase());
        let known = names.declared.contains(&first)
            || STD.contains(&first.as_str())
            || PRIMITIVES.contains(&first.as_str())
            || special.contains(&first.as_str());
        if segs.len() >= 2 && lower && !known && !names.other_globs {
            // Brought in by `use impartial::…::*`?
            for glob in &names.impartial_globs {
                let mut full = glob.clone();
                full.extend(segs.iter().cloned());
                if self.resolver.check(&full[1..], false).is_ok() {
                    return;
                }
            }
            self.crate_problem(&first, span);
        }
    }
}

/// An identifier's name, `r#` taken off (`r#nim` is `nim`).
pub(super) fn name(i: &syn::Ident) -> String {
    let s = i.to_string();
    s.strip_prefix("r#").map_or(s.clone(), String::from)
}

fn segments(p: &syn::Path) -> Segments {
    (p.segments.iter())
        .map(|s| (name(&s.ident), s.ident.span()))
        .collect()
}

/// The attributes of an item.
fn attrs(it: &syn::Item) -> &[syn::Attribute] {
    match it {
        syn::Item::Const(x) => &x.attrs,
        syn::Item::Enum(x) => &x.attrs,
        syn::Item::ExternCrate(x) => &x.attrs,
        syn::Item::Fn(x) => &x.attrs,
        syn::Item::ForeignMod(x) => &x.attrs,
        syn::Item::Impl(x) => &x.attrs,
        syn::Item::Macro(x) => &x.attrs,
        syn::Item::Mod(x) => &x.attrs,
        syn::Item::Static(x) => &x.attrs,
        syn::Item::Struct(x) => &x.attrs,
        syn::Item::Trait(x) => &x.attrs,
        syn::Item::TraitAlias(x) => &x.attrs,
        syn::Item::Type(x) => &x.attrs,
        syn::Item::Union(x) => &x.attrs,
        syn::Item::Use(x) => &x.attrs,
        _ => &[],
    }
}

impl<'ast> Visit<'ast> for Checker<'_, '_> {
    fn visit_attribute(&mut self, _: &'ast syn::Attribute) {}

    /// A `#[cfg(test)]` or `#[cfg(feature = "…")]` item goes, with what only it uses: test code
    /// never reaches a bundle, and rustc compiles one with no features.
    fn visit_item(&mut self, it: &'ast syn::Item) {
        if never_in_bundle(attrs(it)) {
            self.edits.push((it.span().byte_range(), String::new()));
            return;
        }
        syn::visit::visit_item(self, it);
    }

    fn visit_item_extern_crate(&mut self, x: &'ast syn::ItemExternCrate) {
        let name = x.ident.to_string();
        if name == "impartial" {
            self.edits.push((x.span().byte_range(), String::new()));
        } else if !STD.contains(&name.as_str()) && name != "self" {
            self.crate_problem(&name, x.ident.span());
        }
    }

    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        if m.content.is_none() {
            self.problems.push(problem(
                m.ident.span(),
                format!(
                    "`mod {};` is in another file: a bundle is one file; write the module here, `mod {} {{ … }}`",
                    m.ident, m.ident
                ),
            ));
        }
        syn::visit::visit_item_mod(self, m);
    }

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        let lead = u.leading_colon.map(|c| c.spans[0].byte_range());
        if self.use_of_the_crate(u) {
            return;
        }
        let mut leaves = Vec::new();
        use_leaves(&u.tree, &mut Vec::new(), &mut leaves);
        let mut rewritten = false;
        for leaf in leaves {
            let Some((root, span)) = leaf.segs.first().cloned() else {
                continue;
            };
            let glob = leaf.name.is_none();
            let local = ["crate", "self", "super"].contains(&root.as_str())
                || u.leading_colon.is_none() && self.names.declared.contains(&root);
            if self.names.crates.contains(&root) {
                let subject = format!("`{}`", show(&leaf.segs));
                self.impartial(&leaf.segs[1..], glob, subject);
                if !rewritten {
                    self.point_at_bundle(lead.clone(), span);
                    rewritten = true;
                }
            } else if !(STD.contains(&root.as_str()) || local) {
                // A module that `use impartial::…::*` brought (`use nim::first_wins;`).
                let by_glob = self.names.impartial_globs.iter().any(|g| {
                    let mut full = g.clone();
                    full.extend(leaf.segs.iter().cloned());
                    self.resolver.check(&full[1..], glob).is_ok()
                });
                if !by_glob {
                    self.crate_problem(&root, span);
                }
            }
        }
    }

    fn visit_path(&mut self, p: &'ast syn::Path) {
        self.path(
            p.leading_colon.map(|c| c.spans[0].byte_range()),
            segments(p),
        );
        syn::visit::visit_path(self, p);
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        syn::visit::visit_macro(self, m);
        let name = m.path.segments.last().map(|s| s.ident.to_string());
        if name.is_some_and(|n| EXPR_MACROS.contains(&n.as_str())) {
            use syn::parse::Parser;
            type Args = syn::punctuated::Punctuated<syn::Expr, syn::Token![,]>;
            if let Ok(args) = Args::parse_terminated.parse2(m.tokens.clone()) {
                for e in &args {
                    self.visit_expr(e);
                }
                return;
            }
        }
        // Any other macro's tokens (a `macro_rules!` body, one's own macro's input) are not
        // parsed as Rust: their paths through the crate's name are found token by token, so
        // that they reach the bundle's `mod impartial` wherever the macro expands.
        let mut flat = Vec::new();
        flatten(m.tokens.clone(), &mut flat);
        self.paths_in_tokens(&flat);
    }
}

/// An edit of the solution: a byte range and what replaces it.
pub type Edit = (Range<usize>, String);

/// The problems of `file` for a bundle of the library `tree`, and the edits of its text.
pub fn check(file: &syn::File, tree: &Tree, version: &str) -> (Vec<Problem>, Vec<Edit>) {
    let mut names = Names::default();
    names.crates.insert("impartial".into());
    names.visit_file(file);
    let mut checker = Checker {
        resolver: Resolver::new(tree),
        names: &names,
        version,
        problems: Vec::new(),
        edits: Vec::new(),
    };
    checker.visit_file(file);
    let mut problems = checker.problems;
    problems.sort_by_key(|p| (p.line, p.column));
    problems.dedup_by(|a, b| a.line == b.line && a.column == b.column);
    let mut edits = checker.edits;
    edits.sort_by_key(|(r, _)| (r.start, r.end));
    edits.dedup_by(|a, b| a.0 == b.0);
    (problems, edits)
}
