//! Tests of the IO: every way of reading against a plain reference, however the input
//! arrives; positions and texts of errors; the bulk path byte by byte; the writer against std.

use crate::io::simd::{parse_blocks, BACK, BATCH, BLOCK};
use crate::io::{is_space, Piles, Scanner, Writer};
use rand::{rngs::StdRng, RngExt, SeedableRng};
use std::io::{self, Read};

/// A reader that hands out at most `step` bytes per call.
struct Trickle<'a>(&'a [u8], usize);

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.1.min(buf.len()).min(self.0.len());
        buf[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        Ok(n)
    }
}

/// The scanners held to the same answers: the input in one piece, and in pieces of `step`.
fn scanners(input: &[u8], step: usize) -> [(usize, Scanner<'_>); 2] {
    [
        (0, Scanner::new(input)),
        (step, Scanner::new(Trickle(input, step))),
    ]
}

/// The reference reading of `n` tokens (at most; to the end with `usize::MAX`): split at
/// whitespace, parse each with std, and say where the first bad one starts.
fn reference(
    input: &[u8],
    n: usize,
    what: &[&str],
    range: std::ops::RangeInclusive<u64>,
) -> Result<Vec<u64>, String> {
    let (mut out, mut i) = (
        Vec::new(),
        if input.starts_with(b"\xEF\xBB\xBF") {
            3
        } else {
            0
        },
    );
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
        let digits = token.iter().all(u8::is_ascii_digit);
        match std::str::from_utf8(token)
            .ok()
            .filter(|_| digits)
            .and_then(|t| t.parse().ok())
        {
            Some(v) if range.contains(&v) => out.push(v),
            _ => {
                let line = 1 + input[..start].iter().filter(|&&b| b == b'\n').count();
                let line_start = input[..start]
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |p| p + 1);
                let cut = if token.len() > 32 { "..." } else { "" };
                let shown = token[..token.len().min(32)].escape_ascii();
                let column = start - line_start + 1;
                return Err(format!(
                    "line {line}, column {column}: expected {what}, found \"{shown}{cut}\""
                ));
            }
        }
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
            80..=84 => rng.random_range(0..10).to_string(),
            85..=87 => (u128::from(u64::MAX) + rng.random_range(0..3u128)).to_string(),
            88..=94 => (0..rng.random_range(1..21))
                .map(|_| char::from(b'0' + rng.random_range(0..10u8)))
                .collect(),
            _ if bad => ["x", "-1", "2.5", "+3", "\0", "1e5", "12a", "\""][rng.random_range(0..8)]
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

fn text<T>(r: Result<T, crate::io::Error>) -> Result<T, String> {
    r.map_err(|e| e.to_string())
}

/// Token by token, the folds, records of two and decimal tokens all give the reference's
/// values and errors, the input whole or in pieces that cut tokens everywhere.
#[test]
fn every_reading_agrees_with_the_reference_for_any_chunking() {
    let mut rng = StdRng::seed_from_u64(7);
    for round in 0..300 {
        let tokens = if round % 10 == 0 {
            rng.random_range(5000..20000)
        } else {
            rng.random_range(0..300)
        };
        let input = random_input(&mut rng, tokens, round % 3 == 0);
        let n = if rng.random() {
            tokens
        } else {
            rng.random_range(0..tokens + 3)
        };
        let step = rng.random_range(1..5000);
        let ranges = [0..=u64::MAX, 1..=1 << 29, 5..=9, 1 << 20..=u64::MAX - 1];
        let range = ranges[round % 4].clone();
        let (want, want_within) = (
            reference(&input, n, &["a"], 0..=u64::MAX),
            reference(&input, n, &["a"], range.clone()),
        );
        for (step, mut sc) in scanners(&input, step) {
            let got = sc.fold_u64(n as u64, "a", Vec::new(), |mut v, x| {
                v.push(x);
                v
            });
            assert_eq!(text(got), want, "round {round}, step {step}");
        }
        for (step, mut sc) in scanners(&input, step) {
            let got = sc.fold_u64_within(n as u64, "a", range.clone(), Vec::new(), |mut v, c| {
                v.extend_from_slice(c);
                v
            });
            assert_eq!(text(got), want_within, "round {round}, within, step {step}");
        }
        for (step, mut sc) in scanners(&input, 1 + round % 13) {
            let one_by_one: Result<Vec<u64>, String> = (0..n).map(|_| text(sc.u64("a"))).collect();
            assert_eq!(one_by_one, want, "round {round}, one by one, step {step}");
        }
        // Decimal tokens of up to 25 digits, compared as numbers where they fit.
        for (step, mut sc) in scanners(&input, step) {
            let read = (0..n).map(|_| {
                text(sc.decimal_map("a", 25, |d| std::str::from_utf8(d).ok()?.parse().ok()))
            });
            let got: Result<Vec<u64>, String> = read.collect();
            if want.is_ok() || want.as_ref().unwrap_err().starts_with("input") {
                assert_eq!(got, want, "round {round}, decimal, step {step}");
            }
        }
        // Records of two, to the end of the input (an odd count ends inside a record).
        let what = ["a number a", "a number b"];
        let mut want = reference(&input, usize::MAX, &what, 0..=u64::MAX);
        let count = input
            .split(|&b| is_space(b))
            .filter(|t| !t.is_empty())
            .count();
        if want.as_ref().is_err_and(|e| e.starts_with("input ended")) && count % 2 == 0 {
            want = reference(&input, count, &what, 0..=u64::MAX);
        }
        for (step, mut sc) in scanners(&input, step) {
            let got = sc.fold_records(what, Vec::new(), |mut v, [a, b]| {
                v.extend([a, b]);
                v
            });
            assert_eq!(text(got), want, "round {round}, pairs, step {step}");
        }
    }
}

/// One value out of range deep in a long input: the error is at its token, and every value
/// before it was folded.
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
        let want = reference(&input, count, &["a vertex"], 1..=100_000).map(|_| ());
        for (step, mut sc) in scanners(&input, rng.random_range(1..9000)) {
            let mut folded = 0;
            let got = sc.fold_u64_within(count as u64, "a vertex", 1..=100_000, (), |(), c| {
                folded += c.len()
            });
            assert_eq!(
                (text(got), folded),
                (want.clone(), bad),
                "round {round}, step {step}"
            );
        }
    }
}

