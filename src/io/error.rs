//! [`Error`]: why reading failed, with the position and text of a bad token.

use std::fmt;

/// Longest part of a bad token quoted in an error message.
pub const SHOW: usize = 32;

/// Why reading failed: a bad token (where it starts and what it is), the end of the input, or
/// the reader's error. `Display` gives the message after `BIN: error: `.
///
/// # Example
/// ```
/// let mut sc = impartial::io::Scanner::new(&b"7\n  x"[..]);
/// sc.u64("a count").unwrap();
/// let e = sc.u64("a pile size").unwrap_err();
/// assert_eq!(e.to_string(), "line 2, column 3: expected a pile size, found \"x\"");
/// let e = impartial::io::Scanner::new(&b" \n"[..]).u64("a pile size").unwrap_err();
/// assert_eq!(e.to_string(), "input ended: expected a pile size");
/// ```
pub struct Error(String);

impl Error {
    /// "expected `what`" at the token at `(line, column)` whose first bytes are `text`.
    #[cold]
    pub(crate) fn token(at: (u64, u64), text: &[u8], what: &str) -> Error {
        // Byte by byte (the slice method is rustc 1.60).
        let found = text
            .iter()
            .take(SHOW)
            .flat_map(|&b| std::ascii::escape_default(b));
        let found: String = found.map(char::from).collect();
        let cut = if text.len() > SHOW { "..." } else { "" };
        let (line, column) = at;
        let message = format!(
            "line {}, column {}: expected {}, found \"{}{}\"",
            line, column, what, found, cut
        );
        Error(message)
    }

    /// The input ended where `what` was expected.
    #[cold]
    pub(crate) fn ended(what: &str) -> Error {
        Error(format!("input ended: expected {}", what))
    }

    /// The reader failed.
    #[cold]
    pub(crate) fn read(e: std::io::Error) -> Error {
        Error(format!("cannot read input: {}", e))
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// As `Display`, so that `unwrap` shows the message.
impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
