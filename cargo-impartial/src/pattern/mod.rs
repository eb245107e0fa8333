//! `cargo impartial pattern`: the pattern of a brute-force table, read on stdin (or from a
//! file), from [`impartial::pattern`]; a thin wrapper that reads, parses the options and
//! prints.
//!
//! ```text
//! pattern: G(n) = n mod 4
//! holds on: n < 40 (the whole table): fitted on n < 4, confirmed on 4 ≤ n < 40 (36 values); observed, not proven
//! ```

mod read;
mod svg;

use crate::output;
use impartial::pattern::{search_from, search_grid};
use std::io::Write;
use std::ops::Range;

/// `cargo impartial pattern --help`.
pub const HELP: &str = "\
cargo impartial pattern: find the pattern in a brute-force table

Usage:
  cargo impartial pattern [FILE] [--from N] [--2d] [--predict A..B [C..D]] [--rust]
                          [--svg OUT] [--force]

Reads whitespace-separated non-negative integers from FILE or standard input:
  G(0) G(1) G(2) …          Grundy values, or 0/1 for lose/win (default), on one line or
                            one a line
  --from N                  the table starts at G(N) (many games start at n = 1)
  --2d                      one row a line, row a holding G(a, 0) G(a, 1) … (all rows the
                            same length); lines end in LF, CRLF or CR
Prints `pattern: …` in words and `holds on: …` (what was fitted, what only confirmed it),
or `pattern: none found` and one line that says why: `nearest: …` (the candidate that
came closest, what it lacks, and how long a table would settle it), `too short: …` or
`nothing fits: …`. Exit 0 both ways; 2 for malformed input (FILE:LINE:COLUMN) or options.
  --predict A..B        only G(n) for A <= n < B on standard output, one a line (any u64,
                        exactly); the pattern's lines go to standard error; exit 1 if
                        there is no pattern to predict with
  --predict A..B C..D   with --2d: rows a in A..B, each G(a, b) for b in C..D
  --force               predict more than 1 GiB of output (at 21 bytes a value: above
                        51 130 563 values), which is refused without it
  --rust                the pattern as a Rust function fn g(n: u64) -> u64
                        (fn g(a: u64, b: u64) -> u64 with --2d) to paste into a solution
  --svg OUT             a picture of the table and the pattern (OUT a regular file; a
                        table over 200 x 200 is drawn in blocks)
A pattern is printed only if it holds on the whole table and the values it was not fitted
on carry enough evidence (docs/patterns.md); it is observed, not proven. OUT is never FILE
(nor what standard input reads); it is written whole or not at all, and a refused run
removes an earlier picture of this command at OUT (by its mark), leaving any other file.
";

/// The most output `--predict` writes without `--force`.
const CAP: u128 = 1 << 30;

/// Bytes a predicted value takes at most: 20 digits and a separator.
const VALUE_BYTES: u128 = 21;

/// The parsed command line.
#[derive(Debug, Default)]
struct Options {
    file: Option<String>,
    grid: bool,
    from: Option<u64>,
    predict: Vec<Range<u64>>,
    rust: bool,
    svg: Option<String>,
    /// Where the picture is written: `svg`, or the file a link there points to.
    svg_target: Option<std::path::PathBuf>,
    force: bool,
}

