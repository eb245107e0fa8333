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
