//! The kept items as text: each in its module, without comments (but `// SAFETY:` ones),
//! `use` items cut down to the names the kept code needs, and `crate::` paths pointing into
//! the bundle's `mod impartial`.

use super::reach::TRAIT_METHODS;
use super::tokens::{strip, Leaf, Tokens};
use super::tree::{Kind, Tree};
use std::collections::HashSet;
use std::ops::Range;

impl Tree {
    /// `src[range]` of `file` stripped of comments, with each path that starts at `crate::`
    /// made to start at `crate::impartial::`, where the bundle puts the library.
    fn code(&self, file: usize, range: Range<usize>) -> String {
        let f = &self.files[file];
        let leaves = f.tokens.within(range.clone());
        let text = |r: &Range<usize>| &f.src[r.clone()];
        let inserts: Vec<usize> = (leaves.iter().enumerate())
            .filter(|&(i, (kind, r))| {
                *kind == Leaf::Ident
                    && text(r) == "crate"
                    && leaves.get(i + 1).is_some_and(|(_, n)| text(n) == ":")
                    && (i == 0 || text(&leaves[i - 1].1) != "$")
            })
            .map(|(_, (_, r))| r.end)
            .collect();
        strip(&f.src, &f.tokens, range, &inserts, "::impartial")
    }

    /// The names used by kept code outside module `m` (and by the solution): what a `pub use`
    /// in `m` may be needed for.
    fn used_outside(&self, m: Option<usize>, solution: &HashSet<String>) -> HashSet<String> {
        let mut out = solution.clone();
        for n in 0..self.nodes.len() {
            let node = &self.nodes[n];
            let inside = m.is_some_and(|m| self.within(n, m));
            if node.kept && !inside && !matches!(node.item.kind, Kind::Use | Kind::Mod { .. }) {
                out.extend(self.own_idents(n).into_iter().map(String::from));
            }
        }
        out
    }

    /// The kept items of the library's root, as text.
    pub fn emit_all(&self, solution: &HashSet<String>) -> String {
        let mut out = String::new();
        self.emit(&self.roots, solution, &mut out);
        out
    }

    /// Appends the kept items of `list` to `out`.
    fn emit(&self, list: &[usize], solution: &HashSet<String>, out: &mut String) {
        let kept: Vec<usize> = list
            .iter()
            .copied()
            .filter(|&n| self.nodes[n].kept)
            .collect();
        // Names the module's own code uses, for its `use` items.
        let mut local = String::new();
        for &n in &kept {
            if !matches!(self.nodes[n].item.kind, Kind::Use | Kind::Mod { .. }) {
                self.emit_one(n, solution, &mut local);
            }
        }
        let local_tokens = Tokens::of(&local).expect("kept items are whole items");
        let mut local: HashSet<&str> = (local_tokens.idents(&local, 0..local.len(), true))
            .into_iter()
            .collect();
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
                    for (path, name) in &item.leaves {
                        let shown = name.clone().unwrap_or_default();
                        // A re-export is needed where the item is used outside its own module.
                        let elsewhere = public && {
                            let home =
                                self.resolve(node.parent, &path[..path.len().saturating_sub(1)]);
                            home.is_none_or(|m| {
                                self.used_outside(Some(m), solution).contains(&shown)
                            })
                        };
                        let wanted = name.is_none() || local.contains(shown.as_str()) || elsewhere;
                        if wanted {
                            let last = path.last().cloned().unwrap_or_default();
                            let mut path = path.clone();
                            if path.first().is_some_and(|s| s == "crate") {
                                path.insert(1, "impartial".to_string());
                            }
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
                _ => self.emit_one(n, solution, out),
            }
        }
    }

    /// Appends item `n` (kept) with its kept children.
    fn emit_one(&self, n: usize, solution: &HashSet<String>, out: &mut String) {
        let node = &self.nodes[n];
        let src = &self.files[node.file].src;
        let item = &node.item;
        let line_start = src[..item.range.start].rfind('\n').map_or(0, |p| p + 1);
        let indent = &src[line_start..item.range.start];
        let indent = if indent.trim().is_empty() { indent } else { "" };
        match (&item.kind, &item.body) {
            (Kind::Mod { inline: false }, _) => {
                let decl = self.code(node.file, item.range.start..item.range.end - 1);
                out.push_str(&format!("{indent}{} {{\n", decl.trim_end()));
                self.emit(&node.children, solution, out);
                out.push_str(&format!("{indent}}}\n"));
            }
            (Kind::Impl { trait_: None }, _)
                if !node.children.iter().any(|&c| self.nodes[c].kept) => {}
            (Kind::Mod { .. } | Kind::Impl { .. } | Kind::Trait, Some(body)) => {
                let head = self.code(node.file, item.range.start..body.start);
                out.push_str(&format!("{indent}{}\n", head.trim_end()));
                self.emit(&node.children, solution, out);
                out.push_str(&format!("{indent}{}\n", &src[body.end..item.range.end]));
            }
            _ => {
                let text = self.code(node.file, item.range.clone());
                out.push_str(&format!("{indent}{text}\n"));
            }
        }
    }
}
