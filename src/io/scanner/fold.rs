//! The folds of [`Scanner`]: many tokens through the bulk path.

use crate::io::scanner::{Error, Scanner};
use crate::io::simd::{self, BACK, BATCH, BLOCK};
use std::convert::TryInto; // not in the 2018 prelude (CSES offers edition 2018)
use std::ops::RangeInclusive;

impl Scanner<'_> {
    /// Runs the bulk path from the read position for at most `left` tokens, keeping a block
    /// of input ahead of it, and returns the values it read; `None` when the next token needs
    /// the token path (an unusual token, the end of the input, or `left` reached within a block).
    #[inline]
    fn bulk<'b>(
        &mut self,
        left: u64,
        batch: &'b mut [u64; BATCH],
    ) -> Result<Option<&'b [u64]>, Error> {
        if self.data().len() - self.pos < BLOCK && self.read_more()? {
            return Ok(Some(&[]));
        }
        if self.pos < BACK {
            return Ok(None);
        }
        self.count_lines(self.pos);
        let left = left.min(BATCH as u64) as usize;
        let (pos, read, lines, last) = simd::parse_blocks(self.data(), self.pos, left, batch);
        let moved = pos != self.pos;
        self.passed(lines, last, pos);
        self.pos = pos;
        Ok(if moved || read > 0 {
            Some(&batch[..read])
        } else {
            None
        })
    }

    /// Reads `n` u64 tokens and folds them with `f`, starting from `init`.
    ///
    /// This is the fast path: where the processor has AVX2, 64 bytes at a time are classified
    /// at once and tokens of up to 20 digits are converted two at a time. Anything else (a bad
    /// byte, a longer token, the end of the buffer) goes through [`Scanner::u64`], so values and
    /// errors are exactly those of `n` calls of it.
    ///
    /// # Complexity
    /// O(length of the tokens); no memory beyond the scanner's, whatever `n` claims.
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"1 2 3"[..]);
    /// assert_eq!(sc.fold_u64(3, "a pile size", 0, |a, v| a + v).unwrap(), 6);
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

    /// As [`Scanner::fold_u64`], handing `f` the values a chunk at a time (up to 256 in order):
    /// for consumers that do better with many at once, as storage does.
    ///
    /// # Complexity
    /// O(length of the tokens); no memory beyond the scanner's, whatever `n` claims.
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"4 5 6"[..]);
    /// let mut v = Vec::new();
    /// sc.fold_u64_chunks(3, "a pile size", (), |(), chunk| v.extend_from_slice(chunk)).unwrap();
    /// assert_eq!(v, [4, 5, 6]);
    /// ```
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

    /// As [`Scanner::fold_u64_chunks`] for values that must lie in `range`: a value outside it
    /// is an error at its token, as [`Scanner::u64_map`] gives (`what` should name the range).
    /// For labels that index arrays, such as vertices, at the speed of the bulk path.
    ///
    /// # Complexity
    /// O(length of the tokens); no memory beyond the scanner's, whatever `n` claims.
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"1 2 3 9 4"[..]);
    /// let what = "a vertex from 1 to 4";
    /// let e = sc.fold_u64_within(5, what, 1..=4, 0, |s, c| s + c.len()).unwrap_err();
    /// assert_eq!(e.to_string(), "line 1, column 7: expected a vertex from 1 to 4, found \"9\"");
    /// ```
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
        let inside = |v: u64| (lo..=hi).contains(&v).then(|| v);
        let (mut acc, mut left, mut batch) = (init, n, [0; BATCH]);
        // After the bulk path declines, `backoff` tokens go the token path before it is tried
        // again, doubling while it keeps declining (inputs of long tokens never suit it).
        let (mut backoff, mut wait) = (1u64, 0u64);
        while left > 0 {
            if wait == 0 {
                // A call of `bulk` that returns values has not refilled the buffer, so this
                // state is still where its first token starts.
                let mark = (self.pos, self.counted, self.line, self.line_start);
                if let Some(values) = self.bulk(left, &mut batch)? {
                    let count = values.len();
                    if values.iter().all(|&v| (lo..=hi).contains(&v)) {
                        left -= count as u64;
                        acc = f(acc, values);
                        backoff = 1;
                        continue;
                    }
                    // A value out of range: read the batch again by tokens, to its error.
                    {
                        let t = mark;
                        self.pos = t.0;
                        self.counted = t.1;
                        self.line = t.2;
                        self.line_start = t.3;
                    }
                    wait = count as u64;
                } else {
                    backoff = (backoff * 2).min(1 << 12);
                    wait = backoff;
                }
            }
            acc = f(acc, &[self.u64_map(what, inside)?]);
            left -= 1;
            wait -= 1;
        }
        Ok(acc)
    }

    /// Reads records of `K` u64 tokens until the input ends, and folds each with `f`, starting
    /// from `init`. `what[i]` describes the i-th token of a record; the input may end only
    /// between records. Fast as [`Scanner::fold_u64`].
    ///
    /// # Complexity
    /// O(length of the input).
    ///
    /// # Panics
    /// If `K` is 0.
    ///
    /// # Example
    /// ```
    /// let mut sc = impartial::io::Scanner::new(&b"1 2\n3 4\n5"[..]);
    /// let what = ["a pile size a", "a pile size b"];
    /// let e = sc.fold_records(what, 0, |s, [a, b]| s + a * b).unwrap_err();
    /// assert_eq!(e.to_string(), "input ended: expected a pile size b");
    /// ```
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
            let values = match self.bulk(u64::MAX, &mut batch)? {
                Some(values) => values,
                None if i == 0 && self.at_end()? => return Ok(acc),
                None => {
                    one = [self.u64(what[i])?];
                    &one[..]
                }
            };
            // The rest of a record begun, whole records straight from the values, then the
            // start of the next one.
            let mut values = values;
            if i > 0 {
                let take = (K - i).min(values.len());
                record[i..i + take].copy_from_slice(&values[..take]);
                {
                    let t = (i + take, &values[take..]);
                    i = t.0;
                    values = t.1;
                }
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
}

