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