fn range(arg: &str) -> Option<Range<u64>> {
    let (a, b) = arg.split_once("..")?;
    let (a, b) = (a.parse().ok()?, b.parse().ok()?);
    if a <= b {
        Some(a..b)
    } else {
        None
    }
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options::default();
    let mut it = args.iter().enumerate().peekable();
    let twice = |at: &str, name: &str| Err(format!("{}: {} given twice", at, name));
    while let Some((i, a)) = it.next() {
        let at = format!("argument {}", i + 1);
        match a.as_str() {
            "--2d" if o.grid => return twice(&at, a),
            "--2d" => o.grid = true,
            "--rust" if o.rust => return twice(&at, a),
            "--rust" => o.rust = true,
            "--force" if o.force => return twice(&at, a),
            "--force" => o.force = true,
            "--svg" => match it.next() {
                Some((_, f)) if o.svg.is_none() => o.svg = Some(f.clone()),
                Some(_) => return twice(&at, a),
                None => return Err(format!("{}: expected a file after --svg", at)),
            },
            "--from" => match it.next() {
                Some(_) if o.from.is_some() => return twice(&at, a),
                Some((j, n)) => {
                    let bad = format!(
                        "argument {}: expected a whole number N, found {:?}",
                        j + 1,
                        n
                    );
                    o.from = Some(n.parse().map_err(|_| bad)?);
                }
                None => return Err(format!("{}: expected N after --from", at)),
            },
            "--predict" => {
                if !o.predict.is_empty() {
                    return twice(&at, a);
                }
                let (j, r) = match it.next() {
                    Some(x) => x,
                    None => return Err(format!("{}: expected A..B after --predict", at)),
                };
                let bad = format!(
                    "argument {}: expected A..B with A <= B, found {:?}",
                    j + 1,
                    r
                );
                o.predict.push(range(r).ok_or(bad)?);
                if let Some(r) = it.peek().and_then(|(_, r)| range(r)) {
                    o.predict.push(r);
                    it.next();
                }
            }
            _ if a.starts_with('-') && a != "-" => {
                return Err(format!("{}: unknown option {}; see --help", at, a));
            }
            _ if o.file.is_none() => o.file = Some(a.clone()),
            _ => return Err(format!("{}: one FILE only, found also {:?}", at, a)),
        }
    }
    match (o.grid, o.predict.len()) {
        (false, 2) => return Err("--predict takes one range A..B without --2d".into()),
        (true, 1) => return Err("--predict takes two ranges A..B C..D with --2d".into()),
        _ => {}
    }
    if o.grid && o.from.is_some() {
        return Err("--from is for one-dimensional tables (without --2d)".into());
    }
    if let (Some(from), Some(r)) = (o.from, o.predict.first()) {
        if r.start < from {
            return Err(format!(
                "--predict {}..{} starts below n = {}, where the table starts (--from {}): the pattern says nothing of G(n) for n < {}",
                r.start, r.end, from, from, from
            ));
        }
    }
    if o.rust && !o.predict.is_empty() {
        return Err("--predict and --rust each fill standard output: ask for one at a time".into());
    }
    let values: u128 = o
        .predict
        .iter()
        .map(|r| u128::from(r.end - r.start))
        .product::<u128>()
        * u128::from(!o.predict.is_empty());
    if values * VALUE_BYTES > CAP && !o.force {
        return Err(format!(
            "--predict asks for {} values, up to {} MiB of output (21 bytes a value), over the \
             1 GiB cap: narrow the range, or add --force",
            values,
            (values * VALUE_BYTES) >> 20
        ));
    }
    if let Some(svg) = &o.svg {
        o.svg_target = Some(output::check("--svg", svg)?);
        output::distinct(&[("--svg", svg)], &[("the table", &table_path(&o.file))])?;
    }
    Ok(o)
}

/// The file the table is read from: FILE, or what standard input is redirected from.
fn table_path(file: &Option<String>) -> String {
    match file.as_deref() {
        None | Some("-") => "/dev/stdin".to_string(),
        Some(f) => f.to_string(),
    }
}

/// Whether the picture at `svg` may be removed after a refusal: it passes the checks and is
/// no argument of the command line (which could be the table).
fn removable(svg: &str, args: &[String]) -> bool {
    let p = std::path::Path::new(svg);
    let named = args.iter().enumerate().any(|(i, a)| {
        let the_svg = i > 0 && args[i - 1] == "--svg";
        !the_svg && !a.starts_with("--") && output::same(p, std::path::Path::new(a))
    });
    output::check("--svg", svg).is_ok()
        && !named
        && !output::same(p, std::path::Path::new("/dev/stdin"))
}

/// Fails with one line and exit code 2, removing an earlier picture of this tool at `svg`.
fn refuse(line: &str, svg: Option<&str>) -> ! {
    eprintln!("{}", line);
    if let Some(svg) = svg {
        output::remove_stale("cargo-impartial", svg, output::Kind::Picture("pattern"));
    }
    std::process::exit(2)
}

/// Where the text goes; a closed pipe ends the command quietly (exit 0).
struct Out<W: Write> {
    w: W,
}

impl<W: Write> Out<W> {
    fn put(&mut self, text: &str) {
        if let Err(e) = self.w.write_all(text.as_bytes()) {
            if e.kind() == std::io::ErrorKind::BrokenPipe {
                std::process::exit(0);
            }
            eprintln!("cargo-impartial: error: cannot write the output: {}", e);
            std::process::exit(1);
        }
    }

    fn flush(&mut self) {
        if let Err(e) = self.w.flush() {
            if e.kind() == std::io::ErrorKind::BrokenPipe {
                std::process::exit(0);
            }
            eprintln!("cargo-impartial: error: cannot write the output: {}", e);
            std::process::exit(1);
        }
    }
}

/// Streams `value(i, j)` for the rows `rows` and columns `cols` (one column: one value a
/// line), a value at a time; stops with exit 1 at a value that does not fit in 64 bits.
fn stream<W: Write>(
    out: &mut Out<W>,
    rows: Range<u64>,
    cols: Option<Range<u64>>,
    value: &dyn Fn(u64, u64) -> Option<u64>,
    place: &dyn Fn(u64, u64) -> String,
) {
    let mut buf = String::with_capacity(1 << 16);
    let fail = |out: &mut Out<W>, buf: &mut String, a, b| -> ! {
        out.put(buf);
        out.flush();
        eprintln!(
            "cargo-impartial: error: {} is not computed (it does not fit in 64 bits, or needs π(m) \
             for m above 10^12); the values before it are written",
            place(a, b)
        );
        std::process::exit(1)
    };
    for a in rows {
        match &cols {
            None => match value(a, 0) {
                Some(v) => {
                    buf.push_str(&v.to_string());
                    buf.push('\n');
                }
                None => fail(out, &mut buf, a, 0),
            },
            Some(cols) => {
                for b in cols.clone() {
                    match value(a, b) {
                        Some(v) => {
                            if b > cols.start {
                                buf.push(' ');
                            }
                            buf.push_str(&v.to_string());
                        }
                        None => fail(out, &mut buf, a, b),
                    }
                    if buf.len() >= 1 << 16 {
                        out.put(&std::mem::take(&mut buf));
                    }
                }
                buf.push('\n');
            }
        }
        if buf.len() >= 1 << 16 {
            out.put(&std::mem::take(&mut buf));
        }
    }
    out.put(&buf);
}

