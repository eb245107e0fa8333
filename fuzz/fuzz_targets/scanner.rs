//! Differential fuzzing of the scanner: every way of reading the same bytes — the bulk path
//! (`fold_u64`, `fold_u64_within`, `fold_records`), token by token (`u64`), decimal tokens (`decimal_map`), each with
//! the input arriving in pieces of every size — must agree with a plain reference that splits at
//! whitespace and parses with the standard library, down to the error message and position.
//!
//! The first byte of the fuzz input picks the piece size, the second the claimed count.
#![no_main]

use impartial::io::{is_space, Scanner};
use libfuzzer_sys::fuzz_target;
use std::io::Read;

/// A reader that hands out at most `step` bytes per call.
struct Trickle<'a>(&'a [u8], usize);

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.1.min(buf.len()).min(self.0.len());
        buf[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        Ok(n)
    }
}

/// The position and text of a bad token, as the scanner reports it.
fn bad_token(input: &[u8], start: usize, end: usize, what: &str) -> String {
    let line = 1 + input[..start].iter().filter(|&&b| b == b'\n').count();
    let line_start = input[..start]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    let token = &input[start..end];
    let cut = if token.len() > 32 { "..." } else { "" };
    format!(
        "line {line}, column {}: expected {what}, found \"{}{cut}\"",
        start - line_start + 1,
        token[..token.len().min(32)].escape_ascii()
    )
}

/// Token boundaries of the first `n` tokens, or where the input ends. A byte-order mark that
/// starts the input is whitespace.
fn tokens(input: &[u8], n: usize) -> (Vec<(usize, usize)>, bool) {
    let mut out = Vec::new();
    let mut i = if input.starts_with(b"\xEF\xBB\xBF") {
        3
    } else {
        0
    };
    while out.len() < n {
        while i < input.len() && is_space(input[i]) {
            i += 1;
        }
        if i == input.len() {
            return (out, true);
        }
        let start = i;
        while i < input.len() && !is_space(input[i]) {
            i += 1;
        }
        out.push((start, i));
    }
    (out, false)
}

/// The reference reading of `n` u64 tokens.
fn reference_u64(input: &[u8], n: usize) -> Result<Vec<u64>, String> {
    reference_within(input, n, 0, u64::MAX)
}

/// The reference reading of `n` u64 tokens in `lo..=hi`.
fn reference_within(input: &[u8], n: usize, lo: u64, hi: u64) -> Result<Vec<u64>, String> {
    let (toks, ended) = tokens(input, n);
    let mut out = Vec::new();
    for (s, e) in toks {
        let t = &input[s..e];
        match std::str::from_utf8(t)
            .ok()
            .filter(|t| t.bytes().all(|b| b.is_ascii_digit()))
            .and_then(|t| t.parse().ok())
            .filter(|v| (lo..=hi).contains(v))
        {
            Some(v) => out.push(v),
            None => return Err(bad_token(input, s, e, "a number")),
        }
    }
    if ended {
        return Err("input ended: expected a number".to_string());
    }
    Ok(out)
}

/// The reference reading of `n` decimal tokens of at most 40 significant digits.
fn reference_decimal(input: &[u8], n: usize) -> Result<Vec<Vec<u8>>, String> {
    let (toks, ended) = tokens(input, n);
    let mut out = Vec::new();
    for (s, e) in toks {
        let t = &input[s..e];
        let significant = t
            .iter()
            .position(|&b| b != b'0')
            .map_or(&t[t.len() - 1..], |p| &t[p..]);
        if !t.iter().all(u8::is_ascii_digit) || significant.len() > 40 {
            return Err(bad_token(input, s, e, "a short number"));
        }
        out.push(significant.to_vec());
    }
    if ended {
        return Err("input ended: expected a short number".to_string());
    }
    Ok(out)
}

fuzz_target!(|data: &[u8]| {
    if data.len() < 2 {
        return;
    }
    let step = usize::from(data[0]) % 67 + 1;
    let n = usize::from(data[1]);
    let input = &data[2..];
    let push = |mut v: Vec<u64>, x| {
        v.push(x);
        v
    };

    let want = reference_u64(input, n);
    let got = Scanner::new(Trickle(input, step)).fold_u64(n as u64, "a number", Vec::new(), push);
    assert_eq!(
        got.map_err(|e| e.to_string()),
        want,
        "fold, pieces of {step}"
    );
    let got = Scanner::new(input).fold_u64(n as u64, "a number", Vec::new(), push);
    assert_eq!(got.map_err(|e| e.to_string()), want, "fold, all at once");
    // Within a range picked by the first byte: out-of-range values are bad tokens.
    let (lo, hi) = (
        u64::from(data[0] & 3),
        10u64.pow(u32::from(data[0] >> 4) + 1),
    );
    let want_within = reference_within(input, n, lo, hi);
    let mut sc = Scanner::new(Trickle(input, step));
    let got = sc.fold_u64_within(n as u64, "a number", lo..=hi, Vec::new(), |mut v, c| {
        v.extend_from_slice(c);
        v
    });
    assert_eq!(
        got.map_err(|e| e.to_string()),
        want_within,
        "within {lo}..={hi}, pieces of {step}"
    );
    let mut sc = Scanner::new(Trickle(input, step));
    let got = sc.fold_records(["a number"], Vec::new(), |v, [x]| push(v, x));
    let (toks, _) = tokens(input, usize::MAX);
    let all = reference_u64(input, toks.len());
    assert_eq!(
        got.map_err(|e| e.to_string()),
        all,
        "records of one, pieces of {step}"
    );
    let mut sc = Scanner::new(Trickle(input, step));
    let got: Result<Vec<u64>, String> = (0..n)
        .map(|_| sc.u64("a number").map_err(|e| e.to_string()))
        .collect();
    assert_eq!(got, want, "one by one, pieces of {step}");

    let want = reference_decimal(input, n);
    let mut sc = Scanner::new(Trickle(input, step));
    let got: Result<Vec<Vec<u8>>, String> = (0..n)
        .map(|_| {
            sc.decimal_map("a short number", 40, |d| Some(d.to_vec()))
                .map_err(|e| e.to_string())
        })
        .collect();
    assert_eq!(got, want, "decimals, pieces of {step}");
});
