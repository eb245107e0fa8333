//! Hostile input, bin by bin: malformed, truncated, negative, overflowing and extra tokens and
//! absurd counts. Each case pins the exit code, the answers written before the error and the
//! exact stderr line of the error contract.

mod common;

use std::io::Read;
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
        let shown: String = got_out.chars().take(300).collect();
        let got_err = String::from_utf8_lossy(&out.stderr);
        if out.status.code() != Some(want_code) || got_out != stdout || got_err != want_err {
            failures.push(format!(
                "{bin} on {input:?}:\n  want exit {want_code}, stdout {stdout:?}, stderr {want_err:?}\n  got  exit {:?}, stdout {shown:?}, stderr {got_err:?}",
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
fn p4279() {
    check(
        "p4279",
        &[
            ("", "", "input ended: expected a case count"),
            (
                "2\n3\n3 5 1\n1\n",
                "John\n",
                "input ended: expected a pile size",
            ),
            (
                "1\n2\n3 -5",
                "",
                "line 3, column 3: expected a pile size, found \"-5\"",
            ),
            (
                "1\n1\n1 1",
                "Brother\n",
                "line 3, column 3: expected end of input, found \"1\"",
            ),
            (
                "1\n1000000000000000000\n1\n",
                "",
                "input ended: expected a pile size",
            ),
            (
                "1\n1\n36893488147419103232",
                "",
                "line 3, column 1: expected a pile size, found \"36893488147419103232\"",
            ),
        ],
    );
}

#[test]
fn hdu2176() {
    check(
        "hdu2176",
        &[
            ("", "", ""),
            (
                "2\n45 45\n3\n3 6",
                "No\n",
                "input ended: expected a pile size",
            ),
            (
                "2\n45 45\n0\n7",
                "No\n",
                "line 4, column 1: expected end of input, found \"7\"",
            ),
            (
                "1\nx",
                "",
                "line 2, column 1: expected a pile size, found \"x\"",
            ),
            (
                "-1\n",
                "",
                "line 1, column 1: expected a pile count m, found \"-1\"",
            ),
            (
                "1000000000000000000\n1 2 3\n",
                "",
                "input ended: expected a pile size",
            ),
        ],
    );
}

#[test]
fn hdu2149() {
    check("hdu2149", &[
        ("", "", ""),
        ("4 2\n3", "1\n", "input ended: expected a raise limit N leaving at most 10^6 winning bids"),
        ("4 2\n3 two", "1\n", "line 2, column 3: expected a raise limit N leaving at most 10^6 winning bids, found \"two\""),
        ("1 1000001", "", "line 1, column 3: expected a raise limit N leaving at most 10^6 winning bids, found \"1000001\""),
        ("0 1000001", "", "line 1, column 3: expected a raise limit N leaving at most 10^6 winning bids, found \"1000001\""),
        ("4.5 2", "", "line 1, column 1: expected a target price M, found \"4.5\""),
    ]);
}

#[test]
fn hdu2177() {
    check(
        "hdu2177",
        &[
            ("", "", ""),
            ("1 2\n5", "0\n", "input ended: expected a pile size b"),
            (
                "1 2\n0 0\n1 2",
                "0\n",
                "line 3, column 1: expected end of input, found \"1\"",
            ),
            (
                "1 -2",
                "",
                "line 1, column 3: expected a pile size b, found \"-2\"",
            ),
            (
                "18446744073709551616 1",
                "",
                "line 1, column 1: expected a pile size a, found \"18446744073709551616\"",
            ),
        ],
    );
}

#[test]
fn acwing892() {
    check(
        "acwing892",
        &[
            ("", "", "input ended: expected a step count"),
            ("3\n2 1", "", "input ended: expected a stone count"),
            (
                "3\n2 1 +3",
                "",
                "line 2, column 5: expected a stone count, found \"+3\"",
            ),
            (
                "1 5 5",
                "Yes\n",
                "line 1, column 5: expected end of input, found \"5\"",
            ),
            (
                "1000000000000000000\n1",
                "",
                "input ended: expected a stone count",
            ),
        ],
    );
}

#[test]
fn acwing893() {
    check("acwing893", &[
        ("", "", "input ended: expected a take-size count"),
        ("2\n2 0\n1\n3", "", "line 2, column 3: expected a take size of at least 1, found \"0\""),
        ("2\n2 5\n3\n2 4", "", "input ended: expected a pile size with a known Grundy value (below 2^20, or any once the values repeat)"),
        ("1\n2000000\n1\n3000000", "", "line 4, column 1: expected a pile size with a known Grundy value (below 2^20, or any once the values repeat), found \"3000000\""),
        ("1\n5\n1\n7 8", "Yes\n", "line 4, column 3: expected end of input, found \"8\""),
        ("1000000000000000000\n1 2", "", "input ended: expected a take size of at least 1"),
        ("1\n1\n1000000000000000000\n1", "", "input ended: expected a pile size with a known Grundy value (below 2^20, or any once the values repeat)"),
    ]);
}

#[test]
fn acwing894() {
    check(
        "acwing894",
        &[
            ("", "", "input ended: expected a pile count"),
            ("2\n2", "", "input ended: expected a pile size"),
            (
                "2\n2 3a",
                "",
                "line 2, column 3: expected a pile size, found \"3a\"",
            ),
            (
                "2\n2 3 4",
                "Yes\n",
                "line 2, column 5: expected end of input, found \"4\"",
            ),
            (
                "1000000000000000000\n",
                "",
                "input ended: expected a pile size",
            ),
        ],
    );
}

#[test]
fn hdu1536() {
    check("hdu1536", &[
        ("", "", ""),
        ("2 2 5\n3\n2 5 12\n3 2 4", "L", "input ended: expected a heap size with a known Grundy value (below 2^20, or any once the values repeat)"),
        ("2 2 5\n1\n1 5\n0\n9", "W\n", "line 5, column 1: expected end of input, found \"9\""),
        ("2 0 5\n1\n1 5\n0\n", "", "line 1, column 3: expected a take size of at least 1, found \"0\""),
        ("1 2000000\n1\n1 5000000\n0\n", "", "line 3, column 3: expected a heap size with a known Grundy value (below 2^20, or any once the values repeat), found \"5000000\""),
        ("1 1\n1000000000000000000\n1 1\n", "W", "input ended: expected a heap count l"),
        ("x", "", "line 1, column 1: expected a take-size count k, found \"x\""),
    ]);
}

#[test]
fn hdu1848() {
    check(
        "hdu1848",
        &[
            ("", "", ""),
            (
                "1 1 1\n1 4",
                "Fibo\n",
                "input ended: expected a pile size below 2^20",
            ),
            (
                "1 1 1048576",
                "",
                "line 1, column 5: expected a pile size below 2^20, found \"1048576\"",
            ),
            (
                "1 1 1\n0 0 0\n1",
                "Fibo\n",
                "line 3, column 1: expected end of input, found \"1\"",
            ),
            (
                "1 -1 1",
                "",
                "line 1, column 3: expected a pile size below 2^20, found \"-1\"",
            ),
        ],
    );
}

#[test]
fn hdu2516() {
    check(
        "hdu2516",
        &[
            ("", "", ""),
            ("2\n13\n", "Second win\nSecond win\n", ""),
            (
                "2\n0\n5",
                "Second win\n",
                "line 3, column 1: expected end of input, found \"5\"",
            ),
            (
                "2\n18446744073709551616\n0",
                "Second win\n",
                "line 2, column 1: expected a pile size n, found \"18446744073709551616\"",
            ),
            (
                "2\n1e9\n0",
                "Second win\n",
                "line 2, column 1: expected a pile size n, found \"1e9\"",
            ),
        ],
    );
}

#[test]
fn hdu5973() {
    let what = "a pile size of at most 100000 digits";
    check(
        "hdu5973",
        &[
            ("", "", ""),
            (
                "2 1\n8",
                "0\n",
                "input ended: expected a pile size of at most 100000 digits",
            ),
            (
                "-1 2",
                "",
                "line 1, column 1: expected a pile size of at most 100000 digits, found \"-1\"",
            ),
            (
                "2 1\n12x 5",
                "0\n",
                "line 2, column 1: expected a pile size of at most 100000 digits, found \"12x\"",
            ),
            (
                "1.5 2",
                "",
                "line 1, column 1: expected a pile size of at most 100000 digits, found \"1.5\"",
            ),
        ],
    );
    // A million-digit pile is refused at once, not multiplied.
    let mut input = b"2 1\n".to_vec();
    input.extend(std::iter::repeat(b'3').take(1_000_000));
    input.extend_from_slice(b" 5\n");
    let started = std::time::Instant::now();
    let out = common::run("hdu5973", &input);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(out.stdout, b"0\n");
    let want = format!(
        "hdu5973: error: line 2, column 1: expected {what}, found \"{}...\"\n",
        "3".repeat(32)
    );
    assert_eq!(String::from_utf8_lossy(&out.stderr), want);
    assert!(started.elapsed() < std::time::Duration::from_secs(5));
    // 100000 digits is the limit, and is answered.
    let mut input = "9".repeat(100_000).into_bytes();
    input.extend_from_slice(b" 000");
    input.extend(std::iter::repeat(b'8').take(100_000));
    let out = common::run("hdu5973", &input);
    assert_eq!((out.status.code(), out.stdout), (Some(0), b"1\n".to_vec()));
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
    let feeder = common::feed(&mut child, input.into_bytes());
    let mut stdout = child.stdout.take().unwrap();
    let mut head = [0u8; 10];
    stdout.read_exact(&mut head).unwrap();
    drop(stdout);
    let status = child.wait().unwrap();
    feeder.join().unwrap();
    let err = common::stderr_of(&mut child);
    assert_eq!(err, "", "stderr after the reader left");
    assert_eq!(status.code(), Some(0), "exit status after the reader left");
}
