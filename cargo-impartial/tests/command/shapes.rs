//! Every way of writing a solution that cargo builds (`tests/shapes/`, one hand-written file
//! each) is bundled into a file that compiles alone with `-D warnings` in editions 2018 and
//! 2021 and answers as the cargo build does (the answers below are what cargo's build of each
//! file printed), or refused with `FILE:LINE:COLUMN: error: …` and exit code 2 where no single
//! file can be what cargo builds.

use std::path::Path;

/// The file, its standard input, and what cargo's build of it prints.
const BUNDLED: [(&str, &str, &str); 11] = [
    ("alias.rs", "", "false true\n"),
    ("leading_colons.rs", "", "false 1\n"),
    ("nested.rs", "", "true 2 true\n"),
    ("self_group.rs", "", "true false 2\n"),
    ("raw_identifiers.rs", "", "true\n"),
    ("glob_then_relative.rs", "", "true 4\n"),
    ("crate_lints.rs", "10\n", "2\n"),
    ("shebang.rs", "", "true\n"),
    ("bom_crlf.rs", "", "false\n"),
    ("include_bytes.rs", "", "false\n"),
    ("test_module.rs", "", "false\n"),
];

fn shapes() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/shapes")
}

#[test]
fn every_shape_cargo_builds_bundles_compiles_and_answers_alike() {
    let dir = super::scratch("shapes");
    // One thread a file: each is a bundle and two compilations (the cores share them).
    std::thread::scope(|scope| {
        for (file, input, expected) in BUNDLED {
            let dir = &dir;
            scope.spawn(move || one_shape(dir, file, input, expected));
        }
    });
}

/// Bundles `file`, compiles it in editions 2018 and 2021 and runs it on `input`.
fn one_shape(dir: &Path, file: &str, input: &str, expected: &str) {
    let out = dir.join(file);
    let made = super::command()
        .arg("bundle")
        .arg(shapes().join(file))
        .arg("--out")
        .arg(&out)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&made.stderr);
    assert_eq!((made.status.code(), err.as_ref()), (Some(0), ""), "{file}");
    // Test code never reaches a bundle, nor what only it uses (the octal engine here).
    if file == "test_module.rs" {
        let text = std::fs::read_to_string(&out).unwrap();
        assert!(text.len() <= 16 << 10 && !text.contains("cfg(test)") && !text.contains("Octal"));
    }
    for edition in ["2018", "2021"] {
        let exe = dir.join(format!("{file}-{edition}"));
        let built = super::rustc()
            .args(["--edition", edition, "-D", "warnings", "-o"])
            .arg(&exe)
            .arg(&out)
            .output()
            .unwrap();
        let why = String::from_utf8_lossy(&built.stderr);
        assert!(built.status.success(), "{file}, edition {edition}:\n{why}");
        let ran = super::run(&exe, input.as_bytes());
        assert_eq!(
            String::from_utf8_lossy(&ran.stdout),
            expected,
            "{file}, {edition}"
        );
    }
}

#[test]
fn what_one_file_cannot_be_is_refused_with_a_position() {
    for (file, line) in [
        (
            "refuse_forbid.rs",
            "refuse_forbid.rs:1:11: error: the library items this solution uses have unsafe code",
        ),
        (
            "refuse_include.rs",
            "refuse_include.rs:3:36: error: include!(\"data.bin\") cannot be made part of one file",
        ),
        (
            "refuse_not_utf8.rs",
            "refuse_not_utf8.rs:3:14: error: the file is not UTF-8 here",
        ),
    ] {
        let dir = super::scratch("refused-shape");
        let stale = dir.join("out.rs");
        std::fs::write(
            &stale,
            "// out\n// `cargo impartial bundle a.rs` of impartial 0.1.0: the solution, then the library items it uses.\n",
        )
        .unwrap();
        let made = super::command()
            .current_dir(shapes())
            .args(["bundle", file, "--out"])
            .arg(&stale)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&made.stderr);
        assert_eq!(made.status.code(), Some(2), "{file}: {err}");
        assert!(err.starts_with(line), "{file}: {err}");
        // An earlier bundle at --out could be submitted by mistake: it is gone, whatever
        // the refusal.
        assert!(!stale.exists(), "{file}");
        assert!(err.contains("removed"), "{file}: {err}");
    }
}