/// Each reading of `input` by `read` (a list of the values or the first error, as text).
type Reading = fn(&mut Scanner) -> Result<String, String>;

fn all<T: std::fmt::Debug>(
    sc: &mut Scanner,
    mut one: impl FnMut(&mut Scanner) -> Result<T, crate::io::Error>,
) -> Result<String, String> {
    let mut v = Vec::new();
    while !text(sc.at_end())? {
        v.push(text(one(sc))?);
    }
    Ok(format!("{v:?}"))
}

#[test]
fn tokens_and_errors_however_the_input_arrives() {
    let u64s: Reading = |sc| all(sc, |sc| sc.u64("n"));
    let i64s: Reading = |sc| all(sc, |sc| sc.i64("n"));
    let decimals: Reading = |sc| {
        all(sc, |sc| {
            sc.decimal_map("n", 5, |d| Some(String::from_utf8(d.to_vec()).unwrap()))
        })
    };
    let words: Reading = |sc| {
        all(sc, |sc| {
            sc.word("w", 1..=4, |b| b != b'x')
                .map(|w| String::from_utf8_lossy(&w).into_owned())
        })
    };
    let finish: Reading = |sc| text(sc.u64("n").and_then(|_| sc.finish())).map(|()| String::new());
    let mut long = b"12\r\n".repeat((1 << 20) / 4 + 300);
    long.extend_from_slice(b"  oops");
    let cases: &[(Reading, &[u8], Result<&str, &str>)] = &[
        (
            u64s,
            b"\r\n 0 1\t\t18446744073709551615\r\n\x0b\x0c007\n\n42",
            Ok("[0, 1, 18446744073709551615, 7, 42]"),
        ),
        (
            u64s,
            b"1 2\r\n3 x4",
            Err("line 2, column 3: expected n, found \"x4\""),
        ),
        (
            u64s,
            b"18446744073709551616",
            Err("line 1, column 1: expected n, found \"18446744073709551616\""),
        ),
        (
            u64s,
            b"\n\n\t-5",
            Err("line 3, column 2: expected n, found \"-5\""),
        ),
        (
            u64s,
            b"7\x00",
            Err("line 1, column 1: expected n, found \"7\\x00\""),
        ),
        (
            u64s,
            b"1 \xff\"",
            Err("line 1, column 3: expected n, found \"\\xff\\\"\""),
        ),
        (
            u64s,
            b"1 123456789012345678901234567890123456789",
            Err("line 1, column 3: expected n, found \"12345678901234567890123456789012...\""),
        ),
        (
            u64s,
            &long,
            Err("line 262445, column 3: expected n, found \"oops\""),
        ),
        (u64s, b"\xEF\xBB\xBF3 4", Ok("[3, 4]")),
        (
            u64s,
            b"\xEF\xBB\xBFx",
            Err("line 1, column 4: expected n, found \"x\""),
        ),
        (
            u64s,
            b"1 \xEF\xBB\xBF2",
            Err("line 1, column 3: expected n, found \"\\xef\\xbb\\xbf2\""),
        ),
        (
            u64s,
            b"\xEF\xBBx",
            Err("line 1, column 1: expected n, found \"\\xef\\xbbx\""),
        ),
        (u64s, b"\xEF\xBB\xBF", Ok("[]")),
        (
            i64s,
            b"0 -0 -1 9223372036854775807 -9223372036854775808 007 -12\n",
            Ok("[0, 0, -1, 9223372036854775807, -9223372036854775808, 7, -12]"),
        ),
        (
            i64s,
            b"9223372036854775808",
            Err("line 1, column 1: expected n, found \"9223372036854775808\""),
        ),
        (
            i64s,
            b"1 -9223372036854775809",
            Err("line 1, column 3: expected n, found \"-9223372036854775809\""),
        ),
        (
            i64s,
            b"- 1",
            Err("line 1, column 1: expected n, found \"-\""),
        ),
        (
            i64s,
            b"+5",
            Err("line 1, column 1: expected n, found \"+5\""),
        ),
        (
            i64s,
            b"1-2",
            Err("line 1, column 1: expected n, found \"1-2\""),
        ),
        (
            decimals,
            b"0000 12 0012345 7",
            Ok("[\"0\", \"12\", \"12345\", \"7\"]"),
        ),
        (
            decimals,
            b" 123456 ",
            Err("line 1, column 2: expected n, found \"123456\""),
        ),
        (
            decimals,
            b"\n 12x",
            Err("line 2, column 2: expected n, found \"12x\""),
        ),
        (
            words,
            b"\xEF\xBB\xBFab  abcd\r\n\xc3\xa9t\n",
            Ok("[\"ab\", \"abcd\", \"\u{e9}t\"]"),
        ),
        (
            words,
            b"ab abcde",
            Err("line 1, column 4: expected w, found \"abcde\""),
        ),
        (
            words,
            b"ab\n axb",
            Err("line 2, column 2: expected w, found \"axb\""),
        ),
        (
            finish,
            b"1\n\n  2 3",
            Err("line 3, column 3: expected end of input, found \"2\""),
        ),
        (finish, b"1 \n", Ok("")),
        (finish, b"", Err("input ended: expected n")),
    ];
    for (i, (read, input, want)) in cases.iter().enumerate() {
        for step in [1, 2, 3, 7, 64] {
            for (step, mut sc) in scanners(input, step) {
                let want = want.map(str::to_string).map_err(str::to_string);
                assert_eq!(read(&mut sc), want, "case {i}, step {step}");
            }
        }
    }
}

