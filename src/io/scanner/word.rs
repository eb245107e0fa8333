//! Reading a word: a token of letters, such as a row of a board.

use super::{Error, Scanner};

impl Scanner<'_> {
    /// The next token as bytes, each of which `allowed` accepts, of exactly `len` bytes (a row of
    /// a board such as `HHT`); otherwise an error at that token. `what` should say both, e.g.
    /// `"a row of 3 H or T"`.
    ///
    /// # Complexity
    /// O(token length); a token longer than `len` is read no further than the error shows.
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"HTH HT"[..]);
    /// let coin = |b: u8| b == b'H' || b == b'T';
    /// assert_eq!(sc.letters("a row of 3 H or T", 3, coin).unwrap(), b"HTH");
    /// let e = sc.letters("a row of 3 H or T", 3, coin).unwrap_err().to_string();
    /// assert_eq!(e, "line 1, column 5: expected a row of 3 H or T, found \"HT\"");
    /// ```
    pub fn letters(
        &mut self,
        what: &str,
        len: usize,
        mut allowed: impl FnMut(u8) -> bool,
    ) -> Result<Vec<u8>, Error> {
        let mut bytes = Vec::with_capacity(len.min(1 << 16));
        let token = self.careful_token(|b| {
            let ok = bytes.len() < len && allowed(b);
            if ok {
                bytes.push(b);
            }
            ok
        })?;
        match token {
            None => Err(Error::ended(what)),
            Some((_, true)) if bytes.len() == len => Ok(bytes),
            Some((t, _)) => Err(t.error(what)),
        }
    }
}
