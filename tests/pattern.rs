//! `cargo impartial pattern --rust`: every family's function, pasted into one program,
//! compiles with `-D warnings` on the stable rustc in editions 2018, 2021 and 2024 and prints
//! what the library evaluates, at small arguments and at 10^11 to 6·10^18. The judges'
//! compilers (1.56 and up) run the same program in `cargo xtask judges`.

use crate::bundles::rustc;

#[test]
fn pasted_functions_compile_and_agree() {
    let (src, expected) = crate::pattern_check::program().unwrap();
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("pattern-functions");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("functions.rs");
    std::fs::write(&file, &src).unwrap();
    for edition in ["2018", "2021", "2024"] {
        let exe = dir.join(format!("functions-{edition}"));
        let out = rustc()
            .args(["--edition", edition, "-D", "warnings", "-o"])
            .arg(&exe)
            .arg(&file)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "edition {edition}:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let run = std::process::Command::new(&exe).output().unwrap();
        assert_eq!(
            String::from_utf8_lossy(&run.stdout),
            expected,
            "edition {edition}"
        );
    }
}

/// `--rust` prints tidy code: every family's function is as rustfmt would lay it out (no
/// identical match arms, no `1 *` or `+ 0`). Skipped, and said, where rustfmt is missing.
#[test]
fn pasted_functions_are_as_rustfmt_lays_them_out() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("pattern-rustfmt");
    std::fs::create_dir_all(&dir).unwrap();
    let mut untidy = Vec::new();
    for (name, src) in crate::pattern_check::functions().unwrap() {
        let file = dir.join(format!("{name}.rs"));
        std::fs::write(&file, &src).unwrap();
        let out = match std::process::Command::new("rustfmt")
            .args(["--edition", "2021", "--check"])
            .arg(&file)
            .output()
        {
            Ok(out) => out,
            Err(e) => {
                eprintln!("note: rustfmt not run ({e}): the layout of the pasted functions is not checked");
                return;
            }
        };
        if !out.status.success() {
            untidy.push(format!("{name}:\n{}", String::from_utf8_lossy(&out.stdout)));
        }
        for untidy in [
            "(1 * ", " 1 * ", " * 0;", " * 0)", " + 0)", " + 0;", "add += 0",
        ] {
            assert!(!src.contains(untidy), "{name} has `{untidy}`: {src}");
        }
    }
    assert!(untidy.is_empty(), "{}", untidy.join("\n"));
}
