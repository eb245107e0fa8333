//! Tests of the IO: every way of reading against a plain reference, however the input
//! arrives; errors' positions and texts; the writer against std.

use crate::io::{is_space, Error, Scanner, Writer};
use rand::{rngs::StdRng, RngExt, SeedableRng};
use std::cell::Cell;
use std::io::{self, Read};
use std::ops::RangeInclusive;
use std::rc::Rc;

type Values = Result<Vec<u64>, String>;

/// A reader that hands out its pieces one a call, of which the first `.2` have been sent: as
/// a judge's replies, reading past them would wait for ever, so it panics instead.
struct Pieces<'a>(Vec<&'a [u8]>, usize, Rc<Cell<usize>>);

impl Read for Pieces<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let Some(piece) = self.0.get_mut(self.1) else {
            return Ok(0);
        };
        assert!(
            self.1 < self.2.get(),
            "read waited for a reply not yet sent"
        );
        let n = piece.len().min(buf.len());
        buf[..n].copy_from_slice(&piece[..n]);
        *piece = &piece[n..];
        self.1 += usize::from(piece.is_empty());
        Ok(n)
    }
}

/// `input` in pieces of `step` bytes, all sent.
fn trickle(input: &[u8], step: usize) -> Pieces<'_> {
    Pieces(
        input.chunks(step).collect(),
        0,
        Rc::new(Cell::new(usize::MAX)),
    )
}