#[test]
fn long_tokens_ends_and_read_errors() {
    let mut input = vec![b'7'; 1_000_000];
    input.push(b'\n');
    let mut sc = Scanner::new(Trickle(&input, 1 << 16));
    let e = sc
        .decimal_map("a number", 1000, |d| Some(d.len()))
        .unwrap_err();
    assert!(e
        .to_string()
        .starts_with("line 1, column 1: expected a number, found \"7777"));
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
    let mut sc = Scanner::new(&b"1 2 3 4"[..]);
    let e = sc
        .fold_u64(u64::MAX, "a pile size", 0, |a, v| a + v)
        .unwrap_err();
    assert_eq!(
        (e.to_string().as_str(), e.is_end_of_input()),
        ("input ended: expected a pile size", true)
    );
    let mut sc = Scanner::new(&b"1 2 3 4"[..]);
    assert_eq!(
        (
            sc.fold_u64(0, "x", 5, |a, v| a + v).unwrap(),
            sc.u64s(2, "x").unwrap()
        ),
        (5, vec![1, 2])
    );
    assert_eq!(sc.u64("x").unwrap(), 3);
    assert_eq!(
        text(sc.fold_records(["a", "b"], 0, |s, [a, b]| s + a * b)),
        Err("input ended: expected b".into())
    );
    struct Broken;
    impl Read for Broken {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            Err(io::Error::new(io::ErrorKind::Other, "disk on fire"))
        }
    }
    let e = Scanner::new(Broken).u64("a").unwrap_err();
    assert_eq!(
        (e.to_string().as_str(), e.position()),
        ("cannot read input: disk on fire", None)
    );
}

