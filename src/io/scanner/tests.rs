//! Tests of the scanner, and helpers the other reading modules' tests share.

use super::*;
use std::io;

/// A reader that hands out at most `step` bytes per call.
pub struct Trickle<'a>(pub &'a [u8], pub usize);

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.1.min(buf.len()).min(self.0.len());
        buf[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        Ok(n)
    }
}

/// The scanners to hold to the same answers: in one piece, and in small pieces.
pub fn scanners(input: &[u8], step: usize) -> Vec<(String, Scanner<'_>)> {
    vec![
        ("whole".into(), Scanner::new(input)),
        (format!("step {step}"), Scanner::new(Trickle(input, step))),
    ]
}

/// Every token read with `u64`, or the first error.
fn all_u64(sc: &mut Scanner) -> Result<Vec<u64>, String> {
    let mut v = Vec::new();
    while !sc.at_end().map_err(|e| e.to_string())? {
        v.push(sc.u64("a number").map_err(|e| e.to_string())?);
    }
    Ok(v)
}

#[test]
fn reads_numbers_with_any_whitespace() {
    let input = b"\r\n 0 1\t\t18446744073709551615\r\n\x0b\x0c007\n\n42";
    for step in [1, 2, 3, 7] {
        for (how, mut sc) in scanners(input, step) {
            let got = all_u64(&mut sc);
            assert_eq!(got.unwrap(), [0, 1, u64::MAX, 7, 42], "{how}");
        }
    }
}

#[test]
fn rejects_bad_tokens_with_positions() {
    let cases: &[(&[u8], &str)] = &[
        (
            b"1 2\r\n3 x4",
            "line 2, column 3: expected a number, found \"x4\"",
        ),
        (
            b"18446744073709551616",
            "line 1, column 1: expected a number, found \"18446744073709551616\"",
        ),
        (
            b"\n\n\t-5",
            "line 3, column 2: expected a number, found \"-5\"",
        ),
        (b"2.5", "line 1, column 1: expected a number, found \"2.5\""),
        (
            b"7\x00",
            "line 1, column 1: expected a number, found \"7\\x00\"",
        ),
        (
            b"1 \xff\"",
            "line 1, column 3: expected a number, found \"\\xff\\\"\"",
        ),
        (
            b"1 123456789012345678901234567890123456789",
            "line 1, column 3: expected a number, found \"12345678901234567890123456789012...\"",
        ),
    ];
    for (input, want) in cases {
        for step in [1, 3] {
            for (how, mut sc) in scanners(input, step) {
                assert_eq!(all_u64(&mut sc).unwrap_err(), *want, "{how}");
            }
        }
    }
}

#[test]
fn positions_survive_refills() {
    // Far past the 64 KiB buffer, lines of CRLF.
    let mut input = Vec::new();
    let lines = (1 << 20) / 4 + 300;
    for _ in 0..lines {
        input.extend_from_slice(b"12\r\n");
    }
    input.extend_from_slice(b"  oops");
    let want = format!(
        "line {}, column 3: expected a number, found \"oops\"",
        lines + 1
    );
    for (how, mut sc) in scanners(&input, 5) {
        assert_eq!(all_u64(&mut sc).unwrap_err(), want, "{how}");
    }
}

#[test]
fn a_byte_order_mark_is_whitespace_at_the_start_only() {
    for step in [1, 2, 4] {
        for (how, mut sc) in scanners(b"\xEF\xBB\xBF3 4", step) {
            assert_eq!(all_u64(&mut sc).unwrap(), [3, 4], "{how}");
        }
        for (how, mut sc) in scanners(b"\xEF\xBB\xBF", step) {
            assert!(sc.finish().is_ok(), "{how}");
        }
        for (how, mut sc) in scanners(b"\xEF\xBB\xBFx", step) {
            let e = all_u64(&mut sc).unwrap_err();
            assert_eq!(
                e, "line 1, column 4: expected a number, found \"x\"",
                "{how}"
            );
        }
        for (how, mut sc) in scanners(b"1 \xEF\xBB\xBF2", step) {
            let e = all_u64(&mut sc).unwrap_err();
            let want = "line 1, column 3: expected a number, found \"\\xef\\xbb\\xbf2\"";
            assert_eq!(e, want, "{how}");
        }
        for (how, mut sc) in scanners(b"\xEF\xBB", step) {
            let e = all_u64(&mut sc).unwrap_err();
            assert!(e.ends_with("found \"\\xef\\xbb\""), "{how}: {e}");
        }
    }
}