#[cfg(test)]
mod tests {
    use crate::io::scanner::tests::{scanners, Trickle};
    use crate::io::scanner::{is_space, Scanner};
    use rand::{rngs::StdRng, RngExt, SeedableRng};

    /// The reference reading of `n` numbers: split at whitespace, parse each token with std,
    /// and say where the first bad token starts.
    fn reference(input: &[u8], n: usize, what: &[&str]) -> Result<Vec<u64>, String> {
        reference_within(input, n, what, 0..=u64::MAX)
    }

    /// [`reference`] with values outside `range` bad tokens too.
    fn reference_within(
        input: &[u8],
        n: usize,
        what: &[&str],
        range: std::ops::RangeInclusive<u64>,
    ) -> Result<Vec<u64>, String> {
        let mut out = Vec::new();
        let mut i = if input.starts_with(b"\xEF\xBB\xBF") {
            3
        } else {
            0
        };
        while out.len() < n {
            let what = what[out.len() % what.len()];
            while i < input.len() && is_space(input[i]) {
                i += 1;
            }
            if i == input.len() {
                return Err(format!("input ended: expected {what}"));
            }
            let start = i;
            while i < input.len() && !is_space(input[i]) {
                i += 1;
            }
            let token = &input[start..i];
            match std::str::from_utf8(token)
                .ok()
                .filter(|t| t.bytes().all(|b| b.is_ascii_digit()))
                .and_then(|t| t.parse::<u64>().ok())
                .filter(|v| range.contains(v))
            {
                Some(v) => out.push(v),
                None => {
                    let line = 1 + input[..start].iter().filter(|&&b| b == b'\n').count();
                    let line_start = input[..start].iter().rposition(|&b| b == b'\n');
                    let column = start - line_start.map_or(0, |p| p + 1) + 1;
                    let cut = if token.len() > 32 { "..." } else { "" };
                    let shown = token[..token.len().min(32)].escape_ascii();
                    return Err(format!(
                        "line {line}, column {column}: expected {what}, found \"{shown}{cut}\""
                    ));
                }
            }
        }
        Ok(out)
    }

    /// Roughly `tokens` tokens: numbers of every length (leading zeros, 17 to 20 digits,
    /// overflow), whitespace of every kind and run length, and now and then a bad token.
    fn random_input(rng: &mut StdRng, tokens: usize, bad: bool) -> Vec<u8> {
        let mut s = Vec::new();
        for _ in 0..tokens {
            let token = match rng.random_range(0..100) {
                0..=59 => rng.random_range(0..1u64 << 30).to_string(),
                60..=74 => rng.random::<u64>().to_string(),
                75..=79 => {
                    format!(
                        "{:0w$}",
                        rng.random_range(0..1000),
                        w = rng.random_range(1..40)
                    )
                }
                80..=84 => rng.random_range(0..10).to_string(),
                85..=87 => (u128::from(u64::MAX) + rng.random_range(0..3u128)).to_string(),
                88..=94 => (0..rng.random_range(1..21))
                    .map(|_| char::from(b'0' + rng.random_range(0..10u8)))
                    .collect(),
                _ if bad => ["x", "-1", "2.5", "+3", "\0", "1e5", "12a", "\""]
                    [rng.random_range(0..8)]
                .to_string(),
                _ => "42".to_string(),
            };
            s.extend_from_slice(token.as_bytes());
            let gaps: [&[u8]; 10] = [
                b" ", b" ", b" ", b"\n", b"\r\n", b"\t", b"  \t ", b"\x0b", b"\x0c", b"\n\n",
            ];
            s.extend_from_slice(gaps[rng.random_range(0..gaps.len())]);
            if rng.random_range(0..50) == 0 {
                s.extend(std::iter::repeat(b' ').take(rng.random_range(1..200)));
            }
        }
        if rng.random() {
            while s.last().is_some_and(|&b| is_space(b)) {
                s.pop();
            }
        }
        s
    }

    fn push(mut v: Vec<u64>, x: u64) -> Vec<u64> {
        v.push(x);
        v
    }

