//! No tool loses a user's file (issue 54): an output that names an input or another output
//! is refused before any work, a refused run removes only an earlier output of its own, and
//! links are written through. Each case is a reproduction of a file that was lost.

use super::{command, scratch};
use std::path::Path;
use std::process::{Command, Output};

const SOURCE: &str = "use impartial::nim;\nfn main() {\n    println!(\"{}\", nim::add(1, 2));\n}\n";

/// A source the bundler refuses (a crate other than std and impartial).
const REFUSED: &str = "use rand::random;\nfn main() {\n    let _x: u8 = random();\n}\n";

fn grundy(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_grundy"))
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap()
}

fn in_dir(dir: &Path, args: &[&str]) -> Output {
    command().current_dir(dir).args(args).output().unwrap()
}

fn err(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn read(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// `bundle SRC --out FILE`: FILE the source itself (four spellings), or a file it includes,
/// is refused before any work; a refused bundle leaves any file at FILE that is not an
/// earlier bundle, and removes one that is.
#[cfg(unix)]
#[test]
fn the_bundler_never_overwrites_or_removes_an_input() {
    let dir = scratch("safety-bundle");
    std::fs::create_dir(dir.join("src")).unwrap();
    std::fs::write(dir.join("sol.rs"), REFUSED).unwrap();
    std::fs::write(dir.join("src/ok.rs"), SOURCE).unwrap();
    std::os::unix::fs::symlink("src/ok.rs", dir.join("link.rs")).unwrap();
    std::fs::hard_link(dir.join("src/ok.rs"), dir.join("hard.rs")).unwrap();
    // The refused source as its own output: it stays, and no removal is attempted.
    let out = in_dir(&dir, &["bundle", "sol.rs", "--out", "sol.rs"]);
    assert_eq!(out.status.code(), Some(2), "{}", err(&out));
    assert!(
        err(&out).contains("--out sol.rs names the source sol.rs"),
        "{}",
        err(&out)
    );
    assert_eq!(read(&dir, "sol.rs"), REFUSED);
    // A bundle that would be written over its own source, however the path is spelt.
    for out_path in ["src/ok.rs", "./src/../src/ok.rs", "link.rs", "hard.rs"] {
        let out = in_dir(&dir, &["bundle", "src/ok.rs", "--out", out_path]);
        assert_eq!(out.status.code(), Some(2), "{out_path}: {}", err(&out));
        assert!(
            err(&out).contains("names the source"),
            "{out_path}: {}",
            err(&out)
        );
        assert_eq!(read(&dir, "src/ok.rs"), SOURCE, "{out_path}");
    }
    // A refused bundle and an unrelated file at --out: left, and named.
    std::fs::write(dir.join("notes.txt"), "my notes\n").unwrap();
    let out = in_dir(&dir, &["bundle", "sol.rs", "--out", "notes.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        err(&out).contains("left notes.txt as it was"),
        "{}",
        err(&out)
    );
    assert_eq!(read(&dir, "notes.txt"), "my notes\n");
    // An earlier bundle there is removed (it could be submitted by mistake).
    assert!(in_dir(&dir, &["bundle", "src/ok.rs", "--out", "b.rs"])
        .status
        .success());
    let out = in_dir(&dir, &["bundle", "sol.rs", "--out", "b.rs"]);
    assert!(err(&out).contains("removed b.rs"), "{}", err(&out));
    assert!(!dir.join("b.rs").exists());
    // A file the source includes is an input too.
    std::fs::write(dir.join("help.txt"), "help\n").unwrap();
    let with_include = "fn main() {\n    print!(\"{}\", include_str!(\"help.txt\"));\n}\n";
    std::fs::write(dir.join("inc.rs"), with_include).unwrap();
    let out = in_dir(&dir, &["bundle", "inc.rs", "--out", "help.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        err(&out).contains("names the included file"),
        "{}",
        err(&out)
    );
    assert_eq!(read(&dir, "help.txt"), "help\n");
    // Through a link to a file that is no input: written to the target, the link kept.
    std::fs::write(dir.join("target.rs"), "old\n").unwrap();
    std::os::unix::fs::symlink("target.rs", dir.join("out-link.rs")).unwrap();
    let out = in_dir(&dir, &["bundle", "src/ok.rs", "--out", "out-link.rs"]);
    assert!(out.status.success(), "{}", err(&out));
    assert!(std::fs::symlink_metadata(dir.join("out-link.rs"))
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(read(&dir, "target.rs").contains("mod impartial"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// `pattern FILE --svg FILE` (or the table on standard input) is refused and the table kept;
/// a refused table leaves an unrelated file at --svg.
#[cfg(unix)]
#[test]
fn the_pattern_finder_never_overwrites_or_removes_its_table() {
    let dir = scratch("safety-pattern");
    let table = "0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2 0 1 2\n";
    std::fs::write(dir.join("t.txt"), table).unwrap();
    let out = in_dir(&dir, &["pattern", "t.txt", "--svg", "t.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        err(&out).contains("--svg t.txt names the table t.txt"),
        "{}",
        err(&out)
    );
    assert_eq!(read(&dir, "t.txt"), table);
    let out = command()
        .current_dir(&dir)
        .args(["pattern", "--svg", "./t.txt"])
        .stdin(std::fs::File::open(dir.join("t.txt")).unwrap())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", err(&out));
    assert_eq!(read(&dir, "t.txt"), table);
    // A refused table (a letter in it) and a file of one's own at --svg.
    std::fs::write(dir.join("bad.txt"), "0 1 x\n").unwrap();
    std::fs::write(dir.join("notes.txt"), "mine\n").unwrap();
    let out = in_dir(&dir, &["pattern", "bad.txt", "--svg", "notes.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(read(&dir, "notes.txt"), "mine\n");
    // A picture passed as the table and as --svg, with a bad option: not removed.
    assert!(in_dir(&dir, &["pattern", "t.txt", "--svg", "p.svg"])
        .status
        .success());
    let out = in_dir(&dir, &["pattern", "p.svg", "--svg", "p.svg", "--bogus"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(dir.join("p.svg").exists());
    let _ = std::fs::remove_dir_all(&dir);
}

/// `grundy --checkpoint X --svg X` is refused before any computing, the checkpoint whole; a
/// mistyped code leaves an unrelated file at --svg; a checkpoint through a link updates the
/// link's target and keeps the link; a link to nothing is refused.
#[cfg(unix)]
#[test]
fn the_explorer_never_overwrites_its_checkpoint_or_a_user_file() {
    let dir = scratch("safety-grundy");
    assert!(grundy(
        &dir,
        &["octal", "0.77", "--values", "100", "--checkpoint", "k.ckpt"]
    )
    .status
    .success());
    let saved = std::fs::read(dir.join("k.ckpt")).unwrap();
    let out = grundy(
        &dir,
        &[
            "octal",
            "0.77",
            "--period",
            "--checkpoint",
            "k.ckpt",
            "--svg",
            "k.ckpt",
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(err(&out).contains("name the same file"), "{}", err(&out));
    assert_eq!(std::fs::read(dir.join("k.ckpt")).unwrap(), saved);
    // The same through a link, and with a checkpoint that is refused (another game).
    std::os::unix::fs::symlink("k.ckpt", dir.join("k-link.svg")).unwrap();
    let out = grundy(
        &dir,
        &[
            "octal",
            "0.07",
            "--period",
            "--checkpoint",
            "k.ckpt",
            "--svg",
            "k-link.svg",
        ],
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(std::fs::read(dir.join("k.ckpt")).unwrap(), saved);
    std::fs::write(dir.join("notes.txt"), "mine\n").unwrap();
    let out = grundy(
        &dir,
        &["octal", "0.9", "--values", "9", "--svg", "notes.txt"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(read(&dir, "notes.txt"), "mine\n");
    // Checkpoints through links.
    std::fs::create_dir(dir.join("keep")).unwrap();
    std::os::unix::fs::symlink("keep/real.ckpt", dir.join("link.ckpt")).unwrap();
    let out = grundy(
        &dir,
        &[
            "octal",
            "0.77",
            "--values",
            "50",
            "--checkpoint",
            "link.ckpt",
        ],
    );
    assert_eq!(
        out.status.code(),
        Some(2),
        "a link to nothing: {}",
        err(&out)
    );
    assert!(
        err(&out).contains("a symbolic link to nothing"),
        "{}",
        err(&out)
    );
    std::fs::copy(dir.join("k.ckpt"), dir.join("keep/real.ckpt")).unwrap();
    let out = grundy(
        &dir,
        &[
            "octal",
            "0.77",
            "--values",
            "300",
            "--checkpoint",
            "link.ckpt",
        ],
    );
    assert!(out.status.success(), "{}", err(&out));
    assert!(std::fs::symlink_metadata(dir.join("link.ckpt"))
        .unwrap()
        .file_type()
        .is_symlink());
    assert!(std::fs::read(dir.join("keep/real.ckpt")).unwrap().len() > saved.len());
    let _ = std::fs::remove_dir_all(&dir);
}
