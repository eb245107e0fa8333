//! Where a path into the library leads: through modules and `pub use` re-exports to an item,
//! and from a type to its members (its impls', its variants, std's blanket and derived
//! methods).

use super::tree::{Kind, Tree};
use proc_macro2::Span;
use std::collections::HashSet;

/// The crates a bundle may name besides `impartial`: every Rust program has them.
pub(super) const STD: [&str; 3] = ["std", "core", "alloc"];

/// Methods every type has through std's blanket impls, and those of the derivable traits.
const BLANKET: [&str; 11] = [
    "into",
    "from",
    "try_into",
    "try_from",
    "to_owned",
    "clone_into",
    "borrow",
    "borrow_mut",
    "type_id",
    "to_string",
    "default",
];
/// std traits whose every method is listed here; a type's impl of another std trait (an
/// iterator, say) may give it any method.
const STD_TRAITS: [(&str, &[&str]); 12] = [
    ("Display", &["fmt", "to_string"]),
    ("Debug", &["fmt"]),
    ("Default", &["default"]),
    ("Clone", &["clone", "clone_from"]),
    ("PartialEq", &["eq", "ne"]),
    ("Eq", &[]),
    ("PartialOrd", &["partial_cmp", "lt", "le", "gt", "ge"]),
    ("Ord", &["cmp", "max", "min", "clamp"]),
    ("Hash", &["hash"]),
    ("Copy", &[]),
    ("From", &["from"]),
    ("FromStr", &["from_str"]),
];
const DERIVED: [&str; 14] = [
    "clone",
    "clone_from",
    "eq",
    "ne",
    "cmp",
    "partial_cmp",
    "lt",
    "le",
    "gt",
    "ge",
    "max",
    "min",
    "clamp",
    "hash",
];

/// What a path reaches in the library.
#[derive(Clone, Copy)]
enum Found {
    Module(Option<usize>),
    /// A struct, enum, union, trait, type alias, or a const or static.
    Type(usize),
    /// A function or macro: nothing is inside it.
    Value,
    /// Something of std's, re-exported: not looked into.
    External,
}

pub(super) struct Resolver<'t> {
    tree: &'t Tree,
    traits: HashSet<&'t str>,
}

impl<'t> Resolver<'t> {
    pub(super) fn new(tree: &'t Tree) -> Self {
        let traits = (tree.nodes.iter())
            .filter(|n| n.item.kind == Kind::Trait)
            .map(|n| n.item.name.as_str())
            .collect();
        Resolver { tree, traits }
    }