/// A judge that has sent `sent` replies: reading past them would block for ever, so this
/// reader panics instead.
struct Judge<'a>(&'a [&'a [u8]], std::rc::Rc<std::cell::Cell<usize>>, usize);

impl Read for Judge<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        assert!(
            self.2 < self.1.get(),
            "read waited for a reply not yet sent"
        );
        let reply = self.0[self.2];
        buf[..reply.len()].copy_from_slice(reply);
        self.2 += 1;
        Ok(reply.len())
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
fn edges_pair_across_chunks_and_reads() {
    // Tokens of mixed lengths, so that the chunks have odd lengths and pairs straddle them.
    let pairs: Vec<(u32, u32)> = (0..3000u32).map(|i| (i * 7 % 997, i * 13 % 10)).collect();
    let mut text = String::new();
    for (i, &(a, b)) in pairs.iter().enumerate() {
        text += &format!(
            "{}{} {}\n",
            if i % 5 == 0 { "000" } else { "" },
            a + 1,
            b + 1
        );
    }
    for (step, mut sc) in scanners(text.as_bytes(), 5) {
        assert_eq!(sc.edges(3000, 997).unwrap(), pairs, "step {step}");
        assert!(sc.at_end().unwrap(), "step {step}");
    }
    let e = Scanner::new(&b"1 2\n2"[..])
        .edges(2, 3)
        .unwrap_err()
        .to_string();
    assert_eq!(e, "input ended: expected a vertex from 1 to 3");
}

/// The bulk path's contract, byte by byte: u64 tokens of at most 20 digits that end inside
/// `buf`, from `pos` on, stopping at the first block holding anything else.
fn blocks_reference(buf: &[u8], pos: usize, left: usize) -> (usize, Vec<u64>) {
    let (mut p, mut carry, mut values) = (pos, 0, Vec::new());
    while p + BLOCK <= buf.len() {
        let (mut tokens, mut len) = (Vec::new(), carry);
        let mut ok = buf[p..p + BLOCK]
            .iter()
            .all(|&b| b.is_ascii_digit() || is_space(b));
        for i in p..p + BLOCK {
            if buf[i].is_ascii_digit() {
                len += 1;
                ok &= len <= 20;
            } else if len > 0 {
                let token = std::str::from_utf8(&buf[i - len..i]);
                tokens.push(token.ok().and_then(|t| t.parse::<u64>().ok()));
                len = 0;
            }
        }
        if !ok || tokens.contains(&None) || tokens.len() > left - values.len() {
            break;
        }
        values.extend(tokens.into_iter().flatten());
        carry = len;
        p += BLOCK;
    }
    (p - carry, values)
}

#[test]
fn the_bulk_path_parses_as_the_reference_does() {
    let mut rng = StdRng::seed_from_u64(3);
    #[cfg(target_arch = "x86_64")]
    let avx2 = crate::io::simd::avx2::available();
    #[cfg(not(target_arch = "x86_64"))]
    let avx2 = false;
    for round in 0..3000 {
        let alphabet = b" \t\n\r\x0b\x0c0123456789/:\x08\x0e\x1f!\x80\xff";
        let len = rng.random_range(BACK..600);
        let mut buf: Vec<u8> = match round % 3 {
            0 => (0..len).map(|_| rng.random()).collect(),
            _ => (0..len)
                .map(|_| alphabet[rng.random_range(0..alphabet.len())])
                .collect(),
        };
        if round % 3 == 1 {
            // Mostly well-formed: numbers of 1 to 20 digits (some over 2^64) and whitespace.
            buf = (0..rng.random_range(1..80))
                .flat_map(|_| {
                    let len = rng.random_range(1..=21);
                    let mut t: Vec<u8> = match len {
                        21 => rng.random::<u64>().to_string().into_bytes(),
                        _ => (0..len).map(|_| b'0' + rng.random_range(0..10u8)).collect(),
                    };
                    t.extend((0..rng.random_range(1..4)).map(|_| b" \n"[rng.random_range(0..2)]));
                    t
                })
                .collect();
        }
        let pos = rng.random_range(BACK..=buf.len().max(BACK));
        buf.resize(buf.len().max(pos), b' ');
        // The bulk path starts at a token boundary.
        if buf[pos - 1].is_ascii_digit() {
            buf[pos - 1] = b' ';
        }
        let left = rng.random_range(0..40);
        let want = if avx2 {
            blocks_reference(&buf, pos, left)
        } else {
            (pos, Vec::new())
        };
        let mut out = [0; BATCH];
        let (p, read) = parse_blocks(&buf, pos, left, &mut out);
        assert_eq!((p, out[..read].to_vec()), want, "round {round}");
    }
}

#[test]
fn the_writer_formats_as_std_does() {
    let mut v = vec![0, 1, 9, 10, 99, 100, 12345, u64::MAX / 10, u64::MAX];
    v.extend((0..100).map(|h| h * 100_000_000 + 4_000_321));
    v.extend((0..10_000).flat_map(|y| [y, y * 10_000, y * 10_000 + 9999 - y]));
    for k in 0..20 {
        let p = 10u64.pow(k);
        v.extend([p - 1, p, p + 1, p.saturating_mul(3).saturating_add(7)]);
    }
    let mut x = 1u64;
    for _ in 0..10_000 {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        v.extend([x, x >> 20, x >> 37, x >> 50]);
    }
    let mut out = Writer::new(Vec::new());
    let mut want = String::new();
    for (i, &v) in v.iter().enumerate() {
        // Short pieces of every length up to 33 between the numbers, across buffer ends.
        let piece: String = (0..i % 34)
            .map(|j| char::from(b'a' + ((i + j) % 26) as u8))
            .collect();
        out.u64s([v, v / 3])
            .bytes(piece.as_bytes())
            .i64(v as i64)
            .line("");
        want += &format!("{} {}{}{}\n", v, v / 3, piece, v as i64);
    }
    out.bytes(&vec![b'x'; 3 * (1 << 16) + 5])
        .u64s(std::iter::empty())
        .flush();
    want += &"x".repeat(3 * (1 << 16) + 5);
    assert!(out.get_ref() == want.as_bytes());
    struct Full;
    impl io::Write for Full {
        fn write(&mut self, _: &[u8]) -> io::Result<usize> {
            Err(io::Error::new(io::ErrorKind::BrokenPipe, "closed"))
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }
    let mut out = Writer::new(Full);
    out.line("Yes").flush();
    out.line("more").flush();
    assert_eq!(
        out.error().map(io::Error::kind),
        Some(io::ErrorKind::BrokenPipe)
    );
    // A closed pipe is the reader gone; Windows' pipe codes too, and only there.
    let gone = |e| crate::io::run::reader_gone(&e);
    assert!(
        gone(io::Error::from(io::ErrorKind::BrokenPipe))
            && !gone(io::Error::from(io::ErrorKind::PermissionDenied))
    );
    assert!([232, 233]
        .iter()
        .all(|&c| gone(io::Error::from_raw_os_error(c)) == cfg!(windows)));
}

#[test]
fn piles_widen_once_and_keep_order() {
    let values: Vec<u64> = (0..1000).map(|i| (i * 4_000_000_007) >> (i % 40)).collect();
    let (mut p, mut chunked) = (Piles::with_capacity(u64::MAX), Piles::with_capacity(0));
    values.iter().for_each(|&v| p.push(v));
    chunked.extend_from_slice(&values[..500]);
    chunked.extend_from_slice(&values[500..]);
    assert!(
        matches!(p, Piles::Wide(_))
            && p.iter().eq(values.iter().copied())
            && chunked.iter().eq(p.iter())
    );
    let mut q = Piles::with_capacity(1);
    q.push(5);
    q.set(0, 3);
    assert!(
        matches!(q, Piles::Narrow(_)) && q.len() == 1 && q.get(0) == Some(3) && q.get(1).is_none()
    );
    q.set(0, 1 << 40);
    assert!(matches!(q, Piles::Wide(_)) && q.get(0) == Some(1 << 40) && !q.is_empty());
}
