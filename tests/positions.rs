//! Error positions through the real binaries: a bad token at a known line and column — after
//! CRLF lines, after tabs, at the start of a line, as the last byte without a final newline,
//! and straddling the places where the input is cut into pieces (reads of 64 KiB, here at
//! 2^16, 2^18 and 3·2^18 bytes) — is reported at exactly that line and column, by each
//! reading path: block parsing (`p2197`, `p1247`), records of two (`p2252`), checked tokens
//! (`acwing893`) and decimal tokens (`hdu5973`).

fn error_of(bin: &str, input: &[u8]) -> String {
    let out = crate::util::run(bin, input);
    assert_eq!(out.status.code(), Some(2), "{bin} should fail");
    String::from_utf8(out.stderr).unwrap()
}

#[test]
fn small_inputs_report_exact_positions() {
    let cases: &[(&str, &str, &str)] = &[
        (
            "p2197",
            "2\r\n1\r\n5\r\n1\r\n x\r\n",
            "line 5, column 2: expected a pile size, found \"x\"",
        ),
        (
            "p2197",
            "1\n3\n1\t\t2\tbad",
            "line 3, column 6: expected a pile size, found \"bad\"",
        ),
        (
            "p2197",
            "1\n3\n1 2\nfoo\n",
            "line 4, column 1: expected a pile size, found \"foo\"",
        ),
        (
            "p2197",
            "1\n2\n3 x",
            "line 3, column 3: expected a pile size, found \"x\"",
        ),
        (
            "p2252",
            "1 2\r\n\t3\t-4\r\n",
            "line 2, column 4: expected a pile size b, found \"-4\"",
        ),
        ("p2252", "1 2\n3", "input ended: expected a pile size b"),
        (
            "p1247",
            "3\r\n1\r\n2\r\n\t\t3e",
            "line 4, column 3: expected a pile size, found \"3e\"",
        ),
        (
            "acwing893",
            "1\r\n2\r\n1\r\n\t0x5",
            "line 4, column 2: expected a pile size with a known Grundy value (below 2^20, or where the period covers it), found \"0x5\"",
        ),
        (
            "hdu5973",
            "2 1\r\n8\t4\r\n\r\n12a 3",
            "line 4, column 1: expected a pile size of at most 100000 digits, found \"12a\"",
        ),
        (
            "hdu5973",
            "1 1\n2 3x",
            "line 2, column 3: expected a pile size of at most 100000 digits, found \"3x\"",
        ),
    ];
    for &(bin, input, want) in cases {
        assert_eq!(
            error_of(bin, input.as_bytes()),
            format!("{bin}: error: {want}\n"),
            "{bin} on {input:?}"
        );
    }
    // The same input without the bad byte is valid.
    let ok = crate::util::run("hdu5973", b"1 1\n2 3");
    assert_eq!((ok.status.code(), ok.stdout), (Some(0), b"1\n1\n".to_vec()));
}

/// An input for `bin` whose bad token `bad` starts at byte `at` or just after, on a line and
/// column that the test computes itself; returns the input and the expected position.
fn with_bad_token_at(
    bin: &str,
    at: usize,
    bad: &str,
    long_lines: bool,
) -> (Vec<u8>, u64, u64, &'static str) {
    let (mut s, what): (String, &str) = match bin {
        "p2197" => ("1\n100000000\n".into(), "a pile size"),
        "p1247" => ("100000000\n".into(), "a pile size"),
        "p2252" => (String::new(), "a pile size a"),
        "hdu5973" => (String::new(), "a pile size of at most 100000 digits"),
        _ => unreachable!(),
    };
    // Numbers of varying length on short lines (some CRLF) with some tabs, or all on the first
    // line or two, so that the column counts across many reads; p2252 and hdu5973 read pairs,
    // so keep an even count before the bad token.
    let mut i = 0u64;
    let mut count = 0;
    while s.len() < at || (matches!(bin, "p2252" | "hdu5973") && count % 2 == 1) {
        s.push_str(&(i * 7919 % 1_000_003).to_string());
        count += 1;
        s.push_str(match i % 9 {
            _ if long_lines && i % 2 == 0 => "\t",
            _ if long_lines => " ",
            0 => "\r\n",
            1 | 5 => "\n",
            3 => "\t",
            _ => " ",
        });
        i += 1;
    }
    let line = 1 + s.bytes().filter(|&b| b == b'\n').count() as u64;
    let column = (s.len() - s.rfind('\n').map_or(0, |p| p + 1) + 1) as u64;
    s.push_str(bad);
    s.push_str(" 5 6\n");
    (s.into_bytes(), line, column, what)
}

#[test]
fn positions_across_read_boundaries() {
    for bin in ["p2197", "p1247", "p2252", "hdu5973"] {
        for boundary in [1 << 16, 1 << 18, 3 << 18] {
            for (back, long_lines) in [
                (0, false),
                (1, true),
                (2, false),
                (5, true),
                (17, false),
                (0, true),
            ] {
                let bad = if back % 2 == 0 { "12x45" } else { "-7" };
                let (input, line, column, what) =
                    with_bad_token_at(bin, boundary - back, bad, long_lines);
                let want = format!(
                    "{bin}: error: line {line}, column {column}: expected {what}, found \"{bad}\"\n"
                );
                assert_eq!(
                    error_of(bin, &input),
                    want,
                    "{bin}, bad token near byte {boundary} - {back}"
                );
            }
        }
    }
}
