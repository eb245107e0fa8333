//! Hostile input, from the table `tests/hostile.tsv` (one case a line): malformed, truncated,
//! negative, overflowing and extra tokens, absurd counts, byte-order marks. Each case pins the
//! exit code, the answers written before the error and the exact stderr line of the error
//! contract. A few cases that need large inputs are written out below.

use std::process::Command;

pub use crate::cases::Case;

/// The cases of `tests/hostile.tsv`.
pub fn cases() -> Vec<Case> {
    crate::cases::hostile(crate::util::root())
}

#[test]
fn every_case_of_the_table() {
    let cases = cases();
    let failures: Vec<String> = crate::util::parallel(&cases, |c| {
        let out = crate::util::run(&c.bin, &c.input);
        let (want_code, want_err) = match c.error.is_empty() {
            true => (0, String::new()),
            false => (2, format!("{}: error: {}\n", c.bin, c.error)),
        };
        let got_out = String::from_utf8_lossy(&out.stdout);
        let got_err = String::from_utf8_lossy(&out.stderr);
        let ok = out.status.code() == Some(want_code) && got_out == c.stdout && got_err == want_err;
        let shown: String = got_out.chars().take(300).collect();
        (!ok).then(|| {
            format!(
                "{} on {:?}:\n  want exit {want_code}, stdout {:?}, stderr {want_err:?}\n  got  exit {:?}, stdout {shown:?}, stderr {got_err:?}",
                c.bin,
                c.input.escape_ascii().to_string(),
                c.stdout,
                out.status.code()
            )
        })
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_bin_has_cases_in_the_table() {
    let cases = cases();
    for bin in crate::util::all_bins() {
        let n = cases.iter().filter(|c| c.bin == bin).count();
        assert!(
            n >= 3,
            "tests/hostile.tsv has {n} cases for {bin}, fewer than 3"
        );
        assert!(
            cases.iter().any(|c| c.bin == bin && c.input.is_empty()),
            "tests/hostile.tsv has no empty input for {bin}"
        );
    }
    for c in &cases {
        assert!(
            crate::util::all_bins().contains(&c.bin),
            "tests/hostile.tsv: no bin {}",
            c.bin
        );
    }
}

#[test]
fn hdu5973_refuses_a_million_digits_at_once() {
    let what = "a pile size of at most 100000 digits";
    // A million-digit pile is refused at once, not multiplied.
    let mut input = b"2 1\n".to_vec();
    input.extend(std::iter::repeat_n(b'3', 1_000_000));
    input.extend_from_slice(b" 5\n");
    let out = crate::util::run("hdu5973", &input);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(out.stdout, b"0\n");
    let want = format!(
        "hdu5973: error: line 2, column 1: expected {what}, found \"{}...\"\n",
        "3".repeat(32)
    );
    assert_eq!(String::from_utf8_lossy(&out.stderr), want);
    // 100000 digits is the limit, and is answered.
    let mut input = "9".repeat(100_000).into_bytes();
    input.extend_from_slice(b" 000");
    input.extend(std::iter::repeat_n(b'8', 100_000));
    let out = crate::util::run("hdu5973", &input);
    assert_eq!((out.status.code(), out.stdout), (Some(0), b"1\n".to_vec()));
}

/// `p1247 < big.in | head -c 10`: the reader goes away early; the binary must end quietly.
#[test]
fn closed_stdout_ends_quietly() {
    let (code, err) = crate::util::closed_pipe(Command::new(crate::util::exe("p1247")));
    assert_eq!(err, "", "stderr after the reader left");
    assert_eq!(code, Some(0), "exit status after the reader left");
}

/// `(echo 10^18; yes 5) | hr_half | head -1`: the reader goes away while the input never
/// ends; the binary must stop at its first failed write, quietly, not read on for ever.
/// Every binary writes through the same `run`: a few of different shapes are tried.
#[test]
fn closed_stdout_stops_an_endless_input() {
    for (bin, head, unit) in [
        ("hr_half", "1000000000000000000\n", "5\n"),
        ("p2197", "1000000000000000000\n", "2 1 1\n"),
        ("hdu1846", "1000000000000000000\n", "20 3\n"),
    ] {
        let (code, err) = crate::util::endless(bin, head.as_bytes(), unit.as_bytes());
        assert_eq!((code, err.as_str()), (Some(0), ""), "{bin}");
    }
}

/// A run that hangs fails as a timeout that names its input and the time, not as an empty
/// output or `exit None` (a shell told to sleep stands in for a hung binary).
#[cfg(unix)]
#[test]
fn a_hang_fails_as_a_timeout_naming_its_input() {
    let hung = std::panic::catch_unwind(|| {
        let sh = std::path::Path::new("/bin/sh");
        let patience = std::time::Duration::from_secs(1);
        crate::util::run_patiently(sh, b"exec sleep 30\n", "testdata/x/y/NAME.in", patience)
    });
    let message = hung.expect_err("a timeout fails the test");
    let message = message
        .downcast_ref::<String>()
        .expect("a formatted message");
    assert!(
        message.ends_with("timed out after 1 s on testdata/x/y/NAME.in: killed (a hang; no test depends on speed)"),
        "{message}"
    );
}
