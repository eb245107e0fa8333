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
        let message = format!(
            "line {}, column {}: expected {}, found \"{}{}\"",
            at.0, at.1, what, found, cut
        );
        Error {
            message,
            at: Some(at),
            ended: false,
        }
    }

    /// The input ended where `what` was expected.
    #[cold]
    pub(crate) fn ended(what: &str) -> Error {
        let message = format!("input ended: expected {}", what);
        Error {
            message,
            at: None,
            ended: true,
        }
    }

    /// The reader failed.
    #[cold]
    pub(crate) fn read(e: std::io::Error) -> Error {
        let message = format!("cannot read input: {}", e);
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
