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
/// assert_eq!((e.position(), e.is_end_of_input()), (Some((2, 3)), false));
/// assert_eq!(e.to_string(), "line 2, column 3: expected a pile size, found \"x\"");
/// let mut sc = impartial::io::Scanner::new(&b" \n"[..]);
/// assert!(sc.u64("a pile size").unwrap_err().is_end_of_input());
/// ```
pub struct Error(String, Option<(u64, u64)>);

impl Error {
    /// "expected `what`" at the token that starts at `(line, column)`, of which `text` holds
    /// the first bytes (more than [`SHOW`] of them: the token is cut, and says so).
    #[cold]
    pub(crate) fn token(at: (u64, u64), text: &[u8], what: &str) -> Error {
        // `escape_default` byte by byte (the slice method is rustc 1.60).
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
        Error(message, Some(at))
    }

    /// The input ended where `what` was expected.
    #[cold]
    pub(crate) fn ended(what: &str) -> Error {
        Error(format!("input ended: expected {}", what), None)
    }

    /// The reader failed.
    #[cold]
    pub(crate) fn read(e: std::io::Error) -> Error {
        Error(format!("cannot read input: {}", e), None)
    }

    /// Whether the input ended where a token was expected.
    pub fn is_end_of_input(&self) -> bool {
        self.0.starts_with("input ended")
    }

    /// The 1-based line and byte column of the bad token, if the error is about a token.
    pub fn position(&self) -> Option<(u64, u64)> {
        self.1
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