    /// The public items named `name` in module `m`, through `pub use`.
    fn lookup(&self, m: Option<usize>, name: &str, depth: usize) -> Vec<Found> {
        let tree = self.tree;
        let mut out = Vec::new();
        if depth > 16 {
            return out;
        }
        let children = m.map_or(&tree.roots, |m| &tree.nodes[m].children);
        for &c in children {
            let item = &tree.nodes[c].item;
            if !item.public {
                continue;
            }
            match &item.kind {
                Kind::Mod { .. } if item.name == name => out.push(Found::Module(Some(c))),
                Kind::Fn if item.name == name => out.push(Found::Value),
                Kind::Named if item.name == name && item.what == "macro_rules" => {
                    out.push(Found::Value)
                }
                Kind::Named | Kind::Trait if item.name == name => out.push(Found::Type(c)),
                Kind::Use => {
                    for (path, leaf) in &item.leaves {
                        match leaf {
                            Some(l) if l == name => out.extend(self.path_from(m, path, depth)),
                            None => {
                                for f in self.path_from(m, path, depth) {
                                    if let Found::Module(g) = f {
                                        out.extend(self.lookup(g, name, depth + 1));
                                    }
                                }
                            }
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
        }
        out
    }

    /// What the `use` path `path` in module `m` of the library names.
    fn path_from(&self, m: Option<usize>, path: &[String], depth: usize) -> Vec<Found> {
        let Some(first) = path.first() else {
            return vec![Found::Module(m)];
        };
        if STD.contains(&first.as_str()) {
            return vec![Found::External];
        }
        let mut at = vec![Found::Module(m)];
        for (i, seg) in path.iter().enumerate() {
            let mut next = Vec::new();
            for f in at {
                match (f, seg.as_str()) {
                    (Found::Module(_), "crate") if i == 0 => next.push(Found::Module(None)),
                    (Found::Module(x), "self") => next.push(Found::Module(x)),
                    (Found::Module(x), "super") => {
                        next.push(Found::Module(x.and_then(|x| self.tree.nodes[x].parent)))
                    }
                    (Found::Module(x), _) => {
                        // Inside the library, private items are visible too.
                        next.extend(self.lookup_any(x, seg, depth + 1))
                    }
                    (Found::Type(t), _) if self.has_member(t, seg) => next.push(Found::Value),
                    _ => {}
                }
            }
            at = next;
        }
        at
    }

    /// Like `lookup`, but for paths inside the library, where private items count.
    fn lookup_any(&self, m: Option<usize>, name: &str, depth: usize) -> Vec<Found> {
        let tree = self.tree;
        let children = m.map_or(&tree.roots, |m| &tree.nodes[m].children);
        let mut out = self.lookup(m, name, depth);
        for &c in children {
            let item = &tree.nodes[c].item;
            if item.public || item.name != name {
                continue;
            }
            match item.kind {
                Kind::Mod { .. } => out.push(Found::Module(Some(c))),
                Kind::Fn => out.push(Found::Value),
                Kind::Named | Kind::Trait => out.push(Found::Type(c)),
                _ => {}
            }
        }
        out
    }

    /// Whether type (or trait) `t` has a member `name`: a variant, a method or constant of
    /// its impls, one of the trait's, or one every type or its derives give.
    fn has_member(&self, t: usize, name: &str) -> bool {
        let tree = self.tree;
        let item = &tree.nodes[t].item;
        if item.what == "type" || item.variants.iter().any(|v| v == name) {
            return true;
        }
        if BLANKET.contains(&name) || !item.derives.is_empty() && DERIVED.contains(&name) {
            return true;
        }
        let named = |c: &usize| tree.nodes[*c].item.name == name;
        if item.kind == Kind::Trait && tree.nodes[t].children.iter().any(named) {
            return true;
        }
        for node in &tree.nodes {
            if let Kind::Impl { trait_ } = &node.item.kind {
                if node.item.name != item.name {
                    continue;
                }
                let member = node
                    .children
                    .iter()
                    .any(|c| named(c) && (trait_.is_some() || tree.nodes[*c].item.public));
                // A std trait's provided methods are not in the impl: those of the traits
                // listed are known, any other's taken on trust.
                let std_trait = trait_
                    .as_ref()
                    .filter(|t| !self.traits.contains(t.as_str()));
                let provided = std_trait.is_some_and(|t| {
                    STD_TRAITS
                        .iter()
                        .find(|(name, _)| name == t)
                        .is_none_or(|(_, methods)| methods.contains(&name))
                });
                if member || provided {
                    return true;
                }
            }
        }
        false
    }

    /// Checks the path `segs` (after `impartial`); the index of the first segment that names
    /// nothing, if any.
    pub(super) fn check(&self, segs: &[(String, Span)], glob: bool) -> Result<(), usize> {
        let mut at = vec![Found::Module(None)];
        for (i, (seg, _)) in segs.iter().enumerate() {
            let mut next = Vec::new();
            for f in &at {
                match *f {
                    Found::Module(m) => next.extend(self.lookup(m, seg, 0)),
                    Found::Type(t) if self.has_member(t, seg) => next.push(Found::Value),
                    Found::External => return Ok(()),
                    _ => {}
                }
            }
            if next.is_empty() {
                return Err(i);
            }
            at = next;
        }
        let ok = !glob
            || at.iter().any(|f| match f {
                Found::Module(_) | Found::External => true,
                Found::Type(t) => self.tree.nodes[*t].item.what == "enum",
                Found::Value => false,
            });
        match ok {
            true => Ok(()),
            false => Err(segs.len().saturating_sub(1)),
        }
    }
}
