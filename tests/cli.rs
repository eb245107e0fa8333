//! The command line of every binary: `--help` and `-h` print its help (the problem, its judge,
//! the input and output, the limits) with exit code 0; any other argument is an error; a person
//! at a terminal is told that the program reads standard input.

use std::process::Command;

#[test]
fn help_is_the_bins_text_and_other_arguments_are_errors() {
    for bin in crate::util::all_bins() {
        let help = std::fs::read_to_string(crate::layout::help(crate::util::root(), &bin))
            .unwrap_or_else(|_| panic!("bins/<judge>/{bin}.txt, the help of {bin}"));
        assert!(
            help.starts_with(&format!("{bin}: ")),
            "{bin}.txt starts with `{bin}: `"
        );
        assert!(help.contains("http"), "{bin}.txt links the problem");
        for arg in ["--help", "-h"] {
            let out = Command::new(crate::util::exe(&bin))
                .arg(arg)
                .output()
                .unwrap();
            assert_eq!(out.status.code(), Some(0), "{bin} {arg}");
            assert_eq!(String::from_utf8_lossy(&out.stdout), help, "{bin} {arg}");
            assert!(out.stderr.is_empty(), "{bin} {arg}");
        }
        for args in [&["--frobnicate"][..], &["input.txt"], &["--help", "extra"]] {
            let out = Command::new(crate::util::exe(&bin))
                .args(args)
                .output()
                .unwrap();
            let err = String::from_utf8_lossy(&out.stderr);
            assert_eq!(out.status.code(), Some(2), "{bin} {args:?}");
            let want = format!("{bin}: error: unexpected argument {:?}", args[0]);
            assert!(
                err.starts_with(&want) && err.ends_with("--help)\n"),
                "{bin} {args:?}: {err}"
            );
            assert!(out.stdout.is_empty(), "{bin} {args:?}");
        }
    }
}

/// With `script` (util-linux), the binary's standard input is a terminal.
#[test]
fn a_terminal_is_told_what_to_type() {
    let exe = crate::util::exe("p2197");
    let cmd = format!(
        "printf '1\\n1\\n5\\n\\004' | script -qec '{}' /dev/null",
        exe.display()
    );
    let Ok(out) = Command::new("sh").arg("-c").arg(&cmd).output() else {
        return;
    };
    if !out.status.success() && String::from_utf8_lossy(&out.stderr).contains("not found") {
        eprintln!("note: no `script` here; the terminal notice is not checked");
        return;
    }
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains("p2197: reading the input from the terminal"),
        "{text}"
    );
    assert!(text.contains("Yes"), "{text}");
}

/// The `grundy` explorer (tools/grundy.rs): its exact output formats, a plot written to a
/// file, and the error contract (exit code 2, one line `grundy: error: …`).
#[test]
fn the_explorer_prints_values_periods_and_plots() {
    let grundy = |args: &[&str]| {
        Command::new(crate::util::exe("grundy"))
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
        "period=7 preperiod=0 proven=yes checked_to=1024\n"
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
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        impartial::explore::HELP
    );
}
