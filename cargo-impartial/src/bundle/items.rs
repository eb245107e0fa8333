//! syn's items as the tree's: kind, name, byte range, body, visibility, `use` leaves.

use super::tokens::Tokens;
use std::ops::Range;
use syn::spanned::Spanned;

/// What an item is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `fn`.
    Fn,
    /// `struct`, `enum`, `union`, `type`, `const`, `static`, `macro_rules!`.
    Named,
    /// `trait`; its members are the children.
    Trait,
    /// `impl`; `name` is the type, `trait_` the trait (last path segment) if any.
    Impl { trait_: Option<String> },
    /// `mod x;` (a file) or `mod x { … }`.
    Mod { inline: bool },
    /// `use …;`.
    Use,
    /// An inner attribute, `#![…]`.
    Inner,
}

/// A leaf of a `use` tree: the path segments leading to it and the name it brings in (`None`
/// for a glob).
pub type UseLeaf = (Vec<String>, Option<String>);

/// One item of the library.
#[derive(Clone, Debug)]
pub struct Item {
    /// From its first attribute that is not a doc comment (or its first word) to its end.
    pub range: Range<usize>,
    pub kind: Kind,
    pub name: String,
    /// Inside the braces, for impls, traits and inline modules.
    pub body: Option<Range<usize>>,
    /// Where the keyword (after attributes and visibility) starts.
    pub keyword: usize,
    /// Declared `pub` (not `pub(crate)` or private).
    pub public: bool,
    /// An impl of `fmt::Write`: kept only where formatted writing is used (`write!`).
    pub fmt_write: bool,
    /// The leaves of a `use`.
    pub leaves: Vec<UseLeaf>,
    /// The keyword of a `Named` item: `struct`, `enum`, `union`, `type`, `const`, `static`,
    /// `macro_rules`.
    pub what: &'static str,
    /// Enum variants, and the traits named in `#[derive(…)]`.
    pub variants: Vec<String>,
    pub derives: Vec<String>,
}

impl Item {
    /// An item of `kind` over `range` whose keyword starts at `keyword`, nothing else known yet.
    pub fn new(range: Range<usize>, kind: Kind, keyword: usize) -> Item {
        Item {
            range,
            kind,
            name: String::new(),
            body: None,
            keyword,
            public: false,
            fmt_write: false,
            leaves: Vec::new(),
            what: "",
            variants: Vec::new(),
            derives: Vec::new(),
        }
    }
}

/// Whether the attributes leave their item out of every bundle: `#[cfg(test)]` (test code never
/// reaches a bundle) and `#[cfg(feature = "…")]` (rustc compiles a bundle with no features), also
/// inside `all(…)`.
pub(super) fn never_in_bundle(attrs: &[syn::Attribute]) -> bool {
    let absent = |p: &str| p == "test" || p.starts_with("feature=");
    attrs.iter().any(|a| {
        let syn::Meta::List(list) = &a.meta else {
            return false;
        };
        if !list.path.is_ident("cfg") {
            return false;
        }
        let text: String = list.tokens.to_string().split_whitespace().collect();
        absent(&text)
            || text
                .strip_prefix("all(")
                .is_some_and(|t| t.trim_end_matches(')').split(',').any(absent))
    })
}

/// Where a function's signature starts: its first qualifier (`const`, `async`, `unsafe`,
/// `extern`), or `fn`.
fn signature_start(sig: &syn::Signature) -> proc_macro2::Span {
    (sig.constness.as_ref().map(|t| t.span))
        .or(sig.asyncness.as_ref().map(|t| t.span))
        .or(sig.unsafety.as_ref().map(|t| t.span))
        .or(sig.abi.as_ref().map(|a| a.extern_token.span))
        .unwrap_or(sig.fn_token.span)
}

fn derives(attrs: &[syn::Attribute]) -> Vec<String> {
    let mut out = Vec::new();
    for a in attrs {
        if let syn::Meta::List(list) = &a.meta {
            if list.path.is_ident("derive") {
                let text = list.tokens.to_string();
                out.extend(text.split(',').map(|t| {
                    let t = t.trim();
                    t.rsplit("::").next().unwrap_or(t).trim().to_string()
                }));
            }
        }
    }
    out
}