/// The input in one piece (step 0), and in pieces of `step` bytes.
fn scanners(input: &[u8], step: usize) -> [(usize, Scanner<'_>); 2] {
    [
        (0, Scanner::new(input)),
        (step, Scanner::new(trickle(input, step))),
    ]
}

fn text<T>(r: Result<T, Error>) -> Result<T, String> {
    r.map_err(|e| e.to_string())
}

/// Reads `n` tokens as the scanner promises to: split at whitespace, parse with std, and say
/// where the first bad one starts.
fn reference(input: &[u8], n: usize, what: &[&str], range: RangeInclusive<u64>) -> Values {
    let (mut out, mut i) = (vec![], 3 * usize::from(input.starts_with(b"\xEF\xBB\xBF")));
    while out.len() < n {
        let what = what[out.len() % what.len()];
        i += input[i..].iter().take_while(|&&b| is_space(b)).count();
        let t = input[i..].split(|&b| is_space(b)).next().unwrap();
        if t.is_empty() {
            return Err(format!("input ended: expected {what}"));
        }
        let digits = std::str::from_utf8(t)
            .ok()
            .filter(|t| t.bytes().all(|b| b.is_ascii_digit()));
        match digits
            .and_then(|t| t.parse().ok())
            .filter(|v| range.contains(v))
        {
            Some(v) => out.push(v),
            None => {
                let line = 1 + input[..i].iter().filter(|&&b| b == b'\n').count();
                let column = i - input[..i]
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |p| p + 1);
                let (shown, cut) = (
                    t[..t.len().min(32)].escape_ascii(),
                    ["", "..."][usize::from(t.len() > 32)],
                );
                let found = format!("found \"{shown}{cut}\"");
                return Err(format!(
                    "line {line}, column {}: expected {what}, {found}",
                    column + 1
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
    let gaps: Vec<&[u8]> = b" | | |\n|\r\n|\t|  \t |\x0b\x0c|\n\n"
        .split(|&b| b == b'|')
        .collect();
    let odd = [
        "x", "-1", "2.5", "+3", "\0", "1e5", "12a", "\"", "\u{a0}", "\u{ff}", "\x7f",
    ];
    for _ in 0..tokens {
        let digits = rng.random_range(1..21);
        let token = match rng.random_range(0..100) {
            0..=59 => rng.random_range(0..1u64 << 30).to_string(),
            60..=74 => rng.random::<u64>().to_string(),
            75..=79 => format!(
                "{:0w$}",
                rng.random_range(0..1000),
                w = rng.random_range(1..40)
            ),
            80..=84 => (u128::from(u64::MAX) + rng.random_range(0..3u128)).to_string(),
            85..=94 => (0..digits)
                .map(|_| char::from(rng.random_range(b'0'..=b'9')))
                .collect(),
            _ if bad => odd[rng.random_range(0..odd.len())].to_string(),
            _ => "42".to_string(),
        };
        s.extend_from_slice(token.as_bytes());
        s.extend_from_slice(gaps[rng.random_range(0..gaps.len())]);
        if rng.random_range(0..50) == 0 {
            s.extend(std::iter::repeat(b' ').take(rng.random_range(1..200)));
        }
    }
    let end = s.iter().rposition(|&b| !is_space(b)).map_or(0, |p| p + 1);
    s.truncate(if rng.random() { end } else { s.len() });
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
    let append = |mut v: Vec<u64>, c: &[u64]| {
        v.extend_from_slice(c);
        v
    };
    match how {
        0 => sc.u64s(n, "a"),
        1 => sc.fold_u64_within(n, "a", range, vec![], append),
        2 => (0..n).map(|_| sc.u64("a")).collect(),
        3 => (0..n).map(|_| sc.decimal_map("a", 20, parse)).collect(),
        _ => sc.fold_records(["a", "b"], vec![], |v, r| append(v, &r)),
    }
}

/// Every way of reading gives the reference's values and errors, the input whole or in
/// pieces that cut tokens everywhere; now and then a long input with one value out of range.
#[test]
fn every_reading_agrees_with_the_reference_for_any_chunking() {
    let mut rng = StdRng::seed_from_u64(7);
    for round in 0..300 {
        let tokens = rng.random_range(0..[300, 20_000][usize::from(round % 10 == 0)]);
        let mut input = random_input(&mut rng, tokens, round % 3 == 0);
        let (n, step) = (rng.random_range(0..tokens + 3), rng.random_range(1..5000));
        let ranges = [
            0..=u64::MAX,
            1..=1 << 29,
            5..=9,
            1 << 20..=u64::MAX - 1,
            1..=100_000,
        ];
        let range = ranges[round % 5].clone();
        if round % 5 == 4 {
            let small = (0..tokens).map(|_| rng.random_range(1..=100_000u64).to_string());
            let mut small: Vec<String> = small.collect();
            small.insert(
                rng.random_range(0..=tokens),
                (100_001 + (rng.random::<u64>() >> 24)).to_string(),
            );
            input = small.join([" ", "\n", "\r\n"][round % 3]).into_bytes();
        }
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
decimal | 0000 12 0012345 7 | =[[48], [49, 50], [49, 50, 51, 52, 53], [55]]
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
    let (mut out, mut i) = (Vec::new(), 0);
    while i < s.len() {
        let (byte, len) = match &s[i..(i + 2).min(s.len())] {
            "\\r" => (b'\r', 2),
            "\\n" => (b'\n', 2),
            "\\t" => (b'\t', 2),
            "\\x" => (u8::from_str_radix(&s[i + 2..i + 4], 16).unwrap(), 4),
            _ => (s.as_bytes()[i], 1),
        };
        out.push(byte);
        i += len;
    }
    out
}

/// Every value `one` reads to the end, or the first error.
fn all<T: std::fmt::Debug>(
    sc: &mut Scanner,
    one: impl Fn(&mut Scanner) -> Result<T, Error>,
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
    let mut far = b"12\r\n".repeat((1 << 20) / 4 + 300);
    far.extend_from_slice(b"  oops");
    let far = (
        "u64",
        far,
        "!line 262445, column 3: expected n, found \"oops\"".to_string(),
    );
    let cases = CASES
        .trim()
        .lines()
        .map(|l| l.splitn(3, " | ").collect::<Vec<_>>());
    let cases = cases.map(|c| (c[0], unescape(c[1]), c[2].to_string()));
    let pairs = |v: Vec<u64>, [a, b]: [u64; 2]| [v, vec![a * b]].concat();
    let word = |sc: &mut Scanner| sc.word("w", 1..=4, |b| b != b'x').map(String::from_utf8);
    for (i, (kind, input, want)) in cases.chain([far]).enumerate() {
        for step in [1, 2, 3, 7, 64] {
            for (step, mut sc) in scanners(&input, step) {
                let sc = &mut sc;
                let got = match kind {
                    "u64" => all(sc, |sc| sc.u64("n")),
                    "i64" => all(sc, |sc| sc.i64("n")),
                    "usize" => all(sc, |sc| sc.usize("n")),
                    "decimal" => all(sc, |sc| sc.decimal_map("n", 5, |d| Some(d.to_vec()))),
                    "word" => all(sc, |sc| word(sc).map(Result::unwrap)),
                    "edges" => all(sc, |sc| sc.edges(1, 3)),
                    "claim" => all(sc, |sc| sc.u64s(u64::MAX, "n")),
                    "pairs" => all(sc, |sc| sc.fold_records(["a", "b"], vec![], pairs)),
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
    let mut sc = Scanner::new(trickle(&input, 1 << 16));
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
    assert_eq!(e.to_string(), "cannot read input: disk on fire");
}

#[test]
fn reads_each_reply_as_soon_as_it_arrives() {
    // Short replies (one shorter than a byte-order mark) must not wait for more input.
    let sent = Rc::new(Cell::new(1));
    let mut sc = Scanner::new(Pieces(vec![b"5\n", b"3 4\n", b"0 0\n"], 0, sent.clone()));
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
