//! Which library items a solution reaches. An item is kept when its name occurs in code that is
//! kept, starting from the solution; a member of an impl or of a library trait likewise, and an
//! impl when its type (and its library trait) is kept. Names are compared as text, so a name
//! used for two things keeps both: the rule errs on keeping, and [`super::prune`] then leaves
//! out what rustc finds never called.

use super::tree::{Kind, Tree};
use std::collections::HashSet;

/// Traits of std that library code imports for their methods, with those methods (and the
/// macros that call them).
pub const TRAIT_METHODS: &[(&str, &[&str])] = &[
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

impl Tree {
    /// Whether `n`'s container keeps only the members that are used (inherent impls, library
    /// traits and their impls), rather than all of them (impls of std traits).
    fn member_by_name(&self, n: usize, traits: &HashSet<String>) -> bool {
        match self.nodes[n].parent.map(|p| &self.nodes[p].item.kind) {
            Some(Kind::Impl { trait_: Some(t) }) => traits.contains(t),
            Some(Kind::Impl { trait_: None }) | Some(Kind::Trait) => true,
            _ => false,
        }
    }

    /// Whether the items inside `n` may be kept: a module must be named by kept code
    /// (`impartial::nim`, `crate::sg`), unless it is a private part of a module that is (its
    /// parent's implementation, split into files); impls and traits once kept.
    fn open(&self, n: usize) -> bool {
        let node = &self.nodes[n];
        match (&node.item.kind, node.parent) {
            (Kind::Mod { .. }, Some(p)) if !node.item.public => self.open(p),
            (Kind::Mod { .. }, Some(p)) => node.kept && self.open(p),
            _ => node.kept,
        }
    }

    /// Marks what `used` (the names in the solution's code) reaches; `members` are the names
    /// the solution uses after `.` or `::`, which alone keep the members of impls and traits;
    /// `rooted` the top-level modules its paths name (see [`super::tokens::Tokens::rooted`]),
    /// which alone open them: `std::io` is no way into the library's `io`.
    pub fn reach(
        &mut self,
        used: HashSet<String>,
        members: HashSet<String>,
        rooted: HashSet<String>,
    ) {
        let (mut used, mut members, mut rooted) = (used, members, rooted);
        let traits: HashSet<String> = (self.nodes.iter())
            .filter(|n| n.item.kind == Kind::Trait)
            .map(|n| n.item.name.clone())
            .collect();
        loop {
            let mut changed = false;
            for n in 0..self.nodes.len() {
                let node = &self.nodes[n];
                let private_mod = matches!(node.item.kind, Kind::Mod { .. })
                    && node.parent.is_some()
                    && !node.item.public;
                if node.kept || private_mod || node.parent.is_some_and(|p| !self.open(p)) {
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
                        let needed: Vec<String> = (item.leaves.iter())
                            .filter(|(_, name)| {
                                name.as_ref().is_none_or(|x| {
                                    used.contains(x)
                                        || TRAIT_METHODS.iter().any(|(t, methods)| {
                                            t == x && methods.iter().any(|m| used.contains(*m))
                                        })
                                })
                            })
                            .flat_map(|(path, _)| path.iter().cloned())
                            .collect();
                        (!needed.is_empty(), needed)
                    }
                    Kind::Impl { trait_ } => {
                        let library_trait = trait_.as_ref().filter(|t| traits.contains(*t));
                        let fmt = ["write_fmt", "write_char"];
                        let ok = used.contains(&item.name)
                            && library_trait.is_none_or(|t| used.contains(t))
                            && (!item.fmt_write || fmt.iter().any(|m| used.contains(*m)));
                        (ok, Vec::new())
                    }
                    // A public module inside another is opened by its name, or by an impl of a
                    // type that is used (impls are never named).
                    Kind::Mod { .. } if node.parent.is_some() => {
                        let impl_used = node.children.iter().any(|&c| {
                            let child = &self.nodes[c].item;
                            matches!(child.kind, Kind::Impl { .. }) && used.contains(&child.name)
                        });
                        (impl_used || used.contains(&item.name), Vec::new())
                    }
                    Kind::Mod { .. } => {
                        let named = rooted.contains(&item.name) || rooted.contains("*");
                        (named, Vec::new())
                    }
                    _ if in_std_impl => (true, Vec::new()),
                    _ if self.member_by_name(n, &traits) => {
                        (members.contains(&item.name), Vec::new())
                    }
                    _ => (used.contains(&item.name), Vec::new()),
                };
                if keep {
                    let (own, own_members): (Vec<String>, Vec<String>) = match item.kind {
                        Kind::Use | Kind::Mod { inline: false } => (Vec::new(), Vec::new()),
                        _ => (
                            self.own_idents(n).into_iter().map(String::from).collect(),
                            self.own_members(n).into_iter().map(String::from).collect(),
                        ),
                    };
                    used.extend(adds.into_iter().chain(own));
                    members.extend(own_members);
                    rooted.extend(self.own_rooted(n).into_iter().map(String::from));
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
    }

    /// The module that `path` names from module `from` (`None` for the library's root), if it
    /// is one of the library's.
    pub fn resolve(&self, from: Option<usize>, path: &[String]) -> Option<usize> {
        let mut at = from;
        for (i, seg) in path.iter().enumerate() {
            at = match seg.as_str() {
                "self" => at,
                "super" => at.and_then(|m| self.nodes[m].parent),
                "crate" if i == 0 => None,
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
    pub fn within(&self, mut n: usize, m: usize) -> bool {
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

    /// The library items kept, as `module::name` paths.
    pub fn kept_paths(&self) -> Vec<String> {
        let mut out = Vec::new();
        for n in 0..self.nodes.len() {
            if self.nodes[n].kept && !self.nodes[n].item.name.is_empty() {
                let mut path = vec![self.nodes[n].item.name.clone()];
                let mut p = self.nodes[n].parent;
                while let Some(q) = p {
                    path.push(self.nodes[q].item.name.clone());
                    p = self.nodes[q].parent;
                }
                path.reverse();
                out.push(path.join("::"));
            }
        }
        out
    }
}