/// The last path segment naming the type of an impl, through references and parentheses.
pub fn type_name(ty: &syn::Type) -> String {
    match ty {
        syn::Type::Path(p) => p
            .path
            .segments
            .last()
            .map_or(String::new(), |s| s.ident.to_string()),
        syn::Type::Reference(r) => type_name(&r.elem),
        syn::Type::Paren(p) => type_name(&p.elem),
        syn::Type::Group(g) => type_name(&g.elem),
        _ => String::new(),
    }
}

/// The leaves of a `use` tree.
pub fn use_leaves(tree: &syn::UseTree) -> Vec<UseLeaf> {
    fn walk(tree: &syn::UseTree, prefix: &mut Vec<String>, out: &mut Vec<UseLeaf>) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                walk(&p.tree, prefix, out);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                let name = n.ident.to_string();
                if name == "self" {
                    out.push((prefix.clone(), prefix.last().cloned()));
                } else {
                    let mut full = prefix.clone();
                    full.push(name.clone());
                    out.push((full, Some(name)));
                }
            }
            syn::UseTree::Rename(r) => {
                let name = r.ident.to_string();
                let mut full = prefix.clone();
                if name != "self" {
                    full.push(name);
                }
                out.push((full, Some(r.rename.to_string())));
            }
            syn::UseTree::Glob(_) => out.push((prefix.clone(), None)),
            syn::UseTree::Group(g) => {
                for t in &g.items {
                    walk(t, prefix, out);
                }
            }
        }
    }
    let mut out = Vec::new();
    walk(tree, &mut Vec::new(), &mut out);
    out
}

fn braces(b: &syn::token::Brace) -> Range<usize> {
    b.span.open().byte_range().end..b.span.close().byte_range().start
}

fn is_pub(vis: &syn::Visibility) -> bool {
    matches!(vis, syn::Visibility::Public(_))
}

/// An item of syn's, as ours; `None` for what has no place in a bundle (tests) and for kinds
/// the library does not use.
pub(super) fn item(
    tokens: &Tokens,
    it: &syn::Item,
) -> Result<Option<(Item, Vec<syn::Item>)>, String> {
    let span = it.span().byte_range();
    let mut out = Item::new(tokens.code_from(span.start)..span.end, Kind::Named, 0);
    let mut inner = Vec::new();
    let (attrs, vis, keyword): (
        &[syn::Attribute],
        Option<&syn::Visibility>,
        proc_macro2::Span,
    ) = match it {
        syn::Item::Fn(f) => {
            out.kind = Kind::Fn;
            out.name = f.sig.ident.to_string();
            (&f.attrs, Some(&f.vis), signature_start(&f.sig))
        }
        syn::Item::Struct(s) => {
            out.name = s.ident.to_string();
            out.what = "struct";
            out.derives = derives(&s.attrs);
            (&s.attrs, Some(&s.vis), s.struct_token.span)
        }
        syn::Item::Enum(e) => {
            out.name = e.ident.to_string();
            out.what = "enum";
            out.derives = derives(&e.attrs);
            out.variants = e.variants.iter().map(|v| v.ident.to_string()).collect();
            (&e.attrs, Some(&e.vis), e.enum_token.span)
        }
        syn::Item::Union(u) => {
            out.name = u.ident.to_string();
            out.what = "union";
            out.derives = derives(&u.attrs);
            (&u.attrs, Some(&u.vis), u.union_token.span)
        }
        syn::Item::Type(t) => {
            out.name = t.ident.to_string();
            out.what = "type";
            (&t.attrs, Some(&t.vis), t.type_token.span)
        }
        syn::Item::Const(c) => {
            out.name = c.ident.to_string();
            out.what = "const";
            (&c.attrs, Some(&c.vis), c.const_token.span)
        }
        syn::Item::Static(s) => {
            out.name = s.ident.to_string();
            out.what = "static";
            (&s.attrs, Some(&s.vis), s.static_token.span)
        }
        syn::Item::Macro(m) => {
            // `thread_local! { static NAME: … }` defines NAME, as a static would.
            let local = m.mac.path.is_ident("thread_local").then(|| {
                let mut tokens = m.mac.tokens.clone().into_iter();
                tokens
                    .by_ref()
                    .find(|t| matches!(t, proc_macro2::TokenTree::Ident(i) if i == "static"));
                tokens.next().map(|t| t.to_string()).unwrap_or_default()
            });
            match local {
                Some(name) => {
                    out.name = name;
                    out.what = "static";
                }
                None => {
                    out.name = m.ident.as_ref().map_or(String::new(), |i| i.to_string());
                    out.what = "macro_rules";
                }
            }
            (&m.attrs, None, m.mac.path.span())
        }
        syn::Item::Trait(t) => {
            out.kind = Kind::Trait;
            out.name = t.ident.to_string();
            out.body = Some(braces(&t.brace_token));
            let first = t.unsafety.as_ref().map_or(t.trait_token.span, |u| u.span);
            (&t.attrs, Some(&t.vis), first)
        }
        syn::Item::Impl(i) => {
            let trait_ = i.trait_.as_ref().map(|(_, path, _)| {
                path.segments
                    .last()
                    .map_or(String::new(), |s| s.ident.to_string())
            });
            out.fmt_write = i.trait_.as_ref().is_some_and(|(_, path, _)| {
                let segs: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
                segs.ends_with(&["fmt".to_string(), "Write".to_string()])
            });
            out.kind = Kind::Impl { trait_ };
            out.name = type_name(&i.self_ty);
            out.body = Some(braces(&i.brace_token));
            let first = i.unsafety.as_ref().map_or(i.impl_token.span, |u| u.span);
            (&i.attrs, None, first)
        }
        syn::Item::Mod(m) => {
            out.kind = Kind::Mod {
                inline: m.content.is_some(),
            };
            out.name = m.ident.to_string();
            if let Some((brace, items)) = &m.content {
                out.body = Some(braces(brace));
                inner = items.clone();
            }
            (&m.attrs, Some(&m.vis), m.mod_token.span)
        }
        syn::Item::Use(u) => {
            out.kind = Kind::Use;
            out.leaves = use_leaves(&u.tree);
            (&u.attrs, Some(&u.vis), u.use_token.span)
        }
        other => {
            let at = other.span().start();
            return Err(format!(
                "line {}: an item the bundler does not handle",
                at.line
            ));
        }
    };
    if never_in_bundle(attrs) {
        return Ok(None);
    }
    out.public = vis.is_some_and(is_pub);
    out.keyword = keyword.byte_range().start;
    Ok(Some((out, inner)))
}

