//! The tokens of macros, which syn does not parse as Rust: the arguments of the macros that
//! take expressions are parsed as such; any other macro's tokens (a `macro_rules!` body, the
//! input of one's own macro) are searched for paths through the crate's name.

use super::{name, show, Checker};
use proc_macro2::Span;

/// Macros whose arguments are expressions separated by commas: their paths are checked too.
pub(super) const EXPR_MACROS: [&str; 16] = [
    "print",
    "println",
    "eprint",
    "eprintln",
    "format",
    "write",
    "writeln",
    "panic",
    "assert",
    "assert_eq",
    "assert_ne",
    "debug_assert",
    "debug_assert_eq",
    "debug_assert_ne",
    "vec",
    "dbg",
];

/// A macro's token, its groups opened: a name, a punctuation character (joint to the next
/// or not), or anything else (a literal, a bracket).
pub(super) enum Tok {
    Ident(proc_macro2::Ident),
    Punct(char, bool, Span),
    Other,
}

/// A macro's tokens in order, groups opened (each bracket a [`Tok::Other`]).
pub(super) fn flatten(stream: proc_macro2::TokenStream, out: &mut Vec<Tok>) {
    use proc_macro2::{Spacing, TokenTree};
    for tree in stream {
        match tree {
            TokenTree::Group(g) => {
                out.push(Tok::Other);
                flatten(g.stream(), out);
                out.push(Tok::Other);
            }
            TokenTree::Ident(i) => out.push(Tok::Ident(i)),
            TokenTree::Punct(p) => out.push(Tok::Punct(
                p.as_char(),
                p.spacing() == Spacing::Joint,
                p.span(),
            )),
            TokenTree::Literal(_) => out.push(Tok::Other),
        }
    }
}

impl Checker<'_, '_> {
    /// The paths `impartial::a::b` and `::impartial::a::b` (or through an alias of the crate)
    /// in the tokens of a macro: checked as far as they are names (a `$x` ends one), and
    /// pointed at the bundle. A path after `.`, `$` or a name's `::` is someone else's.
    pub(super) fn paths_in_tokens(&mut self, t: &[Tok]) {
        let colons = |k: usize| {
            matches!(
                (t.get(k), t.get(k + 1)),
                (Some(Tok::Punct(':', true, _)), Some(Tok::Punct(':', _, _)))
            )
        };
        let punct = |k: usize, c: char| matches!(t.get(k), Some(Tok::Punct(p, _, _)) if *p == c);
        let ident = |k: usize| match t.get(k) {
            Some(Tok::Ident(i)) => Some(i.clone()),
            _ => None,
        };
        for k in 0..t.len() {
            let Some(first) = ident(k) else { continue };
            if !self.names.crates.contains(&name(&first)) || !colons(k + 1) {
                continue;
            }
            // `::impartial::…` where the `::` follows no name, or a bare `impartial::…`;
            // never after `.` or `$` (a field, a macro variable).
            let lead = (k >= 2 && colons(k - 2)).then_some(k - 2);
            let before = lead.unwrap_or(k);
            let after_name = lead.is_some() && before > 0 && ident(before - 1).is_some();
            if after_name || before > 0 && (punct(before - 1, '.') || punct(before - 1, '$')) {
                continue;
            }
            let mut segs = vec![(name(&first), first.span())];
            let mut j = k + 1;
            while colons(j) {
                match ident(j + 2) {
                    Some(i) => segs.push((name(&i), i.span())),
                    None => break,
                }
                j += 3;
            }
            let lead = lead.and_then(|l| match &t[l] {
                Tok::Punct(_, _, span) => Some(span.byte_range()),
                _ => None,
            });
            if segs.len() >= 2 {
                let subject = format!("`{}`", show(&segs));
                self.impartial(&segs[1..], false, subject);
            }
            self.point_at_bundle(lead, first.span());
        }
    }
}
