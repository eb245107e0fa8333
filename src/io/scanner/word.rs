//! Reading words: any token as bytes, or a token of letters such as a row of a board.

use crate::io::scanner::{is_space, Error, Scanner};

impl Scanner<'_> {
    /// The next token as bytes, of any length: everything up to the next whitespace (a name,
    /// a string of a problem, a number to parse oneself). The end of the input is an error.
    ///
    /// # Complexity
    /// O(token length); memory the token's.
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"  Alice\r\nb0b\t"[..]);
    /// assert_eq!(sc.word("a name").unwrap(), b"Alice");
    /// assert_eq!(sc.word("a name").unwrap(), b"b0b");
    /// assert_eq!(sc.word("a name").unwrap_err().to_string(), "input ended: expected a name");
    /// ```
    pub fn word(&mut self, what: &str) -> Result<Vec<u8>, Error> {
        if !self.skip_space()? {
            return Err(Error::ended(what));
        }
        // The whole token inside the window: one copy.
        let data = self.data();
        if let Some(len) = data[self.pos..].iter().position(|&b| is_space(b)) {
            let word = data[self.pos..self.pos + len].to_vec();
            self.pos += len;
            return Ok(word);
        }
        let mut bytes = Vec::new();
        self.careful_token(|b| {
            bytes.push(b);
            true
        })?;
        Ok(bytes)
    }

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
        if !self.skip_space()? {
            return Err(Error::ended(what));
        }
        // The common case: the whole token inside the window, followed by whitespace, and
        // every byte allowed: one pass and one copy.
        let data = &self.data()[self.pos..];
        if data.len() > len
            && is_space(data[len])
            && data[..len].iter().fold(true, |ok, &b| ok & allowed(b))
        {
            let word = data[..len].to_vec();
            self.pos += len;
            return Ok(word);
        }
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

#[cfg(test)]
mod tests {
    use crate::io::scanner::tests::scanners;

    #[test]
    fn words_of_any_length_through_every_reading_path() {
        let long = "x".repeat(200_000);
        let input = format!("\u{feff}a  {long}\r\n\u{e9}t\u{e9} 1-2\n");
        for step in [1, 3, 64, 70_000] {
            for (name, mut sc) in scanners(input.as_bytes(), step) {
                assert_eq!(sc.word("w").unwrap(), b"a", "{name}");
                assert_eq!(sc.word("w").unwrap(), long.as_bytes(), "{name}");
                assert_eq!(sc.word("w").unwrap(), "\u{e9}t\u{e9}".as_bytes(), "{name}");
                assert_eq!(
                    sc.u64("a number").unwrap_err().to_string(),
                    "line 2, column 7: expected a number, found \"1-2\""
                );
            }
        }
    }
}
