//! A user's own problem, end to end: a Cargo project (edition 2024, the library as a path
//! dependency, built offline) with a solution in `src/bin/` (cargo-compete's layout) and the
//! same in `src/main.rs`, using `impartial::…`, `Scanner::i64`, `Scanner::usize` and
//! `writeln!`. It builds and answers in the project; `cargo impartial bundle` (the built
//! command) makes one file of it, which compiles alone with `rustc -D warnings` in editions
//! 2021 and 2024 and gives the same answers, the expected ones by the definition of the game.

use std::path::Path;
use std::process::Command;

/// The solution: heaps of |a| stones for signed a; a move takes 2, 5 or 6 stones from one
/// heap; for each case the winner and the XOR of the heaps' Grundy values.
const SOLUTION: &str = r#"//! Take 2, 5 or 6: T cases of n heaps, each given as a signed number (a heap of |a|).
use impartial::io::run;
use impartial::octal::Octal;

fn main() {
    let game = Octal::subtraction(&[2, 5, 6]);
    let values = game.periodic(1 << 12).expect("a subtraction game is periodic");
    run("a", "a: T cases of n signed heaps\n", |sc, out| {
        for _ in 0..sc.usize("a case count")? {
            let n = sc.usize("a heap count")?;
            let mut x = 0;
            for _ in 0..n {
                x ^= values.grundy(sc.i64("a heap")?.unsigned_abs());
            }
            let winner = if x != 0 { "First" } else { "Second" };
            writeln!(out, "{} {}", winner, x).unwrap();
        }
        sc.finish()
    })
}
"#;

/// The answer by the definition: G(n) = mex of G(n - s) for s in {2, 5, 6}.
fn expected(cases: &[Vec<i64>]) -> String {
    let limit = 2000;
    let mut g = vec![0u32; limit];
    for n in 1..limit {
        let options: Vec<u32> = [2, 5, 6]
            .iter()
            .filter(|&&s| s <= n)
            .map(|s| g[n - s])
            .collect();
        g[n] = (0..).find(|v| !options.contains(v)).unwrap();
    }
    // The values repeat from the start with a period found in the table itself.
    let p = (1..limit / 4)
        .find(|&p| (0..limit - p).all(|n| g[n] == g[n + p]))
        .unwrap();
    let mut out = String::new();
    for heaps in cases {
        let x = (heaps.iter()).fold(0, |x, a| x ^ g[(a.unsigned_abs() % p as u64) as usize]);
        let winner = if x != 0 { "First" } else { "Second" };
        out.push_str(&format!("{winner} {x}\n"));
    }
    out
}

