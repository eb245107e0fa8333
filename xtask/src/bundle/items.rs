//! The items of Rust source (functions, types, impls, modules, uses, …), found in code whose
//! comments and literals are blanked (`lex::blank`), with their names and bodies.

use std::ops::Range;

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

/// One item: its whole text (attributes included), kind, name, and for impls, traits and
/// inline modules the range inside the braces.
#[derive(Clone, Debug)]
pub struct Item {
    pub range: Range<usize>,
    pub kind: Kind,
    pub name: String,
    pub body: Option<Range<usize>>,
    /// Compiled for tests only (`#[cfg(test)]`, `#[cfg(all(test, …))]`).
    pub test: bool,
    /// Where the keyword (after attributes and visibility) starts.
    pub keyword: usize,
}

fn skip_ws(b: &[u8], mut i: usize, end: usize) -> usize {
    while i < end && b[i].is_ascii_whitespace() {
        i += 1;
    }
    i
}

fn ident_at(code: &str, i: usize) -> &str {
    let rest = &code[i..];
    let len = rest
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    &rest[..len]
}

/// The index after the bracket that closes the one at `open`.
fn close(b: &[u8], open: usize) -> usize {
    let (o, c) = (b[open], matching(b[open]));
    let mut depth = 0;
    for (i, &x) in b.iter().enumerate().skip(open) {
        if x == o {
            depth += 1;
        } else if x == c {
            depth -= 1;
            if depth == 0 {
                return i + 1;
            }
        }
    }
    b.len()
}

fn matching(open: u8) -> u8 {
    match open {
        b'(' => b')',
        b'[' => b']',
        b'{' => b'}',
        _ => b'>',
    }
}

/// Where the item whose header starts at `i` ends, and its body: with `body`, the first `{` at
/// depth 0 opens the body; otherwise the item ends at the first `;` at depth 0.
fn item_end(b: &[u8], mut i: usize, body: bool) -> (usize, Option<Range<usize>>) {
    let mut depth = 0usize;
    while i < b.len() {
        match b[i] {
            b'{' if body && depth == 0 => {
                let end = close(b, i);
                return (end, Some(i + 1..end - 1));
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            b';' if depth == 0 => return (i + 1, None),
            _ => {}
        }
        i += 1;
    }
    (b.len(), None)
}

/// Whether the attribute text (spaces removed) compiles its item for tests only.
fn test_only(attr: &str) -> bool {
    attr == "#[cfg(test)]"
        || attr.starts_with("#[cfg(all(")
            && attr["#[cfg(all(".len()..]
                .trim_end_matches(")]")
                .split(',')
                .any(|p| p == "test")
}

/// The name of the type in an impl header part: the last path segment before any generics,
/// after references, `dyn` and lifetimes.
fn type_name(part: &str) -> String {
    let path: String = part
        .trim()
        .trim_start_matches('&')
        .split_whitespace()
        .find(|w| !w.starts_with('\'') && *w != "mut" && *w != "dyn")
        .unwrap_or("")
        .chars()
        .take_while(|&c| c != '<')
        .collect();
    path.rsplit("::").next().unwrap_or("").to_string()
}

/// The items of blanked `code` in `range`, in order.
pub fn items(code: &str, range: Range<usize>) -> Result<Vec<Item>, String> {
    let b = code.as_bytes();
    let mut out = Vec::new();
    let mut i = skip_ws(b, range.start, range.end);
    while i < range.end {
        let start = i;
        let mut test = false;
        if b[i..].starts_with(b"#![") {
            let end = close(b, i + 2);
            out.push(Item {
                range: start..end,
                kind: Kind::Inner,
                name: String::new(),
                body: None,
                test: false,
                keyword: start,
            });
            i = skip_ws(b, end, range.end);
            continue;
        }
        while b[i] == b'#' {
            let end = close(b, i + 1);
            let attr: String = code[i..end].split_whitespace().collect();
            test |= test_only(&attr);
            i = skip_ws(b, end, range.end);
        }
        if ident_at(code, i) == "pub" {
            i = skip_ws(b, i + 3, range.end);
            if b[i] == b'(' {
                i = skip_ws(b, close(b, i), range.end);
            }
        }
        let keyword = i;
        let mut word = ident_at(code, i);
        while matches!(word, "default" | "unsafe" | "async" | "extern")
            || word == "const" && ident_at(code, skip_ws(b, i + 5, range.end)) == "fn"
        {
            i = skip_ws(b, i + word.len(), range.end);
            word = ident_at(code, i);
        }
        let mut after = skip_ws(b, i + word.len(), range.end);
        if word == "macro_rules" {
            after = skip_ws(b, after + 1, range.end);
        }
        let mut name = ident_at(code, after).to_string();
        if name == "mut" {
            name = ident_at(code, skip_ws(b, after + 3, range.end)).to_string();
        }
        let (kind, body) = match word {
            "fn" => (Kind::Fn, true),
            "struct" | "enum" | "union" => (Kind::Named, true),
            "trait" => (Kind::Trait, true),
            "type" | "const" | "static" => (Kind::Named, false),
            "use" => (Kind::Use, false),
            "mod" => (Kind::Mod { inline: true }, true),
            "impl" => (Kind::Impl { trait_: None }, true),
            "macro_rules" => (Kind::Named, true),
            _ => {
                let line = code[..i].lines().count();
                return Err(format!(
                    "line {line}: an item the bundler does not know: `{word}`"
                ));
            }
        };
        let (end, body) = item_end(b, after, body);
        let (kind, name) = match kind {
            Kind::Mod { .. } => (
                Kind::Mod {
                    inline: body.is_some(),
                },
                name,
            ),
            Kind::Impl { .. } => {
                let mut h = after;
                if b[h] == b'<' {
                    // Generics: `>` of `->` does not close them.
                    let mut depth = 0;
                    while h < end {
                        match b[h] {
                            b'<' => depth += 1,
                            b'>' if b[h - 1] != b'-' => depth -= 1,
                            _ => {}
                        }
                        h += 1;
                        if depth == 0 {
                            break;
                        }
                    }
                }
                let header = &code[h..body.as_ref().map_or(end, |r| r.start - 1)];
                let header = header.split(" where ").next().unwrap_or(header);
                match header.split_once(" for ") {
                    Some((t, ty)) => (
                        Kind::Impl {
                            trait_: Some(type_name(t)),
                        },
                        type_name(ty),
                    ),
                    None => (Kind::Impl { trait_: None }, type_name(header)),
                }
            }
            Kind::Use => (Kind::Use, String::new()),
            kind => (kind, name),
        };
        out.push(Item {
            range: start..end,
            kind,
            name,
            body,
            test,
            keyword,
        });
        i = skip_ws(b, end, range.end);
    }
    Ok(out)
}

/// The leaves of a `use` item's tree (blanked code from `use` to `;`): for each, the path
/// segments leading to it and the name it brings in (`None` for a glob).
pub fn use_leaves(text: &str) -> Vec<(Vec<String>, Option<String>)> {
    let body = text.trim().trim_end_matches(';');
    let body = body[body.find("use").map_or(0, |p| p + 3)..].trim();
    let mut out = Vec::new();
    leaves(body, &mut Vec::new(), &mut out);
    out
}

fn leaves(tree: &str, prefix: &mut Vec<String>, out: &mut Vec<(Vec<String>, Option<String>)>) {
    let tree = tree.trim();
    if let Some(open) = tree.find('{') {
        let path: Vec<String> = tree[..open]
            .split("::")
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect();
        let n = path.len();
        prefix.extend(path);
        let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        let mut depth = 0;
        let mut part = String::new();
        for c in inner.chars().chain([',']) {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    if !part.trim().is_empty() {
                        leaves(&part, prefix, out);
                    }
                    part.clear();
                    continue;
                }
                _ => {}
            }
            part.push(c);
        }
        prefix.truncate(prefix.len() - n);
        return;
    }
    let (path, alias) = match tree.split_once(" as ") {
        Some((p, a)) => (p, Some(a.trim().to_string())),
        None => (tree, None),
    };
    let mut segs: Vec<String> = path.split("::").map(|s| s.trim().to_string()).collect();
    let last = segs.pop().unwrap_or_default();
    let name = match last.as_str() {
        "*" => None,
        "self" => alias.or_else(|| prefix.last().cloned().or(segs.last().cloned())),
        _ => alias.or(Some(last.clone())),
    };
    let mut full = prefix.clone();
    full.extend(segs);
    if last != "*" && last != "self" {
        full.push(last);
    }
    out.push((full, name));
}

