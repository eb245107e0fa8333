//! The tokens of a source file with their byte ranges (proc-macro2's lexer), and what follows
//! from them: the identifiers in a stretch of code, the stretch without its comments (but for
//! `// SAFETY:` comments), and the bytes inside string literals (which `tidy` leaves alone).

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use std::ops::Range;

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaf {
    Ident,
    /// A string, byte string, raw string, char or number literal.
    Literal,
    Punct,
    /// An opening or closing bracket.
    Delim,
    /// A doc comment (`///`, `//!`, `/** */`, `/*! */`), which the lexer turns into an attribute.
    Doc,
}

/// The tokens of one source text, in order, without nesting.
#[derive(Clone)]
pub struct Tokens {
    pub leaves: Vec<(Leaf, Range<usize>)>,
}

impl Tokens {
    /// The tokens of `src`; `Err` with the lexer's message and the byte offset of the problem.
    pub fn of(src: &str) -> Result<Tokens, (String, usize)> {
        let stream: TokenStream = src
            .parse()
            .map_err(|e: proc_macro2::LexError| (e.to_string(), e.span().byte_range().start))?;
        let mut leaves = Vec::new();
        flatten(stream, src, &mut leaves);
        Ok(Tokens { leaves })
    }

    /// The index of the first token starting at or after `at`.
    fn first_from(&self, at: usize) -> usize {
        self.leaves.partition_point(|(_, r)| r.start < at)
    }

    /// The tokens that start inside `range`.
    pub fn within(&self, range: Range<usize>) -> &[(Leaf, Range<usize>)] {
        let (a, b) = (self.first_from(range.start), self.first_from(range.end));
        &self.leaves[a..b]
    }

    /// Where the first token at or after `at` that is not a doc comment starts.
    pub fn code_from(&self, at: usize) -> usize {
        let i = self.first_from(at);
        self.leaves[i..]
            .iter()
            .find(|(k, _)| *k != Leaf::Doc)
            .map_or(at, |(_, r)| r.start)
    }

    /// The identifiers in `range` of `src`; with `in_strings`, also the first word after each
    /// `{` inside string literals (inline format arguments such as `"{bin}"`).
    pub fn idents<'s>(&self, src: &'s str, range: Range<usize>, in_strings: bool) -> Vec<&'s str> {
        let mut out = Vec::new();
        for (kind, r) in self.within(range) {
            let text = &src[r.clone()];
            match kind {
                Leaf::Ident => out.push(text.strip_prefix("r#").unwrap_or(text)),
                Leaf::Literal if in_strings => {
                    for part in text.split('{').skip(1) {
                        out.extend(words(part).next());
                    }
                }
                _ => {}
            }
        }
        out
    }
}

impl Tokens {
    /// The identifiers in `range` of `src` that follow `.` or `::`: the names a method call
    /// or a path uses as a member (`sc.usize(…)`, `Scanner::new`), not as a type (`usize`).
    pub fn members<'s>(&self, src: &'s str, range: Range<usize>) -> Vec<&'s str> {
        let leaves = self.within(range);
        let mut out = Vec::new();
        let text = |i: usize| &src[leaves[i].1.clone()];
        let second = leaves.get(1).filter(|(k, _)| *k == Leaf::Ident);
        let first_is_member = second.is_some() && text(0) == ".";
        if first_is_member {
            out.push(&src[leaves[1].1.clone()]);
        }
        for (i, (kind, r)) in leaves.iter().enumerate().skip(2) {
            // `x.name` or `a::name`, not the range `0..name`.
            let method = text(i - 1) == "." && text(i - 2) != ".";
            let path = text(i - 1) == ":" && text(i - 2) == ":";
            if *kind == Leaf::Ident && (method || path) {
                let text = &src[r.clone()];
                out.push(text.strip_prefix("r#").unwrap_or(text));
            }
        }
        out
    }
}

impl Tokens {
    /// The names that paths from the crate's root give to its top-level modules in `range` of
    /// `src`: `M` of `impartial::M`, `crate::M` and `super::M` (which errs on keeping), and
    /// each first segment inside `impartial::{…}`; `*` for a glob there. `std::io` is not one:
    /// a solution that names only std's `io` does not reach the library's.
    pub fn rooted<'s>(&self, src: &'s str, range: Range<usize>) -> Vec<&'s str> {
        let leaves = self.within(range);
        // A raw identifier names the item without its `r#` (`r#nim` is `nim`).
        let text = |i: usize| {
            let t = leaves.get(i).map_or("", |(_, r)| &src[r.clone()]);
            t.strip_prefix("r#").unwrap_or(t)
        };
        let mut out = Vec::new();
        for i in 0..leaves.len() {
            let root = matches!(text(i), "impartial" | "crate" | "super");
            if !(root && text(i + 1) == ":" && text(i + 2) == ":") {
                continue;
            }
            match text(i + 3) {
                "{" => {
                    let mut depth = 0;
                    for j in i + 3..leaves.len() {
                        match text(j) {
                            "{" => depth += 1,
                            "}" if depth == 1 => break,
                            "}" => depth -= 1,
                            t if depth == 1 && matches!(text(j - 1), "{" | ",") => out.push(t),
                            _ => {}
                        }
                    }
                }
                t => out.push(t),
            }
        }
        out
    }
}