#[test]
fn required_tokens_checks_and_the_end() {
    let mut sc = Scanner::new(&b"5 \n 12 3"[..]);
    assert_eq!(sc.u64("a count").unwrap(), 5);
    let small = |v: u64| (v < 10).then_some(v);
    let e = sc.u64_map("a digit", small).unwrap_err();
    assert_eq!(
        e.to_string(),
        "line 2, column 2: expected a digit, found \"12\""
    );
    let mut sc = Scanner::new(Trickle(b"5 \n 12 3", 1));
    sc.u64("a count").unwrap();
    let e = sc.u64_map("a digit", small).unwrap_err();
    assert_eq!(e.position(), Some((2, 2)));
    let mut sc = Scanner::new(&b"5 \n"[..]);
    sc.u64("a count").unwrap();
    let e = sc.u64("a pile size").unwrap_err();
    assert!(e.is_end_of_input());
    assert_eq!(e.to_string(), "input ended: expected a pile size");
    assert!(sc.finish().is_ok() && sc.at_end().unwrap());
    let mut sc = Scanner::new(&b"1\n\n  2 3"[..]);
    sc.u64("a").unwrap();
    assert_eq!(sc.finish().unwrap_err().position(), Some((3, 3)));
}

#[test]
fn line_ends_are_counted() {
    let mut x = 9u64;
    for len in (0..300).chain([4079, 4080, 9000]) {
        let s: Vec<u8> = (0..len)
            .map(|_| {
                x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
                [b'\n', (x >> 40) as u8][usize::from(x >> 62 != 0)]
            })
            .collect();
        let want = s.iter().filter(|&&b| b == b'\n').count() as u64;
        assert_eq!(newlines(&s), (want, s.iter().rposition(|&b| b == b'\n')));
    }
}

#[test]
fn read_errors_are_reported() {
    struct Broken;
    impl Read for Broken {
        fn read(&mut self, _: &mut [u8]) -> io::Result<usize> {
            Err(io::Error::new(io::ErrorKind::Other, "disk on fire"))
        }
    }
    let e = Scanner::new(Broken).u64("a").unwrap_err();
    assert_eq!(e.to_string(), "cannot read input: disk on fire");
}

/// A judge that has sent `sent` replies: reading past them would block for ever, so this
/// reader panics instead.
struct Judge<'a> {
    replies: &'a [&'a [u8]],
    sent: std::rc::Rc<std::cell::Cell<usize>>,
    next: usize,
}

impl Read for Judge<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        assert!(
            self.next < self.sent.get(),
            "read waited for a reply not yet sent"
        );
        let reply = self.replies[self.next];
        buf[..reply.len()].copy_from_slice(reply);
        self.next += 1;
        Ok(reply.len())
    }
}

#[test]
fn reads_each_reply_as_soon_as_it_arrives() {
    // Short replies (one shorter than a byte-order mark) must not wait for more input.
    let replies: &[&[u8]] = &[b"5\n", b"3 4\n", b"0 0\n"];
    let sent = std::rc::Rc::new(std::cell::Cell::new(0));
    let judge = Judge {
        replies,
        sent: sent.clone(),
        next: 0,
    };
    let mut sc = Scanner::new(judge);
    sent.set(1);
    assert_eq!(sc.u64("n").unwrap(), 5);
    sent.set(2);
    assert_eq!((sc.u64("a").unwrap(), sc.u64("b").unwrap()), (3, 4));
    sent.set(3);
    assert_eq!((sc.u64("a").unwrap(), sc.u64("b").unwrap()), (0, 0));
}

#[test]
fn a_mark_split_across_reads_is_still_skipped() {
    for step in [1, 2] {
        let mut sc = Scanner::new(Trickle(b"\xEF\xBB\xBF12 3", step));
        assert_eq!(sc.u64("a").unwrap(), 12, "step {step}");
        let mut sc = Scanner::new(Trickle(b"\xEF\xBBx", step));
        let e = sc.u64("a").unwrap_err().to_string();
        assert_eq!(
            e, "line 1, column 1: expected a, found \"\\xef\\xbbx\"",
            "step {step}"
        );
    }
}

#[test]
fn edges_pair_across_chunks_and_reads() {
    // Tokens of mixed lengths, so that the fold's chunks have odd lengths and pairs straddle
    // them; then the same through small reads.
    let pairs: Vec<(u32, u32)> = (0..3000u32).map(|i| (i * 7 % 997, i * 13 % 10)).collect();
    let mut text = String::new();
    for (i, &(a, b)) in pairs.iter().enumerate() {
        let pad = if i % 5 == 0 { "000" } else { "" };
        text += &format!("{pad}{} {}\n", a + 1, b + 1);
    }
    for step in [1, 5, 4096] {
        for (how, mut sc) in scanners(text.as_bytes(), step) {
            assert_eq!(sc.edges(3000, 997).unwrap(), pairs, "{how}");
            assert!(sc.at_end().unwrap(), "{how}");
        }
    }
    let mut sc = Scanner::new(&b"1 2\n2"[..]);
    let e = sc.edges(2, 3).unwrap_err().to_string();
    assert_eq!(e, "input ended: expected a vertex from 1 to 3");
}
