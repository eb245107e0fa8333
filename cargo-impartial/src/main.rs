//! `cargo impartial`: bundle a solution that uses the impartial library into one file for an
//! online judge, or explore a game. `cargo impartial --help`.

use std::io::Write;
use std::path::Path;
use std::process::exit;

const USAGE: &str = "\
cargo impartial: one's own solutions with the impartial library

Usage:
  cargo impartial bundle FILE [--out OUT] [--judge JUDGE]
  cargo impartial bundle --bin NAME [--out OUT] [--judge JUDGE]
      One std-only source file for an online judge from FILE (src/main.rs, src/bin/a.rs or
      any file that uses impartial::…), or from the binary NAME of the Cargo project here
      (its [[bin]] path, src/bin/NAME.rs, or src/main.rs for the package's own name; as
      cargo-compete's `{{ bin_name }}`): the file, then `mod impartial { … }` with only the
      library items it reaches. Written to standard output, or to OUT. What cannot compile
      in one file is refused, a line `FILE:LINE:COLUMN: error: …` for each problem, exit 2.
      With --judge (codeforces, baekjoon, atcoder, spoj, hackerrank, cses, luogu, kattis,
      library-checker, yukicoder), a bundle over that judge's source-size limit is refused
      too (exit 2); where the judge's limit is unknown, SPOJ's 50 000 bytes, the tightest
      known, stands in.
  cargo impartial grundy GAME [--values N] [--period [--max N]] [--svg FILE]
      The explorer: Grundy values of one-heap games, their periods, plots
      (`cargo impartial grundy --help`).
  cargo impartial pattern [FILE] [--2d] [--predict A..B] [--rust] [--svg OUT]
      The pattern in a brute-force table of Grundy values (or 0/1 for lose/win) on
      standard input: in words, where it holds, values at any u64, a Rust function to
      paste (`cargo impartial pattern --help`).
  cargo impartial --version
      The version of the embedded library.
";

/// `cargo impartial bundle --help`.
const BUNDLE_HELP: &str = "\
cargo impartial bundle: one source file for an online judge

Usage:
  cargo impartial bundle FILE [--out OUT] [--judge JUDGE]
  cargo impartial bundle --bin NAME [--out OUT] [--judge JUDGE]

FILE is a solution that uses impartial::… (src/main.rs, src/bin/a.rs, any file); --bin NAME
takes the binary NAME of the Cargo project here, found as cargo finds it ([[bin]] path,
src/bin/NAME.rs, src/bin/NAME/main.rs, src/main.rs for the package's name). The bundle is
the file, then `mod impartial { … }` with only the library items it reaches, on standard
output or in OUT (a regular file or a link to one, never FILE or a file it includes; written
whole or not at all; a note if rustc would refuse its name).
  --judge JUDGE   refuse a bundle over the judge's source-size limit (codeforces, baekjoon,
                  atcoder, cses, luogu, kattis, library-checker, yukicoder)
What cannot compile in one file is refused: a line `FILE:LINE:COLUMN: error: …` for each
problem, exit 2, and an earlier bundle at OUT (by its header) is removed so that it is not
submitted; any other file at OUT is left as it was.
";

fn fail(lines: &[String]) -> ! {
    for line in lines {
        eprintln!("cargo-impartial: {line}");
    }
    exit(2)
}

/// The source of the binary `name` of the Cargo project around the current folder, found as
/// cargo finds it: a `[[bin]]` of that name (its `path`, or by default `src/bin/NAME.rs`,
/// `src/bin/NAME/main.rs`, or `src/main.rs` for the package's own name); else, unless
/// `autobins = false`, `src/bin/NAME.rs`, `src/bin/NAME/main.rs`, or `src/main.rs` when NAME
/// is the package's name.
fn bin_source(name: &str) -> Result<String, String> {
    let here = std::env::current_dir().map_err(|e| e.to_string())?;
    let root = (here.ancestors())
        .find(|d| d.join("Cargo.toml").is_file())
        .ok_or("--bin needs a Cargo project: no Cargo.toml here or above")?;
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).map_err(|e| e.to_string())?;
    let relative = |p: &Path| -> String {
        let p = root.join(p);
        p.strip_prefix(&here)
            .map_or(p.clone(), Path::to_path_buf)
            .display()
            .to_string()
    };
    // `[[bin]]` tables: `name = "…"` and `path = "…"` lines; the package's name and autobins.
    let (mut package, mut autobins) = (None, true);
    let (mut section, mut bin_name, mut bin_path) = (String::new(), None, None);
    let mut declared: Option<Option<String>> = None;
    let value = |line: &str, key: &str| -> Option<String> {
        let rest = line
            .strip_prefix(key)?
            .trim_start()
            .strip_prefix('=')?
            .trim();
        Some(rest.trim_matches('"').to_string())
    };
    for line in manifest.lines().map(str::trim).chain(["[end]"]) {
        if line.starts_with('[') {
            if section == "[[bin]]" && bin_name.as_deref() == Some(name) && declared.is_none() {
                declared = Some(bin_path.take());
            }
            (section, bin_name, bin_path) = (line.to_string(), None, None);
            continue;
        }
        match section.as_str() {
            "[[bin]]" => {
                bin_name = bin_name.or(value(line, "name"));
                bin_path = bin_path.or(value(line, "path"));
            }
            "[package]" => {
                package = package.or(value(line, "name"));
                if value(line, "autobins").as_deref() == Some("false") {
                    autobins = false;
                }
            }
            _ => {}
        }
    }
    if let Some(Some(path)) = &declared {
        return Ok(relative(Path::new(path)));
    }
    let mut candidates = vec![
        Path::new("src/bin").join(format!("{name}.rs")),
        Path::new("src/bin").join(name).join("main.rs"),
    ];
    if package.as_deref() == Some(name) {
        candidates.push(Path::new("src/main.rs").to_path_buf());
    }
    if declared.is_some() || autobins {
        if let Some(found) = candidates.iter().find(|c| root.join(c).is_file()) {
            return Ok(relative(found));
        }
    }
    let looked: Vec<String> = candidates.iter().map(|c| c.display().to_string()).collect();
    Err(format!(
        "no binary `{}` in {}: no [[bin]] of that name with a path, and none of {}{}",
        name,
        root.join("Cargo.toml").display(),
        looked.join(", "),
        if autobins {
            ""
        } else {
            " (autobins = false: only [[bin]] tables count)"
        }
    ))
}