/// A member of an impl or a trait.
pub(super) trait Member: Spanned {
    /// Kind, name, attributes and where the keyword is; `None` for members the library does
    /// not use (macros in impls).
    fn parts(&self) -> Option<(Kind, String, &[syn::Attribute], proc_macro2::Span)>;
    fn public(&self) -> bool;
}

impl Member for syn::ImplItem {
    fn parts(&self) -> Option<(Kind, String, &[syn::Attribute], proc_macro2::Span)> {
        match self {
            syn::ImplItem::Fn(f) => {
                let first = signature_start(&f.sig);
                Some((Kind::Fn, f.sig.ident.to_string(), &f.attrs, first))
            }
            syn::ImplItem::Const(c) => Some((
                Kind::Named,
                c.ident.to_string(),
                &c.attrs,
                c.const_token.span,
            )),
            syn::ImplItem::Type(t) => Some((
                Kind::Named,
                t.ident.to_string(),
                &t.attrs,
                t.type_token.span,
            )),
            _ => None,
        }
    }

    fn public(&self) -> bool {
        match self {
            syn::ImplItem::Fn(f) => is_pub(&f.vis),
            syn::ImplItem::Const(c) => is_pub(&c.vis),
            syn::ImplItem::Type(t) => is_pub(&t.vis),
            _ => false,
        }
    }
}

impl Member for syn::TraitItem {
    fn parts(&self) -> Option<(Kind, String, &[syn::Attribute], proc_macro2::Span)> {
        match self {
            syn::TraitItem::Fn(f) => {
                let first = signature_start(&f.sig);
                Some((Kind::Fn, f.sig.ident.to_string(), &f.attrs, first))
            }
            syn::TraitItem::Const(c) => Some((
                Kind::Named,
                c.ident.to_string(),
                &c.attrs,
                c.const_token.span,
            )),
            syn::TraitItem::Type(t) => Some((
                Kind::Named,
                t.ident.to_string(),
                &t.attrs,
                t.type_token.span,
            )),
            _ => None,
        }
    }

    fn public(&self) -> bool {
        true
    }
}
