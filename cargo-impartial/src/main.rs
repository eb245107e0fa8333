//! `cargo impartial`: bundle a solution that uses the impartial library into one file for an
//! online judge, or explore a game. `cargo impartial --help`.

use std::io::Write;
use std::path::Path;
use std::process::exit;

const USAGE: &str = "\
cargo impartial: one's own solutions with the impartial library

Usage:
  cargo impartial bundle FILE [--out OUT]
      One std-only source file for an online judge from FILE (src/main.rs, src/bin/a.rs or
      any file that uses impartial::…): FILE, then `mod impartial { … }` with only the
      library items it reaches. Written to standard output, or to OUT. What cannot compile
      in one file is refused, a line `FILE:LINE:COLUMN: error: …` for each problem, exit 2.
  cargo impartial grundy GAME [--values N] [--period [--max N]] [--svg FILE]
      The explorer: Grundy values of one-heap games, their periods, plots
      (`cargo impartial grundy --help`).
  cargo impartial --version
      The version of the embedded library.
";

fn fail(lines: &[String]) -> ! {
    for line in lines {
        eprintln!("cargo-impartial: {line}");
    }
    exit(2)
}

fn bundle(args: &[String]) {
    let mut out = None;
    let mut file = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--out" | "-o" => match it.next() {
                Some(f) => out = Some(f.clone()),
                None => fail(&["error: --out needs a file name".into()]),
            },
            _ if a.starts_with('-') && a != "-" => fail(&[format!(
                "error: unknown option {a}; see `cargo impartial --help`"
            )]),
            _ if file.is_none() => file = Some(a.clone()),
            _ => fail(&[format!("error: one FILE only, found also {a}")]),
        }
    }
    let Some(file) = file else {
        fail(&["error: which file? `cargo impartial bundle src/main.rs`".into()])
    };
    let text = std::fs::read_to_string(&file)
        .unwrap_or_else(|e| fail(&[format!("error: cannot read {file}: {e}")]));
    let lib = cargo_impartial::library();
    let header = cargo_impartial::bundle::Header {
        command: format!("cargo impartial bundle {file}"),
        what: "the solution",
        checked: "The library items are checked on the judges' compilers; compile this file once before submitting.".into(),
    };
    match cargo_impartial::bundle::bundle(&lib, Path::new(&file), &text, &header) {
        Ok(b) => match out {
            Some(path) => std::fs::write(&path, b.text)
                .unwrap_or_else(|e| fail(&[format!("error: cannot write {path}: {e}")])),
            None => {
                let _ = std::io::stdout().write_all(b.text.as_bytes());
            }
        },
        Err(e) => {
            for line in e.lines(&file) {
                eprintln!("{line}");
            }
            exit(2)
        }
    }
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    // `cargo impartial …` runs `cargo-impartial impartial …`.
    if args.first().is_some_and(|a| a == "impartial") {
        args.remove(0);
    }
    let task = if args.is_empty() {
        String::new()
    } else {
        args.remove(0)
    };
    match task.as_str() {
        "bundle" => bundle(&args),
        "grundy" => cargo_impartial::explore::main(args),
        "--version" | "-V" => println!(
            "cargo-impartial {} (impartial {} embedded)",
            env!("CARGO_PKG_VERSION"),
            cargo_impartial::library().version
        ),
        "--help" | "-h" | "help" => print!("{USAGE}"),
        "" => {
            eprint!("{USAGE}");
            exit(2)
        }
        other => fail(&[format!(
            "error: unknown task `{other}`; the tasks: bundle, grundy (`cargo impartial --help`)"
        )]),
    }
}
