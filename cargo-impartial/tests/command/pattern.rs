//! `cargo impartial pattern`: its exact lines, predictions at 10^18 (values alone on standard
//! output), the Rust function as the library writes it, why none was found, the refusals with
//! `FILE:LINE:COLUMN` (exit 2), and the pictures (well-formed SVG, one mark per table entry or
//! block, removed when a run is refused).

use std::process::Output;

fn pattern(args: &[&str], input: &str) -> Output {
    let mut c = super::command();
    c.arg("pattern").args(args);
    let mut child = c
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    // A command that refuses its arguments exits without reading: the pipe may be closed.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().unwrap()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Lasker's Nim's values (the rule's closed form; the finder is tested against searches in
/// the library).
fn lasker(n: u64) -> u64 {
    match n % 4 {
        0 if n > 0 => n - 1,
        3 => n + 1,
        _ => n,
    }
}

#[test]
fn lines_predictions_and_the_rust_function() {
    let table: Vec<String> = (0..60).map(|n| lasker(n).to_string()).collect();
    let input = table.join(" ") + "\n";
    let out = pattern(
        &["--predict", "1000000000000000000..1000000000000000004"],
        &input,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    // The values alone on standard output, a column a script can use; the pattern on stderr.
    assert_eq!(
        text(&out.stdout),
        "999999999999999999\n1000000000000000001\n1000000000000000002\n1000000000000000004\n"
    );
    assert_eq!(
        text(&out.stderr),
        "pattern: G(n) = n − 1 if n ≡ 0 (mod 4), n + 1 if n ≡ 3 (mod 4), else n, for n ≥ 1; G(0..1) = 0\n\
         holds on: n < 60 (the whole table): fitted on n < 6, confirmed on 6 ≤ n < 60 (54 values); observed, not proven\n"
    );
    let out = pattern(&["--rust"], &input);
    let g: Vec<u64> = (0..60).map(lasker).collect();
    let found = impartial::pattern::find(&g).unwrap();
    let lines: Vec<&str> = std::str::from_utf8(&out.stdout)
        .unwrap()
        .splitn(3, '\n')
        .collect();
    assert_eq!(lines[2], found.rust());
    // 2-D: Nim on two piles, rows by line; a picture with one square per entry.
    let rows: Vec<String> = (0..20u64)
        .map(|a| {
            (0..30u64)
                .map(|b| (a ^ b).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let svg = super::scratch("pattern-svg").join("nim.svg");
    let out = pattern(
        &[
            "--2d",
            "--predict",
            "5..7",
            "0..4",
            "--svg",
            svg.to_str().unwrap(),
        ],
        &(rows.join("\r\n") + "\r\n"),
    );
    assert_eq!(text(&out.stdout), "5 4 7 6\n6 7 4 5\n");
    assert_eq!(
        text(&out.stderr),
        "pattern: G(a, b) = f(a ⊕ b) where f(n) = n\n\
         holds on: the whole 20 × 30 table: fitted on f(v) for v < 2, v = a ⊕ b, confirmed on the rest; observed, not proven\n"
    );
    let picture = std::fs::read_to_string(&svg).unwrap();
    well_formed(&picture);
    assert_eq!(picture.matches("<rect x=").count(), 600);
}

#[test]
fn none_found_says_why() {
    // Grundy's game, whose values have no known pattern.
    let values = std::process::Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["split-unequal", "--values", "399"])
        .output()
        .unwrap();
    let svg = super::scratch("pattern-none").join("g.svg");
    let out = pattern(
        &["--rust", "--svg", svg.to_str().unwrap()],
        &text(&values.stdout),
    );
    let said = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0));
    assert!(
        said.starts_with("pattern: none found\nnothing fits: "),
        "{said}"
    );
    assert_eq!(said.lines().count(), 2, "{said}");
    // Nothing to predict with: the reason on stderr, nothing on stdout, exit 1.
    let out = pattern(&["--predict", "0..10"], &text(&values.stdout));
    assert_eq!(
        (out.status.code(), text(&out.stdout)),
        (Some(1), String::new())
    );
    assert!(text(&out.stderr).starts_with("pattern: none found\n"));
    // A short table: the nearest candidate and the length that would settle it.
    let out = pattern(&[], "0 0 1 1 0 1 0 1 0 1 0 1\n");
    assert_eq!(
        text(&out.stdout),
        "pattern: none found\nnearest: G(n) = 1 if n ≡ 1 (mod 2), else 0, for n ≥ 3; G(0..3) = \
         0 0 1; 4 periods of 2 past n = 3, 8 needed: print at least 37 values\n"
    );
    let picture = std::fs::read_to_string(&svg).unwrap();
    well_formed(&picture);
    assert_eq!(picture.matches("<circle ").count(), 400);
}

#[test]
fn malformed_tables_are_refused_with_a_position() {
    for (args, input, message) in [
        (
            &[][..],
            "0 1 2\n3 x 5\n",
            "<stdin>:2:3: error: expected a non-negative integer, found \"x\"",
        ),
        (
            &[],
            "0 -1",
            "<stdin>:1:3: error: expected a non-negative integer, found \"-1\"",
        ),
        (
            &[],
            "1 2.5",
            "<stdin>:1:3: error: expected a non-negative integer, found \"2.5\"",
        ),
        (
            &[],
            "99999999999999999999",
            "<stdin>:1:1: error: expected a number below 2^64",
        ),
        (
            &[],
            "",
            "<stdin>:1:1: error: expected a table of numbers, found an empty input",
        ),
        (
            &["--2d"],
            "0 1\n1 0\n0\n",
            "<stdin>:3:1: error: expected 2 numbers in this row (as in the first), found 1",
        ),
        (
            &["--predict", "5..2"],
            "0 1",
            "argument 2: expected A..B with A <= B",
        ),
        (
            &["--predict", "0..2", "0..2"],
            "0 1",
            "--predict takes one range",
        ),
        (
            &[],
            "0 1 0\n1 0 1\n",
            "<stdin>:2:1: error: expected one sequence G(0) G(1) …, found 2 lines of 3 numbers each: a two-dimensional table? add --2d",
        ),
        (&["--rust", "--rust"], "0 1", "argument 2: --rust given twice"),
        (&["--2d", "--2d"], "0 1", "argument 2: --2d given twice"),
        (&["--from", "1", "--from", "2"], "0 1", "argument 3: --from given twice"),
        (&["--from", "x"], "0 1", "argument 2: expected a whole number N"),
        (&["--2d", "--from", "1"], "0 1", "--from is for one-dimensional tables"),
        (
            &["--predict", "0..9", "--rust"],
            "0 1",
            "--predict and --rust each fill standard output",
        ),
        (
            &["--predict", "0..100000000"],
            "0 1",
            "--predict asks for 100000000 values, up to 2002 MiB of output",
        ),
        (
            &["--2d", "--predict", "0..1", "0..1000000000000"],
            "0 1",
            "--predict asks for 1000000000000 values",
        ),
        (
            &["--2d", "--predict", "0..4", "0..9"],
            "0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2\n1 1 0 1 1 0 1 1 0 1 1 0 1 1 0 1 1 0 1 1 0 1 1 0 1 1 0\n",
            "--predict 0..4: the pattern holds for the table's 2 rows only (a < 2)",
        ),
        (&["--svg", "/"], "0 1", "--svg /: a folder, not a file"),
        (&["--svg", "/dev/null"], "0 1", "--svg /dev/null: not a regular file"),
        (&["--colour"], "0 1", "argument 1: unknown option --colour"),
        (
            &["/nonexistent/table.txt"],
            "",
            "cannot read /nonexistent/table.txt",
        ),
    ] {
        let out = pattern(args, input);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?} {input:?}: {err}");
        // Positions in the table as the bundler gives them; the rest as the command's.
        let whole = match message.starts_with('<') {
            true => message.to_string(),
            false => format!("cargo-impartial: error: {message}"),
        };
        assert!(err.starts_with(&whole), "{err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(out.stdout.is_empty());
    }
    // A file's name in the position.
    let file = super::scratch("pattern-file").join("t.txt");
    std::fs::write(&file, "0 1 0\n1 0 one\n").unwrap();
    let out = pattern(&[file.to_str().unwrap()], "");
    assert!(text(&out.stderr).starts_with(&format!("{}:2:5: error: expected", file.display())));
}

#[test]
fn tables_from_one_cr_line_ends_blocks_and_stale_pictures() {
    // The Ruler game from n = 1, one value a line: spoken of as the user counts.
    let input: String = (1..300u64)
        .map(|n| format!("{}\n", n & n.wrapping_neg()))
        .collect();
    let out = pattern(&["--from", "1"], &input);
    assert_eq!(
        text(&out.stdout),
        "pattern: G(n) = lowbit(n), for n ≥ 1\n\
         holds on: 1 ≤ n < 300 (the whole table): fitted on n < 17, confirmed on 17 ≤ n < 300 (283 values); observed, not proven\n"
    );
    // CR-only line ends are rows too; one row with --2d is read, with a warning.
    let rows: Vec<String> = (0..20u64)
        .map(|a| {
            (0..20u64)
                .map(|b| (a ^ b).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let out = pattern(&["--2d"], &(rows.join("\r") + "\r"));
    assert!(
        text(&out.stdout).starts_with("pattern: G(a, b) = f(a ⊕ b)"),
        "{}",
        text(&out.stdout)
    );
    let out = pattern(&["--2d"], "0 1 2 3\n");
    assert!(
        text(&out.stderr).starts_with("cargo-impartial: warning: --2d with one row of 4 numbers")
    );
    // A 500 × 500 table is drawn in 3 × 3 blocks: 167 × 167 squares, not 250 000.
    let dir = super::scratch("pattern-blocks");
    let svg = dir.join("big.svg");
    let big: Vec<String> = (0..500u64)
        .map(|a| {
            (0..500u64)
                .map(|b| ((a + b) % 3).to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let out = pattern(
        &["--2d", "--svg", svg.to_str().unwrap()],
        &(big.join("\n") + "\n"),
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let picture = std::fs::read_to_string(&svg).unwrap();
    well_formed(&picture);
    assert_eq!(picture.matches("<rect x=").count(), 167 * 167);
    assert!(picture.len() < 20 << 20, "{} bytes", picture.len());
    // A refused run removes the earlier picture, and says so.
    let out = pattern(&["--svg", svg.to_str().unwrap()], "0 x");
    assert_eq!(out.status.code(), Some(2));
    assert!(!svg.exists());
    assert!(
        text(&out.stderr).contains("removed"),
        "{}",
        text(&out.stderr)
    );
}

/// Every tag closed in order, attributes quoted, `&` only in entities.
fn well_formed(svg: &str) {
    assert!(svg.starts_with("<svg ") && svg.trim_end().ends_with("</svg>"));
    let mut open: Vec<String> = Vec::new();
    let mut rest = svg;
    while let Some(i) = rest.find('<') {
        let j = rest[i..].find('>').expect("a closed tag") + i;
        let tag = &rest[i + 1..j];
        if tag.starts_with("!--") {
            rest = &rest[j + 1..];
            continue;
        }
        assert_eq!(tag.matches('"').count() % 2, 0, "{tag}");
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(open.pop().as_deref(), Some(name), "{tag}");
        } else if !tag.ends_with('/') {
            open.push(tag.split_whitespace().next().unwrap().to_string());
        }
        rest = &rest[j + 1..];
    }
    assert!(open.is_empty(), "{open:?}");
    for (i, _) in svg.match_indices('&') {
        let entity = &svg[i..svg[i..].find(';').map_or(svg.len(), |k| i + k + 1)];
        assert!(["&amp;", "&lt;", "&gt;"].contains(&entity), "{entity}");
    }
}
