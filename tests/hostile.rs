//! Hostile input, bin by bin: malformed, truncated, negative, overflowing and extra tokens and
//! absurd counts. Each case pins the exit code, the answers written before the error and the
//! exact stderr line of the error contract.

mod common;

use std::io::{Read, Write};
use std::process::{Command, Stdio};

/// (input, expected stdout, expected stderr after "BIN: error: "; empty means exit 0).
type Case = (&'static str, &'static str, &'static str);

fn check(bin: &str, cases: &[Case]) {
    let mut failures = Vec::new();
    for &(input, stdout, error) in cases {
        let out = common::run(bin, input.as_bytes());
        let (want_code, want_err) = if error.is_empty() {
            (0, String::new())
        } else {
            (2, format!("{bin}: error: {error}\n"))
        };
        let got_out = String::from_utf8_lossy(&out.stdout);
        let got_err = String::from_utf8_lossy(&out.stderr);
        if out.status.code() != Some(want_code) || got_out != stdout || got_err != want_err {
            failures.push(format!(
                "{bin} on {input:?}:\n  want exit {want_code}, stdout {stdout:?}, stderr {want_err:?}\n  got  exit {:?}, stdout {got_out:?}, stderr {got_err:?}",
                out.status.code()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn p2197() {
    check(
        "p2197",
        &[
            ("", "", "input ended: expected a case count"),
            (
                "x",
                "",
                "line 1, column 1: expected a case count, found \"x\"",
            ),
            (
                "2\n2\n1 1\n2\n1",
                "No\n",
                "input ended: expected a pile size",
            ),
            ("2\n2\n1 1\n", "No\n", "input ended: expected a pile count"),
            (
                "1\n2\n1 abc\n",
                "",
                "line 3, column 3: expected a pile size, found \"abc\"",
            ),
            (
                "1\r\n1\r\n-5\r\n",
                "",
                "line 3, column 1: expected a pile size, found \"-5\"",
            ),
            (
                "1\n1\n18446744073709551616\n",
                "",
                "line 3, column 1: expected a pile size, found \"18446744073709551616\"",
            ),
            (
                "1\n1\n2.5",
                "",
                "line 3, column 1: expected a pile size, found \"2.5\"",
            ),
            (
                "1\n1\n5\n6\n",
                "Yes\n",
                "line 4, column 1: expected end of input, found \"6\"",
            ),
            (
                "1\n1000000000000000000\n1 2 3\n",
                "",
                "input ended: expected a pile size",
            ),
            ("1\n0\n", "No\n", ""),
        ],
    );
}

#[test]
fn acwing891() {
    check(
        "acwing891",
        &[
            ("", "", "input ended: expected a pile count"),
            ("3\n1 2", "", "input ended: expected a pile size"),
            (
                "2\n1 x",
                "",
                "line 2, column 3: expected a pile size, found \"x\"",
            ),
            (
                "1\n\t-1",
                "",
                "line 2, column 2: expected a pile size, found \"-1\"",
            ),
            (
                "1\n99999999999999999999",
                "",
                "line 2, column 1: expected a pile size, found \"99999999999999999999\"",
            ),
            (
                "1 5 6",
                "Yes\n",
                "line 1, column 5: expected end of input, found \"6\"",
            ),
            (
                "1000000000000000000 1",
                "",
                "input ended: expected a pile size",
            ),
            (
                "1e3",
                "",
                "line 1, column 1: expected a pile count, found \"1e3\"",
            ),
        ],
    );
}

#[test]
fn p1247() {
    check(
        "p1247",
        &[
            ("", "", "input ended: expected a pile count"),
            ("3\n3 6", "", "input ended: expected a pile size"),
            (
                "3\n3 six 9",
                "",
                "line 2, column 3: expected a pile size, found \"six\"",
            ),
            (
                "2\n-3 3",
                "",
                "line 2, column 1: expected a pile size, found \"-3\"",
            ),
            (
                "1\n18446744073709551616",
                "",
                "line 2, column 1: expected a pile size, found \"18446744073709551616\"",
            ),
            (
                "1\n5\n5",
                "5 1\n0\n",
                "line 3, column 1: expected end of input, found \"5\"",
            ),
            (
                "1000000000000000000\n1 2 3",
                "",
                "input ended: expected a pile size",
            ),
            (
                "1\n0x10",
                "",
                "line 2, column 1: expected a pile size, found \"0x10\"",
            ),
        ],
    );
}

#[test]
fn hdu1846() {
    check(
        "hdu1846",
        &[
            ("", "", "input ended: expected a case count"),
            (
                "2\n23 2\n4",
                "first\n",
                "input ended: expected a move limit m",
            ),
            (
                "2\n23 2\n",
                "first\n",
                "input ended: expected a pile size n",
            ),
            (
                "1\n23 -2",
                "",
                "line 2, column 4: expected a move limit m, found \"-2\"",
            ),
            (
                "1\n23 2 \n\n  7",
                "first\n",
                "line 4, column 3: expected end of input, found \"7\"",
            ),
            (
                "1\n18446744073709551616 1",
                "",
                "line 2, column 1: expected a pile size n, found \"18446744073709551616\"",
            ),
            (
                "1000000000000000000\n1 1\n",
                "first\n",
                "input ended: expected a pile size n",
            ),
            (
                "1\n4 3.0",
                "",
                "line 2, column 3: expected a move limit m, found \"3.0\"",
            ),
        ],
    );
}

#[test]
fn p2252() {
    check(
        "p2252",
        &[
            ("", "", ""),
            (" \r\n\t\n", "", ""),
            ("2 1\n8", "0\n", "input ended: expected a pile size b"),
            (
                "2 1\n8 x",
                "0\n",
                "line 2, column 3: expected a pile size b, found \"x\"",
            ),
            (
                "-1 2",
                "",
                "line 1, column 1: expected a pile size a, found \"-1\"",
            ),
            (
                "2 1 4 7 99999999999999999999 1",
                "0\n0\n",
                "line 1, column 9: expected a pile size a, found \"99999999999999999999\"",
            ),
            (
                "8 4\x00",
                "",
                "line 1, column 3: expected a pile size b, found \"4\\x00\"",
            ),
        ],
    );
}

#[test]
fn every_bin_has_hostile_cases_here() {
    let source = include_str!("hostile.rs");
    for bin in common::bins() {
        assert!(
            source.contains(&format!("fn {bin}()")),
            "tests/hostile.rs has no cases for {bin}"
        );
    }
}

/// `p1247 < big.in | head -c 10`: the reader goes away early; the binary must end quietly.
#[test]
fn closed_stdout_ends_quietly() {
    let mut input = String::from("300000\n");
    for i in 0..300_000u64 {
        input.push_str(&(i * 7919 % 1_000_000_007).to_string());
        input.push(' ');
    }
    let mut child = Command::new(common::exe("p1247"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let mut stdout = child.stdout.take().unwrap();
    let mut head = [0u8; 10];
    stdout.read_exact(&mut head).unwrap();
    drop(stdout);
    let status = child.wait().unwrap();
    feeder.join().unwrap();
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    assert_eq!(err, "", "stderr after the reader left");
    assert_eq!(status.code(), Some(0), "exit status after the reader left");
}
