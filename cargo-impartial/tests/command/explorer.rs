//! The `grundy` explorer, as `cargo impartial grundy` and as `grundy`: its exact output
//! formats, a plot written to a file, and the error contract (exit code 2, one line
//! `grundy: error: …`).

use std::process::Command;

/// The explorer's help, as the library of the command has it.
const HELP: &str = cargo_impartial::explore::HELP;

/// The explorer's help is what `cargo impartial grundy --help` prints too.
#[test]
fn both_commands_are_the_explorer() {
    let out = super::command()
        .args(["impartial", "grundy", "octal", "0.07", "--values", "5"])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "0 0 1 1 2 0\n");
    let out = super::command()
        .args(["grundy", "--help"])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), HELP);
}

#[test]
fn the_explorer_prints_values_periods_and_plots() {
    let grundy = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_grundy"))
            .args(args)
            .output()
            .unwrap()
    };
    // Dawson's Kayles, 0.07 (OEIS A002187, shifted by one heap).
    let out = grundy(&["octal", "0.07", "--values", "10"]);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "0 0 1 1 2 0 3 1 1 0 3\n"
    );
    assert_eq!((out.status.code(), out.stderr.len()), (Some(0), 0));
    let svg = std::env::temp_dir().join(format!("grundy-{}.svg", std::process::id()));
    let out = grundy(&[
        "subtract",
        "2,5",
        "--period",
        "--svg",
        svg.to_str().unwrap(),
    ]);
    // Take 2 or 5: G = 0 0 1 1 0 2 1 0 ..., period 7 from the start.
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "code=0.03003\nperiod=7 preperiod=0 proven=yes checked_to=1024\n"
    );
    let plot = std::fs::read_to_string(&svg).unwrap();
    assert!(plot.starts_with("<svg ") && plot.contains("period 7 from 0"));
    std::fs::remove_file(&svg).unwrap();
    for (args, message) in [
        (
            &["octal", "0.9", "--period"][..],
            "argument 2: expected an octal code",
        ),
        (
            &["octal", "0.07", "--values", "-3"],
            "argument 4: expected a heap count",
        ),
        (
            &["octal", "0.07", "--values", "1000000000000000000"],
            "argument 4: expected a heap count",
        ),
        (
            &["split-unequal"],
            "argument 2: expected --values N or --period",
        ),
        (&[], "argument 1: expected a game"),
    ] {
        let out = grundy(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            err.starts_with(&format!("grundy: error: {message}")),
            "{args:?}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(out.stdout.is_empty());
    }
    let out = grundy(&["--help"]);
    assert_eq!(String::from_utf8_lossy(&out.stdout), HELP);
}

/// SIGTERM (as Ctrl-C) saves the checkpoint before the explorer exits (code 130), and the
/// run resumes from it.
#[cfg(unix)]
#[test]
fn a_terminated_run_saves_its_checkpoint() {
    let dir = super::scratch("grundy-term");
    let file = dir.join("g.ckpt");
    let f = file.to_str().unwrap();
    let child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args([
            "split-unequal",
            "--period",
            "--max",
            "100000000",
            "--checkpoint",
            f,
        ])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Computing (so its handler is set), however slow or busy the machine.
    super::wait_for_cpu(child.id(), 0.3);
    let kill = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(kill.success());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(130), "{err}");
    assert!(err.contains("grundy: interrupted; the checkpoint"), "{err}");
    let resumed = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["split-unequal", "--values", "20", "--checkpoint", f])
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&resumed.stderr).starts_with("grundy: resumed from"));
    // Grundy's game, OEIS A002188.
    assert_eq!(
        String::from_utf8_lossy(&resumed.stdout),
        "0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3 0\n"
    );
}

/// Paths that are not regular files are refused before any computing (a FIFO would block the
/// run for ever); a refused run removes an earlier plot, never a checkpoint; a run blocked on
/// its output ends on SIGTERM.
#[cfg(unix)]
#[test]
fn the_explorer_s_paths_and_signals() {
    let dir = super::scratch("grundy-paths");
    let fifo = dir.join("f.fifo");
    assert!(Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap()
        .success());
    let grundy = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_grundy"))
            .current_dir(&dir)
            .args(args)
            .output()
            .unwrap()
    };
    for (args, said) in [
        (
            &["octal", "0.77", "--period", "--checkpoint", "f.fifo"][..],
            "--checkpoint f.fifo: not a regular file",
        ),
        (
            &["octal", "0.77", "--values", "9", "--svg", "f.fifo"],
            "--svg f.fifo: not a regular file",
        ),
        (
            &["octal", "0.77", "--values", "9", "--svg", "."],
            "--svg .: a folder, not a file",
        ),
    ] {
        let out = grundy(args);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.starts_with(&format!("grundy: error: {said}")), "{err}");
    }
    // An earlier picture of grundy's (its mark says so) goes; a checkpoint stays.
    assert!(
        grundy(&["octal", "0.77", "--values", "9", "--svg", "old.svg"])
            .status
            .success()
    );
    std::fs::write(dir.join("keep.ckpt"), "progress").unwrap();
    let out = grundy(&[
        "octal",
        "0.9",
        "--values",
        "9",
        "--svg",
        "old.svg",
        "--checkpoint",
        "keep.ckpt",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(!dir.join("old.svg").exists() && dir.join("keep.ckpt").exists());
    // Standard output a pipe nobody reads: the run blocks writing, and SIGTERM ends it.
    let mut child = Command::new(env!("CARGO_BIN_EXE_grundy"))
        .args(["octal", "0.6", "--values", "300000"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Its first bytes say it is writing (its handler is set before any computing); then
    // nobody reads, and the pipe fills.
    let mut first = [0u8; 16];
    std::io::Read::read_exact(child.stdout.as_mut().unwrap(), &mut first).unwrap();
    let pid = child.id().to_string();
    assert!(Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .unwrap()
        .success());
    let status = super::wait_patiently(&mut child, "grundy blocked on its output, after SIGTERM");
    assert_eq!(status.code(), Some(130));
}
