//! Tests of the IO: every way of reading against a plain reference, however the input
//! arrives; errors' positions and texts; the bulk path byte by byte; the writer against std.

use crate::io::{is_space, Error, Scanner, Writer};
use rand::{rngs::StdRng, RngExt, SeedableRng};
use std::io::{self, Read};
use std::ops::RangeInclusive;

/// A reader that hands out at most `.1` bytes per call.
struct Trickle<'a>(&'a [u8], usize);

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.1.min(buf.len()).min(self.0.len());
        buf[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        Ok(n)
    }
}

/// The input in one piece, and in pieces of `step` bytes (0 names the first).
fn scanners(input: &[u8], step: usize) -> [(usize, Scanner<'_>); 2] {
    [
        (0, Scanner::new(input)),
        (step, Scanner::new(Trickle(input, step))),
    ]
}

fn text<T>(r: Result<T, Error>) -> Result<T, String> {
    r.map_err(|e| e.to_string())
}

/// Reads `n` tokens (to the end with `usize::MAX`) as the scanner promises to: split at
/// whitespace, parse with std, and say where the first bad one starts.
fn reference(
    input: &[u8],
    n: usize,
    what: &[&str],
    range: RangeInclusive<u64>,
) -> Result<Vec<u64>, String> {
    let (mut out, mut i) = (
        Vec::new(),
        3 * usize::from(input.starts_with(b"\xEF\xBB\xBF")),
    );
    while out.len() < n {
        let what = what[out.len() % what.len()];
        i += input[i..].iter().take_while(|&&b| is_space(b)).count();
        let t = input[i..]
            .split(|&b| is_space(b))
            .next()
            .unwrap_or_default();
        if t.is_empty() {
            return Err(format!("input ended: expected {what}"));
        }
        let v = std::str::from_utf8(t)
            .ok()
            .filter(|t| t.bytes().all(|b| b.is_ascii_digit()));
        match v.and_then(|t| t.parse().ok()).filter(|v| range.contains(v)) {
            Some(v) => out.push(v),
            None => {
                let seen = &input[..i];
                let line = 1 + seen.iter().filter(|&&b| b == b'\n').count();
                let column = i - seen.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1) + 1;
                let cut = if t.len() > 32 { "..." } else { "" };
                let shown = t[..t.len().min(32)].escape_ascii();
                return Err(format!(
                    "line {line}, column {column}: expected {what}, found \"{shown}{cut}\""
                ));
            }
        }
        i += t.len();
    }
    Ok(out)
}