fn flatten(stream: TokenStream, src: &str, out: &mut Vec<(Leaf, Range<usize>)>) {
    let mut doc: Option<Range<usize>> = None;
    for tree in stream {
        let range = tree.span().byte_range();
        // The `#`, `!` and `[doc = "…"]` of a doc comment all span the comment.
        if doc.as_ref() == Some(&range) {
            continue;
        }
        match tree {
            TokenTree::Punct(p)
                if p.as_char() == '#'
                    && (src[range.clone()].starts_with("//")
                        || src[range.clone()].starts_with("/*")) =>
            {
                out.push((Leaf::Doc, range.clone()));
                doc = Some(range);
            }
            TokenTree::Group(g) => {
                let none = g.delimiter() == Delimiter::None;
                if !none {
                    out.push((Leaf::Delim, g.span_open().byte_range()));
                }
                flatten(g.stream(), src, out);
                if !none {
                    out.push((Leaf::Delim, g.span_close().byte_range()));
                }
            }
            TokenTree::Ident(_) => out.push((Leaf::Ident, range)),
            TokenTree::Punct(_) => out.push((Leaf::Punct, range)),
            TokenTree::Literal(_) => out.push((Leaf::Literal, range)),
        }
    }
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

/// A piece of source: code (tokens and the spaces between them), or a comment.
#[derive(PartialEq, Eq)]
enum Piece {
    Code,
    Comment { doc: bool },
}

/// The pieces of `src[range]`: the gaps between tokens hold only spaces and comments.
fn pieces(src: &str, tokens: &Tokens, range: Range<usize>) -> Vec<(Piece, Range<usize>)> {
    let mut out: Vec<(Piece, Range<usize>)> = Vec::new();
    let mut push = |piece: Piece, r: Range<usize>| {
        if r.is_empty() {
            return;
        }
        match out.last_mut() {
            Some((Piece::Code, last)) if piece == Piece::Code => last.end = r.end,
            _ => out.push((piece, r)),
        }
    };
    let mut at = range.start;
    let gap = |from: usize, to: usize, push: &mut dyn FnMut(Piece, Range<usize>)| {
        let b = src.as_bytes();
        let mut i = from;
        while i < to {
            let start = i;
            if b[i..to].starts_with(b"//") {
                while i < to && b[i] != b'\n' {
                    i += 1;
                }
                push(Piece::Comment { doc: false }, start..i);
            } else if b[i..to].starts_with(b"/*") {
                let mut depth = 0;
                while i < to {
                    if b[i..to].starts_with(b"/*") {
                        depth += 1;
                        i += 2;
                    } else if b[i..to].starts_with(b"*/") {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
                push(Piece::Comment { doc: false }, start..i);
            } else {
                while i < to && !b[i..to].starts_with(b"//") && !b[i..to].starts_with(b"/*") {
                    i += 1;
                }
                push(Piece::Code, start..i);
            }
        }
    };
    for (kind, r) in tokens.within(range.clone()) {
        gap(at, r.start, &mut push);
        let piece = match kind {
            Leaf::Doc => Piece::Comment { doc: true },
            _ => Piece::Code,
        };
        push(piece, r.clone());
        at = r.end.min(range.end);
    }
    gap(at, range.end, &mut push);
    out
}

/// `src[range]` without doc comments and plain comments; `// SAFETY:` comments stay, with the
/// line comments that continue them on the very next lines. Each of `edits` (sorted byte
/// ranges of code, not of comments) is replaced by its text.
pub fn strip(
    src: &str,
    tokens: &Tokens,
    range: Range<usize>,
    edits: &[(Range<usize>, String)],
) -> String {
    let pieces = pieces(src, tokens, range.clone());
    let mut out = String::with_capacity(range.len());
    let mut safety = false;
    for (i, (piece, r)) in pieces.iter().enumerate() {
        let text = &src[r.clone()];
        match piece {
            Piece::Comment { doc: false }
                if text.starts_with("// SAFETY:") || safety && text.starts_with("//") =>
            {
                safety = true;
                out.push_str(text);
            }
            Piece::Comment { .. } => safety = false,
            Piece::Code => {
                let next_is_comment =
                    matches!(pieces.get(i + 1), Some((Piece::Comment { doc: false }, _)));
                safety &=
                    next_is_comment && text.trim().is_empty() && text.matches('\n').count() == 1;
                let mut from = r.start;
                for (e, with) in edits
                    .iter()
                    .filter(|(e, _)| r.start <= e.start && e.end <= r.end)
                {
                    out.push_str(&src[from..e.start]);
                    out.push_str(with);
                    from = e.end;
                }
                out.push_str(&src[from..r.end]);
            }
        }
    }
    out
}

/// `src` without its doc comments (plain comments stay).
pub fn strip_docs(src: &str, tokens: &Tokens) -> String {
    let mut out = String::with_capacity(src.len());
    let mut at = 0;
    for (kind, r) in &tokens.leaves {
        if *kind == Leaf::Doc {
            out.push_str(&src[at..r.start]);
            at = r.end;
        }
    }
    out.push_str(&src[at..]);
    out
}

/// Trailing spaces, empty lines and clippy's attributes (`#[clippy::…]`, `#[allow(clippy::…)]`,
/// nothing a judge's rustc reads) removed, and each 4 spaces of indentation made a tab, or with
/// `flat` (the library, where bytes count against the judges' size limits) removed; lines
/// inside string literals are left as they are. `src` must lex.
pub fn tidy(src: &str, flat: bool) -> String {
    let mut literal = vec![false; src.len() + 1];
    if let Ok(tokens) = Tokens::of(src) {
        for (kind, r) in &tokens.leaves {
            if *kind == Leaf::Literal {
                literal[r.start + 1..r.end]
                    .iter_mut()
                    .for_each(|x| *x = true);
            }
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
        let spaces = if flat { 0 } else { text.len() - body.len() };
        out.extend(std::iter::repeat_n('\t', spaces / 4));
        out.extend(std::iter::repeat_n(' ', spaces % 4));
        out.push_str(body);
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stripped(src: &str) -> String {
        let tokens = Tokens::of(src).unwrap();
        tidy(&strip(src, &tokens, 0..src.len(), &[]), false)
    }

    #[test]
    fn safety_comments_stay_whole_and_other_comments_go() {
        let src = "/// doc\nfn f() {\n    // plain\n    // SAFETY: the first line,\n    // and the second.\n    unsafe { g() } // trailing\n    // not part of it\n}\n";
        assert_eq!(
            stripped(src),
            "fn f() {\n\t// SAFETY: the first line,\n\t// and the second.\n\tunsafe { g() }\n}\n"
        );
        let text = "const S: &str = \"a\n\n    b  \n\";\n\n    x  \n";
        assert_eq!(
            tidy(text, false),
            "const S: &str = \"a\n\n    b  \n\";\n\tx\n"
        );
        assert_eq!(tidy(text, true), "const S: &str = \"a\n\n    b  \n\";\nx\n");
    }

    #[test]
    fn literals_and_comments_are_not_code() {
        let src = "let s = \"}{ // no\"; let c = '{'; let r = r#\"}\"#; /* } /* { */ */ let l: &'a str = b\"x\"; // {\n'\\n'";
        let out = stripped(src);
        assert_eq!(
            out,
            "let s = \"}{ // no\"; let c = '{'; let r = r#\"}\"#;  let l: &'a str = b\"x\";\n'\\n'\n"
        );
    }

    #[test]
    fn identifiers_include_inline_format_arguments() {
        let src = "let x = format!(\"{bin}: {e:?} {{}}\"); // hidden\ny_2 + 3 + r#type";
        let tokens = Tokens::of(src).unwrap();
        let got = tokens.idents(src, 0..src.len(), true);
        assert_eq!(got, ["let", "x", "format", "bin", "e", "y_2", "type"]);
        assert_eq!(tokens.idents(src, 0..src.len(), false).len(), 5);
    }

    #[test]
    fn doc_comments_are_tokens_and_go() {
        let src = "//! inner\n/// outer é\n#[inline]\nfn f() {}\n";
        let tokens = Tokens::of(src).unwrap();
        assert_eq!(
            tokens
                .leaves
                .iter()
                .filter(|(k, _)| *k == Leaf::Doc)
                .count(),
            2
        );
        assert_eq!(tokens.code_from(0), src.find("#[inline]").unwrap());
        assert_eq!(strip_docs(src, &tokens), "\n\n#[inline]\nfn f() {}\n");
    }
}
