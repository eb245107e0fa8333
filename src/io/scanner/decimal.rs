//! Decimal tokens of any length.

use crate::io::scanner::{is_space, Error, Scanner};

impl Scanner<'_> {
    /// The common case of [`Scanner::decimal_map`]: a token of digits followed by whitespace,
    /// inside the window. Where it starts, where its digits start without leading zeros (one
    /// zero stays for zero), and where it ends.
    fn quick_decimal(&self) -> Option<(usize, usize, usize)> {
        let buf = self.data();
        let mut i = self.pos;
        while i < buf.len() && is_space(buf[i]) {
            i += 1;
        }
        let start = i;
        while i < buf.len() && buf[i].is_ascii_digit() {
            i += 1;
        }
        if i == start || i == buf.len() || !is_space(buf[i]) {
            return None;
        }
        let mut digits = start;
        while digits + 1 < i && buf[digits] == b'0' {
            digits += 1;
        }
        Some((start, digits, i))
    }

    /// Reads a decimal token of any length and hands its digits, without leading zeros (zero
    /// is `"0"`), to `f`; if `f` returns `None`, an error at that token.
    ///
    /// # Constraints
    /// At most `max_digits` digits after leading zeros; a longer token is an error, found as
    /// soon as the limit is passed. `what` should say so.
    ///
    /// # Complexity
    /// O(token length) plus the cost of `f`; memory O(`max_digits`).
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"000123456789012345678901234567890 1x"[..]);
    /// let len = sc.decimal_map("a number", 100, |d| Some(d.len())).unwrap();
    /// assert_eq!(len, 30);
    /// let e = sc.decimal_map("a number", 100, |d| Some(d.len())).unwrap_err();
    /// assert_eq!(e.to_string(), "line 1, column 35: expected a number, found \"1x\"");
    /// ```
    pub fn decimal_map<T>(
        &mut self,
        what: &str,
        max_digits: usize,
        f: impl FnOnce(&[u8]) -> Option<T>,
    ) -> Result<T, Error> {
        if let Some((start, digits, end)) = self.quick_decimal() {
            if end - digits <= max_digits {
                return match f(&self.data()[digits..end]) {
                    Some(x) => {
                        self.pos = end;
                        Ok(x)
                    }
                    None => Err(self.error_in_window(start, what)),
                };
            }
        }
        let mut digits = std::mem::take(&mut self.digits);
        digits.clear();
        let token = self.careful_token(|b| {
            if !b.is_ascii_digit() || digits.len() >= max_digits {
                return false;
            }
            if b != b'0' || !digits.is_empty() {
                digits.push(b);
            }
            true
        });
        if digits.is_empty() {
            digits.push(b'0');
        }
        let result = match token? {
            None => Err(Error::ended(what)),
            Some((t, true)) => f(&digits).ok_or_else(|| t.error(what)),
            Some((t, false)) => Err(t.error(what)),
        };
        self.digits = digits;
        result
    }
}

#[cfg(test)]
mod tests {
    use super::Scanner;
    use crate::io::scanner::tests::{scanners, Trickle};

    #[test]
    fn digits_without_leading_zeros() {
        for step in [1, 2, 5] {
            for (how, mut sc) in scanners(b"0000 12 0012345 7", step) {
                let mut read = || sc.decimal_map("n", 5, |d| Some(d.to_vec())).unwrap();
                assert_eq!(
                    [read(), read(), read(), read()],
                    [&b"0"[..], b"12", b"12345", b"7"],
                    "{how}"
                );
                assert!(sc.at_end().unwrap());
            }
        }
    }

    #[test]
    fn errors_name_the_token() {
        let cases: [(&[u8], &str); 3] = [
            (
                b" 123456 ",
                "line 1, column 2: expected n, found \"123456\"",
            ),
            (b"\n 12x", "line 2, column 2: expected n, found \"12x\""),
            (b"", "input ended: expected n"),
        ];
        for (input, want) in cases {
            for (how, mut sc) in scanners(input, 2) {
                let e = sc.decimal_map("n", 5, |d| Some(d.len())).unwrap_err();
                assert_eq!(e.to_string(), want, "{how}");
            }
        }
        for (how, mut sc) in scanners(b"\n\n 12 ", 1) {
            let e = sc
                .decimal_map("a small number", 5, |_| None::<()>)
                .unwrap_err();
            let want = "line 3, column 2: expected a small number, found \"12\"";
            assert_eq!(e.to_string(), want, "{how}");
        }
    }

    #[test]
    fn a_million_digit_token_is_refused_early() {
        let mut input = vec![b'7'; 1_000_000];
        input.push(b'\n');
        let mut sc = Scanner::new(Trickle(&input, 1 << 16));
        let e = sc
            .decimal_map("a number", 1000, |d| Some(d.len()))
            .unwrap_err();
        assert!(e
            .to_string()
            .starts_with("line 1, column 1: expected a number, found \"7777"));
        assert!(sc.offset(sc.pos) < 200_000, "read far past the limit");
        let mut zeros = vec![b'0'; 1_000_000];
        zeros.extend_from_slice(b"42 ");
        let mut sc = Scanner::new(&zeros[..]);
        assert_eq!(sc.decimal_map("n", 2, |d| Some(d.to_vec())).unwrap(), b"42");
    }
}