/// About `tokens` tokens: numbers of every length (leading zeros, 17 to 20 digits, overflow),
/// whitespace of every kind and run length, and with `bad`, now and then a bad token.
fn random_input(rng: &mut StdRng, tokens: usize, bad: bool) -> Vec<u8> {
    let mut s = Vec::new();
    for _ in 0..tokens {
        let token = match rng.random_range(0..100) {
            0..=59 => rng.random_range(0..1u64 << 30).to_string(),
            60..=74 => rng.random::<u64>().to_string(),
            75..=79 => format!(
                "{:0w$}",
                rng.random_range(0..1000),
                w = rng.random_range(1..40)
            ),
            80..=84 => (u128::from(u64::MAX) + rng.random_range(0..3u128)).to_string(),
            85..=94 => (0..rng.random_range(1..21))
                .map(|_| char::from(rng.random_range(b'0'..=b'9')))
                .collect(),
            _ if bad => ["x", "-1", "2.5", "+3", "\0", "1e5", "12a", "\""][rng.random_range(0..8)]
                .to_string(),
            _ => "42".to_string(),
        };
        s.extend_from_slice(token.as_bytes());
        if bad && rng.random_range(0..100) == 0 {
            // A byte that is neither digit nor whitespace, of any value (a bad token).
            s.push(
                *b"\x00\x08\x0e\x1f!/:\x7f\x80\xa0\xff"
                    .get(rng.random_range(0..11))
                    .unwrap(),
            );
        }
        let gaps: Vec<&[u8]> = b" | | |\n|\r\n|\t|  \t |\x0b\x0c|\n\n"
            .split(|&b| b == b'|')
            .collect();
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

/// The values read the way `how` names: by the bulk path, within `range`, one by one, as
/// decimal tokens, or as records of two to the end of the input.
fn read(
    sc: &mut Scanner,
    how: usize,
    n: u64,
    range: RangeInclusive<u64>,
) -> Result<Vec<u64>, Error> {
    let parse = |d: &[u8]| std::str::from_utf8(d).ok()?.parse().ok();
    match how {
        0 => sc.u64s(n, "a"),
        1 => sc.fold_u64_within(n, "a", range, vec![], |v, c| [v, c.to_vec()].concat()),
        2 => (0..n).map(|_| sc.u64("a")).collect(),
        3 => (0..n).map(|_| sc.decimal_map("a", 20, parse)).collect(),
        _ => sc.fold_records(["a", "b"], vec![], |mut v, r| {
            v.extend(r);
            v
        }),
    }
}

/// Every way of reading gives the reference's values and errors, the input whole or in
/// pieces that cut tokens everywhere.
#[test]
fn every_reading_agrees_with_the_reference_for_any_chunking() {
    let mut rng = StdRng::seed_from_u64(7);
    for round in 0..300 {
        let tokens = rng.random_range(0..[300, 20_000][usize::from(round % 10 == 0)]);
        let input = random_input(&mut rng, tokens, round % 3 == 0);
        let (n, step) = (rng.random_range(0..tokens + 3), rng.random_range(1..5000));
        let range = [0..=u64::MAX, 1..=1 << 29, 5..=9, 1 << 20..=u64::MAX - 1][round % 4].clone();
        // Records: an input that ends inside a record says so, at the end.
        let count = input
            .split(|&b| is_space(b))
            .filter(|t| !t.is_empty())
            .count();
        let mut pairs = reference(&input, count, &["a", "b"], 0..=u64::MAX);
        if pairs.is_ok() && count % 2 == 1 {
            pairs = Err("input ended: expected b".into());
        }
        for how in 0..5 {
            let want = match how {
                1 => reference(&input, n, &["a"], range.clone()),
                4 => pairs.clone(),
                _ => reference(&input, n, &["a"], 0..=u64::MAX),
            };
            for (step, mut sc) in scanners(&input, [step, 1 + round % 13][usize::from(how == 2)]) {
                let got = text(read(&mut sc, how, n as u64, range.clone()));
                assert_eq!(got, want, "round {round}, way {how}, step {step}");
            }
        }
    }
}

/// One value out of range deep in a long input: the error is at its token.
#[test]
fn a_value_out_of_range_late_in_the_input_is_found_where_it_is() {
    let mut rng = StdRng::seed_from_u64(11);
    for round in 0..40 {
        let (count, mut input) = (rng.random_range(1..30_000), Vec::new());
        let bad = rng.random_range(0..count);
        for i in 0..count {
            let v = match i == bad {
                true => 100_001 + (rng.random::<u64>() >> rng.random_range(24..64)),
                false => rng.random_range(1..=100_000u64),
            };
            input.extend_from_slice(v.to_string().as_bytes());
            input.extend_from_slice([&b" "[..], b"\n", b"\r\n", b"  "][rng.random_range(0..4)]);
        }
        let want = reference(&input, count, &["a"], 1..=100_000);
        for (step, mut sc) in scanners(&input, rng.random_range(1..9000)) {
            let got = text(read(&mut sc, 1, count as u64, 1..=100_000));
            assert_eq!(got, want, "round {round}, step {step}");
        }
    }
}

/// Reading, input (`\r`, `\n`, `\t`, `\xNN` escaped), and `=` the values read to the end or
/// `!` the first error.
const CASES: &str = r#"
u64 | \r\n 0 1\t\t18446744073709551615\r\n\x0b\x0c007\n\n42 | =[0, 1, 18446744073709551615, 7, 42]
u64 | 1 2\r\n3 x4 | !line 2, column 3: expected n, found "x4"
u64 | 18446744073709551616 | !line 1, column 1: expected n, found "18446744073709551616"
u64 | \n\n\t-5 | !line 3, column 2: expected n, found "-5"
u64 | 7\x00 | !line 1, column 1: expected n, found "7\x00"
u64 | 1 \xff" | !line 1, column 3: expected n, found "\xff\""
u64 | 1 123456789012345678901234567890123456789 | !line 1, column 3: expected n, found "12345678901234567890123456789012..."
u64 | \xef\xbb\xbf3 4 | =[3, 4]
u64 | \xef\xbb\xbfx | !line 1, column 4: expected n, found "x"
u64 | 1 \xef\xbb\xbf2 | !line 1, column 3: expected n, found "\xef\xbb\xbf2"
u64 | \xef\xbbx | !line 1, column 1: expected n, found "\xef\xbbx"
u64 | \xef\xbb\xbf | =[]
i64 | 0 -0 -1 9223372036854775807 -9223372036854775808 007 -12\n | =[0, 0, -1, 9223372036854775807, -9223372036854775808, 7, -12]
i64 | 9223372036854775808 | !line 1, column 1: expected n, found "9223372036854775808"
i64 | 1 -9223372036854775809 | !line 1, column 3: expected n, found "-9223372036854775809"
i64 | - 1 | !line 1, column 1: expected n, found "-"
i64 | +5 | !line 1, column 1: expected n, found "+5"
i64 | 1-2 | !line 1, column 1: expected n, found "1-2"
decimal | 0000 12 0012345 7 | =["0", "12", "12345", "7"]
decimal | \n 123456 | !line 2, column 2: expected n, found "123456"
decimal | \n 12x | !line 2, column 2: expected n, found "12x"
word | \xef\xbb\xbfab  abcd\r\n\xc3\xa9t\n | =["ab", "abcd", "ét"]
word | ab abcde | !line 1, column 4: expected w, found "abcde"
word | ab\n axb | !line 2, column 2: expected w, found "axb"
finish | 1\n\n  2 3 | !line 3, column 3: expected end of input, found "2"
finish | 1 \n | =[]
finish |  | !input ended: expected n
edges | 1 2\n000002 3 | =[[(0, 1)], [(1, 2)]]
claim | 1 2 3 | !input ended: expected n
pairs | 1 2 3 | !input ended: expected b
pairs | 1 2\n3 4 | =[[2, 12]]
usize | 7 x | !line 1, column 3: expected n, found "x"
edges | 1 2\n2 4 | !line 2, column 3: expected a vertex from 1 to 3, found "4"
edges | 1 2\n2 | !input ended: expected a vertex from 1 to 3
"#;

/// `\r`, `\n`, `\t` and `\xNN` of `s` as the bytes they stand for.
fn unescape(s: &str) -> Vec<u8> {
    let (mut out, mut rest) = (Vec::new(), s.as_bytes());
    while let Some((&b, tail)) = rest.split_first() {
        let (byte, len) = match (b, tail.first()) {
            (b'\\', Some(b'r')) => (b'\r', 2),
            (b'\\', Some(b'n')) => (b'\n', 2),
            (b'\\', Some(b't')) => (b'\t', 2),
            (b'\\', Some(b'x')) => (
                u8::from_str_radix(&s[s.len() - rest.len() + 2..][..2], 16).unwrap(),
                4,
            ),
            _ => (b, 1),
        };
        out.push(byte);
        rest = &rest[len..];
    }
    out
}

/// Every value `one` reads to the end, or the first error.
fn all<T: std::fmt::Debug>(
    sc: &mut Scanner,
    mut one: impl FnMut(&mut Scanner) -> Result<T, Error>,
) -> String {
    let mut v = Vec::new();
    while !sc.at_end().unwrap() {
        match one(sc) {
            Ok(x) => v.push(x),
            Err(e) => return format!("!{e}"),
        }
    }
    format!("={v:?}")
}

#[test]
fn tokens_and_errors_however_the_input_arrives() {
    let mut long = b"12\r\n".repeat((1 << 20) / 4 + 300);
    long.extend_from_slice(b"  oops");
    let cases = CASES
        .trim()
        .lines()
        .map(|l| l.splitn(3, " | ").collect::<Vec<_>>());
    let cases = cases.map(|c| (c[0], unescape(c[1]), c[2].to_string()));
    let far = (
        "u64",
        long,
        "!line 262445, column 3: expected n, found \"oops\"".to_string(),
    );
    for (i, (kind, input, want)) in cases.chain([far]).enumerate() {
        for step in [1, 2, 3, 7, 64] {
            for (step, mut sc) in scanners(&input, step) {
                let got = match kind {
                    "u64" => all(&mut sc, |sc| sc.u64("n")),
                    "i64" => all(&mut sc, |sc| sc.i64("n")),
                    "decimal" => all(&mut sc, |sc| {
                        sc.decimal_map("n", 5, |d| String::from_utf8(d.to_vec()).ok())
                    }),
                    "edges" => all(&mut sc, |sc| sc.edges(1, 3)),
                    "claim" => all(&mut sc, |sc| sc.u64s(u64::MAX, "n")),
                    "pairs" => all(&mut sc, |sc| {
                        sc.fold_records(["a", "b"], vec![], |v, [a, b]| [v, vec![a * b]].concat())
                    }),
                    "usize" => all(&mut sc, |sc| sc.usize("n")),
                    "word" => all(&mut sc, |sc| {
                        sc.word("w", 1..=4, |b| b != b'x')
                            .map(|w| String::from_utf8(w).unwrap())
                    }),
                    _ => text(sc.u64("n").and_then(|_| sc.finish()))
                        .map_or_else(|e| format!("!{e}"), |()| "=[]".into()),
                };
                assert_eq!(got, want, "case {i}, step {step}");
            }
        }
    }
}

#[test]
fn long_tokens_claimed_counts_and_read_errors() {
    let mut input = vec![b'7'; 1_000_000];
    input.push(b'\n');
    let mut sc = Scanner::new(Trickle(&input, 1 << 16));
    let e = text(sc.decimal_map("n", 1000, |d| Some(d.len()))).unwrap_err();
    assert!(e.starts_with("line 1, column 1: expected n, found \"7777") && e.ends_with("...\""));
    assert!(
        sc.base.wrapping_add(sc.pos as u64) < 200_000,
        "read far past the limit"
    );
    let mut zeros = vec![b'0'; 60_000];
    zeros.extend_from_slice(b"42 ");
    assert_eq!(
        Scanner::new(&zeros[..])
            .decimal_map("n", 2, |d| Some(d.to_vec()))
            .unwrap(),
        b"42"
    );
    struct Broken;
    impl Read for Broken {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            Err(io::Error::new(io::ErrorKind::Other, "disk on fire"))
        }
    }
    let e = Scanner::new(Broken).u64("a").unwrap_err();
    assert_eq!(
        (e.to_string(), e.position()),
        ("cannot read input: disk on fire".into(), None)
    );
}

/// A judge that has sent `.1` replies: reading past them would block for ever, so this
/// reader panics instead.
struct Judge<'a>(&'a [&'a [u8]], std::rc::Rc<std::cell::Cell<usize>>, usize);

impl Read for Judge<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        assert!(
            self.2 < self.1.get(),
            "read waited for a reply not yet sent"
        );
        buf[..self.0[self.2].len()].copy_from_slice(self.0[self.2]);
        self.2 += 1;
        Ok(self.0[self.2 - 1].len())
    }
}

