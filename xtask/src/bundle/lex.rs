//! A small Rust lexer: enough to tell code from comments and literals, so that braces, paths
//! and names inside comments and strings are never mistaken for code.

use std::ops::Range;

/// What a stretch of source is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Code,
    /// A comment; `doc` for `///`, `//!`, `/** */` and `/*! */`.
    Comment {
        doc: bool,
    },
    /// A string, byte string, raw string or char literal.
    Literal,
}

/// Splits Rust source into code, comments and literals: byte ranges in order, covering all.
pub fn lex(src: &str) -> Vec<(Kind, Range<usize>)> {
    let b = src.as_bytes();
    let mut out: Vec<(Kind, Range<usize>)> = Vec::new();
    let mut push = |kind: Kind, r: Range<usize>| match out.last_mut() {
        Some(last) if last.0 == Kind::Code && kind == Kind::Code => last.1.end = r.end,
        _ => out.push((kind, r)),
    };
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut i = 0;
    while i < b.len() {
        let start = i;
        let rest = &b[i..];
        let boundary = i == 0 || !ident(b[i - 1]);
        if rest.starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            let doc = (rest.starts_with(b"///") && !rest.starts_with(b"////"))
                || rest.starts_with(b"//!");
            push(Kind::Comment { doc }, start..i);
        } else if rest.starts_with(b"/*") {
            let doc = (rest.starts_with(b"/**")
                && !rest.starts_with(b"/**/")
                && !rest.starts_with(b"/***"))
                || rest.starts_with(b"/*!");
            let mut depth = 0;
            while i < b.len() {
                if b[i..].starts_with(b"/*") {
                    depth += 1;
                    i += 2;
                } else if b[i..].starts_with(b"*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            push(Kind::Comment { doc }, start..i);
        } else if let Some(end) = raw_string_end(b, i).filter(|_| boundary) {
            i = end;
            push(Kind::Literal, start..i);
        } else if b[i] == b'"' || (boundary && rest.starts_with(b"b\"")) {
            i += if b[i] == b'b' { 2 } else { 1 };
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
            push(Kind::Literal, start..i.min(b.len()));
        } else if b[i] == b'\'' || (boundary && rest.starts_with(b"b'")) {
            // A char literal, or a lifetime or loop label (code).
            let q = if b[i] == b'b' { i + 1 } else { i };
            let end = if b.get(q + 1) == Some(&b'\\') {
                let mut j = q + 2;
                while j < b.len() && b[j] != b'\'' {
                    j += 1;
                }
                Some(j + 1)
            } else {
                src[q + 1..].chars().next().and_then(|c| {
                    let j = q + 1 + c.len_utf8();
                    (b.get(j) == Some(&b'\'')).then_some(j + 1)
                })
            };
            match end {
                Some(e) => {
                    i = e.min(b.len());
                    push(Kind::Literal, start..i);
                }
                None => {
                    i = q + 1;
                    push(Kind::Code, start..i);
                }
            }
        } else {
            i += src[i..].chars().next().map_or(1, char::len_utf8);
            push(Kind::Code, start..i);
        }
    }
    out
}

/// The end of the raw string literal starting at `i` (`r"…"`, `r#"…"#`, `br"…"`), if it is one.
fn raw_string_end(b: &[u8], mut i: usize) -> Option<usize> {
    if b[i..].starts_with(b"br") {
        i += 1;
    }
    if b[i] != b'r' {
        return None;
    }
    i += 1;
    let hashes = b[i..].iter().take_while(|&&c| c == b'#').count();
    i += hashes;
    if b.get(i) != Some(&b'"') {
        return None;
    }
    let close: Vec<u8> = std::iter::once(b'"')
        .chain(std::iter::repeat_n(b'#', hashes))
        .collect();
    (i + 1..b.len())
        .find(|&j| b[j..].starts_with(&close))
        .map(|j| j + close.len())
}

/// `src` with every comment and literal byte replaced by a space (line ends kept), so that
/// byte offsets stay the same.
pub fn blank(src: &str) -> String {
    let mut bytes = src.as_bytes().to_vec();
    for (kind, r) in lex(src) {
        if kind != Kind::Code {
            for c in &mut bytes[r] {
                if *c != b'\n' {
                    *c = b' ';
                }
            }
        }
    }
    String::from_utf8(bytes).expect("only whole literals and comments were overwritten")
}

/// The identifiers in `src`: in code, and inside `{…}` of string literals (inline format
/// arguments such as `"{bin}"`).
pub fn idents(src: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for (kind, r) in lex(src) {
        let text = &src[r];
        match kind {
            Kind::Code => out.extend(words(text)),
            Kind::Literal => {
                for part in text.split('{').skip(1) {
                    out.extend(words(part).next());
                }
            }
            Kind::Comment { .. } => {}
        }
    }
    out
}

/// The identifier-like words of `code`.
fn words(code: &str) -> impl Iterator<Item = &str> {
    code.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| {
            w.chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_and_comments_are_not_code() {
        let src = "let s = \"}{\"; let c = '{'; let r = r#\"}\"#; /* } /* { */ */ let l: &'a str = b\"x\"; // {\n'\\n'";
        let code: String = lex(src)
            .into_iter()
            .filter(|(k, _)| *k == Kind::Code)
            .map(|(_, r)| &src[r])
            .collect();
        assert!(!code.contains('{') && !code.contains('}'), "{code}");
        assert!(code.contains("&'a str"));
        assert_eq!(blank(src).len(), src.len());
    }

    #[test]
    fn identifiers_include_inline_format_arguments() {
        let got = idents("let x = format!(\"{bin}: {e:?} {{}}\"); // hidden\ny_2 + 3z");
        assert_eq!(got, ["let", "x", "format", "bin", "e", "y_2"]);
    }
}