    /// Every way of reading gives the reference's values and errors, however the input
    /// arrives: whole, or in pieces that cut tokens everywhere.
    #[test]
    fn folds_agree_with_the_reference_for_any_chunking() {
        let mut rng = StdRng::seed_from_u64(7);
        for round in 0..300 {
            let tokens = match round % 10 {
                0 => rng.random_range(5000..20000),
                _ => rng.random_range(0..300),
            };
            let input = random_input(&mut rng, tokens, round % 3 == 0);
            let n = match rng.random() {
                true => tokens,
                false => rng.random_range(0..tokens + 3),
            };
            let step = rng.random_range(1..5000);
            let want = reference(&input, n, &["a number"]);
            for (how, mut sc) in scanners(&input, step) {
                let got = sc.fold_u64(n as u64, "a number", Vec::new(), push);
                assert_eq!(got.map_err(|e| e.to_string()), want, "round {round}, {how}");
            }
            // Within a range: every value out of it is an error at its token.
            let range = match round % 4 {
                0 => 0..=u64::MAX,
                1 => 1..=1 << 29,
                2 => 5..=9,
                _ => 1 << 20..=u64::MAX - 1,
            };
            let want_within = reference_within(&input, n, &["a vertex"], range.clone());
            for (how, mut sc) in scanners(&input, step) {
                let got =
                    sc.fold_u64_within(n as u64, "a vertex", range.clone(), Vec::new(), |v, c| {
                        let mut v = v;
                        v.extend_from_slice(c);
                        v
                    });
                assert_eq!(
                    got.map_err(|e| e.to_string()),
                    want_within,
                    "round {round}, within, {how}"
                );
            }
            let mut sc = Scanner::new(Trickle(&input, 1 + round % 13));
            let one_by_one: Result<Vec<u64>, String> = (0..n)
                .map(|_| sc.u64("a number").map_err(|e| e.to_string()))
                .collect();
            assert_eq!(one_by_one, want, "round {round}, one by one");
            // Records of two, to the end of the input.
            let what = ["a number a", "a number b"];
            let mut want = reference(&input, usize::MAX, &what);
            if let Err(e) = &want {
                let count = input
                    .split(|&b| is_space(b))
                    .filter(|t| !t.is_empty())
                    .count();
                if e.starts_with("input ended") && count % 2 == 0 {
                    want = reference(&input, count, &what);
                }
            }
            for (how, mut sc) in scanners(&input, step) {
                let got = sc.fold_records(what, Vec::new(), |v, [a, b]| push(push(v, a), b));
                assert_eq!(
                    got.map_err(|e| e.to_string()),
                    want,
                    "round {round}, pairs, {how}"
                );
            }
        }
    }

    /// One value out of range deep in a long input, at every kind of place: the error names
    /// its line and column, and every value before it was folded.
    #[test]
    fn a_value_out_of_range_late_in_the_input_is_found_where_it_is() {
        let mut rng = StdRng::seed_from_u64(11);
        for round in 0..40 {
            let count = rng.random_range(1..30_000);
            let bad = rng.random_range(0..count);
            let mut input = Vec::new();
            for i in 0..count {
                let v = match i == bad {
                    true => {
                        let digits = rng.random_range(0..12);
                        100_001 + rng.random_range(0..10u64.pow(digits))
                    }
                    false => rng.random_range(1..=100_000u64),
                };
                input.extend_from_slice(v.to_string().as_bytes());
                input.extend_from_slice([&b" "[..], b"\n", b"\r\n", b"  "][rng.random_range(0..4)]);
            }
            let what = "a vertex from 1 to 100000";
            let want = reference_within(&input, count, &[what], 1..=100_000);
            assert!(want.is_err());
            for (how, mut sc) in scanners(&input, rng.random_range(1..9000)) {
                let mut folded = 0;
                let got = sc.fold_u64_within(count as u64, what, 1..=100_000, (), |(), c| {
                    folded += c.len()
                });
                assert_eq!(
                    got.map_err(|e| e.to_string()),
                    want.clone().map(|_| ()),
                    "round {round}, {how}"
                );
                assert_eq!(folded, bad, "round {round}, {how}");
            }
        }
    }

    #[test]
    fn claimed_counts_cost_nothing_up_front() {
        let mut sc = Scanner::new(&b"1 2 3"[..]);
        let e = sc
            .fold_u64(u64::MAX, "a pile size", 0, |a, v| a + v)
            .unwrap_err();
        assert_eq!(e.to_string(), "input ended: expected a pile size");
        let mut sc = Scanner::new(&b"1 2 3 4"[..]);
        assert_eq!(sc.fold_u64(0, "x", 5, |a, v| a + v).unwrap(), 5);
        assert_eq!(sc.fold_u64(2, "x", 0, |a, v| a + v).unwrap(), 3);
        assert_eq!(sc.u64("x").unwrap(), 3);
        let e = sc
            .fold_records(["a", "b"], 0, |s, [a, b]| s + a * b)
            .unwrap_err();
        assert_eq!(e.to_string(), "input ended: expected b");
    }
}
