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

use impartial::pattern::{find, find_grid};
use std::io::Write;
use std::ops::Range;

/// `cargo impartial pattern --help`.
pub const HELP: &str = "\
cargo impartial pattern: find the pattern in a brute-force table

Usage:
  cargo impartial pattern [FILE] [--2d] [--predict A..B [C..D]] [--rust] [--svg OUT]

Reads whitespace-separated non-negative integers from FILE or standard input:
  G(0) G(1) G(2) …          Grundy values, or 0/1 for lose/win (default)
  --2d: one row a line, row a holding G(a, 0) G(a, 1) … (all rows the same length)
Prints `pattern: …` in words and `holds on: …` (what was fitted, what only confirmed it),
or `pattern: none found`; exit 0 both ways, 2 for malformed input (FILE:LINE:COLUMN).
  --predict A..B        G(n) for A <= n < B, one a line (any u64, evaluated exactly)
  --predict A..B C..D   with --2d: rows a in A..B, each G(a, b) for b in C..D
  --rust                the pattern as a Rust function fn g(n: u64) -> u64
                        (fn g(a: u64, b: u64) -> u64 with --2d) to paste into a solution
  --svg OUT             a picture of the table and the pattern
A pattern is printed only if it holds on the whole table and a stretch its parameters were
not fitted to confirms it; it is observed, not proven. See docs/patterns.md.
";

/// The parsed command line.
#[derive(Debug, Default)]
struct Options {
    file: Option<String>,
    grid: bool,
    predict: Vec<Range<u64>>,
    rust: bool,
    svg: Option<String>,
}

fn range(arg: &str) -> Option<Range<u64>> {
    let (a, b) = arg.split_once("..")?;
    let (a, b) = (a.parse().ok()?, b.parse().ok()?);
    (a <= b).then_some(a..b)
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options::default();
    let mut it = args.iter().enumerate().peekable();
    while let Some((i, a)) = it.next() {
        let at = format!("argument {}", i + 1);
        match a.as_str() {
            "--2d" => o.grid = true,
            "--rust" => o.rust = true,
            "--svg" => match it.next() {
                Some((_, f)) if o.svg.is_none() => o.svg = Some(f.clone()),
                Some(_) => return Err(format!("{at}: --svg given twice")),
                None => return Err(format!("{at}: expected a file after --svg")),
            },
            "--predict" => {
                if !o.predict.is_empty() {
                    return Err(format!("{at}: --predict given twice"));
                }
                let Some((j, r)) = it.next() else {
                    return Err(format!("{at}: expected A..B after --predict"));
                };
                let bad = format!("argument {}: expected A..B with A <= B, found {r:?}", j + 1);
                o.predict.push(range(r).ok_or(bad)?);
                if let Some((_, r)) = it.peek() {
                    if let Some(r) = range(r) {
                        o.predict.push(r);
                        it.next();
                    }
                }
            }
            _ if a.starts_with('-') && a != "-" => {
                return Err(format!("{at}: unknown option {a}; see --help"));
            }
            _ if o.file.is_none() => o.file = Some(a.clone()),
            _ => return Err(format!("{at}: one FILE only, found also {a:?}")),
        }
    }
    match (o.grid, o.predict.len()) {
        (false, 2) => Err("--predict takes one range A..B without --2d".into()),
        (true, 1) => Err("--predict takes two ranges A..B C..D with --2d".into()),
        _ => Ok(o),
    }
}

fn fail(line: &str) -> ! {
    eprintln!("cargo-impartial: error: {line}");
    std::process::exit(2)
}

/// Writes `text` to `out`, or fails with the OS's reason.
fn put(out: &mut impl Write, text: &str) {
    if let Err(e) = out.write_all(text.as_bytes()) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(0);
        }
        eprintln!("cargo-impartial: error: cannot write the output: {e}");
        std::process::exit(1);
    }
}

/// `cargo impartial pattern ARGS`.
pub fn main(args: Vec<String>) {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        print!("{HELP}");
        return;
    }
    let o = parse(&args).unwrap_or_else(|e| fail(&e));
    let (name, bytes) = read::input(o.file.as_deref()).unwrap_or_else(|e| fail(&e));
    let rows = read::table(&name, &bytes, o.grid).unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(2)
    });
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut text = String::new();
    let none = "pattern: none found\n";
    if o.grid {
        let found = find_grid(&rows);
        match &found {
            None => text.push_str(none),
            Some(f) => {
                text += &format!("pattern: {}\nholds on: {}\n", f.words(), f.holds_on);
                put(&mut out, &std::mem::take(&mut text));
                if let [ra, rb] = &o.predict[..] {
                    for a in ra.clone() {
                        let row: Option<Vec<String>> = rb
                            .clone()
                            .map(|b| f.pattern.at(a, b).map(|v| v.to_string()))
                            .collect();
                        let row = row.unwrap_or_else(|| {
                            fail(&format!("a value of row {a} does not fit in 64 bits"))
                        });
                        put(&mut out, &(row.join(" ") + "\n"));
                    }
                }
                if o.rust {
                    text.push_str(&f.rust());
                }
            }
        }
        if let Some(svg) = &o.svg {
            svg::write(svg, &svg::grid(&rows, found.as_ref())).unwrap_or_else(|e| fail(&e));
        }
    } else {
        let g: Vec<u64> = rows.into_iter().flatten().collect();
        let found = find(&g);
        match &found {
            None => text.push_str(none),
            Some(f) => {
                text += &format!("pattern: {}\nholds on: {}\n", f.words(), f.holds_on);
                put(&mut out, &std::mem::take(&mut text));
                if let [r] = &o.predict[..] {
                    let mut chunk = String::new();
                    for n in r.clone() {
                        let v = f
                            .pattern
                            .at(n)
                            .unwrap_or_else(|| fail(&format!("G({n}) does not fit in 64 bits")));
                        chunk += &format!("{v}\n");
                        if chunk.len() > 1 << 16 {
                            put(&mut out, &std::mem::take(&mut chunk));
                        }
                    }
                    put(&mut out, &chunk);
                }
                if o.rust {
                    text.push_str(&f.rust());
                }
            }
        }
        if let Some(svg) = &o.svg {
            svg::write(svg, &svg::line(&g, found.as_ref())).unwrap_or_else(|e| fail(&e));
        }
    }
    put(&mut out, &text);
    if let Err(e) = out.flush() {
        eprintln!("cargo-impartial: error: cannot write the output: {e}");
        std::process::exit(1);
    }
}