#[test]
fn reads_each_reply_as_soon_as_it_arrives() {
    // Short replies (one shorter than a byte-order mark) must not wait for more input.
    let sent = std::rc::Rc::new(std::cell::Cell::new(1));
    let mut sc = Scanner::new(Judge(&[b"5\n", b"3 4\n", b"0 0\n"], sent.clone(), 0));
    assert_eq!(sc.u64("n").unwrap(), 5);
    sent.set(2);
    assert_eq!((sc.u64("a").unwrap(), sc.u64("b").unwrap()), (3, 4));
    sent.set(3);
    assert_eq!((sc.u64("a").unwrap(), sc.u64("b").unwrap()), (0, 0));
}

#[test]
fn the_writer_formats_as_std_does() {
    // Every 4-digit half, the powers of ten and their neighbours, and pseudo-random numbers
    // of every length.
    let mut v: Vec<u64> = (0..10_000)
        .flat_map(|y| [y, y * 10_000, y * 10_001 + 10_000])
        .collect();
    v.extend((0..100).map(|h| h * 100_000_000 + 7));
    v.extend((0..=19).flat_map(|k| [10u64.pow(k) - 1, 10u64.pow(k), u64::MAX - k as u64]));
    let mut x = 1u64;
    for _ in 0..10_000 {
        x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
        v.extend([x, x >> 20, x >> 35, x >> 50]);
    }
    let (mut out, mut want) = (Writer::new(Vec::new()), String::new());
    for (i, &v) in v.iter().enumerate() {
        // Short pieces of every length up to 33 between the numbers, across buffer ends.
        let piece = &"abcdefghijklmnopqrstuvwxyz0123456789"[..i % 34];
        out.u64s([v, v / 3]).bytes(piece.as_bytes()).i64(v as i64);
        want += &format!("{} {}{}{}\n", v, v / 3, piece, v as i64);
        out.line("");
    }
    out.bytes(&[b'x'; 3 << 16]).u64s(None).u64_line(7).flush();
    assert!(out.get_ref() == (want + &"x".repeat(3 << 16) + "7\n").as_bytes());
    // A write error is kept, and what follows dropped.
    let mut room = [0u8; 3];
    let mut out = Writer::new(&mut room[..]);
    out.line("Yes").flush();
    out.line("more").flush();
    assert_eq!(
        out.error().map(io::Error::kind),
        Some(io::ErrorKind::WriteZero)
    );
    // A closed pipe is the reader gone; Windows' pipe codes too, and only there.
    let gone = |e| crate::io::run::reader_gone(&e);
    assert!(gone(io::ErrorKind::BrokenPipe.into()) && !gone(io::ErrorKind::Other.into()));
    assert!([232, 233]
        .iter()
        .all(|&c| gone(io::Error::from_raw_os_error(c)) == cfg!(windows)));
}
