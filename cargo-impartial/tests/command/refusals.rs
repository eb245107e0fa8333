//! What cannot compile in one file is refused: exit code 2, one line `FILE:LINE:COLUMN: error:
//! …` a problem, nothing written. Each refusal here with its exact line.

/// Bundles `text` (as the file `a.rs`, in a scratch folder) to `out.rs`; exit code, stderr,
/// and the bundle if one was written.
fn bundle(text: &str) -> (Option<i32>, String, Option<String>) {
    let dir = super::scratch("refusal");
    std::fs::write(dir.join("a.rs"), text).unwrap();
    let out = super::command()
        .current_dir(&dir)
        .args(["impartial", "bundle", "a.rs", "--out", "out.rs"])
        .output()
        .unwrap();
    let written = std::fs::read_to_string(dir.join("out.rs")).ok();
    let _ = std::fs::remove_dir_all(&dir);
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        written,
    )
}

fn version() -> String {
    cargo_impartial::library().version
}

/// Each kind of problem, alone: its exact line.
#[test]
fn each_refusal_says_where_and_what() {
    let v = version();
    let cases = [
        (
            "use impartial::octal::Nope;\nfn main() {}\n".to_string(),
            format!("a.rs:1:23: error: `impartial::octal::Nope` names no public item of impartial {v}"),
        ),
        (
            "fn main() {\n    let x = impartial::nim::add(1, 2) +;\n}\n".into(),
            "a.rs:2:40: error: cannot parse: expected an expression".into(),
        ),
        (
            "use myproj::verdict;\nfn main() { verdict(); }\n".into(),
            "a.rs:1:5: error: `myproj` is a crate other than std and impartial: only std and impartial can be bundled".into(),
        ),
        (
            "extern crate rand;\nfn main() {}\n".into(),
            "a.rs:1:14: error: `rand` is a crate other than std and impartial: only std and impartial can be bundled".into(),
        ),
        (
            "fn main() {\n    let _x: u8 = ::rand::random();\n}\n".into(),
            "a.rs:2:20: error: `rand` is a crate other than std and impartial: only std and impartial can be bundled".into(),
        ),
        (
            "fn main() {\n    println!(\"{}\", proconio::read());\n}\n".into(),
            "a.rs:2:20: error: `proconio` is a crate other than std and impartial: only std and impartial can be bundled".into(),
        ),
        (
            "mod helper;\nfn main() {}\n".into(),
            "a.rs:1:5: error: `mod helper;` is in another file: a bundle is one file; write the module here, `mod helper { … }`".into(),
        ),
        (
            "use impartial::octal as oc;\nfn main() {\n    let _ = oc::Octal::nope(\"0.7\");\n}\n".into(),
            format!("a.rs:3:24: error: `oc::Octal::nope` (that is `impartial::octal::Octal::nope`) names no public item of impartial {v}"),
        ),
        (
            "fn main() {\n    let help: &str = include_str!(\"x.txt\");\n    print!(\"{help}\");\n}\n".into(),
            "a.rs:2:22: error: cannot read x.txt for include_str!: No such file or directory (os error 2)".into(),
        ),
        (
            "use impartial::nim::*;\nfn main() {}\n".into(),
            String::new(),
        ),
        (
            "use impartial::nim::add::*;\nfn main() {}\n".into(),
            format!("a.rs:1:21: error: `impartial::nim::add` is no module to import everything from of impartial {v}"),
        ),
    ];
    for (text, want) in cases {
        let (code, err, written) = bundle(&text);
        if want.is_empty() {
            assert_eq!((code, err.as_str()), (Some(0), ""), "{text}");
            assert!(written.is_some());
            continue;
        }
        assert_eq!(err, format!("{want}\n"), "{text}");
        assert_eq!(code, Some(2), "{text}");
        assert!(written.is_none(), "nothing is written for {text}");
    }
}

/// Several problems: one line each, in the order of the file.
#[test]
fn every_problem_is_reported() {
    let v = version();
    let text = "use impartial::io::{run, Nope};\nuse other::x;\n\nfn main() {\n    let _ = impartial::sg::nothing(3);\n}\n";
    let (code, err, written) = bundle(text);
    assert_eq!(code, Some(2));
    assert!(written.is_none());
    assert_eq!(
        err,
        format!(
            "a.rs:1:26: error: `impartial::io::Nope` names no public item of impartial {v}\n\
             a.rs:2:5: error: `other` is a crate other than std and impartial: only std and impartial can be bundled\n\
             a.rs:5:28: error: `impartial::sg::nothing` names no public item of impartial {v}\n"
        )
    );
}

