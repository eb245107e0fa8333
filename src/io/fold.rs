//! The folds of [`Scanner`]: many tokens through the bulk path, and what is read with them.

use crate::io::simd::{parse_blocks, BATCH, BLOCK};
use crate::io::{Error, Scanner};
use std::convert::TryInto; // not in the 2018 prelude (CSES offers edition 2018)
use std::ops::RangeInclusive;

impl Scanner<'_> {
    /// The values the bulk path reads from the read position (at most `left`), a block of
    /// input kept ahead of it; `None` when the next token needs the token path.
    #[inline]
    fn bulk<'b>(
        &mut self,
        left: u64,
        batch: &'b mut [u64; BATCH],
    ) -> Result<Option<&'b [u64]>, Error> {
        if self.end - self.pos < BLOCK && self.refill()? {
            return Ok(Some(&[]));
        }
        let left = left.min(BATCH as u64) as usize;
        let (pos, read) = parse_blocks(&self.buf[..self.end], self.pos, left, batch);
        let moved = std::mem::replace(&mut self.pos, pos) != pos;
        Ok(Some(&batch[..read]).filter(|_| moved || read > 0))
    }

    /// Reads `n` u64 tokens and folds them with `f`, starting from `init`.
    ///
    /// The fast path: with AVX2, 64 bytes are classified at once and tokens converted two at
    /// a time; anything else goes through [`Scanner::u64`], so values and errors are exactly
    /// those of `n` calls of it.
    ///
    /// # Complexity
    /// O(length of the tokens); no memory beyond the scanner's, whatever `n` claims.
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"1 2 3\n4 5 6\n1 2\n2 3 7 8 9 10"[..]);
    /// assert_eq!(sc.fold_u64(3, "a pile size", 0, |a, v| a + v).unwrap(), 6);
    /// assert_eq!(sc.u64s(3, "a pile size").unwrap(), [4, 5, 6]);
    /// assert_eq!(sc.edges(2, 3).unwrap(), [(0, 1), (1, 2)]);
    /// assert_eq!(sc.fold_records(["a", "b"], 0, |s, [a, b]| s + a * b).unwrap(), 146);
    /// ```
    #[inline]
    pub fn fold_u64<A>(
        &mut self,
        n: u64,
        what: &str,
        init: A,
        mut f: impl FnMut(A, u64) -> A,
    ) -> Result<A, Error> {
        self.fold_u64_chunks(n, what, init, |a, chunk| {
            chunk.iter().fold(a, |a, &v| f(a, v))
        })
    }

    /// As [`Scanner::fold_u64`], handing `f` up to 256 values at a time, in order.
    #[inline]
    pub fn fold_u64_chunks<A>(
        &mut self,
        n: u64,
        what: &str,
        init: A,
        f: impl FnMut(A, &[u64]) -> A,
    ) -> Result<A, Error> {
        self.fold_u64_within(n, what, 0..=u64::MAX, init, f)
    }

    /// As [`Scanner::fold_u64_chunks`] for values in `range`: one outside it is an error at its
    /// token (`what` names the range). For labels that index arrays, such as vertices.
    #[inline]
    pub fn fold_u64_within<A>(
        &mut self,
        n: u64,
        what: &str,
        range: RangeInclusive<u64>,
        init: A,
        mut f: impl FnMut(A, &[u64]) -> A,
    ) -> Result<A, Error> {
        let (lo, hi) = (*range.start(), *range.end());
        let (mut acc, mut left, mut batch) = (init, n, [0; BATCH]);
        // After the bulk path declines, `backoff` tokens (doubling) go the token path.
        let (mut backoff, mut wait) = (1u64, 0u64);
        while left > 0 {
            if wait == 0 {
                // Values returned mean no refill: `mark` is still where the first one starts.
                let mark = self.pos;
                if let Some(values) = self.bulk(left, &mut batch)? {
                    if values.iter().all(|&v| (lo..=hi).contains(&v)) {
                        left -= values.len() as u64;
                        acc = f(acc, values);
                        backoff = 1;
                        continue;
                    }
                    // A value out of range: read the batch again by tokens, to its error.
                    self.pos = mark;
                    wait = values.len() as u64;
                } else {
                    backoff = (backoff * 2).min(1 << 12);
                    wait = backoff;
                }
            }
            acc = f(
                acc,
                &[self.u64_map(what, |v| (lo..=hi).contains(&v).then(|| v))?],
            );
            left -= 1;
            wait -= 1;
        }
        Ok(acc)
    }

    /// Folds records of `K` u64 tokens (`what[i]` describes the i-th) until the input ends,
    /// which it may only between records. Fast as [`Scanner::fold_u64`].
    ///
    /// # Panics
    /// If `K` is 0.
    pub fn fold_records<A, const K: usize>(
        &mut self,
        what: [&str; K],
        init: A,
        mut f: impl FnMut(A, [u64; K]) -> A,
    ) -> Result<A, Error> {
        assert!(K > 0, "a record has a token");
        let (mut acc, mut record, mut i, mut batch) = (init, [0; K], 0, [0; BATCH]);
        loop {
            let one;
            let mut values = match self.bulk(u64::MAX, &mut batch)? {
                Some(values) => values,
                None if i == 0 && self.at_end()? => return Ok(acc),
                None => {
                    one = [self.u64(what[i])?];
                    &one[..]
                }
            };
            // The rest of a record begun, whole records, then the start of the next.
            if i > 0 {
                let take = (K - i).min(values.len());
                record[i..i + take].copy_from_slice(&values[..take]);
                i += take;
                values = &values[take..];
                if i < K {
                    continue;
                }
                acc = f(acc, record);
            }
            let mut records = values.chunks_exact(K);
            for r in &mut records {
                acc = f(acc, r.try_into().expect("K values"));
            }
            let rest = records.remainder();
            record[..rest.len()].copy_from_slice(rest);
            i = rest.len();
        }
    }

    /// Reads `n` u64 tokens into a vector, by the bulk path.
    pub fn u64s(&mut self, n: u64, what: &str) -> Result<Vec<u64>, Error> {
        self.fold_u64_chunks(n, what, Vec::new(), |mut v, chunk| {
            v.extend_from_slice(chunk);
            v
        })
    }

    /// Reads `m` edges as pairs of 1-based vertices from 1 to `n` < 2^32, into 0-based pairs.
    pub fn edges(&mut self, m: u64, n: u64) -> Result<Vec<(u32, u32)>, Error> {
        assert!(n < 1 << 32, "vertices fit a u32");
        let what = format!("a vertex from 1 to {}", n);
        // The ends in one vector, then paired: no branch per token.
        let mut ends = Vec::new();
        self.fold_u64_within(m.saturating_mul(2), &what, 1..=n, (), |(), chunk| {
            ends.extend(chunk.iter().map(|&v| v as u32 - 1))
        })?;
        Ok(ends.chunks_exact(2).map(|p| (p[0], p[1])).collect())
    }
}
