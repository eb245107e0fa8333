//! The kept items as text: each in its module, without comments (but `// SAFETY:` ones),
//! `use` items cut down to the names the kept code needs, and `crate::` paths pointing into
//! the bundle's `mod impartial`.

use super::reach::TRAIT_METHODS;
use super::tokens::{strip, Leaf, Tokens};
use super::tree::{Kind, Tree};
use std::collections::HashSet;
use std::ops::Range;

impl Tree {
    /// The modules that hold item `n`, from the library's root.
    fn module_of(&self, n: usize) -> Vec<String> {
        let mut path = Vec::new();
        let mut at = self.nodes[n].parent;
        while let Some(p) = at {
            if matches!(self.nodes[p].item.kind, Kind::Mod { .. }) {
                path.push(self.nodes[p].item.name.clone());
            }
            at = self.nodes[p].parent;
        }
        path.reverse();
        path
    }

    /// `src[range]` of `file` (inside item `n`) stripped of comments, with each path that
    /// starts at `crate::` pointing into the bundle's `mod impartial` (see [`into_bundle`]).
    fn code(&self, n: usize, range: Range<usize>) -> String {
        let f = &self.files[self.nodes[n].file];
        let leaves = f.tokens.within(range.clone());
        let text = |i: usize| leaves.get(i).map_or("", |(_, r)| &f.src[r.clone()]);
        let module = self.module_of(n);
        let mut edits = Vec::new();
        let mut i = 0;
        while i < leaves.len() {
            let starts = leaves[i].0 == Leaf::Ident
                && text(i) == "crate"
                && text(i + 1) == ":"
                && text(i + 2) == ":"
                && (i == 0 || text(i - 1) != "$");
            if !starts {
                i += 1;
                continue;
            }
            // The segments: identifiers joined by `::`.
            let mut segments = Vec::new();
            let mut j = i + 3;
            while leaves.get(j).is_some_and(|(k, _)| *k == Leaf::Ident) {
                segments.push(text(j).to_string());
                if text(j + 1) == ":" && text(j + 2) == ":" {
                    j += 3;
                } else {
                    break;
                }
            }
            let end = match segments.is_empty() {
                true => leaves[i + 2].1.end,
                false => leaves[j].1.end,
            };
            edits.push((leaves[i].1.start..end, into_bundle(&module, &segments)));
            i = j + 1;
        }
        strip(&f.src, &f.tokens, range, &edits)
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
        // A glob is kept for code beside it; a module left with none needs none (it would be
        // an unused import, which `-D warnings` refuses).
        let bare = local.trim().is_empty();
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
                    let head = &src[item.range.start..item.keyword];
                    // Names imported from one module, as one `use` (bytes count in a bundle).
                    let mut groups: Vec<(String, Vec<String>)> = Vec::new();
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
                        let wanted = (name.is_none() && (!bare || public))
                            || local.contains(shown.as_str())
                            || elsewhere;
                        if wanted {
                            let last = path.last().cloned().unwrap_or_default();
                            let mut path = path.clone();
                            if path.first().is_some_and(|s| s == "crate") {
                                let rest = into_bundle(&self.module_of(n), &path[1..]);
                                path = rest.split("::").map(String::from).collect();
                            }
                            let (parent, tail) = match (&name, last == shown) {
                                (None, _) => (path.join("::"), "*".to_string()),
                                (Some(_), true) if path.len() > 1 => {
                                    (path[..path.len() - 1].join("::"), last)
                                }
                                (Some(_), true) => (String::new(), path.join("::")),
                                (Some(_), false) if path.is_empty() => (String::new(), shown),
                                (Some(a), false) => {
                                    (String::new(), format!("{} as {a}", path.join("::")))
                                }
                            };
                            match groups
                                .iter_mut()
                                .find(|g| !parent.is_empty() && g.0 == parent)
                            {
                                Some(g) => g.1.push(tail),
                                None => groups.push((parent, vec![tail])),
                            }
                        }
                    }
                    for (parent, tails) in groups {
                        let full = match (parent.is_empty(), tails.len()) {
                            (true, _) => tails.join(""),
                            (false, 1) => format!("{parent}::{}", tails[0]),
                            (false, _) => format!("{parent}::{{{}}}", tails.join(", ")),
                        };
                        out.push_str(&format!("{head}use {full};\n"));
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
                let decl = self.code(n, item.range.start..item.range.end - 1);
                out.push_str(&format!("{indent}{} {{\n", decl.trim_end()));
                self.emit(&node.children, solution, out);
                out.push_str(&format!("{indent}}}\n"));
            }
            (Kind::Impl { trait_: None }, _)
                if !node.children.iter().any(|&c| self.nodes[c].kept) => {}
            (Kind::Mod { .. } | Kind::Impl { .. } | Kind::Trait, Some(body)) => {
                let head = self.code(n, item.range.start..body.start);
                out.push_str(&format!("{indent}{}\n", head.trim_end()));
                self.emit(&node.children, solution, out);
                out.push_str(&format!("{indent}{}\n", &src[body.end..item.range.end]));
            }
            _ => {
                let text = self.code(n, item.range.clone());
                if self.mark {
                    out.push_str(&format!("{indent}{}\n", super::prune::marker(n)));
                }
                out.push_str(&format!("{indent}{text}\n"));
            }
        }
    }
}

/// The path `crate::{segments}` of the library written from `module` of the bundle, where the
/// library is `mod impartial`: `crate::impartial::…`, or the same relative to `module`
/// (`super::…`, `self::…`) when that is shorter.
fn into_bundle(module: &[String], segments: &[String]) -> String {
    let common = (module.iter().zip(segments))
        .take_while(|(a, b)| a == b)
        .count();
    let absolute = match segments.is_empty() {
        true => "crate::impartial".to_string(),
        false => format!("crate::impartial::{}", segments.join("::")),
    };
    let ups = module.len() - common;
    let mut relative: Vec<&str> = match ups {
        0 => vec!["self"],
        _ => vec!["super"; ups],
    };
    relative.extend(segments[common..].iter().map(String::as_str));
    let relative = relative.join("::");
    match relative.len() < absolute.len() {
        true => relative,
        false => absolute,
    }
}

#[cfg(test)]
mod tests {
    use super::into_bundle;

    #[test]
    fn crate_paths_point_into_the_bundle_the_shortest_way() {
        let m = |s: &str| -> Vec<String> {
            s.split("::")
                .filter(|x| !x.is_empty())
                .map(String::from)
                .collect()
        };
        assert_eq!(into_bundle(&m(""), &m("nim::add")), "self::nim::add");
        assert_eq!(
            into_bundle(&m("io::scanner::fold"), &m("io::scanner::Scanner")),
            "super::Scanner"
        );
        assert_eq!(
            into_bundle(&m("boards::card_row"), &m("octal::Octal")),
            "super::super::octal::Octal"
        );
        assert_eq!(
            into_bundle(&m("a::b::c::d::e"), &m("x::Y")),
            "crate::impartial::x::Y"
        );
        assert_eq!(
            into_bundle(&m("take::bash"), &m("take::bash::f")),
            "self::f"
        );
    }
}