/// What compiles is not refused: local modules and enums named first in a path, std, core
/// and alloc, methods of std's traits, primitive types, `extern crate impartial;` (dropped).
#[test]
fn what_compiles_is_bundled() {
    let text = r#"extern crate impartial;
extern crate alloc;
use std::collections::HashMap;
use impartial::io::{run, Scanner};
use impartial::octal::{Octal, Periodic};
mod util { pub fn twice(x: u64) -> u64 { 2 * x } }
enum Side { First, Second }
fn main() {
    let _ = core::cmp::max(1, 2);
    let _ = alloc::vec::Vec::<u8>::new();
    let _ = u64::MAX.min(util::twice(3));
    let _: HashMap<u8, u8> = HashMap::new();
    let _ = Side::First;
    let _ = Side::Second;
    let _ = impartial::io::Scanner::new(&b""[..]);
    let _ = Octal::parse("0.07").map(|g| g.clone());
    let _: Option<Periodic> = None;
    let _ = Scanner::new(&b"1"[..]);
    run("a", "", |sc, _out| sc.finish())
}
"#;
    let (code, err, written) = bundle(text);
    assert_eq!((code, err.as_str()), (Some(0), ""));
    let written = written.unwrap();
    assert!(!written.contains("extern crate impartial"), "dropped");
    assert!(written.contains("extern crate alloc;"));
}

/// Issue 54's bundles that rustc rejected, now bundled so that they compile or refused where
/// they are: `impartial::` paths in `macro_rules!` bodies expanded in nested modules, a path
/// `concat!(env!("CARGO_MANIFEST_DIR"), …)` for `include_str!`, `env!` (a judge's rustc has
/// no cargo variables), and nesting past a parser's stack.
#[test]
fn macros_computed_paths_and_deep_chains() {
    let dir = super::scratch("macros");
    std::fs::write(dir.join("Cargo.toml"), "[package]\nname = \"mine\"\n").unwrap();
    std::fs::create_dir_all(dir.join("src/bin")).unwrap();
    std::fs::write(dir.join("src/help.txt"), "take 1 to 3\n").unwrap();
    let text = r#"macro_rules! nimsum {
    ($v:expr) => { impartial::nim::sum($v.iter().copied()) };
}
macro_rules! call {
    ($m:ident, $f:ident) => { ::impartial::$m::$f(1, 2) };
}
mod inner {
    pub fn f(v: &[u64]) -> u64 {
        nimsum!(v) + call!(nim, add)
    }
}
const HELP: &str = include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/src/help.txt"));
fn main() {
    print!("{} {}", inner::f(&[1, 2]), HELP);
}
"#;
    std::fs::write(dir.join("src/bin/a.rs"), text).unwrap();
    let made = super::command()
        .current_dir(&dir)
        .args(["bundle", "src/bin/a.rs", "--out", "b.rs"])
        .output()
        .unwrap();
    assert_eq!(
        made.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let compiled = super::rustc()
        .current_dir(&dir)
        .args(["--edition", "2021", "-D", "warnings", "b.rs", "-o", "b"])
        .output()
        .unwrap();
    assert!(
        compiled.status.success(),
        "{}",
        String::from_utf8_lossy(&compiled.stderr)
    );
    let ran = std::process::Command::new(dir.join("b")).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&ran.stdout), "6 take 1 to 3\n");
    let v = version();
    let chain = format!(
        "fn main() {{\n    let x = 1u64{};\n    let _ = x;\n}}\n",
        ".min(1)".repeat(2000)
    );
    for (text, want) in [
        (
            "macro_rules! m {\n    () => { impartial::nim::nope(1) };\n}\nfn main() { m!(); }\n".to_string(),
            format!("a.rs:2:29: error: `impartial::nim::nope` names no public item of impartial {v}"),
        ),
        (
            "fn main() {\n    println!(\"{}\", env!(\"CARGO_PKG_VERSION\"));\n}\n".into(),
            "a.rs:2:20: error: env!(\"CARGO_PKG_VERSION\") reads the environment of the build, which a judge's rustc does not have (cargo sets the CARGO_ variables): write the value itself".into(),
        ),
        (
            "const P: &str = \"x.txt\";\nfn main() {\n    print!(\"{}\", include_str!(P));\n}\n".into(),
            "a.rs:3:18: error: include_str! with a path made by macros cannot be read for the bundle: write the path as one string literal, relative to this file".into(),
        ),
        (
            chain,
            "a.rs:2:6997: error: more than 3000 tokens chained here without a `;` or a `,` (an expression, a type or an `else if` chain nested that deep): more than a parser's stack is sure to take; split it".into(),
        ),
    ] {
        let (code, err, written) = bundle(&text);
        assert_eq!((code, err.as_str()), (Some(2), format!("{want}\n").as_str()));
        assert!(written.is_none());
    }
    let _ = std::fs::remove_dir_all(&dir);
}