#[cfg(test)]
mod tests {
    use super::super::lex::blank;
    use super::*;

    #[test]
    fn kinds_names_and_bodies() {
        let src = "#![allow(x)]\n/// doc\n#[cfg(test)]\nmod tests { fn t() {} }\npub(crate) const K: [u8; 2] = { [1; 2] };\npub unsafe fn f<T>(x: [u8; 4]) -> u8 where T: Fn() -> u8 { 0 }\nimpl<'a, F: Fn() -> u8> fmt::Display for Scanner<'a> where F: Copy { fn fmt() {} }\nimpl<W: Write> Writer<W> { pub fn u64(&mut self) {} }\nmod x;\nuse std::io::{self, Read};\nstatic mut S: u8 = 0;\nstruct T(u8);\ntrait V: Copy { const B: usize; unsafe fn s(b: u8) -> Self; }\n";
        let code = blank(src);
        let got = items(&code, 0..code.len()).unwrap();
        let summary: Vec<(Kind, &str, bool, bool)> = got
            .iter()
            .map(|it| {
                (
                    it.kind.clone(),
                    it.name.as_str(),
                    it.test,
                    it.body.is_some(),
                )
            })
            .collect();
        assert_eq!(
            summary,
            [
                (Kind::Inner, "", false, false),
                (Kind::Mod { inline: true }, "tests", true, true),
                (Kind::Named, "K", false, false),
                (Kind::Fn, "f", false, true),
                (
                    Kind::Impl {
                        trait_: Some("Display".into())
                    },
                    "Scanner",
                    false,
                    true
                ),
                (Kind::Impl { trait_: None }, "Writer", false, true),
                (Kind::Mod { inline: false }, "x", false, false),
                (Kind::Use, "", false, false),
                (Kind::Named, "S", false, false),
                (Kind::Named, "T", false, false),
                (Kind::Trait, "V", false, true),
            ]
        );
        let trait_body = got[10].body.clone().unwrap();
        let members = items(&code, trait_body).unwrap();
        assert_eq!(
            members.iter().map(|m| m.name.as_str()).collect::<Vec<_>>(),
            ["B", "s"]
        );
        assert!(test_only("#[cfg(all(test,target_arch=\"x86_64\"))]"));
        assert!(!test_only("#[cfg(not(test))]"));
    }

    #[test]
    fn use_trees() {
        let got =
            use_leaves("use super::{error::{Error, Token}, simd::{self, BACK}, x::*, y as z};");
        let names: Vec<Option<String>> = got.iter().map(|l| l.1.clone()).collect();
        assert_eq!(
            names,
            [
                Some("Error".into()),
                Some("Token".into()),
                Some("simd".into()),
                Some("BACK".into()),
                None,
                Some("z".into())
            ]
        );
        assert_eq!(got[0].0, ["super", "error", "Error"]);
        assert_eq!(got[2].0, ["super", "simd"]);
    }
}
