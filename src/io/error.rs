//! [`Error`]: why reading failed, with the position and text of a bad token.

use std::fmt;

/// Longest part of a bad token quoted in an error message.
pub const SHOW: usize = 32;

/// Why reading failed: a bad token (where it starts and what it is), the end of the input
/// where a token was expected, or an error of the reader. Its `Display` is the message after
/// `BIN: error: `.
///
/// # Example
/// ```
/// let mut sc = impartial::io::Scanner::new(&b"7\n  x"[..]);
/// sc.u64("a count").unwrap();
/// let e = sc.u64("a pile size").unwrap_err();
/// assert_eq!(e.position(), Some((2, 3)));
/// assert_eq!(e.to_string(), "line 2, column 3: expected a pile size, found \"x\"");
/// ```
pub struct Error {
    message: String,
    at: Option<(u64, u64)>,
    ended: bool,
}

/// Where a token starts (1-based line and byte column) and its first [`SHOW`] bytes.
pub struct Token {
    line: u64,
    column: u64,
    text: [u8; SHOW],
    len: usize,
    cut: bool,
}

impl Token {
    /// A token starting at `line`, `column`, with no bytes yet.
    pub fn at(line: u64, column: u64) -> Token {
        let (text, len, cut) = ([0; SHOW], 0, false);
        Token {
            line,
            column,
            text,
            len,
            cut,
        }
    }

    /// Appends `b` to the text, which keeps its first [`SHOW`] bytes; false once it is full.
    pub fn push(&mut self, b: u8) -> bool {
        if self.len == SHOW {
            self.cut = true;
            return false;
        }
        self.text[self.len] = b;
        self.len += 1;
        true
    }

    /// The error "expected `what`, found this token".
    #[cold]
    pub fn error(&self, what: &str) -> Error {
        let (line, column) = (self.line, self.column);
        // `escape_ascii` byte by byte (the slice method is rustc 1.60).
        let found: String = self.text[..self.len]
            .iter()
            .flat_map(|&b| std::ascii::escape_default(b))
            .map(char::from)
            .collect();
        let cut = if self.cut { "..." } else { "" };
        Error {
            message: format!(
                "line {line}, column {column}: expected {what}, found \"{found}{cut}\"",
                line = line,
                column = column,
                what = what,
                found = found,
                cut = cut
            ),
            at: Some((line, column)),
            ended: false,
        }
    }
}

impl Error {
    /// The input ended where `what` was expected.
    #[cold]
    pub fn ended(what: &str) -> Error {
        let message = format!("input ended: expected {what}", what = what);
        Error {
            message,
            at: None,
            ended: true,
        }
    }

    /// The reader failed.
    #[cold]
    pub fn read(e: std::io::Error) -> Error {
        let message = format!("cannot read input: {e}", e = e);
        Error {
            message,
            at: None,
            ended: false,
        }
    }

    /// Whether the input ended where a token was expected.
    pub fn is_end_of_input(&self) -> bool {
        self.ended
    }

    /// The 1-based line and byte column of the bad token, if the error is about a token.
    pub fn position(&self) -> Option<(u64, u64)> {
        self.at
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_tokens_are_cut_and_bytes_escaped() {
        let mut t = Token::at(3, 9);
        for &b in b"\xff\"12345678901234567890123456789012345" {
            t.push(b);
        }
        assert_eq!(
            t.error("a number").to_string(),
            "line 3, column 9: expected a number, found \"\\xff\\\"123456789012345678901234567890...\""
        );
        assert_eq!(t.error("x").position(), Some((3, 9)));
    }

    #[test]
    fn other_kinds() {
        let e = Error::ended("a pile size");
        assert!(e.is_end_of_input() && e.position().is_none());
        assert_eq!(format!("{e:?}"), "input ended: expected a pile size");
        let e = Error::read(std::io::Error::new(std::io::ErrorKind::Other, "gone"));
        assert!(!e.is_end_of_input());
        assert_eq!(e.to_string(), "cannot read input: gone");
    }
}