/// `cargo impartial pattern ARGS`.
pub fn main(args: Vec<String>) {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        print!("{}", HELP);
        return;
    }
    let svg_arg = args
        .iter()
        .position(|a| a == "--svg")
        .and_then(|i| args.get(i + 1))
        .cloned();
    let o = parse(&args).unwrap_or_else(|e| {
        // A path that is no regular file, or that could be the table, is not ours to remove.
        let svg = svg_arg.as_deref().filter(|p| removable(p, &args));
        refuse(&format!("cargo-impartial: error: {}", e), svg)
    });
    let svg = o.svg.as_deref();
    let write_svg = |picture: String| {
        let target = o.svg_target.as_deref().expect("checked with --svg");
        if let Err(e) = output::write(target, picture.as_bytes()) {
            refuse(
                &format!(
                    "cargo-impartial: error: cannot write {}: {}",
                    svg.unwrap_or(""),
                    e
                ),
                svg,
            )
        }
    };
    let (name, bytes) = read::input(o.file.as_deref())
        .unwrap_or_else(|e| refuse(&format!("cargo-impartial: error: {}", e), svg));
    let table = read::table(&name, &bytes, o.grid).unwrap_or_else(|e| refuse(&e, svg));
    if let Some(warning) = &table.warning {
        eprintln!("cargo-impartial: warning: {}", warning);
    }
    let rows = table.rows;
    let stdout = std::io::stdout();
    let mut out = Out {
        w: std::io::BufWriter::new(stdout.lock()),
    };
    let predicting = !o.predict.is_empty();
    // With --predict, the pattern's lines go to standard error: standard output is the values.
    let mut say = |text: &str| {
        if predicting {
            eprint!("{}", text);
        } else {
            out.put(text);
        }
    };
    let none = "pattern: none found\n";
    let mut found_any = false;
    if o.grid {
        let found = search_grid(&rows);
        // Rows past a few-row table's own are refused before a word is printed.
        if let (Ok(f), [ra, _]) = (&found, &o.predict[..]) {
            if let Some(r) = f.pattern.rows().filter(|&r| ra.end > r) {
                refuse(
                    &format!(
                        "cargo-impartial: error: --predict {}..{}: the pattern holds for the table's {} rows only (a < {})",
                        ra.start, ra.end, r, r
                    ),
                    svg,
                );
            }
        }
        match &found {
            Err(why) => say(&format!("{}{}\n", none, why.line)),
            Ok(f) => {
                found_any = true;
                say(&format!(
                    "pattern: {}\nholds on: {}\n",
                    f.words(),
                    f.holds_on
                ));
                if o.rust {
                    say(&f.rust());
                }
            }
        }
        if svg.is_some() {
            write_svg(svg::grid(&rows, found.as_ref().ok()));
        }
        if let (Ok(f), [ra, rb]) = (&found, &o.predict[..]) {
            let value = |a, b| f.pattern.at(a, b);
            let place = |a, b| format!("G({}, {})", a, b);
            stream(&mut out, ra.clone(), Some(rb.clone()), &value, &place);
        }
    } else {
        let from = o.from.unwrap_or(0);
        let g: Vec<u64> = rows.into_iter().flatten().collect();
        if usize::try_from(from).map_or(true, |f| f.checked_add(g.len()).is_none()) {
            refuse(
                "cargo-impartial: error: --from N: the table would run past 2^64",
                svg,
            );
        }
        let found = search_from(&g, from as usize);
        match &found {
            Err(why) => say(&format!("{}{}\n", none, why.line)),
            Ok(f) => {
                found_any = true;
                say(&format!(
                    "pattern: {}\nholds on: {}\n",
                    f.words(),
                    f.holds_on
                ));
                if o.rust {
                    say(&f.rust());
                }
            }
        }
        if svg.is_some() {
            write_svg(svg::line(&g, from, found.as_ref().ok()));
        }
        if let (Ok(f), [r]) = (&found, &o.predict[..]) {
            let value = |n, _| f.pattern.at(n);
            let place = |n, _| format!("G({})", n);
            stream(&mut out, r.clone(), None, &value, &place);
        }
    }
    out.flush();
    if predicting && !found_any {
        std::process::exit(1);
    }
}