/// rustc names a crate after its file: `rustc main.bundle.rs` fails ("invalid character '.'
/// in crate name"). A note for such a name (judges rename the file they compile, so the
/// bundle is still written).
fn crate_name_note(path: &str) -> Option<String> {
    let stem = Path::new(path).file_stem()?.to_str()?;
    let bad = stem.is_empty()
        || !stem
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    bad.then(|| {
        let good: String = stem
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        format!(
            "`rustc {path}` would refuse the file's name (rustc names the crate `{stem}`, which is \
             not a crate name); name it {good}.rs, or compile with --crate-name {good}"
        )
    })
}

/// Why no bundle is written.
enum Refusal {
    Bundle(cargo_impartial::bundle::Error),
    Size(String),
}

fn bundle(args: &[String]) {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        print!("{}", BUNDLE_HELP);
        return;
    }
    let mut out: Option<String> = None;
    let mut file = None;
    let mut judge = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--out" | "-o" => match it.next() {
                Some(_) if out.is_some() => fail(&[format!("error: {a} given twice")]),
                Some(f) => out = Some(f.clone()),
                None => fail(&["error: --out needs a file name".into()]),
            },
            "--judge" => match it.next().map(|j| (j, cargo_impartial::judges::find(j))) {
                Some((_, Some(j))) if judge.is_none() => judge = Some(j),
                Some((_, Some(_))) => fail(&["error: --judge given twice".into()]),
                Some((name, None)) => {
                    let known: Vec<&str> = cargo_impartial::judges::JUDGES
                        .iter()
                        .map(|j| j.names[0])
                        .collect();
                    fail(&[format!(
                        "error: no judge {name}; one of {}",
                        known.join(", ")
                    )])
                }
                None => fail(&["error: --judge needs a judge's name".into()]),
            },
            "--bin" => match it.next().map(|b| bin_source(b)) {
                Some(Ok(f)) if file.is_none() => file = Some(f),
                Some(Ok(_)) => fail(&["error: one FILE or --bin only".into()]),
                Some(Err(e)) => fail(&[format!("error: {e}")]),
                None => fail(&["error: --bin needs a binary's name".into()]),
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
    // The output path is checked before any work: a regular file (or a link to one, written
    // through) or none yet, and never the source itself.
    let target = out.as_deref().map(|path| {
        let target = cargo_impartial::output::check("--out", path)
            .unwrap_or_else(|e| fail(&[format!("error: {e}")]));
        cargo_impartial::output::distinct(&[("--out", path)], &[("the source", &file)])
            .unwrap_or_else(|e| fail(&[format!("error: {e}")]));
        target
    });
    // A refusal removes an earlier bundle at OUT (one this tool wrote, by its header): it
    // could be submitted by mistake. Any other file there is left.
    let refuse = |lines: &[String]| -> ! {
        for line in lines {
            eprintln!("{line}");
        }
        if let Some(path) = &out {
            cargo_impartial::output::remove_stale(
                "cargo-impartial",
                path,
                cargo_impartial::output::Kind::Bundle,
            );
        }
        exit(2)
    };
    let bytes = std::fs::read(&file)
        .unwrap_or_else(|e| refuse(&[format!("cargo-impartial: error: cannot read {file}: {e}")]));
    let text = String::from_utf8(bytes).unwrap_or_else(|e| {
        // Where the first byte that is not UTF-8 is, as line and column (characters).
        let good = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let good = std::str::from_utf8(good).unwrap_or_default();
        let line = good.matches('\n').count() + 1;
        let column = good[good.rfind('\n').map_or(0, |p| p + 1)..]
            .chars()
            .count()
            + 1;
        refuse(&[format!(
            "{file}:{line}:{column}: error: the file is not UTF-8 here, as Rust source must be"
        )])
    });
    let lib = cargo_impartial::library();
    let header = cargo_impartial::bundle::Header {
        command: format!("cargo impartial bundle {file}"),
        what: "the solution",
        checked: "The library items are checked on the judges' compilers; compile this file once before submitting.".into(),
    };
    let bundled = cargo_impartial::bundle::bundle(&lib, Path::new(&file), &text, &header);
    // Over the judge's limit, the bundle is refused as any file the judge would refuse.
    let bundled = bundled.map_err(Refusal::Bundle).and_then(|b| match judge {
        Some(j) => match cargo_impartial::judges::check(j, b.text.len()) {
            Ok(note) => {
                if let Some(n) = note {
                    eprintln!("cargo-impartial: note: {n}");
                }
                Ok(b)
            }
            Err(e) => Err(Refusal::Size(e)),
        },
        None => Ok(b),
    });
    match bundled {
        Ok(b) => match (&out, &target) {
            (Some(path), Some(target)) => {
                // A file the bundle read (`include_str!`) is an input too.
                for read in &b.read {
                    let read = read.display().to_string();
                    if let Err(e) = cargo_impartial::output::distinct(
                        &[("--out", path)],
                        &[("the included file", &read)],
                    ) {
                        fail(&[format!("error: {e}")]);
                    }
                }
                if let Err(e) = cargo_impartial::output::write(target, b.text.as_bytes()) {
                    eprintln!("cargo-impartial: error: cannot write {path}: {e}");
                    cargo_impartial::output::remove_stale(
                        "cargo-impartial",
                        path,
                        cargo_impartial::output::Kind::Bundle,
                    );
                    exit(1)
                }
                if let Some(note) = crate_name_note(path) {
                    eprintln!("cargo-impartial: note: {note}");
                }
            }
            _ => {
                let mut stdout = std::io::stdout().lock();
                if let Err(e) = stdout
                    .write_all(b.text.as_bytes())
                    .and_then(|()| stdout.flush())
                {
                    eprintln!("cargo-impartial: error: cannot write the bundle: {e}");
                    exit(1)
                }
            }
        },
        Err(e) => match e {
            Refusal::Bundle(e) => refuse(&e.lines(&file)),
            Refusal::Size(e) => refuse(&[format!("{file}: error: {e}")]),
        },
    }
}

fn main() {
    let mut args: Vec<String> = cargo_impartial::args("cargo-impartial");
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
        "pattern" => cargo_impartial::pattern::main(args),
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
            "error: unknown task `{other}`; the tasks: bundle, grundy, pattern (`cargo impartial --help`)"
        )]),
    }
}