fn write_if_changed(path: &Path, text: &str) {
    if std::fs::read_to_string(path).ok().as_deref() != Some(text) {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
}

#[test]
fn a_solution_in_ones_own_project_builds_bundles_and_answers() {
    let cases: Vec<Vec<i64>> = vec![
        vec![1, -2, 7],
        vec![-1_000_000_000_000, 5],
        vec![i64::MIN, i64::MAX, 0],
        vec![6, 6],
        (0..40).map(|i| i * i - 700).collect(),
    ];
    let mut input = format!("{}\n", cases.len());
    for c in &cases {
        let heaps: Vec<String> = c.iter().map(|a| a.to_string()).collect();
        input.push_str(&format!("{}\n{}\n", c.len(), heaps.join(" ")));
    }
    let want = expected(&cases);
    // The project: kept between runs (its own target folder makes a second run quick).
    let project = Path::new(env!("CARGO_TARGET_TMPDIR")).join("user-project");
    // cargo-compete's layout: a `[[bin]]` named after the problem, its file by the letter.
    let manifest = format!(
        "[package]\nname = \"myproj\"\nversion = \"0.1.0\"\nedition = \"2024\"\n\n\
         [[bin]]\nname = \"myproj-a\"\npath = \"src/bin/a.rs\"\n\n\
         [dependencies]\nimpartial = {{ path = {:?} }}\n\n[workspace]\n",
        super::root().display().to_string()
    );
    write_if_changed(&project.join("Cargo.toml"), &manifest);
    write_if_changed(&project.join("src/bin/a.rs"), SOLUTION);
    write_if_changed(&project.join("src/main.rs"), SOLUTION);
    // The binary as cargo-compete names it; removed first, so that one left by an earlier run
    // cannot stand in for this build's.
    let exe =
        (project.join("target/debug")).join(format!("myproj-a{}", std::env::consts::EXE_SUFFIX));
    let _ = std::fs::remove_file(&exe);
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let built = Command::new(cargo)
        .current_dir(&project)
        .env("CARGO_TARGET_DIR", project.join("target"))
        .args(["build", "--offline", "--quiet", "--bins"])
        .output()
        .unwrap();
    assert!(
        built.status.success(),
        "the project builds: {}",
        String::from_utf8_lossy(&built.stderr)
    );
    let out = super::run(&exe, input.as_bytes());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        want,
        "the project's own binary"
    );
    let dir = super::scratch("user-bundle");
    // By file, by a [[bin]]'s name (cargo-compete's `{{ bin_name }}`), and by the package's
    // own name for src/main.rs.
    for (args, file, name) in [
        (["src/bin/a.rs", ""], "src/bin/a.rs", "a"),
        (["--bin", "myproj-a"], "src/bin/a.rs", "a"),
        (["--bin", "myproj"], "src/main.rs", "main"),
    ] {
        let bundle = dir.join(format!("{name}.rs"));
        let args: Vec<&str> = args.into_iter().filter(|a| !a.is_empty()).collect();
        let out = super::command()
            .current_dir(&project)
            .args(["impartial", "bundle"])
            .args(&args)
            .arg("--out")
            .arg(&bundle)
            .output()
            .unwrap();
        assert_eq!(
            (
                out.status.code(),
                String::from_utf8_lossy(&out.stderr).as_ref()
            ),
            (Some(0), ""),
            "{file}"
        );
        let text = std::fs::read_to_string(&bundle).unwrap();
        let head = format!("// {name}: Take 2, 5 or 6: T cases of n heaps");
        assert!(text.starts_with(&head), "{}", &text[..200.min(text.len())]);
        assert!(text.contains(&format!("`cargo impartial bundle {file}` of impartial ")));
        assert!(text.contains("\nmod impartial {\n") && !text.contains("pub mod wythoff"));
        for edition in ["2021", "2024"] {
            let exe = dir.join(format!("{name}-{edition}{}", std::env::consts::EXE_SUFFIX));
            let compiled = super::rustc()
                .args(["--edition", edition, "-D", "warnings", "-o"])
                .arg(&exe)
                .arg(&bundle)
                .output()
                .unwrap();
            assert!(
                compiled.status.success(),
                "the bundle of {file} compiles alone in edition {edition}:\n{}",
                String::from_utf8_lossy(&compiled.stderr)
            );
            let out = super::run(&exe, input.as_bytes());
            assert_eq!(
                String::from_utf8_lossy(&out.stdout),
                want,
                "{file}, {edition}"
            );
            assert!(out.status.success());
            let bad = super::run(&exe, b"1\n2\n3 -x\n");
            assert_eq!(bad.status.code(), Some(2));
            assert_eq!(
                String::from_utf8_lossy(&bad.stderr),
                "a: error: line 3, column 3: expected a heap, found \"-x\"\n"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--bin NAME` finds a binary wherever cargo would: a `[[bin]]` path, a `[[bin]]` without one
/// (src/bin/NAME.rs or src/bin/NAME/main.rs), src/bin/NAME/main.rs and src/bin/NAME.rs by
/// themselves, and src/main.rs for the package's name; `autobins = false` keeps only the
/// `[[bin]]` tables.
#[test]
fn bin_finds_every_layout_cargo_does() {
    let dir = super::scratch("bin-layouts");
    let main = "fn main() {\n    println!(\"{}\", impartial::nim::add(1, 2));\n}\n";
    for file in [
        "src/main.rs",
        "src/bin/b/main.rs",
        "src/bin/c.rs",
        "tools/d.rs",
        "src/bin/e/main.rs",
    ] {
        std::fs::create_dir_all(dir.join(file).parent().unwrap()).unwrap();
        std::fs::write(dir.join(file), main).unwrap();
    }
    let manifest = |autobins: &str| {
        format!(
            "[package]\nname = \"proj\"\nversion = \"0.1.0\"\nedition = \"2021\"\n{autobins}\n\
             [[bin]]\nname = \"d\"\npath = \"tools/d.rs\"\n\n[[bin]]\nname = \"e\"\n\n[dependencies]\n"
        )
    };
    let bundle = |name: &str| {
        super::command()
            .current_dir(dir.join("src"))
            .args(["impartial", "bundle", "--bin", name])
            .output()
            .unwrap()
    };
    std::fs::write(dir.join("Cargo.toml"), manifest("")).unwrap();
    for (name, file) in [
        ("proj", "main.rs"),
        ("b", "bin/b/main.rs"),
        ("c", "bin/c.rs"),
        ("d", "tools/d.rs"),
        ("e", "bin/e/main.rs"),
    ] {
        let out = bundle(name);
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let named = format!("{file}` of impartial");
        assert!(text.contains(&named), "{name}: {}", &text[..300]);
    }
    let out = bundle("zz");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no binary `zz`"));
    // Without autobins, src/bin/c.rs is no binary; the [[bin]] tables still are.
    std::fs::write(dir.join("Cargo.toml"), manifest("autobins = false\n")).unwrap();
    assert_eq!(bundle("c").status.code(), Some(2));
    assert_eq!(bundle("e").status.code(), Some(0));
}