/// The command line's manners: --help, a repeated --out, an --out that is no regular file, and
/// a name rustc would refuse.
#[test]
fn the_command_line_of_bundle() {
    let help = super::command()
        .args(["bundle", "--help"])
        .output()
        .unwrap();
    assert_eq!(help.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&help.stdout).starts_with("cargo impartial bundle: "));
    let dir = super::scratch("bundle-args");
    let nested = shapes().join("nested.rs");
    let run = |args: &[&str]| {
        super::command()
            .current_dir(&dir)
            .arg("bundle")
            .arg(&nested)
            .args(args)
            .output()
            .unwrap()
    };
    for (args, said) in [
        (
            &["--out", "a.rs", "--out", "b.rs"][..],
            "error: --out given twice",
        ),
        (
            &["--out", "/dev/null"],
            "error: --out /dev/null: not a regular file",
        ),
        (&["--out", "."], "error: --out .: a folder, not a file"),
        (
            &["--out", "no/such/folder/a.rs"],
            "error: --out no/such/folder/a.rs: no folder",
        ),
    ] {
        let out = run(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.starts_with(&format!("cargo-impartial: {said}")),
            "{args:?}: {err}"
        );
    }
    let out = run(&["--out", "main.bundle.rs"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(dir.join("main.bundle.rs").is_file());
    assert!(String::from_utf8_lossy(&out.stderr).contains("name it main_bundle.rs"));
}

/// Writing to a full disk is an error with the OS's reason, never a success.
#[cfg(target_os = "linux")]
#[test]
fn a_bundle_that_cannot_be_written_fails() {
    let full = std::fs::File::create("/dev/full").unwrap();
    let made = super::command()
        .arg("bundle")
        .arg(shapes().join("nested.rs"))
        .stdout(full)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&made.stderr);
    assert_eq!(made.status.code(), Some(1), "{err}");
    assert!(
        err.contains("cannot write the bundle: No space left on device"),
        "{err}"
    );
}

/// Brackets nested 5000 deep are refused where they pass 500 (syn parses recursively: it
/// would overflow its stack), and a 5 MB string literal is bundled whole.
#[test]
fn deep_nesting_is_refused_and_a_large_literal_bundled() {
    let dir = super::scratch("extremes");
    let deep = dir.join("deep.rs");
    let parens = format!("{}1{}", "(".repeat(5000), ")".repeat(5000));
    std::fs::write(&deep, format!("use impartial::nim;\nfn main() {{ let x = {parens}; println!(\"{{}}\", nim::first_wins(x)); }}\n")).unwrap();
    let made = super::command().arg("bundle").arg(&deep).output().unwrap();
    let err = String::from_utf8_lossy(&made.stderr);
    assert_eq!(made.status.code(), Some(2), "{err}");
    assert!(
        err.contains("deep.rs:2:520: error: brackets nested deeper than 500"),
        "{err}"
    );
    let big = dir.join("big.rs");
    let text = "a".repeat(5 << 20);
    std::fs::write(&big, format!("use impartial::nim;\nconst S: &str = \"{text}\";\nfn main() {{ println!(\"{{}} {{}}\", S.len(), nim::first_wins(1)); }}\n")).unwrap();
    let made = super::command().arg("bundle").arg(&big).output().unwrap();
    assert_eq!(
        made.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    assert!(made.stdout.len() > 5 << 20);
}

/// `--judge`: a bundle over the judge's source limit is refused and no file is left at
/// --out; under it, written (with a note where the tightest known limit stands in).
#[test]
fn a_bundle_over_its_judges_limit_is_refused() {
    let dir = super::scratch("judge-limits");
    let big = dir.join("big.rs");
    let text = "a".repeat(100_000);
    std::fs::write(&big, format!("use impartial::nim;\nconst S: &str = \"{text}\";\nfn main() {{ println!(\"{{}} {{}}\", S.len(), nim::first_wins(1)); }}\n")).unwrap();
    let out = dir.join("out.rs");
    std::fs::write(
        &out,
        "// out\n// `cargo impartial bundle a.rs` of impartial 0.1.0: the solution, then the library items it uses.\n",
    )
    .unwrap();
    let bundle = |judge: &str| {
        (super::command()
            .args(["bundle", "--judge", judge, "--out"])
            .arg(&out)
            .arg(&big))
        .output()
        .unwrap()
    };
    let made = bundle("codeforces");
    let err = String::from_utf8_lossy(&made.stderr);
    assert_eq!(made.status.code(), Some(2), "{err}");
    assert!(
        err.contains("over 65536 (Codeforces' 64 KB source limit)"),
        "{err}"
    );
    assert!(!out.exists(), "no bundle is left to submit");
    for judge in ["spoj", "hackerrank"] {
        let made = bundle(judge);
        assert_eq!(made.status.code(), Some(2), "{judge}");
        assert!(String::from_utf8_lossy(&made.stderr).contains("over 50000"));
    }
    let made = bundle("atcoder");
    assert_eq!(made.status.code(), Some(0));
    let made = bundle("BOJ");
    assert_eq!(
        made.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    assert!(std::fs::metadata(&out).unwrap().len() > 100_000);
    // A small one: written, with the note for a judge whose limit is unknown.
    let made = (super::command().args(["bundle", "--judge", "hackerrank"]))
        .arg(shapes().join("nested.rs"))
        .output()
        .unwrap();
    assert_eq!(made.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&made.stderr).contains("note: hackerrank (no HackerRank limit"));
    let made = super::command()
        .args(["bundle", "--judge", "topcoder", "x.rs"])
        .output()
        .unwrap();
    assert_eq!(made.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&made.stderr)
        .contains("error: no judge topcoder; one of codeforces, baekjoon"));
}
