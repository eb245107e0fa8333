//! Reading many values into memory: a list of numbers, a list of edges.

use crate::io::scanner::{Error, Scanner};

impl Scanner<'_> {
    /// Reads `n` u64 tokens into a vector (by the fast path of [`Scanner::fold_u64`]).
    ///
    /// # Complexity
    /// O(length of the tokens). Memory grows with the tokens actually read, so a claimed `n`
    /// of 10^18 allocates nothing before the input runs out.
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"3 1 4"[..]);
    /// assert_eq!(sc.u64s(3, "a size").unwrap(), [3, 1, 4]);
    /// ```
    pub fn u64s(&mut self, n: u64, what: &str) -> Result<Vec<u64>, Error> {
        self.fold_u64_chunks(n, what, Vec::new(), |mut v, chunk| {
            v.extend_from_slice(chunk);
            v
        })
    }

    /// Reads `m` edges as pairs of 1-based vertices from 1 to `n` into 0-based pairs.
    ///
    /// # Constraints
    /// `n < 2^32`, so that a vertex fits a u32.
    ///
    /// # Complexity
    /// O(length of the tokens); memory as [`Scanner::u64s`].
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"1 2\n2 3\n3 9"[..]);
    /// assert_eq!(sc.edges(2, 3).unwrap(), [(0, 1), (1, 2)]);
    /// let e = sc.edges(1, 3).unwrap_err().to_string();
    /// assert_eq!(e, "line 3, column 3: expected a vertex from 1 to 3, found \"9\"");
    /// ```
    pub fn edges(&mut self, m: u64, n: u64) -> Result<Vec<(u32, u32)>, Error> {
        assert!(n < 1 << 32, "vertices fit a u32");
        let what = format!("a vertex from 1 to {n}", n = n);
        // The ends in one vector, then paired: no branch per token.
        let mut ends = Vec::new();
        self.fold_u64_within(m.saturating_mul(2), &what, 1..=n, (), |(), chunk| {
            ends.extend(chunk.iter().map(|&v| v as u32 - 1))
        })?;
        Ok(ends.chunks_exact(2).map(|p| (p[0], p[1])).collect())
    }
}
